import { useLingui } from '@lingui/react';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';

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
  const { i18n } = useLingui();
  const copyLink = async () => {
    const url = new URL(window.location.href);
    if (viewpointId !== null) url.searchParams.set('viewpoint', String(viewpointId));
    if (scenarioId !== null) url.searchParams.set('scenario', String(scenarioId));
    try {
      await navigator.clipboard.writeText(url.toString());
      notifySuccess({ title: i18n._('viewer.link.copied'), message: i18n._('viewer.link.copiedText') });
    } catch {
      notifyError({ title: i18n._('viewer.link.copyFailed'), message: url.toString() });
    }
  };

  return (
    <Group gap="xs">
      <Button size="xs" variant="default" onClick={onResetLook}>
        {i18n._('viewer.actions.resetView')}
      </Button>
      <Button size="xs" variant="default" onClick={copyLink}>
        {i18n._('viewer.actions.copyLink')}
      </Button>
      <Button size="xs" variant="default" onClick={onFacts}>
        {i18n._('viewer.facts.title')}
      </Button>
      <Button size="xs" variant="default" onClick={onListView}>
        {i18n._('viewer.listView')}
      </Button>
      {children}
    </Group>
  );
}
