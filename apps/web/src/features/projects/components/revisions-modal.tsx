import { useLingui } from '@lingui/react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { Project, Revision } from '@vantage/contracts';
import { useState } from 'react';
import { BlockableButton } from '@/components/blockable-button';
import { DeferredModal } from '@/components/deferred-modal';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime, formatPersonName } from '@/lib/formatting';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentAccount } from '@/lib/session/session-context';
import { mayReadSubscriptionStatus } from '@/lib/session/session-roles';
import { useSubscriptionDetails } from '@/lib/subscription/api/get-subscription-details';
import { useActivateRevision } from '../api/activate-revision';
import { useCreateRevision } from '../api/create-revision';
import { useRevisions } from '../api/get-revisions';
import { messages, TOAST_MS } from '../messages';
import { saveRevisionBlock } from '../project-permissions';

export type RevisionsTarget = Pick<Project, 'id' | 'name' | 'abilities'>;

/**
 * The revisions of one project (spec section 1): newest first with date and author,
 * "Save as revision" (blocked at the revision limit, with used/limit), and "Activate" after a
 * confirmation that says what happens to the current content (README "Product rules").
 * Hub project events refresh the list (lib/hub/item-events.ts: a project's revisions).
 */
export function RevisionsModal({
  project,
  onClose,
}: {
  project: RevisionsTarget | null;
  onClose: () => void;
}) {
  return (
    <DeferredModal
      opened={project !== null}
      onClose={onClose}
      title={project ? messages.revisionsTitle(project.name) : ''}
      centered
      size="lg"
    >
      {project && <RevisionsPanel project={project} />}
    </DeferredModal>
  );
}

function RevisionsPanel({ project }: { project: RevisionsTarget }) {
  const { i18n } = useLingui();
  const { roles, isExpired } = useCurrentAccount();
  const revisions = useRevisions(project.id);
  const details = useSubscriptionDetails({
    enabled: project.abilities.createRevision && mayReadSubscriptionStatus(roles),
  });
  const save = useCreateRevision(project.id);
  const [confirming, setConfirming] = useState<Revision | null>(null);
  const blocked = saveRevisionBlock({
    mayCreateRevision: project.abilities.createRevision,
    isExpired,
    details: details.data,
  });

  if (confirming) {
    return <ActivateConfirmation revision={confirming} onDone={() => setConfirming(null)} />;
  }

  const onSave = () =>
    save.mutate(undefined, {
      onSuccess: () => notifySuccess({ title: messages.revisionSaved, autoClose: TOAST_MS.success }),
      onError: (error) =>
        notifyError({ title: messages.revisionSaveError(errorMessage(error)), autoClose: TOAST_MS.error }),
    });

  const items = revisions.data?.items ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {details.data
            ? i18n._('dash.revisions.used', {
                used: details.data.revisionsUsed,
                limit: details.data.revisionsLimit,
              })
            : ''}
        </Text>
        <BlockableButton
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          blockedReason={blocked}
          loading={save.isPending}
          onClick={onSave}
        >
          {i18n._('dash.revisions.save')}
        </BlockableButton>
      </Group>
      {revisions.isPending ? (
        <Center py="md">
          <Loader role="status" aria-label={i18n._('dash.revisions.loading')} />
        </Center>
      ) : revisions.isError ? (
        <Alert color="red" title={i18n._('dash.revisions.loadError')}>
          {errorMessage(revisions.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Text size="sm" role="status">
          {messages.noRevisions}
        </Text>
      ) : (
        <Stack
          component="ul"
          aria-label={i18n._('dash.actions.revisions')}
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {items.map((revision) => (
            <RevisionRow key={revision.id} revision={revision} onActivate={() => setConfirming(revision)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const savedOn = (revision: Revision) => formatDateTime(revision.createdAt);
const authorOf = (revision: Revision) =>
  revision.createdBy
    ? formatPersonName({
        firstName: revision.createdBy.firstName,
        lastName: revision.createdBy.lastName,
        email: revision.createdBy.emailAddress,
      })
    : null;

function RevisionRow({ revision, onActivate }: { revision: Revision; onActivate: () => void }) {
  const { i18n } = useLingui();
  const label = i18n._('dash.revisions.of', { date: savedOn(revision) });
  return (
    <Group
      component="li"
      aria-label={label}
      justify="space-between"
      wrap="wrap"
      gap="sm"
      p="xs"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {savedOn(revision)}
        </Text>
        <Text size="sm" c="dimmed">
          {i18n._('dash.revisions.savedBy', {
            name: authorOf(revision) ?? i18n._('dash.revisions.formerMember'),
          })}
        </Text>
      </div>
      {revision.abilities.activateRevision && (
        <Button
          size="xs"
          variant="light"
          onClick={onActivate}
          aria-label={i18n._('dash.revisions.activateOf', { date: savedOn(revision) })}
        >
          {i18n._('dash.revisions.activate')}
        </Button>
      )}
    </Group>
  );
}

function ActivateConfirmation({ revision, onDone }: { revision: Revision; onDone: () => void }) {
  const { i18n } = useLingui();
  const activate = useActivateRevision();
  const onConfirm = () =>
    activate.mutate(
      { id: revision.id },
      {
        onSuccess: () => {
          notifySuccess({ title: messages.revisionActivated, autoClose: TOAST_MS.success });
          onDone();
        },
        onError: (error) =>
          notifyError({
            title: messages.revisionActivateError(errorMessage(error)),
            autoClose: TOAST_MS.error,
          }),
      },
    );
  return (
    <Stack gap="md" role="group" aria-labelledby="activate-revision-question">
      <Text fw={600} id="activate-revision-question">
        {i18n._('dash.revisions.question', { date: savedOn(revision) })}
      </Text>
      <Text size="sm">{messages.activateConfirm}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {i18n._('dash.common.cancel')}
        </Button>
        {/* Focus lands on the confirming action, as in the delete dialog. */}
        <Button onClick={onConfirm} loading={activate.isPending} autoFocus>
          {i18n._('dash.revisions.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
