import { useLingui } from '@lingui/react';
import { Center, Loader } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useLazyPart } from './lazy-part';
import type { ViewerListView } from './viewer-list';

/**
 * The list view (the 3D view's accessible alternative, and what a browser without WebGL gets),
 * whose code comes when it is drawn: a visitor of the 3D view does not load it.
 * apps/web/vite.config.ts keeps what it shares with the page in the page's file.
 */
const loadList = () => import('./viewer-list').then((module) => module.ViewerListView);

export function LazyListView(props: ComponentProps<typeof ViewerListView>) {
  const { i18n } = useLingui();
  const ListView = useLazyPart(loadList);
  if (ListView) return <ListView {...props} />;
  return (
    <Center mih="100dvh" role="status" aria-label={i18n._('viewer.loading')}>
      <Loader size="lg" color="white" />
    </Center>
  );
}
