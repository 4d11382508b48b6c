import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconCode, IconCopy, IconExternalLink, IconQrcode, IconTrash } from '@tabler/icons-react';
import type { PublishedProject } from '@vantage/contracts';
import { useState } from 'react';
import { DeferredModal } from '@/components/deferred-modal';
import { notifyError, notifySuccess } from '@/lib/notify';
import { PresentationEmbedDialog } from './presentation-embed-dialog';
import { PresentationQrDialog } from './presentation-qr-dialog';
import { PresentationUpdateAction } from './presentation-update-action';

type Props = {
  presentation: PublishedProject;
  /** Absolute viewer link (VIEWER_URL or the dashboard's /viewer/ page). */
  link: string;
  /** Null when deleting is allowed, else why not. */
  deleteBlockedReason: string | null;
  onDelete: (presentation: PublishedProject) => void;
};

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    notifySuccess({ title: 'Link copied', message: link, autoClose: 3000 });
  } catch {
    notifyError({ title: 'The link could not be copied', message: link, autoClose: 5000 });
  }
}

/** Spec "/dash/present": open in viewer, copy link, QR codes and cards, embed, update, delete. */
export function PresentationActions({ presentation, link, deleteBlockedReason, onDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [showingQr, setShowingQr] = useState(false);
  const [embedding, setEmbedding] = useState(false);
  const name = presentation.name;
  const offline = !presentation.published;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={offline ? 'This presentation is not published' : 'Open in viewer'}>
        <ActionIcon
          component="a"
          href={link}
          target="_blank"
          rel="noopener"
          variant="subtle"
          aria-label={`Open ${name} in viewer`}
          data-disabled={offline || undefined}
          onClick={(event) => offline && event.preventDefault()}
        >
          <IconExternalLink size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Copy link">
        <ActionIcon variant="subtle" aria-label={`Copy link of ${name}`} onClick={() => void copyLink(link)}>
          <IconCopy size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={offline ? 'This presentation is not published' : 'QR codes'}>
        <ActionIcon
          variant="subtle"
          aria-label={`QR codes of ${name}`}
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
      <Tooltip label="Embed">
        <ActionIcon variant="subtle" aria-label={`Embed ${name}`} onClick={() => setEmbedding(true)}>
          <IconCode size={18} />
        </ActionIcon>
      </Tooltip>
      <PresentationEmbedDialog
        presentation={presentation}
        link={link}
        opened={embedding}
        onClose={() => setEmbedding(false)}
      />
      <PresentationUpdateAction presentation={presentation} />
      <Tooltip label={deleteBlockedReason ?? 'Delete'}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${name}`}
          disabled={deleteBlockedReason !== null}
          onClick={() => setConfirming(true)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
      <DeferredModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete presentation"
        centered
      >
        <Text size="sm">
          The viewer link of <strong>{name}</strong> will stop working. This cannot be undone.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirming(false);
              onDelete(presentation);
            }}
          >
            Delete
          </Button>
        </Group>
      </DeferredModal>
    </Group>
  );
}
