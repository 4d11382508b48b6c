import { useLingui } from '@lingui/react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { PublishedProject } from '@vantage/contracts';
import { useEffect, useState } from 'react';
import { DeferredModal } from '@/components/deferred-modal';
import { errorMessage } from '@/lib/api-error';
import { usePresentationViewpoints } from '../api/get-presentation-viewpoints';

/** The codes and cards with the QR and PDF libraries: loaded when the dialog first opens. */
const loadSharePanel = () => import('@/components/share/share-panel');
type SharePanelComponent = Awaited<ReturnType<typeof loadSharePanel>>['default'];
type PanelState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; Panel: SharePanelComponent };

function useSharePanel(): [PanelState, () => void] {
  const [state, setState] = useState<PanelState>({ kind: 'loading' });
  useEffect(() => {
    if (state.kind !== 'loading') return;
    let live = true;
    loadSharePanel().then(
      (module) => live && setState({ kind: 'ready', Panel: module.default }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [state.kind]);
  return [state, () => setState({ kind: 'loading' })];
}

/**
 * "QR codes" of a published presentation: the code of its public link and, per viewpoint, the
 * code of its deep link and its printable card, with the presentation's own viewpoint ids.
 */
export function PresentationQrDialog({
  presentation,
  link,
  opened,
  onClose,
}: {
  presentation: PublishedProject;
  /** Absolute viewer link, as "Copy link" copies it. */
  link: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      title={i18n._('dash.present.qrOf', { name: presentation.name })}
      size="xl"
    >
      <QrContent presentation={presentation} link={link} />
    </DeferredModal>
  );
}

function QrContent({ presentation, link }: { presentation: PublishedProject; link: string }) {
  const { i18n } = useLingui();
  const viewpoints = usePresentationViewpoints(presentation.publicationKey, true);
  const [panel, retryPanel] = useSharePanel();
  if (viewpoints.isError)
    return (
      <Failed
        title={i18n._('dash.present.viewpointsError')}
        reason={errorMessage(viewpoints.error)}
        onRetry={() => void viewpoints.refetch()}
      />
    );
  if (panel.kind === 'failed')
    return (
      <Failed
        title={i18n._('dash.present.qrError')}
        reason={i18n._('dash.present.checkConnection')}
        onRetry={retryPanel}
      />
    );
  if (viewpoints.isPending) return <Waiting label={i18n._('dash.present.viewpointsLoading')} />;
  if (panel.kind === 'loading') return <Waiting label={i18n._('dash.present.qrLoading')} />;
  return <panel.Panel presentationName={presentation.name} publicLink={link} viewpoints={viewpoints.data} />;
}

function Failed({ title, reason, onRetry }: { title: string; reason: string; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{reason}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {i18n._('dash.common.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Text size="sm">{label}…</Text>
      </Stack>
    </Center>
  );
}
