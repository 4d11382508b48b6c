// The `.js` spelling resolves to geodesy.ts here and in the benchmarks, which compile this file
// with Node's module rules (bench/ztv.ts); the app's bundler reads it the same way.
import { effectiveRadius, REFRACTION_K } from '../plan/geodesy.js';

/**
 * Zones of theoretical visibility (ZTV): from where on the ground the turbines' blade tips, and
 * separately their hubs, could be seen over bare terrain, counted per cell (../shared/VIEWER.md,
 * "Zones of theoretical visibility"). Pure: no DOM, no three.js; the planner runs it in a worker.
 *
 * Method:
 * - Reciprocity: "does an observer `observerHeight` above cell c see the tip of T" is the same
 *   line of sight as "does the tip of T see the point `observerHeight` above c". So each turbine
 *   gets one viewshed from its tip (and one from its hub), and the counts are their sum.
 * - Earth curvature with refraction: a point at horizontal distance d from the turbine lies
 *   d²/(2R') below its tangent plane, R' = R/(1 − k). The condition is symmetric in the two
 *   ends (the line clears the terrain when zA(1−t) + zB·t − t(1−t)D²/(2R') ≥ z(t·D)), so the
 *   reciprocity holds with curvature too.
 * - A sweep in the manner of Franklin and Ray's R2: rays from the turbine to every cell of the
 *   square around its radius; along a ray, the terrain is read where the ray crosses each
 *   column (or row, on steep rays) between the two nearest cell centres, and the steepest slope
 *   seen so far is kept. A cell between two neighbouring rays is visible when the point above it
 *   is at least as steep, seen from the turbine, as the two rays' steepest terrain before it,
 *   weighted by how near it lies to each. Cost per turbine: (8·r) rays × r steps for a radius of
 *   r cells, against r² cells × r steps for the exact method (R3, every cell its own line),
 *   which `ztv.test.ts` runs as the reference. On smooth hills the two disagree only on cells
 *   at the edges of what is visible; on rough ground in about 0.5 % of cells, a few of them
 *   away from an edge (`ztv-rough.test.ts` and docs/viewer.md state by how much).
 */

export type ZtvGrid = {
  /** Columns (west to east) and rows (north to south). */
  width: number;
  height: number;
  /** Metres per cell, in both directions. */
  cellSize: number;
  /** Ground heights in metres, row 0 the northern edge; no NaN (unknown ground is given as 0). */
  heights: Float32Array;
};

export type ZtvTurbine = {
  /** Position in cells: (0, 0) is the centre of the north-west cell; fractions are kept. */
  column: number;
  row: number;
  /** The ground at the turbine's foot, metres above sea level. */
  groundHeight: number;
  /** Above the ground, metres. */
  hubHeight: number;
  /** Hub height plus half the rotor diameter. */
  tipHeight: number;
};

export type ZtvOptions = {
  /** Metres around each turbine within which its visibility is counted. */
  radius: number;
  /** The observer's eye above the ground (2 m in most guidance). */
  observerHeight?: number;
  /** Refraction coefficient k (0.13 as in the viewer). */
  refraction?: number;
  /** Called after each turbine with how many are done. */
  onProgress?: (done: number, total: number) => void;
};

/** Turbines visible per cell, row 0 the northern edge. */
export type ZtvResult = { tips: Uint16Array; hubs: Uint16Array };

export const ZTV_OBSERVER_HEIGHT = 2;
/** The largest radius the planner offers, the top of the guidance's table. */
export const ZTV_MAX_RADIUS = 45_000;

/**
 * NatureScot, "Visual Representation of Wind Farms", version 2.2 (2017), the table of the
 * recommended ZTV radius by height to blade tip: up to 50 m 15 km, 51–70 m 20 km, 71–85 m
 * 25 km, 86–100 m 30 km, 101–130 m 35 km, 131–150 m 40 km. Taller turbines than the table
 * lists get 45 km, the radius ZTVs of today's 180–250 m turbines are drawn with in Scotland,
 * and the planner's largest.
 */
const RADIUS_BY_TIP_HEIGHT: readonly (readonly [maxTipHeight: number, radius: number])[] = [
  [50, 15_000],
  [70, 20_000],
  [85, 25_000],
  [100, 30_000],
  [130, 35_000],
  [150, 40_000],
];

/** The guidance's ZTV radius in metres for the tallest tip height (metres above the ground). */
export function defaultZtvRadius(tipHeight: number): number {
  // Heights are given to the metre in the table: 50.4 m is 50 m, 50.6 m is 51 m.
  const height = Math.round(tipHeight);
  return RADIUS_BY_TIP_HEIGHT.find(([max]) => height <= max)?.[1] ?? ZTV_MAX_RADIUS;
}

/**
 * Where the default radius comes from, in words: the table's row for the tip height as the
 * table gives it, or, above its last row, that the table stops there and what the planner takes.
 */
export function ztvRadiusGuidance(tipHeight: number): string {
  const height = Math.round(tipHeight);
  const row = RADIUS_BY_TIP_HEIGHT.findIndex(([max]) => height <= max);
  const km = (metres: number) => `${metres / 1000} km`;
  if (row < 0) {
    const [lastHeight, lastRadius] = RADIUS_BY_TIP_HEIGHT.at(-1)!;
    return (
      `NatureScot's table stops at ${lastHeight} m tips (${km(lastRadius)}); ` +
      `for a ${height} m tip the planner takes ${km(ZTV_MAX_RADIUS)}`
    );
  }
  const [max, radius] = RADIUS_BY_TIP_HEIGHT[row]!;
  const heights = row === 0 ? `up to ${max} m` : `${RADIUS_BY_TIP_HEIGHT[row - 1]![0] + 1}–${max} m`;
  return `NatureScot's table for a ${height} m tip (${heights}): ${km(radius)}`;
}

/** Hub and tip viewsheds of one turbine are swept together; these say what a cell saw. */
const TIP = 1;
const HUB = 2;
const DECIDED = 4;

/**
 * The counts of turbines visible per cell, tips and hubs. Cells farther than `radius` from a
 * turbine do not count it; a turbine's own cell sees it.
 */
export function computeZtv(grid: ZtvGrid, turbines: readonly ZtvTurbine[], options: ZtvOptions): ZtvResult {
  const cells = grid.width * grid.height;
  if (grid.heights.length !== cells) throw new Error('The height grid does not match its size.');
  const tips = new Uint16Array(cells);
  const hubs = new Uint16Array(cells);
  const sweep = new Sweep(grid, options);
  turbines.forEach((turbine, index) => {
    sweep.run(turbine, tips, hubs);
    options.onProgress?.(index + 1, turbines.length);
  });
  return { tips, hubs };
}

/** Where one ray crosses each column (or row) it passes, and the steepest terrain before there. */
type RaySamples = { across: Float64Array; tip: Float64Array; hub: Float64Array };

const raySamples = (length: number): RaySamples => ({
  across: new Float64Array(length),
  tip: new Float64Array(length),
  hub: new Float64Array(length),
});

/**
 * One turbine's viewsheds, added to the counts. The square around the turbine has four faces;
 * each face's rays fan out from the turbine to its cells, one ray per cell, and step along the
 * face's axis (columns for the east and west faces, rows for the north and south ones), so
 * that two neighbouring rays cross the same columns. A cell between two neighbouring rays takes
 * the steepest terrain before it from both, weighted by how near it lies to each: the
 * horizon its own line would meet, where the plain R2 takes the nearest ray's alone (twice the
 * cells at the zones' edges differ from the exact result that way).
 */
class Sweep {
  private readonly seen: Uint8Array;
  private readonly curve: number;
  private readonly observer: number;
  private readonly radiusCells: number;

  constructor(
    private readonly grid: ZtvGrid,
    options: ZtvOptions,
  ) {
    this.seen = new Uint8Array(grid.width * grid.height);
    this.curve = 1 / (2 * effectiveRadius(options.refraction ?? REFRACTION_K));
    this.observer = options.observerHeight ?? ZTV_OBSERVER_HEIGHT;
    this.radiusCells = options.radius / grid.cellSize;
  }

  run(turbine: ZtvTurbine, tips: Uint16Array, hubs: Uint16Array) {
    const { width, height } = this.grid;
    const reach = Math.ceil(this.radiusCells) + 1;
    for (const steep of [false, true])
      for (const step of [1, -1] as const) this.face(turbine, reach, steep, step);
    const centreColumn = Math.round(turbine.column);
    const centreRow = Math.round(turbine.row);
    // The turbine's own cell: no terrain lies between it and the turbine.
    if (centreColumn >= 0 && centreColumn < width && centreRow >= 0 && centreRow < height)
      this.seen[centreRow * width + centreColumn] = DECIDED | TIP | HUB;
    const west = Math.max(0, centreColumn - reach);
    const east = Math.min(width - 1, centreColumn + reach);
    const north = Math.max(0, centreRow - reach);
    const south = Math.min(height - 1, centreRow + reach);
    for (let row = north; row <= south; row++)
      for (let index = row * width + west, end = row * width + east; index <= end; index++) {
        const seen = this.seen[index]!;
        if (seen & TIP) tips[index]! += 1;
        if (seen & HUB) hubs[index]! += 1;
        this.seen[index] = 0;
      }
  }

  /**
   * One face of the square: `steep` faces step along rows (north and south), the others along
   * columns; `step` is the direction. `along` is the column (or row) crossed, `across` where a
   * ray is on the other axis there; swapping the axes keeps one code for all four faces.
   */
  private face(turbine: ZtvTurbine, reach: number, steep: boolean, step: 1 | -1) {
    const { width, height, heights, cellSize } = this.grid;
    const start = steep ? turbine.row : turbine.column;
    const other = steep ? turbine.column : turbine.row;
    const alongSize = steep ? height : width;
    const acrossSize = steep ? width : height;
    const alongStride = steep ? width : 1;
    const acrossStride = steep ? 1 : width;
    const end = Math.round(start) + step * reach;
    const first = step > 0 ? Math.floor(start) + 1 : Math.ceil(start) - 1;
    // The columns the rays cross: within the grid and the radius.
    let columns = 0;
    for (let along = first; ; along += step) {
      if (along < 0 || along >= alongSize || (along - start) * step > this.radiusCells) break;
      if ((end - along) * step < 0) break;
      columns++;
    }
    if (columns === 0) return;
    const tipEye = turbine.groundHeight + turbine.tipHeight;
    const hubEye = turbine.groundHeight + turbine.hubHeight;
    const curve = this.curve;
    const radiusSquared = this.radiusCells * this.radiusCells;
    const observer = this.observer;
    let previous = raySamples(columns);
    let current = raySamples(columns);
    const centreAcross = Math.round(other);

    for (let k = -reach; k <= reach; k++) {
      // The ray towards the face's cell k.
      const slope = (centreAcross + k - other) / (end - start);
      const metresPerStep = Math.sqrt(1 + slope * slope) * cellSize;
      let steepestTip = Number.NEGATIVE_INFINITY;
      let steepestHub = Number.NEGATIVE_INFINITY;
      for (let j = 0; j < columns; j++) {
        const along = first + j * step;
        const travelled = (along - start) * step;
        const across = other + (along - start) * slope;
        current.across[j] = across;
        current.tip[j] = steepestTip;
        current.hub[j] = steepestHub;
        // The terrain where the ray crosses, between the two cell centres beside it (the edge
        // cell's height holds out to the grid's edge).
        const lower = Math.min(Math.max(Math.floor(across), 0), acrossSize - 1);
        const upper = Math.min(lower + 1, acrossSize - 1);
        const fraction = Math.min(Math.max(across - lower, 0), 1);
        const line = along * alongStride;
        const ground =
          heights[line + lower * acrossStride]! * (1 - fraction) +
          heights[line + upper * acrossStride]! * fraction;
        const distance = travelled * metresPerStep;
        const terrain = ground - distance * distance * curve;
        const tipSlope = (terrain - tipEye) / distance;
        const hubSlope = (terrain - hubEye) / distance;
        if (tipSlope > steepestTip) steepestTip = tipSlope;
        if (hubSlope > steepestHub) steepestHub = hubSlope;
      }

      if (k > -reach)
        for (let j = 0; j < columns; j++) {
          const along = first + j * step;
          const a0 = previous.across[j]!;
          const a1 = current.across[j]!;
          const low = Math.max(Math.ceil(Math.min(a0, a1)), 0);
          const high = Math.min(Math.floor(Math.max(a0, a1)), acrossSize - 1);
          const cellAlong = along - start;
          for (let across = low; across <= high; across++) {
            const cellAcross = across - other;
            const cellDistanceSquared = cellAlong * cellAlong + cellAcross * cellAcross;
            if (cellDistanceSquared > radiusSquared) continue;
            const index = along * alongStride + across * acrossStride;
            if (j === 0) {
              // Nothing lies between the turbine and the first column.
              this.seen[index] = DECIDED | TIP | HUB;
              continue;
            }
            const weight = a1 === a0 ? 0 : (across - a0) / (a1 - a0);
            const tipHorizon = previous.tip[j]! + (current.tip[j]! - previous.tip[j]!) * weight;
            const hubHorizon = previous.hub[j]! + (current.hub[j]! - previous.hub[j]!) * weight;
            const distance = Math.sqrt(cellDistanceSquared) * cellSize;
            const point = heights[index]! + observer - distance * distance * curve;
            let seen = DECIDED;
            if ((point - tipEye) / distance >= tipHorizon) seen |= TIP;
            if ((point - hubEye) / distance >= hubHorizon) seen |= HUB;
            this.seen[index] = seen;
          }
        }
      [previous, current] = [current, previous];
    }
  }
}
