/**
 * The shadow map: astronomical worst-case hours per year on a grid, for a receptor 2 m above a
 * flat plane (the grid's `groundHeight`; terrain per cell is not modelled). The sun is computed
 * once per minute of the year (sun-year.ts) and shared by every cell; per minute and turbine
 * the shaded cells are exactly the cells whose centres lie inside the ellipse where the
 * cylinder of the rotor's radius around the ray from the hub away from the sun meets the
 * plane: for each grid row the quadratic in x is solved for its interval, clipped to the
 * turbine's reach, and the cells in it counted — once per minute however many turbines shade
 * them (a stamp per cell). Rows run south to north from `originY`, columns west to east from
 * `originX` (the grid's south-west corner), in the turbines' frame.
 */
import { DEFAULT_MAX_DISTANCE, type ShadowSettings, type ShadowTurbine } from './shadow-flicker.js';
import { chordRuleDistance } from './shadow-geometry.js';
import { studyYear } from './shadow-time.js';
import { sunTrack } from './sun-year.js';

export interface ShadowMapGrid {
  originX: number;
  originY: number;
  cellSize: number;
  columns: number;
  rows: number;
  /** The plane's ground height (the receptor is `receptorHeight` above it, default 2 m). */
  groundHeight: number;
  receptorHeight?: number;
}

export interface ShadowMapOptions {
  /** Called after each day with the fraction done. */
  onProgress?: (fraction: number) => void;
  signal?: { readonly aborted: boolean };
}

export interface ShadowMap {
  columns: number;
  rows: number;
  /** Hours per year, row-major from the south-west cell. */
  hours: Float32Array;
}

export class ShadowMapAborted extends Error {
  constructor() {
    super('The shadow map was cancelled');
    this.name = 'ShadowMapAborted';
  }
}

export function computeShadowMap(
  turbines: readonly ShadowTurbine[],
  grid: ShadowMapGrid,
  settings: ShadowSettings,
  options: ShadowMapOptions = {},
): ShadowMap {
  const year = studyYear(settings.year, settings.timeZone ?? 'UTC');
  const track = sunTrack(settings.site, year.start, year.minutes, settings.deltaT);
  const minimumElevation = settings.minimumElevation ?? 3;
  const { columns, rows, cellSize, originX, originY } = grid;
  const z0 = grid.groundHeight + (grid.receptorHeight ?? 2);
  const counts = new Uint32Array(columns * rows);
  const stamp = new Int32Array(columns * rows).fill(-1);
  const list = turbines
    .filter((turbine) => settings.includeExisting !== false || !turbine.existing)
    .map((turbine) => ({
      x: turbine.x,
      y: turbine.y,
      dz: turbine.groundHeight + turbine.hubHeight - z0,
      radius: turbine.rotorDiameter / 2,
      reach:
        settings.distance?.rule === 'chord'
          ? chordRuleDistance(turbine.maxChord ?? 0)
          : (settings.distance?.metres ?? DEFAULT_MAX_DISTANCE),
    }))
    .filter((turbine) => turbine.dz > turbine.radius);

  for (let m = 0; m < year.minutes; m++) {
    if (m % 1440 === 0) {
      if (options.signal?.aborted) throw new ShadowMapAborted();
      options.onProgress?.(m / year.minutes);
    }
    if (track.elevation[m]! < minimumElevation) continue;
    const sx = track.east[m]!;
    const sy = track.north[m]!;
    const sz = track.up[m]!;
    const a = 1 - sx * sx;
    for (const turbine of list) {
      const { dz, radius, reach } = turbine;
      // The ellipse's centre, in h = hub − point coordinates, and its extent north–south.
      const cv = (sy * dz) / sz;
      const extent = radius / sz;
      const southY = Math.max(turbine.y - cv - extent, turbine.y - reach);
      const northY = Math.min(turbine.y - cv + extent, turbine.y + reach);
      const firstRow = Math.max(0, Math.ceil((southY - originY) / cellSize - 0.5));
      const lastRow = Math.min(rows - 1, Math.floor((northY - originY) / cellSize - 0.5));
      for (let row = firstRow; row <= lastRow; row++) {
        const y = originY + (row + 0.5) * cellSize;
        const v = turbine.y - y;
        const k = v * sy + dz * sz;
        const b = -2 * sx * k;
        const c = v * v + dz * dz - k * k - radius * radius;
        const discriminant = b * b - 4 * a * c;
        if (discriminant < 0) continue;
        const root = Math.sqrt(discriminant);
        // u = hub x − point x within [u1, u2]; the point's x within [x − u2, x − u1].
        let west = turbine.x - (-b + root) / (2 * a);
        let east = turbine.x - (-b - root) / (2 * a);
        const halfChord = Math.sqrt(Math.max(0, reach * reach - v * v));
        west = Math.max(west, turbine.x - halfChord);
        east = Math.min(east, turbine.x + halfChord);
        const firstColumn = Math.max(0, Math.ceil((west - originX) / cellSize - 0.5));
        const lastColumn = Math.min(columns - 1, Math.floor((east - originX) / cellSize - 0.5));
        const base = row * columns;
        for (let column = firstColumn; column <= lastColumn; column++) {
          const cell = base + column;
          if (stamp[cell] !== m) {
            stamp[cell] = m;
            counts[cell]!++;
          }
        }
      }
    }
  }
  options.onProgress?.(1);
  const hours = new Float32Array(counts.length);
  for (let i = 0; i < counts.length; i++) hours[i] = counts[i]! / 60;
  return { columns, rows, hours };
}
