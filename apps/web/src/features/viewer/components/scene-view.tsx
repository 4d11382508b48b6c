import { ActionIcon, Box, Button, Group, Paper, ScrollArea, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ClientConfig, ViewerProject } from '@vantage/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DeferredModal } from '@/components/deferred-modal';
import { notifyError, notifySuccess } from '@/lib/notify';
import { formatHeading } from '@/lib/plan/format';
import { poseOf, sceneContent } from '@/lib/scene/content';
import { SceneEngineHost } from '@/lib/scene/engine-host';
import type { GroundStatus } from '@/lib/scene/ground-layer';
import { sunAt, viewingDate } from '@/lib/scene/sky';
import { prefersReducedMotion } from '@/lib/scene/webgl-support';
import { useTerrainSetting } from '@/lib/terrain/terrain-setting';
import { getViewerTerrainGridQueryOptions } from '../api/get-viewer-terrain-grid';
import { terrainInWords } from './ground-facts';
import { ReportActions } from './report-actions';
import { FACTS_TITLE, type LightFacts, ViewFacts } from './view-facts';
import { type TourState, ViewerPanel } from './viewer-panel';

/** The id named in the link if it is one of `items`, else the default, else the first. */
function pickId(raw: string | null, items: Array<{ id: number }>, fallback: number | null): number | null {
  const asked = raw === null ? Number.NaN : Number(raw);
  if (items.some((i) => i.id === asked)) return asked;
  if (fallback !== null && items.some((i) => i.id === fallback)) return fallback;
  return items[0]?.id ?? null;
}

const LOOK_STEP = 2;

/** False until the browser has painted the component's first render once. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout set in an animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * The public 3D viewer: full-screen scene from the viewpoint with the scenario
 * named in the link (`&viewpoint=`, `&scenario=`; the presentation's defaults otherwise), the
 * panel, look-around with mouse, touch and arrow keys, and "How this view was made".
 * Loaded lazily with three.js (pages/viewer-page.tsx).
 */
export default function SceneView({
  presentation,
  tiles,
  terrain,
  onListView,
  onFailed,
}: {
  presentation: ViewerProject;
  tiles: ClientConfig['viewerTiles'];
  /** The operator's terrain tiles (client config); the presentation may bring its own model. */
  terrain: ClientConfig['terrain'];
  onListView: () => void;
  /** The 3D view could not be started: the page shows the list instead. */
  onFailed: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const reducedMotion = useMemo(prefersReducedMotion, []);
  const phone = useMediaQuery('(max-width: 48em)');
  const viewpointId = pickId(params.get('viewpoint'), presentation.viewpoints, presentation.defaultViewpoint);
  const scenarioId = pickId(params.get('scenario'), presentation.scenarios, presentation.defaultScenario);
  const viewpoint = presentation.viewpoints.find((v) => v.id === viewpointId) ?? null;
  const scenario = presentation.scenarios.find((s) => s.id === scenarioId) ?? null;

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const engineRef = useRef<SceneEngineHost | null>(null);
  const [ready, setReady] = useState(false);
  const [moving, setMoving] = useState(false);
  const [tour, setTour] = useState<TourState>(null);
  const [facts, setFacts] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(true);
  const [light, setLight] = useState<LightFacts | null>(null);
  const [verticalFov, setVerticalFov] = useState(0);
  const [ground, setGround] = useState<GroundStatus | null>(null);
  const [wireline, setWireline] = useState(false);
  /** A viewpoint reached by a tour: the link follows, the camera is already there. */
  const arrivedBy = useRef<number | null>(null);
  const shownViewpoint = useRef<number | null>(null);

  // setSearchParams changes with every navigation; the engine keeps the latest through a ref.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const setParam = useCallback(
    (key: string, value: number) =>
      setParamsRef.current(
        (p) => {
          const next = new URLSearchParams(p);
          next.set(key, String(value));
          return next;
        },
        { replace: true },
      ),
    [],
  );

  const tourPoses = useMemo(
    () =>
      new Map(
        presentation.tours.map((t) => [
          t.id,
          t.viewpointIds.flatMap((id) => {
            const v = presentation.viewpoints.find((x) => x.id === id);
            return v ? [poseOf(v)] : [];
          }),
        ]),
      ),
    [presentation],
  );
  const viewpointIdRef = useRef(viewpointId);
  viewpointIdRef.current = viewpointId;
  const tourRef = useRef(tour);
  tourRef.current = tour;
  const presentationRef = useRef(presentation);
  presentationRef.current = presentation;
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;
  const tilesUrl = tiles?.url ?? null;

  // The engine (three.js building the scene and compiling its shaders, a long task
  // on a phone) starts after the page's first paint, so that the panel's text shows first
  // instead of waiting for the scene. The viewpoint's and scenario's effects below run in the
  // same commit, so the scene is still built and compiled once.
  const painted = useAfterFirstPaint();
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !painted) return;
    const engine = new SceneEngineHost(
      canvas,
      { reducedMotion, tilesUrl },
      {
        onFirstFrame: () => setReady(true),
        onMoving: setMoving,
        onTourStop: (stop) => {
          const current = tourRef.current;
          const { tours, viewpoints } = presentationRef.current;
          const id = tours
            .find((t) => t.id === current?.id)
            ?.viewpointIds.filter((v) => viewpoints.some((x) => x.id === v))[stop];
          if (id === undefined) return;
          arrivedBy.current = id;
          setParam('viewpoint', id);
        },
        onTourEnd: () => setTour(null),
        onGround: setGround,
        onError: () => onFailedRef.current(),
      },
    );
    engineRef.current = engine;
    return () => {
      engine.dispose();
      engineRef.current = null;
      shownViewpoint.current = null;
    };
  }, [painted, reducedMotion, tilesUrl, setParam]);

  useEffect(() => {
    if (painted) engineRef.current?.setWireline(wireline);
  }, [painted, wireline]);

  // The ground: flat at sea level until the terrain's sources are known (the model's grid loaded).
  const grid = useQuery(
    getViewerTerrainGridQueryOptions(presentation.publicationKey, presentation.terrainModel),
  );
  const terrainSetting = useTerrainSetting(terrain, presentation.terrainModel, grid);
  useEffect(() => {
    if (painted && terrainSetting) engineRef.current?.setTerrain(terrainSetting);
  }, [painted, terrainSetting]);

  // Viewpoint: jump there on open, fly there afterwards; light and sky for its date and time.
  useEffect(() => {
    const engine = painted ? engineRef.current : null;
    if (!engine || !viewpoint) return;
    if (arrivedBy.current === viewpoint.id) arrivedBy.current = null;
    else if (shownViewpoint.current === null) engine.setPose(poseOf(viewpoint));
    else if (shownViewpoint.current !== viewpoint.id) engine.flyTo(poseOf(viewpoint));
    shownViewpoint.current = viewpoint.id;
    const { date, fromPlan } = viewingDate(viewpoint.viewingDateTime);
    const { night } = engine.setTime(date, viewpoint.position.latitude, viewpoint.position.longitude);
    const sun = sunAt(date, viewpoint.position.latitude, viewpoint.position.longitude);
    setLight({ date, fromPlan, sunAzimuth: sun.azimuth, sunAltitude: sun.altitude, night });
  }, [painted, viewpoint]);

  // Scenario: its planned objects ("Current situation" has none), rotors facing the viewpoint's wind.
  useEffect(() => {
    if (!painted) return;
    engineRef.current?.setContent(
      sceneContent(scenario?.plannerObjects ?? null, presentation.presets, viewpoint?.windDirection),
    );
  }, [painted, scenario, presentation.presets, viewpoint?.windDirection]);

  const playTour = useCallback(
    (id: number, fromStart = false) => {
      const t = presentation.tours.find((x) => x.id === id);
      const poses = tourPoses.get(id);
      if (!t || !poses?.length || !engineRef.current) return;
      const restart = fromStart || tourRef.current?.id !== id;
      engineRef.current.playTour(poses, t.animationMode, t.easing, restart);
      setTour({ id, playing: true });
      if (restart) {
        // A tour starts at its first viewpoint; the link follows.
        const first = t.viewpointIds.find((v) => presentation.viewpoints.some((x) => x.id === v));
        if (first !== undefined && first !== viewpointIdRef.current) {
          arrivedBy.current = first;
          setParam('viewpoint', first);
        }
      }
    },
    [presentation, tourPoses, setParam],
  );

  // Tours marked autoAnimate start on open, unless the link names a viewpoint or the visitor
  // asked for reduced motion.
  const autoPlayed = useRef(false);
  useEffect(() => {
    if (!ready || autoPlayed.current) return;
    autoPlayed.current = true;
    if (reducedMotion || params.has('viewpoint')) return;
    const auto = presentation.tours.find((t) => t.autoAnimate && (tourPoses.get(t.id)?.length ?? 0) > 0);
    if (auto) playTour(auto.id, true);
  }, [ready, reducedMotion, params, presentation.tours, tourPoses, playTour]);

  const onTour = (id: number) => {
    if (tour?.id === id && tour.playing) {
      engineRef.current?.pauseTour();
      setTour({ id, playing: false });
    } else playTour(id, tour?.id !== id);
  };
  const onViewpoint = (id: number) => {
    setTour(null);
    if (id === viewpointId) engineRef.current?.flyTo(poseOf(viewpoint!));
    setParam('viewpoint', id);
  };

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

  // Look around from the fixed position: drag (mouse or touch) or arrow keys.
  const drag = useRef<{ x: number; y: number } | null>(null);
  const degreesPerPixel = () => (viewpoint?.fieldOfView ?? 60) / (canvasRef.current?.clientWidth || 1);
  const onPointerDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
    drag.current = { x: e.clientX, y: e.clientY };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    const k = degreesPerPixel();
    engineRef.current?.lookBy(-(e.clientX - drag.current.x) * k, (e.clientY - drag.current.y) * k);
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLCanvasElement>) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-LOOK_STEP, 0],
      ArrowRight: [LOOK_STEP, 0],
      ArrowUp: [0, LOOK_STEP],
      ArrowDown: [0, -LOOK_STEP],
    };
    const move = step[e.key];
    if (!move) return;
    e.preventDefault();
    engineRef.current?.lookBy(...move);
  };

  const panel = (
    <ViewerPanel
      presentation={presentation}
      viewpointId={viewpointId}
      scenarioId={scenarioId}
      tour={tour}
      onViewpoint={onViewpoint}
      onScenario={(id) => setParam('scenario', id)}
      onTour={onTour}
      terrain={ground?.terrain === 'ready' ? ground.terrainSource : null}
    />
  );
  const actions = (
    <Group gap="xs">
      <Button size="xs" variant="default" onClick={() => engineRef.current?.resetLook()}>
        Reset view
      </Button>
      <Button size="xs" variant="default" onClick={copyLink}>
        Copy link
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => {
          setVerticalFov(engineRef.current?.verticalFov ?? 0);
          setFacts(true);
        }}
      >
        {FACTS_TITLE}
      </Button>
      <Button size="xs" variant="default" onClick={onListView}>
        List view
      </Button>
      <ReportActions
        wireline={wireline}
        onWireline={setWireline}
        busy={!ready || moving}
        engine={() => engineRef.current}
        canvas={() => canvasRef.current}
        project={presentation.name}
        viewpoint={viewpoint}
        scenario={scenario}
        light={light}
        terrain={terrainInWords(ground)}
        eyeGround={ground?.terrain === 'ready' ? ground.eyeGround : null}
      />
    </Group>
  );

  return (
    <Box
      pos="fixed"
      style={{ inset: 0, background: '#1b2128' }}
      data-testid="viewer-3d"
      data-ready={ready}
      data-moving={moving}
      data-viewpoint={viewpointId ?? ''}
      data-scenario={scenarioId ?? ''}
    >
      <canvas
        // A canvas hands its drawing to one engine only (transferControlToOffscreen): a new
        // engine gets a new canvas.
        key={`${tilesUrl}:${reducedMotion}`}
        ref={canvasRef}
        tabIndex={0}
        role="img"
        aria-label={
          viewpoint && scenario
            ? `3D view of ${presentation.name} from ${viewpoint.name}, looking ${formatHeading(viewpoint.pan)}, scenario ${scenario.name}${wireline ? ', drawn as a wireline' : ''}. Drag or use the arrow keys to look around.`
            : `3D view of ${presentation.name}`
        }
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
        onKeyDown={onKeyDown}
        style={{ width: '100%', height: '100%', display: 'block', touchAction: 'none', cursor: 'grab' }}
      />
      {phone ? (
        <Paper
          pos="absolute"
          left={0}
          right={0}
          bottom={0}
          radius="lg"
          shadow="xl"
          p="sm"
          style={{ borderBottomLeftRadius: 0, borderBottomRightRadius: 0 }}
        >
          <Group justify="space-between" wrap="nowrap" mb={sheetOpen ? 'xs' : 0}>
            <Text fw={700} size="sm" truncate>
              {viewpoint?.name ?? presentation.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={sheetOpen ? 'Hide panel' : 'Show panel'}
              aria-expanded={sheetOpen}
              onClick={() => setSheetOpen((o) => !o)}
            >
              {sheetOpen ? <IconChevronDown size={18} /> : <IconChevronUp size={18} />}
            </ActionIcon>
          </Group>
          {sheetOpen && (
            <ScrollArea.Autosize mah="45dvh">
              {actions}
              <Box mt="sm">{panel}</Box>
            </ScrollArea.Autosize>
          )}
        </Paper>
      ) : (
        <Paper
          pos="absolute"
          top={16}
          left={16}
          w={340}
          radius="lg"
          shadow="xl"
          p="md"
          style={{ maxHeight: 'calc(100dvh - 32px)', display: 'flex', flexDirection: 'column' }}
        >
          <ScrollArea.Autosize mah="calc(100dvh - 140px)">{panel}</ScrollArea.Autosize>
          <Box mt="sm">{actions}</Box>
        </Paper>
      )}
      {tiles?.attribution && (
        <Text
          size="xs"
          pos="absolute"
          right={4}
          top={4}
          px={6}
          style={{ background: 'rgba(255,255,255,0.85)', color: '#222', borderRadius: 4 }}
        >
          {tiles.attribution}
        </Text>
      )}
      <DeferredModal opened={facts} onClose={() => setFacts(false)} title={FACTS_TITLE} size="lg">
        {viewpoint && scenario && (
          <ViewFacts
            viewpoint={viewpoint}
            scenario={scenario}
            presets={presentation.presets}
            verticalFov={verticalFov}
            light={light}
            tiles={tiles}
            wireline={wireline}
            ground={ground}
          />
        )}
      </DeferredModal>
    </Box>
  );
}
