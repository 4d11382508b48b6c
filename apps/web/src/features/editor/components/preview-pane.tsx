import { i18n } from '@lingui/core';
import { Alert, Box, Button, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Tour, Viewpoint } from '@vantage/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useClientConfig } from '@/lib/client-config';
import { objectsOfScenario, sceneContent } from '@/lib/scene/content';
import { webGl2Support } from '@/lib/scene/webgl-support';
import { getToursQueryOptions } from '../api/get-tours';
import { getViewpointsQueryOptions } from '../api/get-viewpoints';
import { tourViewpoints } from '../model/tour';
import type { Planner } from '../state/use-planner';
import { usePreviewTerrain } from '../state/use-preview-terrain';
import { setPlannerView, usePlannerView } from '../state/view-store';
import { PreviewList } from './preview-list';
import { PreviewScene, type SelectionChange } from './preview-scene';

const NO_VIEWPOINTS: Viewpoint[] = [];
const NO_TOURS: Tour[] = [];

/**
 * The planner's 3D preview: the public viewer's engine (lib/scene) showing what
 * the public link will show from the chosen viewpoint (else the first visible one), with the
 * active scenario, the viewpoint's time of day and wind. It follows every edit: the content is
 * sent again on each change of objects, presets, viewpoint or scenario, and the engine rebuilds
 * only what changed. A click selects on the map, the map's selection is tinted here, and the
 * Tours tab's "Play in preview" plays here. Loaded lazily (preview-column.tsx): the planner's
 * first paint does not wait for it, and three.js comes only with the engine.
 */
export default function PreviewPane({ planner }: { planner: Planner }) {
  const viewpoints = useQuery(getViewpointsQueryOptions(planner.projectId));
  const tours = useQuery(getToursQueryOptions(planner.projectId));
  const view = usePlannerView();
  const [listView, setListView] = useState(false);
  const [failed, setFailed] = useState(false);
  const webgl = useMemo(() => webGl2Support() !== 'none', []);
  const config = useClientConfig();
  const tiles = config.data?.viewerTiles ?? null;
  const terrain = usePreviewTerrain(planner.projectId);

  const items = viewpoints.data?.items ?? NO_VIEWPOINTS;
  const viewpoint = items.find((v) => v.id === view.viewpointId) ?? items.find((v) => v.visible) ?? null;
  // The viewpoint shown is the one chosen: the list and the map mark it too.
  useEffect(() => {
    if (viewpoint && view.viewpointId !== viewpoint.id) setPlannerView({ viewpointId: viewpoint.id });
  }, [viewpoint, view.viewpointId]);
  const scenario = planner.activeScenario;
  // During a tour (and where it ended) the preview looks from the tour's stop, not the viewpoint.
  const tourItems = tours.data?.items ?? NO_TOURS;
  const played = view.tour ? tourItems.find((t) => t.id === view.tour?.id) : undefined;
  const seenFrom =
    (played && view.tour ? tourViewpoints(played.viewpointIds, items)[view.tour.stop] : undefined) ??
    viewpoint;
  const content = useMemo(
    () =>
      sceneContent(
        objectsOfScenario(planner.objectList, scenario?.id),
        planner.presetList,
        viewpoint?.windDirection,
      ),
    [planner.objectList, planner.presetList, scenario?.id, viewpoint?.windDirection],
  );

  const { setSelection } = planner;
  // As a click on the map: alone it selects the object (or nothing), with Shift, Ctrl or ⌘ it
  // adds or removes it.
  const select = useCallback<SelectionChange>(
    (id, additive) =>
      setSelection((current) => {
        if (id === null) return additive ? current : new Set();
        if (!additive) return new Set([id]);
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [setSelection],
  );

  let body: React.ReactNode;
  if (viewpoints.isPending)
    body = (
      <Center h="100%">
        <Loader role="status" aria-label={i18n._('planner.previewPane.loadingTheViewpoints')} />
      </Center>
    );
  else if (viewpoints.isError)
    body = (
      <Alert color="red" m="sm" title={i18n._('planner.previewPane.theViewpointsCouldNot')}>
        {errorMessage(viewpoints.error)}
      </Alert>
    );
  else if (!viewpoint)
    body = (
      <Center h="100%" p="md">
        <Stack gap={4} align="center" maw={280}>
          <Text fw={600} ta="center">
            {i18n._('planner.previewPane.empty')}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {i18n._('planner.previewPane.aViewpointIsWhere')}
          </Text>
        </Stack>
      </Center>
    );
  else if (listView || !webgl || failed)
    body = (
      <ScrollArea h="100%">
        {listView ? null : (
          <Alert color="blue" variant="light" m="sm" title={i18n._('planner.previewPane.listView')}>
            {i18n._(webgl ? 'planner.previewPane.failed' : 'planner.previewPane.noWebgl')}
          </Alert>
        )}
        <PreviewList
          viewpoint={viewpoint}
          viewpointName={viewpoint.name}
          objects={content?.objects ?? []}
          presets={content?.presets ?? []}
          onSelect={(id) => select(id, false)}
        />
      </ScrollArea>
    );
  else
    body = (
      <PreviewScene
        viewpoint={viewpoint}
        seenFrom={seenFrom ?? viewpoint}
        viewpoints={items}
        tours={tourItems}
        toursReady={tours.isSuccess}
        content={content}
        selection={planner.selection}
        onSelect={select}
        tilesUrl={tiles?.url ?? null}
        attribution={tiles?.attribution ?? null}
        terrain={terrain}
        onFailed={() => setFailed(true)}
        projectId={planner.projectId}
        readOnly={planner.readOnly}
      />
    );

  return (
    <Box
      style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      data-testid="preview"
      data-viewpoint={viewpoint?.id ?? ''}
      data-scenario={scenario?.id ?? ''}
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="xs"
        px="sm"
        py={6}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text size="sm" fw={600} truncate>
          {seenFrom
            ? i18n._('planner.previewPane.from', { name: seenFrom.name })
            : i18n._('planner.previewPane.3dPreview')}
          {viewpoint && scenario ? (
            <Text span size="sm" c="dimmed">
              {` · ${scenario.name}`}
            </Text>
          ) : null}
        </Text>
        <Button
          size="compact-sm"
          variant={listView ? 'filled' : 'default'}
          aria-pressed={listView}
          disabled={!viewpoint}
          onClick={() => setListView((on) => !on)}
        >
          {i18n._('planner.previewPane.listView')}
        </Button>
      </Group>
      <Box style={{ flex: 1, minHeight: 0, position: 'relative' }}>{body}</Box>
    </Box>
  );
}
