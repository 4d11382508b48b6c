import { Center, Loader } from '@mantine/core';
import type { FactsPanelProps } from './facts-panel';
import { preloadPart, useLazyPart } from './lazy-part';

/**
 * "How this view was made", whose code (with the photomontage's facts) comes when it is opened,
 * or after the view's first frame (`preloadFacts`). apps/web/vite.config.ts keeps what it shares
 * with the page in the page's file.
 */
const loadFacts = () => import('./facts-panel').then((module) => module.default);

export const preloadFacts = () => preloadPart(loadFacts);

export function LazyFacts(props: FactsPanelProps) {
  const FactsPanel = useLazyPart(loadFacts);
  if (FactsPanel) return <FactsPanel {...props} />;
  return (
    <Center py="xl">
      <Loader size="sm" />
    </Center>
  );
}
