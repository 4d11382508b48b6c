import { useLingui } from '@lingui/react';
import { Alert, Badge, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { DeferredModal } from '@/components/deferred-modal';
import { formatDate } from '@/lib/formatting';
import { getNotificationsQueryOptions } from '../api/get-notifications';

/**
 * The release notes, newest first. `since` is the last-viewed date before this opening, so
 * the notes that were new are marked.
 */
export function ReleaseNotesModal({
  opened,
  onClose,
  since,
}: {
  opened: boolean;
  onClose: () => void;
  since: string | null;
}) {
  const { i18n } = useLingui();
  // Spec section 8: a failed fetch is treated as no notes.
  const notes = useQuery({ ...getNotificationsQueryOptions(), enabled: opened, retry: false });
  const sinceTime = since ? Date.parse(since) : Number.NEGATIVE_INFINITY;
  const list = notes.isError ? [] : (notes.data ?? []);
  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      title={i18n._('dash.support.releaseNotes')}
      size="lg"
      centered
    >
      {notes.isPending ? (
        <Center py="lg">
          <Loader role="status" size="sm" aria-label={i18n._('dash.support.notesLoading')} />
        </Center>
      ) : list.length === 0 ? (
        <Alert color="gray">{i18n._('dash.support.noNotes')}</Alert>
      ) : (
        <Stack gap="md" data-testid="release-notes">
          {list.map((note, index) => (
            <Fragment key={note.id}>
              {index > 0 && <Divider />}
              <Stack gap={4}>
                <Group gap="xs">
                  <Title order={3} size="h5">
                    {note.title}
                  </Title>
                  {Date.parse(note.notificationDate) > sinceTime && (
                    <Badge size="xs" color="blue">
                      {i18n._('dash.support.new')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDate(note.notificationDate)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {note.content}
                </Text>
              </Stack>
            </Fragment>
          ))}
        </Stack>
      )}
    </DeferredModal>
  );
}
