import { useLingui } from '@lingui/react';
import { Box, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ClientConfig, PublicViewpointPhoto, ViewerProject } from '@vantage/contracts';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DeferredModal } from '@/components/deferred-modal';
import { formatHeading } from '@/lib/i18n/format';
import { poseOf, sceneContent } from '@/lib/scene/content';
import { SceneEngineHost } from '@/lib/scene/engine-host';
import type { GroundStatus } from '@/lib/scene/ground-layer';
import { NO_INSET, type ViewInset } from '@/lib/scene/view-inset';
import { viewingDate } from '@/lib/scene/viewing-time';
import { prefersReducedMotion } from '@/lib/scene/webgl-support';
import { useTerrainSetting } from '@/lib/terrain/terrain-setting';
import { getViewerTerrainGridQueryOptions } from '../api/get-viewer-terrain-grid';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { pickId, useLinkParams } from '../hooks/use-link-params';
import { useLookAround } from '../hooks/use-look-around';
import { groundInLocale, terrainInWords } from './ground-words';
import { LazyFacts, preloadFacts } from './lazy-facts';
import { ReportActions } from './report-actions';
import { SceneActions } from './scene-actions';
import { ScenePanelFrame } from './scene-panel-frame';
import { ShareButton } from './share-button';
import type { LightFacts } from './view-facts';
import { type TourState, ViewerPanel } from './viewer-panel';

/** The photomontage and its controls, loaded for a viewpoint with a photograph only. */
const Photomontage = lazy(() => import('./photomontage'));

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
  const { i18n } = useLingui();
  const { params, setParam } = useLinkParams();
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
  const [light, setLight] = useState<LightFacts | null>(null);
  const [verticalFov, setVerticalFov] = useState(0);
  const [engineGround, setGround] = useState<GroundStatus | null>(null);
  const ground = useMemo(
    () => groundInLocale(i18n, engineGround, terrain, presentation.terrainModel),
    [i18n, engineGround, terrain, presentation.terrainModel],
  );
  const [wireline, setWireline] = useState(false);
  /** A viewpoint reached by a tour: the link follows, the camera is already there. */
  const arrivedBy = useRef<number | null>(null);
  const shownViewpoint = useRef<number | null>(null);

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
        onFirstFrame: () => {
          setReady(true);
          // "How this view was made" is not needed for the first frame: its code comes after it.
          preloadFacts();
        },
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

  // What the panel covers: the view is centred in the rest of the window (lib/scene/view-inset.ts).
  const [cover, setCover] = useState<ViewInset>(NO_INSET);
  const onCover = useCallback(
    (next: ViewInset) =>
      setCover((now) =>
        (Object.keys(next) as Array<keyof ViewInset>).every((k) => Math.round(now[k]) === Math.round(next[k]))
          ? now
          : next,
      ),
    [],
  );
  useEffect(() => {
    if (painted) engineRef.current?.setViewInset(cover);
  }, [painted, cover]);

  // The photomontage of a viewpoint with a photograph (photomontage.tsx) shows this photo.
  const [montagePhoto, setMontagePhoto] = useState<PublicViewpointPhoto | null>(null);
  /** Where in the panel its controls go; null while the panel is hidden (a phone's sheet). */
  const [montageControls, setMontageControls] = useState<HTMLDivElement | null>(null);

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
    const { latitude, longitude } = viewpoint.position;
    engine.setTime(date, latitude, longitude);
    setLight({ date, fromPlan, latitude, longitude });
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

  const look = useLookAround(engineRef, canvasRef, viewpoint?.fieldOfView);

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
    <SceneActions
      viewpointId={viewpointId}
      scenarioId={scenarioId}
      onResetLook={() => engineRef.current?.resetLook()}
      onFacts={() => {
        setVerticalFov(engineRef.current?.verticalFov ?? 0);
        setFacts(true);
      }}
      onListView={onListView}
    >
      <ShareButton presentation={presentation} viewpointId={viewpointId} />
      <ReportActions
        wireline={wireline}
        onWireline={setWireline}
        busy={!ready || moving}
        engine={() => engineRef.current}
        project={presentation.name}
        viewpoint={viewpoint}
        scenario={scenario}
        light={light}
        terrain={terrainInWords(i18n, ground)}
        eyeGround={ground?.terrain === 'ready' ? ground.eyeGround : null}
      />
    </SceneActions>
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
            ? i18n._('viewer.scene.label', {
                project: presentation.name,
                viewpoint: viewpoint.name,
                heading: formatHeading(i18n, viewpoint.pan),
                scenario: scenario.name,
                wireline: wireline ? 'yes' : 'no',
              })
            : i18n._('viewer.scene.labelShort', { project: presentation.name })
        }
        onPointerDown={look.onPointerDown}
        onPointerMove={look.onPointerMove}
        onPointerUp={look.onPointerUp}
        onKeyDown={look.onKeyDown}
        style={{ width: '100%', height: '100%', display: 'block', touchAction: 'none', cursor: 'grab' }}
      />
      <ScenePanelFrame
        phone={phone}
        title={viewpoint?.name ?? presentation.name}
        panel={panel}
        onCover={onCover}
        actions={
          viewpoint?.photo ? (
            <>
              <div ref={setMontageControls} />
              {actions}
            </>
          ) : (
            actions
          )
        }
      />
      {/* After the first frame: the engine is there to take the photo (a child's effects run
          before this component's, which starts the engine). */}
      {viewpoint?.photo && ready && (
        <Suspense fallback={null}>
          <Photomontage
            engineRef={engineRef}
            canvasRef={canvasRef}
            painted={painted}
            publicationKey={presentation.publicationKey}
            viewpointId={viewpointId}
            photo={viewpoint.photo}
            wireline={wireline}
            onWireline={setWireline}
            moving={moving}
            onShown={setMontagePhoto}
            controls={montageControls}
          />
        </Suspense>
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
      <DeferredModal
        opened={facts}
        onClose={() => setFacts(false)}
        title={i18n._('viewer.facts.title')}
        closeButtonProps={{ 'aria-label': i18n._('viewer.close') }}
        size="lg"
      >
        {viewpoint && scenario && (
          <LazyFacts
            viewpoint={viewpoint}
            scenario={scenario}
            presets={presentation.presets}
            verticalFov={verticalFov}
            light={light}
            tiles={tiles}
            wireline={wireline}
            ground={ground}
            photo={montagePhoto}
          />
        )}
      </DeferredModal>
    </Box>
  );
}
