import { Trans, useLingui } from '@lingui/react';
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import {
  IconCode,
  IconCopy,
  IconExternalLink,
  IconFileTypePdf,
  IconQrcode,
  IconTrash,
} from '@tabler/icons-react';
import type { PublishedProject } from '@vantage/contracts';
import { useState } from 'react';
import { DeferredModal } from '@/components/deferred-modal';
import { dashText as t } from '@/lib/i18n/dash-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { PresentationEmbedDialog } from './presentation-embed-dialog';
import { PresentationQrDialog } from './presentation-qr-dialog';
import { type LoadPresentationReport, PresentationReportDialog } from './presentation-report-dialog';
import { PresentationUpdateAction } from './presentation-update-action';

type Props = {
  presentation: PublishedProject;
  /** Absolute viewer link (VIEWER_URL or the dashboard's /viewer/ page). */
  link: string;
  /** Null when deleting is allowed, else why not. */
  deleteBlockedReason: string | null;
  onDelete: (presentation: PublishedProject) => void;
  /** The report's code, for "Report (PDF)". */
  loadReport: LoadPresentationReport;
};

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    notifySuccess({ title: t('dash.present.linkCopied', 'Link copied'), message: link, autoClose: 3000 });
  } catch {
    notifyError({
      title: t('dash.present.linkNotCopied', 'The link could not be copied'),
      message: link,
      autoClose: 5000,
    });
  }
}

/**
 * Spec "/dash/present": open in viewer, copy link, QR codes and cards, embed, the report (PDF),
 * update, delete.
 */
export function PresentationActions({
  presentation,
  link,
  deleteBlockedReason,
  onDelete,
  loadReport,
}: Props) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [showingQr, setShowingQr] = useState(false);
  const [embedding, setEmbedding] = useState(false);
  const [reporting, setReporting] = useState(false);
  const name = presentation.name;
  const offline = !presentation.published;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={i18n._(offline ? 'dash.present.notPublished' : 'dash.present.open')}>
        <ActionIcon
          component="a"
          href={link}
          target="_blank"
          rel="noopener"
          variant="subtle"
          aria-label={i18n._('dash.present.openNamed', { name })}
          data-disabled={offline || undefined}
          onClick={(event) => offline && event.preventDefault()}
        >
          <IconExternalLink size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={i18n._('dash.present.copyLink')}>
        <ActionIcon
          variant="subtle"
          aria-label={i18n._('dash.present.copyLinkOf', { name })}
          onClick={() => void copyLink(link)}
        >
          <IconCopy size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={i18n._(offline ? 'dash.present.notPublished' : 'dash.present.qr')}>
        <ActionIcon
          variant="subtle"
          aria-label={i18n._('dash.present.qrOf', { name })}
          disabled={offline}
          onClick={() => setShowingQr(true)}
        >
          <IconQrcode size={18} />
        </ActionIcon>
      </Tooltip>
      <PresentationQrDialog
        presentation={presentation}
        link={link}
        opened={showingQr}
        onClose={() => setShowingQr(false)}
      />
      <Tooltip label={i18n._('dash.present.embed')}>
        <ActionIcon
          variant="subtle"
          aria-label={i18n._('dash.present.embedNamed', { name })}
          onClick={() => setEmbedding(true)}
        >
          <IconCode size={18} />
        </ActionIcon>
      </Tooltip>
      <PresentationEmbedDialog
        presentation={presentation}
        link={link}
        opened={embedding}
        onClose={() => setEmbedding(false)}
      />
      <Tooltip label={i18n._('dash.present.report')}>
        <ActionIcon
          variant="subtle"
          aria-label={i18n._('dash.present.reportOf', { name })}
          onClick={() => setReporting(true)}
        >
          <IconFileTypePdf size={18} />
        </ActionIcon>
      </Tooltip>
      <PresentationReportDialog
        presentation={presentation}
        opened={reporting}
        onClose={() => setReporting(false)}
        loadReport={loadReport}
      />
      <PresentationUpdateAction presentation={presentation} />
      <Tooltip label={deleteBlockedReason ?? i18n._('dash.common.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={i18n._('dash.crs.deleteNamed', { name })}
          disabled={deleteBlockedReason !== null}
          onClick={() => setConfirming(true)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
      <DeferredModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={i18n._('dash.present.deleteTitle')}
        centered
      >
        <Text size="sm">
          <Trans id="dash.present.deleteConfirm" values={{ name }} components={{ 0: <strong /> }} />
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {i18n._('dash.common.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirming(false);
              onDelete(presentation);
            }}
          >
            {i18n._('dash.common.delete')}
          </Button>
        </Group>
      </DeferredModal>
    </Group>
  );
}
