import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';
import { FACTS_TITLE } from './view-facts';

/**
 * The 3D view's buttons: reset the look, copy a link to this viewpoint and scenario, "How this
 * view was made", the list view, and the report's actions (`children`).
 */
export function SceneActions({
  viewpointId,
  scenarioId,
  onResetLook,
  onFacts,
  onListView,
  children,
}: {
  viewpointId: number | null;
  scenarioId: number | null;
  onResetLook: () => void;
  onFacts: () => void;
  onListView: () => void;
  children: ReactNode;
}) {
  const copyLink = async () => {
    const url = new URL(window.location.href);
    if (viewpointId !== null) url.searchParams.set('viewpoint', String(viewpointId));
    if (scenarioId !== null) url.searchParams.set('scenario', String(scenarioId));
    try {
      await navigator.clipboard.writeText(url.toString());
      notifySuccess({ title: 'Link copied', message: 'The link opens this viewpoint and scenario.' });
    } catch {
      notifyError({ title: 'The link could not be copied', message: url.toString() });
    }
  };

  return (
    <Group gap="xs">
      <Button size="xs" variant="default" onClick={onResetLook}>
        Reset view
      </Button>
      <Button size="xs" variant="default" onClick={copyLink}>
        Copy link
      </Button>
      <Button size="xs" variant="default" onClick={onFacts}>
        {FACTS_TITLE}
      </Button>
      <Button size="xs" variant="default" onClick={onListView}>
        List view
      </Button>
      {children}
    </Group>
  );
}
