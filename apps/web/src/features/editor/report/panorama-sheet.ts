import type { PlannerObject } from '@vantage/contracts';
import { isPlannedTurbine } from '@/lib/plan/kinds/registry';
import { bearing, PLANAR_FRAME_FOV } from './visualisation-sheet';

/**
 * The guidance's 90° cylindrical panorama (docs/decisions/212-cylindrical-panorama-sheet.md): the
 * sheet format of a viewpoint from which the scenario's turbines spread wider than the 53.5°
 * planar frame, printed d·fov wide (`cylindricalWidth`), stitched from planar slices. Pure: angles in degrees, sizes in mm or pixels, so a test checks worked numbers.
 */
export const PANORAMA_FOV = 90;
/** The panorama is stitched from planar slices this many degrees apart… */
export const SLICE_STEP = 30;
/** …each this wide (1° to spare on each side, so every column of the panorama lies inside one). */
export const SLICE_FOV = 32;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

type LonLat = { longitude: number; latitude: number };

/**
 * The smallest arc of bearings (degrees clockwise from north) from `eye` that holds every planned
 * turbine of the scenario, and its middle; null without turbines.
 */
export function turbineSpan(
  eye: LonLat,
  objects: readonly PlannerObject[],
  scenarioId: number,
): { span: number; centre: number } | null {
  const bearings = objects
    .filter((o) => o.scenarioId === scenarioId && isPlannedTurbine(o) && o.points[0])
    .map((o) => bearing(eye, o.points[0] as LonLat))
    .sort((a, b) => a - b);
  if (bearings.length === 0) return null;
  // The widest gap between neighbours (the last wrapping round to the first) is what the arc leaves out.
  let gap = 0;
  let after = 0;
  for (const [index, value] of bearings.entries()) {
    const next =
      index + 1 < bearings.length ? (bearings[index + 1] as number) : (bearings[0] as number) + 360;
    if (next - value > gap) {
      gap = next - value;
      after = index + 1 < bearings.length ? index + 1 : 0;
    }
  }
  const span = bearings.length === 1 ? 0 : 360 - gap;
  const start = bearings[after] as number;
  return { span, centre: (start + span / 2) % 360 };
}

/** Whether a viewpoint's sheet is the 90° panorama: its turbines spread wider than the planar frame. */
export const needsPanorama = (span: { span: number } | null) => span !== null && span.span > PLANAR_FRAME_FOV;

/** The planar slices' directions, relative to the panorama's centre: −30°, 0°, +30° for 90°. */
export function sliceOffsets(fov = PANORAMA_FOV): number[] {
  const count = Math.ceil(fov / SLICE_STEP);
  return Array.from({ length: count }, (_, index) => (index - (count - 1) / 2) * SLICE_STEP);
}

/**
 * The pixels of each planar slice for a panorama `width` × `height` pixels spanning `fov`: as
 * fine at its centre as the panorama (its focal length the cylinder's radius R = width / fov),
 * and tall enough that its edges still hold the panorama's top and bottom (a planar image
 * stretches an elevation by 1 / cos of the angle off its centre).
 */
export function sliceSize(width: number, height: number, fov = PANORAMA_FOV) {
  const radius = width / radians(fov);
  const half = radians(SLICE_FOV) / 2;
  return {
    width: Math.ceil(2 * radius * Math.tan(half)),
    height: Math.ceil((height / Math.cos(half)) * 1.01),
  };
}

/**
 * Where each column of the panorama comes from: the slice, and the source column's left edge,
 * top and height in that slice's pixels (drawn stretched onto the panorama's full height). For
 * column azimuth θ off the centre and Δ = θ − the slice's direction: x = w/2 + f·tan Δ, and the
 * panorama's height H maps to H·(f / R) / cos Δ of the slice, f the slice's focal length.
 */
export function panoramaColumns(
  width: number,
  height: number,
  slice: { width: number; height: number },
  fov = PANORAMA_FOV,
): { slice: number; x: number; y: number; height: number }[] {
  const radius = width / radians(fov);
  const focal = slice.width / 2 / Math.tan(radians(SLICE_FOV) / 2);
  const offsets = sliceOffsets(fov).map(radians);
  return Array.from({ length: width }, (_, column) => {
    const theta = ((column + 0.5) / width - 0.5) * radians(fov);
    let index = 0;
    for (const [candidate, offset] of offsets.entries())
      if (Math.abs(theta - offset) < Math.abs(theta - (offsets[index] as number))) index = candidate;
    const delta = theta - (offsets[index] as number);
    const source = (height * (focal / radius)) / Math.cos(delta);
    return {
      slice: index,
      x: slice.width / 2 + focal * Math.tan(delta) - 0.5,
      y: (slice.height - source) / 2,
      height: source,
    };
  });
}
