import { i18n } from '@lingui/core';
import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useClientConfig } from '@/lib/client-config';
import { editorLink, isSamePage } from '@/lib/external-links';
import { PlannerI18n } from '../i18n/planner-i18n';
import { projectIdOfHash } from '../project-id';

/**
 * Spec: projects open in the editor at /editor/#projectId={id}. An installation with another
 * editor application (EDITOR_URL) forwards there, before any sign-in of ours; otherwise
 * Vantage's own planner opens (the nested routes: sign-in, then the planner page). This module
 * holds no map code: MapLibre and terra-draw come with the planner page only.
 */
export function EditorPage() {
  const config = useClientConfig();
  const { hash } = useLocation();
  const projectId = projectIdOfHash(hash);
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
    // Its word is the planner's: the spinner waits for the planner's catalog, which the planner
    // page then finds loaded.
    return (
      <PlannerI18n>
        <Center mih="100dvh" role="status" aria-label={i18n._('planner.editorPage.openingTheEditor')}>
          <Loader size="lg" color="white" />
        </Center>
      </PlannerI18n>
    );
  }
  return <Outlet />;
}
