/**
 * Where a ZTV has no answer: cells farther than the radius from every turbine (nothing was
 * counted there, which is not "no turbine visible") and cells whose ground no terrain source
 * knows (the sweep stood them at sea level, so their count says nothing). Such a cell holds
 * ZTV_NO_DATA instead of a count: the GeoTIFF's NoData (GDAL_NODATA), transparent on the map and
 * in the PNG.
 */

/** The count of a cell without an answer: the largest uint16, far above any number of turbines. */
export const ZTV_NO_DATA = 65_535;

/** A turbine's position in cells: (0, 0) is the centre of the north-west cell. */
type CellPosition = { column: number; row: number };

/**
 * 1 for every cell whose centre lies within `radiusCells` of a turbine, as the sweep measures
 * it (ztv.ts: the cell counts the turbine when its distance is at most the radius), else 0.
 */
export function cellsWithinRadius(
  width: number,
  height: number,
  turbines: readonly CellPosition[],
  radiusCells: number,
): Uint8Array {
  const within = new Uint8Array(width * height);
  const radiusSquared = radiusCells * radiusCells;
  for (const { column, row: turbineRow } of turbines) {
    const north = Math.max(0, Math.ceil(turbineRow - radiusCells));
    const south = Math.min(height - 1, Math.floor(turbineRow + radiusCells));
    for (let row = north; row <= south; row++) {
      const half = Math.sqrt(Math.max(0, radiusSquared - (row - turbineRow) ** 2));
      const west = Math.max(0, Math.ceil(column - half));
      const east = Math.min(width - 1, Math.floor(column + half));
      if (east >= west) within.fill(1, row * width + west, row * width + east + 1);
    }
  }
  return within;
}

/**
 * Writes ZTV_NO_DATA into the counts of every cell outside `within` and, when `unknown` is
 * given, of every cell whose ground is unknown. Answers how many cells within the radius had
 * unknown ground.
 */
export function markNoData(
  counts: readonly Uint16Array[],
  within: Uint8Array,
  unknown: Uint8Array | null,
): number {
  let unknownWithin = 0;
  for (let index = 0; index < within.length; index++) {
    const inside = within[index] === 1;
    const groundUnknown = unknown !== null && unknown[index] === 1;
    if (inside && groundUnknown) unknownWithin++;
    if (inside && !groundUnknown) continue;
    for (const layer of counts) layer[index] = ZTV_NO_DATA;
  }
  return unknownWithin;
}
