import { useLingui } from '@lingui/react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import type { ViewerProject } from '@vantage/contracts';
import { useState } from 'react';
import { DeferredModal } from '@/components/deferred-modal';
import { useClientConfig } from '@/lib/client-config';
import { viewerLink } from '@/lib/external-links';
import { notifyError } from '@/lib/notify';

/**
 * The codes and the card with the QR and PDF code, and the panel's words: loaded when the
 * button is first pressed.
 */
const loadShare = () => Promise.all([import('@/components/share/share-panel'), import('./share-text')]);
type Share = {
  Panel: Awaited<ReturnType<typeof loadShare>>[0]['default'];
  text: Awaited<ReturnType<typeof loadShare>>[1]['viewerShareText'];
};

/**
 * "QR code": the codes of the presentation's public link and of the viewpoint on screen, and
 * that viewpoint's printable card.
 */
export function ShareButton({
  presentation,
  viewpointId,
}: {
  presentation: ViewerProject;
  viewpointId: number | null;
}) {
  const { i18n } = useLingui();
  const config = useClientConfig();
  const [opened, setOpened] = useState(false);
  const [share, setShare] = useState<Share | null>(null);
  const open = () => {
    setOpened(true);
    if (share) return;
    loadShare().then(
      ([panel, words]) => setShare({ Panel: panel.default, text: words.viewerShareText }),
      () => {
        setOpened(false);
        notifyError({
          title: i18n._('viewer.share.loadFailed'),
          message: i18n._('viewer.share.loadFailedText'),
        });
      },
    );
  };
  const viewpoint = presentation.viewpoints.find((v) => v.id === viewpointId);
  return (
    <>
      <Button size="xs" variant="default" onClick={open}>
        {i18n._('viewer.share.button')}
      </Button>
      <DeferredModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={i18n._('viewer.share.title')}
        size="lg"
      >
        {share ? (
          <share.Panel
            presentationName={presentation.name}
            publicLink={viewerLink(
              presentation.publicationKey,
              config.data?.viewerUrl,
              window.location.origin,
            )}
            viewpoints={viewpoint ? [viewpoint] : []}
            text={share.text(i18n)}
          />
        ) : (
          <Stack py="xl" align="center" gap="xs" role="status">
            <Loader aria-hidden />
            <Text size="sm">{i18n._('viewer.share.loading')}</Text>
          </Stack>
        )}
      </DeferredModal>
    </>
  );
}
