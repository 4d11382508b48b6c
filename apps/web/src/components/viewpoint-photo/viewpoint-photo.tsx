import { useLingui } from '@lingui/react';
import { Loader } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

const Section = lazy(() =>
  import('./viewpoint-photo-section').then((module) => ({ default: module.ViewpointPhotoSection })),
);

/**
 * The Photo section, loaded when a viewpoint first shows it: the planner and the Present screen
 * both use it, and a module two screens share would otherwise go to the file every signed-in
 * page loads first (vite.config.ts, the 'signed-in' group).
 */
export function ViewpointPhoto(props: ComponentProps<typeof Section>) {
  const { i18n } = useLingui();
  return (
    <Suspense fallback={<Loader role="status" size="xs" aria-label={i18n._('dash.photo.loadingSection')} />}>
      <Section {...props} />
    </Suspense>
  );
}
