import { useLingui } from '@lingui/react';
import { Alert, Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { FullPageCard } from '@/components/full-page-card';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useProject } from '@/lib/projects/api/get-project';
import { usePresentationsOf } from '@/lib/projects/api/get-published-projects';
import { useSession } from '@/lib/session/session-context';
import { useProjectContent } from '../api/get-project-content';
import { PresentForm } from '../components/present-form';

function parseProjectId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function BackLink() {
  const { i18n } = useLingui();
  return (
    <Anchor component={Link} to={paths.dash.present.getHref()} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} />
        {i18n._('dash.present.back')}
      </Group>
    </Anchor>
  );
}

/** Spec "/present/{projectId}": create a presentation of the project (requires sign-in). */
export function PresentProjectPage() {
  const { i18n } = useLingui();
  const projectId = parseProjectId(useParams().projectId);
  const session = useSession();
  // Outside /dash nothing waits for the subscription: its key must be chosen before any call.
  const ready = session.subscriptionKey !== undefined && session.account !== undefined;
  const project = useProject(ready ? projectId : undefined);
  const content = useProjectContent(ready ? projectId : undefined);
  // The form starts from the latest presentation's settings; without the list, from the spec's.
  const presentations = usePresentationsOf(ready ? projectId : undefined);
  const listed = presentations.data !== undefined || presentations.error !== null;
  const error = project.error ?? content.error ?? session.accountsError ?? session.accountError;

  if (session.accounts?.length === 0) return <Navigate to={paths.welcome.getHref()} replace />;

  let body: React.ReactNode;
  if (projectId === undefined || isApiError(error, 404)) {
    body = (
      <Alert color="red" title={i18n._('dash.present.notFound')}>
        {i18n._('dash.present.notFoundDetail')}
      </Alert>
    );
  } else if (error) {
    body = (
      <Alert color="red" title={i18n._('dash.present.projectError')}>
        {errorMessage(error)}
      </Alert>
    );
  } else if (!project.data || !content.data || !listed) {
    body = (
      <Center py="xl" role="status" aria-label={i18n._('dash.present.projectLoading')}>
        <Loader />
      </Center>
    );
  } else {
    body = (
      <PresentForm
        key={project.data.id}
        project={project.data}
        content={content.data}
        last={presentations.data?.at(-1)}
      />
    );
  }

  return (
    <FullPageCard maxWidth={1100}>
      <Stack gap="lg">
        <BackLink />
        <div>
          <Title order={1}>{i18n._('dash.present.title')}</Title>
          {project.data && (
            <Text size="lg" c="dimmed" data-testid="present-project-name">
              {project.data.name}
            </Text>
          )}
        </div>
        {body}
      </Stack>
    </FullPageCard>
  );
}
