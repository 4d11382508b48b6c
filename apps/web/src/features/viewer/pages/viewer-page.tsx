import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useClientConfig } from '@/lib/client-config';
import { isSamePage, viewerLink } from '@/lib/external-links';
import { useLocale } from '@/lib/i18n/use-locale';
import { webGl2Support } from '@/lib/scene/webgl-support';
import { useViewerProject } from '../api/get-viewer-project';
import { LazyListView as ViewerListView } from '../components/lazy-list-view';
import { ViewerFrame as Frame } from '../components/viewer-frame';

/**
 * The 3D view, run only when a browser can draw it. The build puts its code in this page's file
 * (apps/web/vite.config.ts: one request fewer, and none after the page's); three.js
 * itself runs in the engine's worker, loaded when the view starts.
 */
const loadSceneView = () => import('../components/scene-view');
type SceneViewComponent = Awaited<ReturnType<typeof loadSceneView>>['default'];

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
 * so that a viewer link works with this product alone. No sign-in. In the visitor's language
 * (English, Dutch or German: lib/i18n), drawn once its catalog is here.
 */
export function ViewerPage() {
  const { ready } = useLocale();
  if (!ready) return <Loading />;
  return (
    <I18nProvider i18n={i18n}>
      <Viewer />
    </I18nProvider>
  );
}

function Viewer() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const config = useClientConfig();
  const webgl = webGl2Support() !== 'none'; // probed once per page load
  const [sceneFailed, setSceneFailed] = useState(false);
  const publicationKey = paths.viewer.publicationKeyOf(params) ?? null;
  const forwarding = useForwardToConfiguredViewer(publicationKey);
  const project = useViewerProject(forwarding ? undefined : (publicationKey ?? undefined));
  const wants3d = webgl && Boolean(publicationKey) && params.get('view') !== 'list';

  // The 3D view's code comes with the page, not after the presentation's answer, and is
  // drawn as soon as both are here. Not through React.lazy and Suspense: React throttles the
  // reveal of a Suspense boundary's content (300 ms, FALLBACK_THROTTLE_MS), and on a fast
  // network the view (with the panel, the page's largest text) came ~320 ms after the spinner
  // although its code had arrived ~10 ms after it; now ~35 ms (docs/performance.md).
  const [sceneView, setSceneView] = useState<{ Component: SceneViewComponent } | undefined>(undefined);
  useEffect(() => {
    if (!wants3d || sceneView) return;
    let live = true;
    loadSceneView().then(
      // A transition: React draws the 3D view's tree in slices, so that no long task blocks
      // the page while it does.
      (module) => live && startTransition(() => setSceneView({ Component: module.default })),
      () => live && setSceneFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wants3d, sceneView]);

  useEffect(() => {
    if (project.data) document.title = `${project.data.name} · ${env.productName}`;
  }, [project.data]);

  if (!publicationKey || isApiError(project.error, 404)) {
    return (
      <Frame>
        <Stack gap="sm" align="flex-start">
          <Title order={1}>{i18n._('viewer.unavailable.title')}</Title>
          <Text>{i18n._(publicationKey ? 'viewer.unavailable.text' : 'viewer.unavailable.noKey')}</Text>
        </Stack>
      </Frame>
    );
  }
  if (project.error) {
    return (
      <Frame>
        <Title order={1}>{i18n._('viewer.loadFailed.title')}</Title>
        <Text mt="sm">{i18n._('viewer.loadFailed.text')}</Text>
      </Frame>
    );
  }
  if (forwarding || !project.data) {
    return <Loading label={i18n._('viewer.loading')} />;
  }

  const presentation = project.data;
  const showList = () => setParams((p) => withParam(p, 'view', 'list'));
  const show3d = () => setParams((p) => withParam(p, 'view', null));
  if (!webgl) return <ViewerListView presentation={presentation} notice={i18n._('viewer.noWebgl')} />;
  if (sceneFailed)
    return <ViewerListView presentation={presentation} notice={i18n._('viewer.sceneFailed')} />;
  if (params.get('view') === 'list') return <ViewerListView presentation={presentation} onShow3d={show3d} />;
  if (!sceneView) return <Loading label={i18n._('viewer.loading')} />;
  return (
    <sceneView.Component
      presentation={presentation}
      tiles={config.data?.viewerTiles ?? null}
      terrain={config.data?.terrain ?? null}
      onListView={showList}
      onFailed={() => setSceneFailed(true)}
    />
  );
}

/** A spinner; without a label while the page's words are still on their way. */
function Loading({ label }: { label?: string }) {
  return (
    <Center mih="100dvh" role="status" aria-label={label} aria-busy>
      <Loader size="lg" color="white" />
    </Center>
  );
}

function withParam(params: URLSearchParams, key: string, value: string | null) {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(key);
  else next.set(key, value);
  return next;
}
