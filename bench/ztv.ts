/**
 * Zones of theoretical visibility: the planner's ZTV computation (apps/web/src/lib/terrain/ztv.ts,
 * which the planner runs in a Web Worker) on a synthetic terrain: 10 turbines of 150 m hub and
 * 236 m rotor in a 3 km cluster, a radius of 20 km, 50 m cells (a grid of 861 × 861, about
 * 500,000 cells within each turbine's radius), tips and hubs in one pass.
 *   1. Time of one ZTV (median of BENCH_ZTV_RUNS, default 5). Goal ≤ 5 s.
 *   2. Cells per second (turbine-cells within the radius, per second).
 *   3. The floor in the same run: one plain pass per turbine over every cell within its radius
 *      (its distance and the curvature drop there), the least any per-turbine viewshed must do;
 *      the ZTV's time over the floor's is the figure to compare between machines.
 * Pure computation on Node.js, the same V8 as Chromium's worker; no server, no browser.
 * Run: node --import tsx bench/ztv.ts
 */
import { performance } from 'node:perf_hooks';
import { computeZtv, type ZtvGrid, type ZtvTurbine } from '../apps/web/src/lib/terrain/ztv.js';
import { figure, record } from './figures.js';

const RUNS = Number(process.env.BENCH_ZTV_RUNS ?? 5);
const CELL = 50;
const RADIUS = 20_000;
const SIZE = 861;
const R_EFFECTIVE = 6_371_000 / (1 - 0.13);

/** Rolling hills up to about 300 m, the same every run. */
function terrain(): ZtvGrid {
  const heights = new Float32Array(SIZE * SIZE);
  for (let row = 0; row < SIZE; row++)
    for (let column = 0; column < SIZE; column++) {
      const x = column * CELL;
      const y = row * CELL;
      heights[row * SIZE + column] =
        120 +
        80 * Math.sin(x / 3100) * Math.cos(y / 2300) +
        60 * Math.sin((x + 2 * y) / 5700) +
        15 * Math.sin(x / 410);
    }
  return { width: SIZE, height: SIZE, cellSize: CELL, heights };
}

function turbines(grid: ZtvGrid): ZtvTurbine[] {
  const middle = (SIZE - 1) / 2;
  return Array.from({ length: 10 }, (_, i) => {
    const column = middle + ((i % 5) - 2) * 14.2;
    const row = middle + (Math.floor(i / 5) - 0.5) * 20.4;
    const groundHeight = grid.heights[Math.round(row) * SIZE + Math.round(column)]!;
    return { column, row, groundHeight, hubHeight: 150, tipHeight: 150 + 118 };
  });
}

/** One pass per turbine over the cells within its radius: distance, drop, a comparison. */
function floorPass(grid: ZtvGrid, list: ZtvTurbine[]): { cells: number; sink: number } {
  const reach = RADIUS / CELL;
  let cells = 0;
  let sink = 0;
  for (const turbine of list) {
    const west = Math.max(0, Math.floor(turbine.column - reach));
    const east = Math.min(SIZE - 1, Math.ceil(turbine.column + reach));
    const north = Math.max(0, Math.floor(turbine.row - reach));
    const south = Math.min(SIZE - 1, Math.ceil(turbine.row + reach));
    const eye = turbine.groundHeight + turbine.tipHeight;
    for (let row = north; row <= south; row++)
      for (let column = west; column <= east; column++) {
        const dx = column - turbine.column;
        const dy = row - turbine.row;
        const squared = dx * dx + dy * dy;
        if (squared > reach * reach) continue;
        const distance = Math.sqrt(squared) * CELL;
        const slope =
          (grid.heights[row * SIZE + column]! + 2 - (distance * distance) / (2 * R_EFFECTIVE) - eye) /
          distance;
        if (slope > -0.01) sink++;
        cells++;
      }
  }
  return { cells, sink };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const grid = terrain();
const list = turbines(grid);
// Warm up both, so that neither is timed while V8 still compiles it.
computeZtv(grid, list.slice(0, 1), { radius: RADIUS });
floorPass(grid, list.slice(0, 1));

const ztvTimes: number[] = [];
const floorTimes: number[] = [];
let cells = 0;
let seen = 0;
for (let run = 0; run < RUNS; run++) {
  let started = performance.now();
  const result = computeZtv(grid, list, { radius: RADIUS });
  ztvTimes.push(performance.now() - started);
  seen = result.tips.reduce((sum, count) => sum + (count > 0 ? 1 : 0), 0);
  started = performance.now();
  cells = floorPass(grid, list).cells;
  floorTimes.push(performance.now() - started);
}
const ztvMs = median(ztvTimes);
const floorMs = median(floorTimes);
const method = `median of ${RUNS}, ${SIZE}×${SIZE} grid, ${cells} turbine-cells within the radius`;
const figures = [
  figure('ZTV 10 turbines, 20 km radius, 50 m cells: time', ztvMs, 'ms', { atMost: 5000 }, method),
  figure(
    'ZTV cells per second',
    cells / (ztvMs / 1000),
    'cells/s',
    undefined,
    'turbine-cells within the radius',
  ),
  figure(
    'ZTV time vs one plain pass over the cells',
    ztvMs / floorMs,
    '×',
    undefined,
    `floor ${floorMs.toFixed(0)} ms`,
  ),
];
console.log(
  `ZTV: ${ztvMs.toFixed(0)} ms (runs ${ztvTimes.map((t) => t.toFixed(0)).join(', ')}), ` +
    `${((cells / ztvMs) * 1000).toExponential(2)} turbine-cells/s; floor ${floorMs.toFixed(0)} ms, ` +
    `ratio ${(ztvMs / floorMs).toFixed(1)}×; ${seen} of ${SIZE * SIZE} cells see a tip`,
);
record('ztv', figures);
