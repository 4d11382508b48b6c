import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AnimationMode, Easing, Tour, Viewpoint } from '@vantage/contracts';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useClientConfig } from '@/lib/client-config';
import type { Pose } from '@/lib/scene/camera-path';
import { objectsOfScenario, poseOf, type SceneContent, sceneContent } from '@/lib/scene/content';
import { SceneEngineHost } from '@/lib/scene/engine-host';
import type { TerrainSetting } from '@/lib/scene/ground-layer';
import { viewingDate } from '@/lib/scene/sky';
import { prefersReducedMotion, webGl2Support } from '@/lib/scene/webgl-support';
import { getToursQueryOptions } from '../api/get-tours';
import { getViewpointsQueryOptions } from '../api/get-viewpoints';
import type { Planner } from '../state/use-planner';
import { usePreviewTerrain } from '../state/use-preview-terrain';
import { plannerView, setPlannerView, usePlannerView } from '../state/view-store';
import { PreviewList } from './preview-list';

export const EMPTY_TEXT = 'Place a viewpoint to see the plan in 3D';
export const NO_WEBGL_TEXT =
  'Your browser cannot show the 3D preview, because it does not support WebGL 2 (or it is switched off). ' +
  'Here is what the view contains, as a list.';
export const FAILED_TEXT =
  'The 3D preview could not be started in this browser. Here is what the view contains, as a list.';

const LOOK_STEP = 2;
/** A press that moves less than this (CSS pixels) is a click, which picks; more looks around. */
const CLICK_SLOP = 4;
const NO_VIEWPOINTS: Viewpoint[] = [];
const NO_TOURS: Tour[] = [];

type SelectionChange = (id: number | null, additive: boolean) => void;

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
        <Loader aria-label="Loading the viewpoints" />
      </Center>
    );
  else if (viewpoints.isError)
    body = (
      <Alert color="red" m="sm" title="The viewpoints could not be loaded">
        {errorMessage(viewpoints.error)}
      </Alert>
    );
  else if (!viewpoint)
    body = (
      <Center h="100%" p="md">
        <Stack gap={4} align="center" maw={280}>
          <Text fw={600} ta="center">
            {EMPTY_TEXT}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            A viewpoint is where someone stands to look at the plan: add one in the Viewpoints tab or with the
            Viewpoint tool on the map.
          </Text>
        </Stack>
      </Center>
    );
  else if (listView || !webgl || failed)
    body = (
      <ScrollArea h="100%">
        {listView ? null : (
          <Alert color="blue" variant="light" m="sm" title="List view">
            {webgl ? FAILED_TEXT : NO_WEBGL_TEXT}
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
        viewpoints={items}
        tours={tours.data?.items ?? NO_TOURS}
        toursReady={tours.isSuccess}
        content={content}
        selection={planner.selection}
        onSelect={select}
        tilesUrl={tiles?.url ?? null}
        attribution={tiles?.attribution ?? null}
        terrain={terrain}
        onFailed={() => setFailed(true)}
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
          {viewpoint ? `From ${viewpoint.name}` : '3D preview'}
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
          List view
        </Button>
      </Group>
      <Box style={{ flex: 1, minHeight: 0, position: 'relative' }}>{body}</Box>
    </Box>
  );
}

/** The poses of a tour's stops: its viewpoints in its order (one may come more than once). */
function tourPoses(tour: Tour, viewpoints: readonly Viewpoint[]) {
  return tour.viewpointIds.flatMap((id) => {
    const v = viewpoints.find((x) => x.id === id);
    return v ? [poseOf(v)] : [];
  });
}

/** Tells the Tours tab where the tour the preview plays is. */
function reportTour(change: { stop?: number; playing?: boolean }) {
  const tour = plannerView().tour;
  if (tour) setPlannerView({ tour: { ...tour, ...change } });
}

/** Keeps the latest value for callbacks that outlive the render that made them. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

function PreviewScene({
  viewpoint,
  viewpoints,
  tours,
  toursReady,
  content,
  selection,
  onSelect,
  tilesUrl,
  attribution,
  terrain,
  onFailed,
}: {
  viewpoint: Viewpoint;
  viewpoints: readonly Viewpoint[];
  tours: readonly Tour[];
  /** Whether the tours are loaded: a tour not among them is gone. */
  toursReady: boolean;
  content: SceneContent | null;
  selection: ReadonlySet<number>;
  onSelect: SelectionChange;
  tilesUrl: string | null;
  attribution: string | null;
  /** The terrain's sources; null while they are loading (the ground stays flat until then). */
  terrain: TerrainSetting | null;
  onFailed: () => void;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<{ host: SceneEngineHost; canvas: HTMLCanvasElement } | null>(null);
  const reducedMotion = useMemo(prefersReducedMotion, []);
  const hintId = useId();
  const onFailedRef = useLatest(onFailed);

  // A canvas hands its drawing to one engine only (transferControlToOffscreen), so each engine
  // gets a canvas of its own, made here rather than by React (which keeps its elements when an
  // effect runs again).
  useEffect(() => {
    const canvas = document.createElement('canvas');
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'img');
    Object.assign(canvas.style, {
      width: '100%',
      height: '100%',
      display: 'block',
      touchAction: 'none',
      cursor: 'grab',
    });
    holder.current?.append(canvas);
    const host = new SceneEngineHost(
      canvas,
      { reducedMotion, tilesUrl },
      {
        onTourStop: (stop) => reportTour({ stop }),
        onTourEnd: () => reportTour({ playing: false }),
        onError: () => onFailedRef.current(),
      },
    );
    setEngine({ host, canvas });
    return () => {
      host.dispose();
      canvas.remove();
      setEngine(null);
    };
  }, [reducedMotion, tilesUrl, onFailedRef]);

  useEffect(() => {
    engine?.canvas.setAttribute('aria-label', `3D preview from ${viewpoint.name}`);
    engine?.canvas.setAttribute('aria-describedby', hintId);
  }, [engine, viewpoint.name, hintId]);

  const host = engine?.host ?? null;

  // Every change of the plan: the engine rebuilds only the objects that changed.
  useEffect(() => {
    host?.setContent(content);
  }, [host, content]);

  useEffect(() => {
    host?.setHighlight(selection);
  }, [host, selection]);

  useEffect(() => {
    if (terrain) host?.setTerrain(terrain);
  }, [host, terrain]);

  const { latitude, longitude } = viewpoint.position;
  useEffect(() => {
    host?.setTime(viewingDate(viewpoint.viewingDateTime).date, latitude, longitude);
  }, [host, viewpoint.viewingDateTime, latitude, longitude]);

  const tour = usePlannerView().tour;
  const playing = tour?.playing === true;
  const touring = tour !== null;
  const tourId = tour?.id ?? null;
  const poseKey = JSON.stringify(poseOf(viewpoint));
  const poseKeyRef = useLatest(poseKey);
  /** The viewpoint's pose when the tour started: a finished tour stays where it ended until that changes. */
  const tourFrom = useRef<string | null>(null);

  // The viewpoint, as it is now: each edit of its position, direction or field of view shows at
  // once. Not during a tour, which moves the camera itself.
  useEffect(() => {
    if (!host || playing) return;
    if (touring && tourFrom.current === poseKey) return;
    tourFrom.current = null;
    host.setPose(JSON.parse(poseKey));
  }, [host, poseKey, playing, touring]);

  // What the tour flies through: a change of its stops, mode or easing plays it again; the same
  // answer fetched again does not.
  const played = tourId === null ? undefined : tours.find((t) => t.id === tourId);
  const plan = played
    ? JSON.stringify({
        poses: tourPoses(played, viewpoints),
        mode: played.animationMode,
        easing: played.easing,
      })
    : null;
  useEffect(() => {
    if (!host) return;
    if (tourId === null || !playing) {
      host.pauseTour();
      return;
    }
    const flight = plan ? (JSON.parse(plan) as { poses: Pose[]; mode: AnimationMode; easing: Easing }) : null;
    if (!flight || flight.poses.length === 0) {
      // Nothing to play: a tour without stops, or one that is gone. The Tours tab shows it stopped.
      if (toursReady) setPlannerView({ tour: { id: tourId, stop: 0, playing: false } });
      return;
    }
    host.playTour(flight.poses, flight.mode, flight.easing, (plannerView().tour?.stop ?? 0) === 0);
    tourFrom.current = poseKeyRef.current;
  }, [host, tourId, playing, plan, toursReady, poseKeyRef]);

  // Look around: drag (mouse or touch) or the arrow keys; a click without a drag picks.
  const press = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const degreesPerPixel = () => viewpoint.fieldOfView / (engine?.canvas.clientWidth || 1);
  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (e.target !== engine?.canvas || e.button !== 0) return;
    press.current = { x: e.clientX, y: e.clientY, moved: false };
    engine.canvas.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const at = press.current;
    if (!at) return;
    const dx = e.clientX - at.x;
    const dy = e.clientY - at.y;
    if (!at.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
    const k = degreesPerPixel();
    host?.lookBy(-dx * k, dy * k);
    press.current = { x: e.clientX, y: e.clientY, moved: true };
  };
  const onPointerUp = (e: React.PointerEvent<HTMLDivElement>) => {
    const at = press.current;
    press.current = null;
    if (!at || at.moved || !host || !engine) return;
    const rect = engine.canvas.getBoundingClientRect();
    const additive = e.shiftKey || e.ctrlKey || e.metaKey;
    void host.pick(e.clientX - rect.left, e.clientY - rect.top).then((id) => onSelect(id, additive));
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-LOOK_STEP, 0],
      ArrowRight: [LOOK_STEP, 0],
      ArrowUp: [0, LOOK_STEP],
      ArrowDown: [0, -LOOK_STEP],
    };
    const move = step[e.key];
    if (!move || e.target !== engine?.canvas) return;
    e.preventDefault();
    // The planner's arrow keys move the selection on the map; here they look around.
    e.stopPropagation();
    host?.lookBy(...move);
  };

  return (
    <Box
      ref={holder}
      pos="absolute"
      inset={0}
      style={{ background: '#1b2128' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        press.current = null;
      }}
      onKeyDown={onKeyDown}
    >
      <VisuallyHidden id={hintId}>
        Click an object to select it on the map. Drag or use the arrow keys to look around.
      </VisuallyHidden>
      {attribution ? (
        <Text
          size="xs"
          pos="absolute"
          right={4}
          bottom={4}
          px={6}
          style={{ background: 'rgba(255,255,255,0.85)', color: '#222', borderRadius: 4 }}
        >
          {attribution}
        </Text>
      ) : null}
    </Box>
  );
}
