import type { PlannerObject, Preset, TerrainTiles, Viewpoint } from '@vantage/contracts';
import * as photoOperations from '@vantage/contracts/api/viewpoint-photos';
import { api } from '@/lib/api';
import type { Pose } from '@/lib/scene/camera-path';
import { objectsOfScenario, type SceneContent, sceneContent } from '@/lib/scene/content';
import { type Captured, SceneEngineHost } from '@/lib/scene/engine-host';
import type { TerrainSetting } from '@/lib/scene/ground-layer';
import { viewingDate } from '@/lib/scene/viewing-time';
import { terrainTilesFor } from '@/lib/terrain/terrain-setting';
import {
  PLANAR_FRAME_FOV,
  pixelsFor,
  renderedAspect,
  SHEET_AREA_MM,
  sheetLayout,
  verticalFovOf,
} from './visualisation-sheet';

/** The longest side a capture may have (capture.ts's MAX_CAPTURE_SIDE: every WebGL 2 device draws it). */
const MAX_SIDE = 4096;
/** How long a view may take to build its ground and content before the report gives up on it. */
const LOAD_LIMIT_MS = 180_000;

/** An image for the PDF: its encoded bytes (JPEG from the renders) and its pixels. */
export type ViewImage = { bytes: Uint8Array; type: 'jpeg' | 'png'; width: number; height: number };

/** A viewpoint's two images for its sheet, and what they show. */
export type RenderedView = {
  viewpointId: number;
  shows: 'photomontage' | 'rendered';
  upper: ViewImage;
  lower: ViewImage;
  pose: Pose;
  verticalFov: number;
  date: Date;
  fromPlan: boolean;
  /** The terrain's source in words, null without one. */
  terrain: string | null;
};

/** A chosen viewpoint and its render, or why there is none. */
export type ViewOutcome = { viewpoint: Viewpoint; view: RenderedView | null; error: string | null };

/**
 * How a viewpoint's sheet frames its view: a frame photo at its own alignment and aspect (the
 * photomontage at the photo's own resolution), else the guidance's 53.5° planar frame in the
 * viewpoint's direction, in the aspect of the sheet's image column (a panorama photo is cut to it).
 */
export function sheetFrame(viewpoint: Viewpoint): { pose: Pose; aspect: number; photo: boolean } {
  const { photo } = viewpoint;
  const alignment = photo?.alignment ?? null;
  const base = { ...viewpoint.position, heading: viewpoint.pan, pitch: viewpoint.tilt };
  if (photo && alignment && photo.kind === 'frame')
    return {
      pose: { ...base, heading: alignment.heading, pitch: alignment.pitch, fov: alignment.fieldOfView },
      aspect: photo.width / photo.height,
      photo: true,
    };
  return {
    pose: { ...base, fov: PLANAR_FRAME_FOV },
    aspect: renderedAspect(SHEET_AREA_MM),
    photo: Boolean(photo && alignment),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the hidden view's canvas says `ready`, for this content and showing `shows` (the
 * engine draws only when something changed; the capture draws the frame again).
 */
async function drawn(test: () => boolean, signal: AbortSignal, name: string) {
  const started = performance.now();
  while (!test()) {
    if (signal.aborted) throw new DOMException('The report was cancelled.', 'AbortError');
    if (performance.now() - started > LOAD_LIMIT_MS)
      throw new Error(`The 3D view from ${name} did not finish loading.`);
    await pause(50);
  }
}

/** A captured PNG as JPEG bytes (a photo-sized PNG would take pdf-lib seconds to embed). */
async function jpegOf(png: Blob): Promise<ViewImage> {
  const bitmap = await createImageBitmap(png);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser cannot convert the view to an image.');
  context.drawImage(bitmap, 0, 0);
  const { width, height } = bitmap;
  bitmap.close();
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  return { bytes: new Uint8Array(await jpeg.arrayBuffer()), type: 'jpeg', width, height };
}

/**
 * Renders each viewpoint's sheet images with the planner preview's engine on a canvas of its own,
 * out of sight, sized so that the capture has at least 150 dpi at the sheet's printed size: the
 * photomontage (or the rendered view), then the wireline of the same view.
 */
export async function renderViews(
  input: ViewsInput,
  onView: (index: number) => void,
  signal: AbortSignal,
): Promise<ViewOutcome[]> {
  const helpers: Helpers = {
    content: (viewpoint) =>
      sceneContent(
        objectsOfScenario(input.objects, input.scenarioId),
        input.presets,
        viewpoint.windDirection,
      ),
    terrain: { tiles: terrainTilesFor(input.terrainTiles), model: null, failedModel: null },
  };
  const views: ViewOutcome[] = [];
  for (const [index, viewpoint] of input.viewpoints.entries()) {
    onView(index);
    try {
      views.push({ viewpoint, view: await renderView(helpers, input, viewpoint, signal), error: null });
    } catch (error) {
      if (signal.aborted) throw error;
      views.push({ viewpoint, view: null, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return views;
}

type Helpers = {
  content: (viewpoint: Viewpoint) => SceneContent | null;
  terrain: TerrainSetting;
};

/** What the views are rendered of: the scenario's objects, the plan's presets, the operator's terrain tiles. */
export type ViewsInput = {
  viewpoints: readonly Viewpoint[];
  objects: readonly PlannerObject[];
  presets: readonly Preset[];
  scenarioId: number;
  terrainTiles: TerrainTiles | null;
  tilesUrl: string | null;
};

/** One viewpoint's two images. */
async function renderView(
  { content, terrain: terrainSetting }: Helpers,
  input: ViewsInput,
  viewpoint: Viewpoint,
  signal: AbortSignal,
): Promise<RenderedView> {
  const frame = sheetFrame(viewpoint);
  const layout = sheetLayout(SHEET_AREA_MM, frame.pose.fov, verticalFovOf(frame.pose.fov, frame.aspect));
  const ratio = window.devicePixelRatio || 1;
  const pixels = Math.min(MAX_SIDE, pixelsFor(layout.image.width));
  const width = Math.ceil(pixels / ratio);
  const height = Math.round(width / frame.aspect);
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  // In the window but out of sight: a canvas a worker draws gets its frames only while the
  // browser composites it, which it does not for one placed outside the window.
  canvas.dataset.reportView = String(viewpoint.id);
  Object.assign(canvas.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    width: `${width}px`,
    height: `${height}px`,
    opacity: '0.001',
    zIndex: '-1',
    pointerEvents: 'none',
  });
  document.body.append(canvas);
  let failure: unknown = null;
  let terrain: string | null = null;
  const host = new SceneEngineHost(
    canvas,
    { reducedMotion: true, tilesUrl: input.tilesUrl },
    {
      onError: (error) => {
        failure = error;
      },
      onGround: (status) => {
        terrain = status.terrainSource;
      },
    },
  );
  const ok = (shows: string) => () => {
    if (failure) throw new Error(`The 3D view from ${viewpoint.name} stopped.`);
    return (
      canvas.dataset.ground === 'ready' &&
      canvas.dataset.contentRevision === String(revision) &&
      canvas.dataset.shows === shows
    );
  };
  let revision = 0;
  try {
    const when = viewingDate(viewpoint.viewingDateTime);
    host.setTime(when.date, viewpoint.position.latitude, viewpoint.position.longitude);
    host.setTerrain(terrainSetting);
    revision = host.setContent(content(viewpoint));
    host.setPose(frame.pose);
    const photo = viewpoint.photo;
    if (frame.photo && photo) {
      const blob = (await api.call(photoOperations.getViewpointPhoto, {
        params: { id: viewpoint.id },
        signal,
      })) as Blob;
      host.setPhoto({ blob, kind: photo.kind, width: photo.width, height: photo.height });
      host.setPhotoAlignment(photo.alignment);
      host.setPhotoView({ mode: 'montage', split: 1 });
    }
    const shows = frame.photo ? 'photomontage' : 'rendered';
    await drawn(ok(shows), signal, viewpoint.name);
    const upper: Captured = await host.capture();
    host.setPhotoView({ mode: 'off' });
    host.setWireline(true);
    await drawn(ok('wireline'), signal, viewpoint.name);
    const lower: Captured = await host.capture();
    return {
      viewpointId: viewpoint.id,
      shows,
      upper: await jpegOf(upper.png),
      lower: await jpegOf(lower.png),
      pose: upper.pose,
      verticalFov: upper.verticalFov,
      date: when.date,
      fromPlan: when.fromPlan,
      terrain,
    };
  } finally {
    host.dispose();
    canvas.remove();
  }
}
