import {
  Anchor,
  Center,
  Container,
  Divider,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { env } from '@/config/env';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useClientConfig } from '@/lib/client-config';
import { isSamePage, viewerLink } from '@/lib/external-links';
import { useViewerProject } from '../api/get-viewer-project';
import { ScenariosSection, ToursSection, ViewpointsSection } from '../components/viewer-sections';

export const UNAVAILABLE_TITLE = 'This presentation is not available';
export const UNAVAILABLE_TEXT =
  'The link is unknown, or the presentation was withdrawn by its publisher. Ask whoever shared it for a new link.';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Paper radius="lg" shadow="xl" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Paper>
    </Container>
  );
}

/**
 * When the installation has the planner's own viewer (VIEWER_URL), links to this page go
 * there, so that links shared before still open the 3D viewer.
 */
function useForwardToConfiguredViewer(publicationKey: string | null): boolean {
  const config = useClientConfig();
  const viewerUrl = config.data?.viewerUrl;
  const forward = Boolean(publicationKey && viewerUrl) && !isSamePage(viewerUrl ?? '', window.location);
  useEffect(() => {
    if (forward && publicationKey && viewerUrl)
      window.location.replace(viewerLink(publicationKey, viewerUrl, window.location.origin));
  }, [forward, publicationKey, viewerUrl]);
  return forward || config.isPending;
}

/**
 * Spec "/viewer/?project={publicationKey}": the public, read-only page of a presentation,
 * so that a viewer link works with this product alone. No sign-in.
 */
export function ViewerPage() {
  const [params] = useSearchParams();
  const publicationKey = params.get('project')?.trim() || null;
  const forwarding = useForwardToConfiguredViewer(publicationKey);
  const project = useViewerProject(forwarding ? undefined : (publicationKey ?? undefined));

  useEffect(() => {
    if (project.data) document.title = `${project.data.name} · ${env.productName}`;
  }, [project.data]);

  if (!publicationKey || isApiError(project.error, 404)) {
    return (
      <Frame>
        <Stack gap="sm" align="flex-start">
          <Title order={1}>{UNAVAILABLE_TITLE}</Title>
          <Text>{publicationKey ? UNAVAILABLE_TEXT : 'This link does not name a presentation.'}</Text>
        </Stack>
      </Frame>
    );
  }
  if (project.error) {
    return (
      <Frame>
        <Title order={1}>The presentation could not be loaded</Title>
        <Text mt="sm">{errorMessage(project.error)}</Text>
      </Frame>
    );
  }
  if (forwarding || !project.data) {
    return (
      <Center mih="100dvh" role="status" aria-label="Loading presentation">
        <Loader size="lg" color="white" />
      </Center>
    );
  }

  const presentation = project.data;
  const developer = presentation.organizations[0];
  return (
    <Frame>
      <Stack gap="xl">
        <Stack gap="sm" component="header">
          <Group gap="lg" wrap="nowrap" align="center">
            {presentation.logoUrl && (
              <Image
                src={`${env.apiBaseUrl}${presentation.logoUrl}`}
                alt={`Logo of ${presentation.name}`}
                h={64}
                w="auto"
                maw={160}
                fit="contain"
              />
            )}
            <div>
              <Title order={1}>{presentation.name}</Title>
              {developer && (
                <Text c="dimmed" size="lg">
                  {developer}
                </Text>
              )}
            </div>
          </Group>
          {presentation.description && (
            <Text style={{ whiteSpace: 'pre-line' }}>{presentation.description}</Text>
          )}
        </Stack>
        <ViewpointsSection project={presentation} />
        <ScenariosSection project={presentation} />
        <ToursSection project={presentation} />
        <Divider />
        <Text size="xs" c="dimmed">
          Presented with{' '}
          <Anchor href="/" size="xs">
            {env.productName}
          </Anchor>
        </Text>
      </Stack>
    </Frame>
  );
}
