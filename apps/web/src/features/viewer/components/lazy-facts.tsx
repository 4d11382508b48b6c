import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FactsPanelProps } from './facts-panel';

/** The facts' code (apps/web/vite.config.ts keeps what it shares with the page in the page's file). */
const loadFacts = () => import('./facts-panel');
type FactsPanel = Awaited<ReturnType<typeof loadFacts>>['default'];

/** Fetches the facts' code ahead of the visitor's first click, e.g. once the view is drawn. */
export const preloadFacts = () => {
  loadFacts().catch(() => undefined);
};

/** "How this view was made", drawn once its code is here (a spinner until then). */
export function LazyFacts(props: FactsPanelProps) {
  const [panel, setPanel] = useState<{ Component: FactsPanel } | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    loadFacts().then(
      (module) => live && setPanel({ Component: module.default }),
      (error: unknown) => live && setFailed(error ?? new Error('facts')),
    );
    return () => {
      live = false;
    };
  }, []);
  // The route's error page says that code could not be loaded, and offers to reload.
  if (failed) throw failed;
  if (!panel) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  return <panel.Component {...props} />;
}
