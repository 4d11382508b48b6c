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
  needsPanorama,
  PANORAMA_FOV,
  panoramaColumns,
  SLICE_FOV,
  sliceOffsets,
  sliceSize,
  turbineSpan,
} from './panorama-sheet';
import { reportText } from './report-text';
import {
  cylindricalVerticalFov,
  PLANAR_FRAME_FOV,
  type Projection,
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
  projection: Projection;
  date: Date;
  fromPlan: boolean;
  /** The terrain's source in words, null without one. */
  terrain: string | null;
};

/** A chosen viewpoint and its render, or why there is none. */
export type ViewOutcome = { viewpoint: Viewpoint; view: RenderedView | null; error: string | null };

export type SheetFrame = {
  pose: Pose;
  aspect: number;
  photo: boolean;
  projection: Projection;
  verticalFov: number;
};

/**
 * How a viewpoint's sheet frames its view: a frame photo at its own alignment and aspect (the
 * photomontage at the photo's own resolution); else, when the scenario's turbines spread wider
 * than 53.5° from it, the guidance's 90° cylindrical panorama centred on them (decision 212);
 * else the 53.5° planar frame in the viewpoint's direction. Both in the aspect of the sheet's
 * image column (a panorama photo is cut to it).
 */
export function sheetFrame(
  viewpoint: Viewpoint,
  objects: readonly PlannerObject[],
  scenarioId: number,
): SheetFrame {
  const { photo } = viewpoint;
  const alignment = photo?.alignment ?? null;
  const base = { ...viewpoint.position, heading: viewpoint.pan, pitch: viewpoint.tilt };
  if (photo && alignment && photo.kind === 'frame') {
    const aspect = photo.width / photo.height;
    return {
      pose: { ...base, heading: alignment.heading, pitch: alignment.pitch, fov: alignment.fieldOfView },
      aspect,
      photo: true,
      projection: 'planar',
      verticalFov: verticalFovOf(alignment.fieldOfView, aspect),
    };
  }
  const aspect = renderedAspect(SHEET_AREA_MM);
  const span = turbineSpan(viewpoint.position, objects, scenarioId);
  if (span && needsPanorama(span))
    return {
      pose: { ...base, heading: span.centre, pitch: 0, fov: PANORAMA_FOV },
      aspect,
      photo: Boolean(photo && alignment),
      projection: 'cylindrical',
      verticalFov: cylindricalVerticalFov(PANORAMA_FOV, aspect),
    };
  return {
    pose: { ...base, fov: PLANAR_FRAME_FOV },
    aspect,
    photo: Boolean(photo && alignment),
    projection: 'planar',
    verticalFov: verticalFovOf(PLANAR_FRAME_FOV, aspect),
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
      throw new Error(
        reportText('report.error.viewNotLoaded', 'The 3D view from {viewpoint} did not finish loading.', {
          viewpoint: name,
        }),
      );
    await pause(50);
  }
}

/** The `index`th planar slice of a panorama centred on `pose`. */
const sliceAt = (pose: Pose, index: number): Pose => ({
  ...pose,
  heading: (pose.heading + (sliceOffsets()[index] ?? 0) + 360) % 360,
  fov: SLICE_FOV,
});

/** The slices' captures stitched into the cylindrical panorama, column by column, as JPEG bytes. */
async function stitched(slices: Blob[], width: number, height: number): Promise<ViewImage> {
  const bitmaps = await Promise.all(slices.map((slice) => createImageBitmap(slice)));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context)
    throw new Error(reportText('report.error.noImage', 'The browser cannot convert the view to an image.'));
  const [first] = bitmaps;
  if (!first) throw new Error(reportText('report.error.noSlices', 'The panorama has no slices.'));
  for (const [column, source] of panoramaColumns(width, height, first).entries()) {
    const bitmap = bitmaps[source.slice] as ImageBitmap;
    context.drawImage(bitmap, source.x, source.y, 1, source.height, column, 0, 1, height);
  }
  for (const bitmap of bitmaps) bitmap.close();
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  return { bytes: new Uint8Array(await jpeg.arrayBuffer()), type: 'jpeg', width, height };
}

/** A captured PNG as JPEG bytes (a photo-sized PNG would take pdf-lib seconds to embed). */
async function jpegOf(png: Blob): Promise<ViewImage> {
  const bitmap = await createImageBitmap(png);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context)
    throw new Error(reportText('report.error.noImage', 'The browser cannot convert the view to an image.'));
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
  const frame = sheetFrame(viewpoint, input.objects, input.scenarioId);
  const layout = sheetLayout(SHEET_AREA_MM, frame.pose.fov, frame.verticalFov, frame.projection);
  const ratio = window.devicePixelRatio || 1;
  const pixels = Math.min(MAX_SIDE, pixelsFor(layout.image.width));
  const panorama = { width: pixels, height: Math.round(pixels / frame.aspect) };
  // A panorama is drawn as planar slices on a canvas of a slice's size, then stitched.
  const canvasPixels = frame.projection === 'planar' ? panorama : sliceSize(panorama.width, panorama.height);
  const width = Math.ceil(canvasPixels.width / ratio);
  const height =
    frame.projection === 'planar'
      ? Math.round(width / frame.aspect)
      : Math.round((width * canvasPixels.height) / canvasPixels.width);
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
    if (failure)
      throw new Error(
        reportText('report.error.viewStopped', 'The 3D view from {viewpoint} stopped.', {
          viewpoint: viewpoint.name,
        }),
      );
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
    host.setPose(frame.projection === 'planar' ? frame.pose : sliceAt(frame.pose, 0));
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
    /** The view as the sheet prints it: one capture, or the slices stitched into the panorama. */
    const take = async (what: string): Promise<{ image: ViewImage; pose: Pose; verticalFov: number }> => {
      if (frame.projection === 'planar') {
        await drawn(ok(what), signal, viewpoint.name);
        const captured: Captured = await host.capture();
        return { image: await jpegOf(captured.png), pose: captured.pose, verticalFov: captured.verticalFov };
      }
      const slices: Blob[] = [];
      for (const [index] of sliceOffsets().entries()) {
        host.setPose(sliceAt(frame.pose, index));
        await drawn(ok(what), signal, viewpoint.name);
        slices.push((await host.capture()).png);
      }
      return {
        image: await stitched(slices, panorama.width, panorama.height),
        pose: frame.pose,
        verticalFov: frame.verticalFov,
      };
    };
    const upper = await take(shows);
    // The wireline of a frame photomontage is drawn in the photo's own framing, its roll
    // included, so the two images match line for line.
    host.setPhotoView(frame.photo && photo?.kind === 'frame' ? { mode: 'framed' } : { mode: 'off' });
    host.setWireline(true);
    const lower = await take('wireline');
    return {
      viewpointId: viewpoint.id,
      shows,
      upper: upper.image,
      lower: lower.image,
      pose: upper.pose,
      verticalFov: upper.verticalFov,
      projection: frame.projection,
      date: when.date,
      fromPlan: when.fromPlan,
      terrain,
    };
  } finally {
    host.dispose();
    canvas.remove();
  }
}
