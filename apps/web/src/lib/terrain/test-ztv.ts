import { effectiveRadius } from '../plan/geodesy';
import type { ZtvGrid, ZtvOptions, ZtvResult, ZtvTurbine } from './ztv';

/** The ZTV tests' reference and terrain: ztv.test.ts (smooth hills) and ztv-rough.test.ts. */

/**
 * The exact viewshed (R3, as windPRO's ZVI and the guidance describe it): every cell gets its own
 * line of sight to every turbine, the terrain read where that line crosses each column (or row,
 * on steep lines) between the two nearest cell centres, the same reading the sweep does. Slow
 * (cells × distance × turbines), so only for small grids.
 */
export function ztvReference(grid: ZtvGrid, turbines: readonly ZtvTurbine[], options: ZtvOptions): ZtvResult {
  const { width, height, cellSize, heights } = grid;
  const half = 1 / (2 * effectiveRadius(options.refraction));
  const observer = options.observerHeight ?? 2;
  const at = (column: number, row: number) =>
    heights[Math.min(Math.max(row, 0), height - 1) * width + Math.min(Math.max(column, 0), width - 1)]!;
  const tips = new Uint16Array(width * height);
  const hubs = new Uint16Array(width * height);
  for (const turbine of turbines) {
    const eyes = [turbine.groundHeight + turbine.tipHeight, turbine.groundHeight + turbine.hubHeight];
    for (let row = 0; row < height; row++)
      for (let column = 0; column < width; column++) {
        const dx = column - turbine.column;
        const dy = row - turbine.row;
        const distance = Math.hypot(dx, dy) * cellSize;
        if (distance > options.radius) continue;
        const steep = Math.abs(dy) > Math.abs(dx);
        const [start, delta, slope, other] = steep
          ? [turbine.row, dy, dx / dy, turbine.column]
          : [turbine.column, dx, dy / dx, turbine.row];
        const step = delta > 0 ? 1 : -1;
        const steepest = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
        const first = step > 0 ? Math.floor(start) + 1 : Math.ceil(start) - 1;
        const target = start + delta;
        for (let along = first; step > 0 ? along < target : along > target; along += step) {
          const across = other + (along - start) * slope;
          const lower = Math.floor(across);
          const fraction = across - lower;
          const ground = steep
            ? at(lower, along) * (1 - fraction) + at(lower + 1, along) * fraction
            : at(along, lower) * (1 - fraction) + at(along, lower + 1) * fraction;
          const reach = Math.abs(along - start) * Math.sqrt(1 + slope * slope) * cellSize;
          const terrain = ground - reach * reach * half;
          eyes.forEach((eye, i) => {
            steepest[i] = Math.max(steepest[i]!, (terrain - eye) / reach);
          });
        }
        const index = row * width + column;
        const point = heights[index]! + observer - distance * distance * half;
        const seen = eyes.map((eye, i) => distance === 0 || (point - eye) / distance >= steepest[i]!);
        if (seen[0]) tips[index]! += 1;
        if (seen[1]) hubs[index]! += 1;
      }
  }
  return { tips, hubs };
}

/** A grid of `size` × `size` cells whose heights come from `ground(x, y)` in metres from the middle. */
export function gridOf(size: number, cellSize: number, ground: (x: number, y: number) => number): ZtvGrid {
  const heights = new Float32Array(size * size);
  const middle = (size - 1) / 2;
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++)
      heights[row * size + column] = ground((column - middle) * cellSize, (middle - row) * cellSize);
  return { width: size, height: size, cellSize, heights };
}

/** A turbine at x metres east and y metres north of the middle of the grid. */
export function turbineAt(grid: ZtvGrid, x: number, y: number, hub = 100, rotor = 120): ZtvTurbine {
  const middle = (grid.width - 1) / 2;
  const column = middle + x / grid.cellSize;
  const row = middle - y / grid.cellSize;
  const groundHeight = grid.heights[Math.round(row) * grid.width + Math.round(column)]!;
  return { column, row, groundHeight, hubHeight: hub, tipHeight: hub + rotor / 2 };
}

/** Cells whose value differs from a neighbour's (8-neighbourhood): the edges of the zones. */
export function edges(values: Uint16Array, width: number): Uint8Array {
  const height = values.length / width;
  const edge = new Uint8Array(values.length);
  for (let row = 0; row < height; row++)
    for (let column = 0; column < width; column++)
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const r = row + dy;
          const c = column + dx;
          if (r < 0 || c < 0 || r >= height || c >= width) continue;
          if (values[r * width + c] !== values[row * width + column]) edge[row * width + column] = 1;
        }
  return edge;
}
