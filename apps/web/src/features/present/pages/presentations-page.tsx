import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type PublishedProject, SUBSCRIPTION_EXPIRED_MESSAGE } from '@vantage/contracts';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useClientConfig } from '@/lib/client-config';
import { viewerLink } from '@/lib/external-links';
import { usePreference } from '@/lib/preferences';
import { usePublishedProjects } from '@/lib/projects/api/get-published-projects';
import { useCurrentAccount } from '@/lib/session/session-context';
import { useDeletePresentation } from '../api/delete-presentation';
import { CreatePresentationPopover } from '../components/create-presentation-popover';
import { PresentationViews } from '../components/presentation-views';
import { PresentationsToolbar } from '../components/presentations-toolbar';
import { useMayPresent } from '../hooks/use-may-present';
import {
  DEFAULT_PRESENTATION_FILTER,
  filterPresentations,
  originalProjectOptions,
} from '../presentation-list-query';

export const EMPTY_MESSAGE = 'You are currently not presenting any projects.';
export const NO_MATCH_MESSAGE = 'No presentations match search filter.';
const DELETE_ROLE_MESSAGE = 'Only Owners, Administrators and Team members can delete presentations.';

/** Spec "/dash/present": the published projects of the subscription. */
export function PresentationsPage() {
  const presentations = usePublishedProjects();
  const clientConfig = useClientConfig();
  const [view, setView] = usePreference('presentView');
  const [filter, setFilter] = useState(DEFAULT_PRESENTATION_FILTER);
  const mayPresent = useMayPresent();
  const { may, isExpired } = useCurrentAccount();
  const deletion = useDeletePresentation();

  const all = presentations.data ?? [];
  const originals = useMemo(() => originalProjectOptions(all), [all]);
  const shown = useMemo(() => filterPresentations(all, filter), [all, filter]);
  const linkOf = (presentation: PublishedProject) =>
    viewerLink(presentation.publicationKey, clientConfig.data?.viewerUrl, window.location.origin);
  // Deleting a presentation is deleting a project (server: Owner, Administrator, TeamMember).
  const deleteBlockedReason = !may('project.delete')
    ? DELETE_ROLE_MESSAGE
    : isExpired
      ? SUBSCRIPTION_EXPIRED_MESSAGE
      : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>Present</Title>
          <Text c="dimmed">Your published projects and their public viewer links.</Text>
        </div>
        <CreatePresentationPopover blockedReason={mayPresent.isLoading ? null : mayPresent.reason} />
      </Group>

      <PresentationsToolbar
        filter={filter}
        onFilterChange={setFilter}
        originals={originals}
        view={view}
        onViewChange={setView}
      />

      {presentations.isPending ? (
        <Center py="xl" role="status" aria-label="Loading presentations">
          <Loader />
        </Center>
      ) : presentations.isError ? (
        <Alert color="red" title="The presentations could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(presentations.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void presentations.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : all.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center" c="dimmed">
            {EMPTY_MESSAGE}
          </Text>
        </Paper>
      ) : shown.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center" c="dimmed">
            {NO_MATCH_MESSAGE}
          </Text>
        </Paper>
      ) : (
        <PresentationViews
          view={view}
          items={shown}
          linkOf={linkOf}
          deleteBlockedReason={deleteBlockedReason}
          onDelete={(presentation) => deletion.mutate(presentation)}
        />
      )}
    </Stack>
  );
}
