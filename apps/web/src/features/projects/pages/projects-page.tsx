import { Trans, useLingui } from '@lingui/react';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDeferredValue, useEffect, useState } from 'react';
import { DeferredModal } from '@/components/deferred-modal';
import { errorMessage } from '@/lib/api-error';
import { getClientConfigQueryOptions } from '@/lib/client-config';
import { usePreference } from '@/lib/preferences';
import { useCurrentAccount } from '@/lib/session/session-context';
import { useProjects } from '../api/get-projects';
import { AddProjectButton } from '../components/add-project-button';
import { ProjectCollection } from '../components/project-collection';
import { ProjectsToolbar } from '../components/projects-toolbar';
import { RevisionsModal } from '../components/revisions-modal';
import { TransferProjectButton } from '../components/transfer-project-button';
import { useProjectActions } from '../components/use-project-actions';
import { messages } from '../messages';
import { SEARCH_DEBOUNCE_MS } from '../project-list-query';

/**
 * Spec "/dash/projects": search, sort, direction and view mode (kept in local preferences,
 * defaults cards / createdAt / ascending), Transfer a project, Add new project, the incoming
 * transfers panel (given by the app, it belongs to the transfers feature) and the list.
 */
export function ProjectsPage({ incomingTransfers }: { incomingTransfers?: ReactNode }) {
  const { account, subscriptionKey } = useCurrentAccount();
  const { i18n } = useLingui();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {i18n._('dash.projects.title')}
        </Title>
        {account && (
          <Group gap="sm">
            <TransferProjectButton />
            <AddProjectButton />
          </Group>
        )}
      </Group>
      {incomingTransfers}
      {account && subscriptionKey ? <ProjectsBrowser /> : <EmptyState>{messages.noSubscription}</EmptyState>}
    </Stack>
  );
}

function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Text ta="center" c="dimmed" role="status">
        {children}
      </Text>
    </Paper>
  );
}

function ProjectsBrowser() {
  const { i18n } = useLingui();
  const [view, setView] = usePreference('projectsView');
  const [sort, setSort] = usePreference('projectsSortField');
  const [direction, setDirection] = usePreference('projectsSortDirection');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useProjects({ search: debouncedSearch, sort, direction });
  // The editor's address (each project's Open in editor) asked for beside the list,
  // so that it is there when the projects are drawn instead of drawing them all again after.
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(getClientConfigQueryOptions());
  }, [queryClient]);
  const { handlers, deleteTarget, confirmDelete, cancelDelete, revisionsTarget, closeRevisions } =
    useProjectActions();

  const projects = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const searching = debouncedSearch.trim() !== '';

  // The first answer arrives in a store update, which React renders at once in one
  // task; deferred, the loader stays for that urgent render and the cards are drawn in a
  // background render that React slices. Answers already cached when the page opens are drawn
  // at once; a later answer (a search, a sort) keeps the list shown meanwhile, not deferred.
  const firstAnswerPending = useDeferredValue(query.isPending);
  const loading = query.isPending || firstAnswerPending;

  let content: ReactNode;
  if (loading) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={i18n._('dash.projects.loading')} />
      </Center>
    );
  } else if (query.isError && projects.length === 0) {
    content = (
      <Alert color="red" title={i18n._('dash.projects.loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {i18n._('dash.common.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (projects.length === 0 && query.isPlaceholderData) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={i18n._('dash.projects.searching')} />
      </Center>
    );
  } else if (projects.length === 0) {
    content = <EmptyState>{searching ? messages.noMatch : messages.empty}</EmptyState>;
  } else {
    content = (
      <ProjectCollection
        // Another view has other row heights: start its virtualizer afresh.
        key={view}
        projects={projects}
        total={query.isPlaceholderData ? projects.length : total}
        view={view}
        actions={handlers}
        hasNextPage={query.hasNextPage && !query.isPlaceholderData}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={() => void query.fetchNextPage()}
      />
    );
  }

  return (
    <>
      <ProjectsToolbar
        search={search}
        onSearch={setSearch}
        sort={sort}
        onSort={setSort}
        direction={direction}
        onDirection={setDirection}
        view={view}
        onView={setView}
      />
      {!loading && !query.isPlaceholderData && projects.length > 0 && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {i18n._('dash.projects.count', { count: total })}
        </Text>
      )}
      {content}
      <RevisionsModal project={revisionsTarget} onClose={closeRevisions} />
      <DeferredModal
        opened={deleteTarget !== null}
        onClose={cancelDelete}
        title={i18n._('dash.projects.deleteTitle')}
        centered
      >
        <Stack>
          <Text size="sm">
            <Trans
              id="dash.projects.deleteConfirm"
              values={{ name: deleteTarget?.name ?? '' }}
              components={{ 0: <strong /> }}
            />
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={cancelDelete}>
              {i18n._('dash.common.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} data-autofocus>
              {i18n._('dash.common.delete')}
            </Button>
          </Group>
        </Stack>
      </DeferredModal>
    </>
  );
}
