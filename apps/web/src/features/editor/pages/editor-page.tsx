import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { FullPageCard } from '@/components/full-page-card';
import { paths } from '@/config/paths';
import { useClientConfig } from '@/lib/client-config';
import { editorLink, isSamePage } from '@/lib/external-links';

export const EDITOR_NOT_CONFIGURED = 'The editor is not configured for this installation';

/** `#projectId=12` -> 12. */
function projectIdOf(hash: string): number | undefined {
  const id = Number(new URLSearchParams(hash.replace(/^#/, '')).get('projectId'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Spec: projects open in the editor at /editor/#projectId={id}. The planner's editor is
 * another application (EDITOR_URL): this page forwards there, or says it is not configured.
 */
export function EditorPage() {
  const config = useClientConfig();
  const { hash } = useLocation();
  const projectId = projectIdOf(hash);
  const editorUrl = config.data?.editorUrl ?? null;
  const forward = editorUrl !== null && !isSamePage(editorUrl, window.location);

  useEffect(() => {
    if (!forward || !editorUrl) return;
    const target =
      projectId === undefined
        ? new URL(editorUrl, window.location.origin).href
        : editorLink(projectId, editorUrl, window.location.origin);
    window.location.replace(target);
  }, [forward, editorUrl, projectId]);

  if (config.isPending || forward) {
    return (
      <Center mih="100dvh" role="status" aria-label="Opening the editor">
        <Loader size="lg" color="white" />
      </Center>
    );
  }
  return (
    <FullPageCard maxWidth={560}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>Editor not available</Title>
        <Text>{EDITOR_NOT_CONFIGURED}</Text>
        <Text size="sm" c="dimmed">
          Ask your administrator to set the editor's address (EDITOR_URL) on the server.
        </Text>
        <Button component={Link} to={paths.dash.projects.getHref()} variant="light">
          Back to projects
        </Button>
      </Stack>
    </FullPageCard>
  );
}
