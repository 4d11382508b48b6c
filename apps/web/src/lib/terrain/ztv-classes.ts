import { type AnalysisClass, hexRgb, rasterPixels } from '../analysis/raster-classes';
import { ZTV_NO_DATA } from './ztv-no-data';

/**
 * How a ZTV is drawn: the number of turbines visible grouped into at most five classes, each
 * with its colour, for the planner's map, its legend and the PNG export. Cells that see no
 * turbine and NoData cells stay transparent.
 */

/** A ZTV class: counts from `from` to `to`, both included. */
export type ZtvClass = AnalysisClass;

/**
 * Orange-brown to near-black violet: darker as more turbines are seen, and each at least 3:1
 * against the planner's basemap (land and sea) at the map layer's opacity (ztv-classes.test.ts).
 */
export const ZTV_COLORS = ['#a34700', '#c41a1a', '#a0145f', '#5f1d95', '#1f0a3d'] as const;
/** The map layer's opacity: the basemap's coast and borders show through. */
export const ZTV_OPACITY = 0.85;

/**
 * The classes for a ZTV of `turbines` turbines: one per count up to five turbines; beyond,
 * "1" and four ranges of about equal width up to all of them (10 turbines: 1, 2–4, 5–6, 7–8,
 * 9–10).
 */
export function ztvClasses(turbines: number): ZtvClass[] {
  const total = Math.max(1, Math.floor(turbines));
  const bounds: [number, number][] = [];
  if (total <= ZTV_COLORS.length) for (let count = 1; count <= total; count++) bounds.push([count, count]);
  else {
    bounds.push([1, 1]);
    let from = 2;
    for (let k = 1; k <= 4; k++) {
      const to = 1 + Math.ceil((k * (total - 1)) / 4);
      bounds.push([from, to]);
      from = to + 1;
    }
  }
  // Fewer classes than colours take colours spread over the whole range.
  const spread = (index: number) =>
    bounds.length === 1
      ? ZTV_COLORS.length - 1
      : Math.round((index * (ZTV_COLORS.length - 1)) / (bounds.length - 1));
  return bounds.map(([from, to], index) => ({
    from,
    to,
    color: ZTV_COLORS[spread(index)]!,
    label: from === to ? String(from) : `${from}–${to}`,
  }));
}

/**
 * RGBA pixels of the counts in the classes' colours (opaque), cells that see none and NoData
 * cells transparent: one pixel per cell, or with `cells` one per entry, naming the cell it
 * shows (-1: none).
 */
export function ztvPixels(
  counts: Uint16Array,
  classes: readonly ZtvClass[],
  cells?: Int32Array,
): Uint8ClampedArray<ArrayBuffer> {
  const largest = classes.at(-1)?.to ?? 0;
  // A colour per count, looked up once.
  const byCount = Array.from({ length: largest + 1 }, (_, count) => {
    const found = classes.find((item) => count >= item.from && count <= item.to);
    return found ? hexRgb(found.color) : null;
  });
  return rasterPixels(
    counts,
    (count) => (count === ZTV_NO_DATA ? null : byCount[Math.min(count, largest)]),
    cells,
  );
}
