import { useLingui } from '@lingui/react';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublishedProject } from '@vantage/contracts';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useClientConfig } from '@/lib/client-config';
import { viewerLink } from '@/lib/external-links';
import { subscriptionExpiredText } from '@/lib/i18n/policy-text';
import { usePreference } from '@/lib/preferences';
import { usePublishedProjects } from '@/lib/projects/api/get-published-projects';
import { useCurrentAccount } from '@/lib/session/session-context';
import { useDeletePresentation } from '../api/delete-presentation';
import { CreatePresentationPopover } from '../components/create-presentation-popover';
import type { LoadPresentationReport } from '../components/presentation-report-dialog';
import { PresentationViews } from '../components/presentation-views';
import { PresentationsToolbar } from '../components/presentations-toolbar';
import { useMayPresent } from '../hooks/use-may-present';
import {
  DEFAULT_PRESENTATION_FILTER,
  filterPresentations,
  originalProjectOptions,
} from '../presentation-list-query';

/**
 * Spec "/dash/present": the published projects of the subscription. `loadReport` brings the
 * report's code for a presentation's "Report (PDF)" (the app hands it over: app/routes/present-route.tsx).
 */
export function PresentationsPage({ loadReport }: { loadReport: LoadPresentationReport }) {
  const { i18n } = useLingui();
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
    ? i18n._('dash.present.deleteRole')
    : isExpired
      ? subscriptionExpiredText()
      : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{i18n._('dash.nav.present')}</Title>
          <Text c="dimmed">{i18n._('dash.present.intro')}</Text>
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
        <Center py="xl" role="status" aria-label={i18n._('dash.present.listLoading')}>
          <Loader />
        </Center>
      ) : presentations.isError ? (
        <Alert color="red" title={i18n._('dash.present.listError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(presentations.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void presentations.refetch()}>
              {i18n._('dash.common.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      ) : all.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center" c="dimmed">
            {i18n._('dash.present.empty')}
          </Text>
        </Paper>
      ) : shown.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center" c="dimmed">
            {i18n._('dash.present.noMatch')}
          </Text>
        </Paper>
      ) : (
        <PresentationViews
          view={view}
          items={shown}
          linkOf={linkOf}
          deleteBlockedReason={deleteBlockedReason}
          loadReport={loadReport}
          onDelete={(presentation) => deletion.mutate(presentation)}
        />
      )}
    </Stack>
  );
}
