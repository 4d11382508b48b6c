import { i18n } from '@lingui/core';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { AnimationMode, Easing, Tour, Viewpoint } from '@vantage/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Pose } from '@/lib/scene/camera-path';
import { poseOf, type SceneContent } from '@/lib/scene/content';
import { SceneEngineHost } from '@/lib/scene/engine-host';
import type { TerrainSetting } from '@/lib/scene/ground-layer';
import { viewingDate } from '@/lib/scene/viewing-time';
import { prefersReducedMotion } from '@/lib/scene/webgl-support';
import { tourViewpoints } from '../model/tour';
import { usePhotoAlignment } from '../state/use-photo-alignment';
import { plannerView, setPlannerView, usePlannerView } from '../state/view-store';
import { PhotoAlignmentPanel } from './photo-alignment-panel';

const LOOK_STEP = 2;
/** A press that moves less than this (CSS pixels) is a click, which picks; more looks around. */
const CLICK_SLOP = 4;

export type SelectionChange = (id: number | null, additive: boolean) => void;

/** The poses of a tour's stops: its viewpoints in its order (one may come more than once). */
function tourPoses(tour: Tour, viewpoints: readonly Viewpoint[]) {
  return tourViewpoints(tour.viewpointIds, viewpoints).map((v) => poseOf(v));
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

/**
 * The preview's scene (preview-pane.tsx shows it when the browser can draw it): the engine on a
 * canvas of its own, following the plan, the selection, the viewpoint and the Tours tab's tour;
 * look around by dragging or with the arrow keys, click to pick.
 */
export function PreviewScene({
  viewpoint,
  seenFrom,
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
  projectId,
  readOnly,
}: {
  viewpoint: Viewpoint;
  /** Where the camera is: the viewpoint, or during a tour the stop it is at. */
  seenFrom: Viewpoint;
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
  projectId: number;
  /** Why this user cannot change the plan (a photo's alignment included), or null. */
  readOnly: string | null;
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
    engine?.canvas.setAttribute('aria-label', `3D preview from ${seenFrom.name}`);
    engine?.canvas.setAttribute('aria-describedby', hintId);
  }, [engine, seenFrom.name, hintId]);

  const host = engine?.host ?? null;
  // "Align photo": while it is on, the pointer, the wheel and the keys move the photo.
  const align = usePhotoAlignment({ host, canvas: engine?.canvas ?? null, projectId, viewpoint });
  const aligning = align.aligning;

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
    if (aligning) return align.handlers.onPointerDown(e);
    press.current = { x: e.clientX, y: e.clientY, moved: false };
    engine.canvas.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    if (aligning) return align.handlers.onPointerMove(e);
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
    if (aligning) return align.handlers.onPointerUp();
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
    if (e.target !== engine?.canvas) return;
    if (aligning && align.handlers.onKeyDown(e)) {
      e.stopPropagation();
      return;
    }
    const move = step[e.key];
    if (!move) return;
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
      onWheel={(e) => {
        if (aligning && e.target === engine?.canvas) align.handlers.onWheel(e);
      }}
    >
      <PhotoAlignmentPanel align={align} readOnly={readOnly} />
      <VisuallyHidden id={hintId}>{i18n._('planner.previewScene.clickAnObjectTo')}</VisuallyHidden>
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
