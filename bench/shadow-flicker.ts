/**
 * Shadow flicker (packages/contracts/src/studies/shadow-*.ts, the module the planner's worker
 * and the server's API run):
 *   1. The astronomical worst case for 50 turbines × 500 receptors, a local year at 1-minute
 *      steps (Europe/Berlin, 2027), 2,000 m reach. Goal ≤ 5 s (median of BENCH_SHADOW_RUNS,
 *      default 3).
 *   2. Against a plain loop: every minute with the sun ≥ 3° tested against every turbine within
 *      reach, for a sample of 200 receptors' pairs, scaled to all pairs (the plain loop over the
 *      whole layout would take minutes); the figure is the plain loop's time over the study's.
 *   3. The shadow map: 10 × 10 km at 20 m cells (500 × 500), 20 turbines. Goal ≤ 30 s.
 *   4. The API operation (POST /api/projects/{id}/shadow-flicker) for the same 50 turbines ×
 *      500 receptors over real HTTP (the plan read, the study in the server's pool, the answer
 *      written), beside the worker's figure: goal within 1.5 × of it (median of
 *      BENCH_SHADOW_RUNS after one call that starts the pool's thread).
 * Pure computation on Node.js, the same V8 as Chromium's worker. Run: node --import tsx bench/shadow-flicker.ts
 */
import { performance } from 'node:perf_hooks';
import { fromLocal } from '../packages/contracts/src/studies/geodesy.js';
import {
  computeShadowFlicker,
  type ShadowReceptor,
  type ShadowTurbine,
} from '../packages/contracts/src/studies/shadow-flicker.js';
import { computeShadowMap } from '../packages/contracts/src/studies/shadow-map.js';
import { studyYear } from '../packages/contracts/src/studies/shadow-time.js';
import { sunTrack } from '../packages/contracts/src/studies/sun-year.js';
import { figure, record } from './figures.js';
import { withStudyApi } from './study-api.js';

const RUNS = Number(process.env.BENCH_SHADOW_RUNS ?? 3);
const site = { latitude: 52.3, longitude: 7.9, elevation: 40 };
const settings = { year: 2027, timeZone: 'Europe/Berlin', site } as const;

/** A deterministic sequence in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const next = random(48);
const turbines: ShadowTurbine[] = Array.from({ length: 50 }, (_, i) => ({
  x: (i % 10) * 500 - 2250,
  y: Math.floor(i / 10) * 550 - 1100,
  groundHeight: 40 + next() * 20,
  hubHeight: 120 + (i % 3) * 20,
  rotorDiameter: 130 + (i % 2) * 20,
}));
const receptors: ShadowReceptor[] = Array.from({ length: 500 }, () => ({
  x: (next() - 0.5) * 9000,
  y: (next() - 0.5) * 7000,
  groundHeight: 35 + next() * 20,
}));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function plainLoop(sample: ShadowReceptor[]): { ms: number; pairs: number; sink: number } {
  const started = performance.now();
  const year = studyYear(settings.year, settings.timeZone);
  const track = sunTrack(site, year.start, year.minutes);
  let pairs = 0;
  let sink = 0;
  for (const receptor of sample) {
    const pz = receptor.groundHeight + 2;
    for (const turbine of turbines) {
      const hx = turbine.x - receptor.x;
      const hy = turbine.y - receptor.y;
      if (Math.hypot(hx, hy) > 2000) continue;
      pairs++;
      const hz = turbine.groundHeight + turbine.hubHeight - pz;
      const r2 = (turbine.rotorDiameter / 2) ** 2;
      const h2 = hx * hx + hy * hy + hz * hz;
      for (let m = 0; m < year.minutes; m++) {
        if (track.elevation[m]! < 3) continue;
        const along = hx * track.east[m]! + hy * track.north[m]! + hz * track.up[m]!;
        if (along > 0 && h2 - along * along <= r2) sink++;
      }
    }
  }
  return { ms: performance.now() - started, pairs, sink };
}

computeShadowFlicker(turbines.slice(0, 2), receptors.slice(0, 5), settings);
const times: number[] = [];
let shaded = 0;
let hours = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const result = computeShadowFlicker(turbines, receptors, settings);
  times.push(performance.now() - started);
  shaded = result.receptors.filter((receptor) => receptor.minutes > 0).length;
  hours = Math.max(...result.receptors.map((receptor) => receptor.hours));
}
const studyMs = median(times);
let allPairs = 0;
for (const receptor of receptors)
  for (const turbine of turbines)
    if (Math.hypot(turbine.x - receptor.x, turbine.y - receptor.y) <= 2000) allPairs++;
const plain = plainLoop(receptors.slice(0, 200));
const plainMs = (plain.ms / plain.pairs) * allPairs;

const mapTurbines = turbines
  .slice(0, 20)
  .map((turbine) => ({ ...turbine, x: turbine.x + 5000, y: turbine.y + 5000 }));
const mapStarted = performance.now();
let progressCalls = 0;
const map = computeShadowMap(
  mapTurbines,
  { originX: 0, originY: 0, cellSize: 20, columns: 500, rows: 500, groundHeight: 40 },
  settings,
  { onProgress: () => progressCalls++ },
);
const mapMs = performance.now() - mapStarted;
let mapMax = 0;
for (const value of map.hours) mapMax = Math.max(mapMax, value);

/**
 * The API figure: the same layout placed around the site, made over HTTP, then timed calls,
 * each beside a run of the study here (as the worker runs it), so that both see the same load
 * of the machine: the ratio is of those pairs.
 */
async function apiMs(): Promise<{ api: number; beside: number }> {
  return withStudyApi('shadow', { ShadowFlickerSimulation: 'Enabled' }, async ({ post }) => {
    const project = await post('/api/projects', { name: 'Shadow flicker bench' });
    const scenario = await post(`/api/projects/${project.id}/scenarios`, { name: 'Scenario 1' });
    const at = (x: number, y: number) => fromLocal(site, { x, y });
    await post(`/api/projects/${project.id}/planner-objects/batch`, {
      plannerObjects: [
        ...turbines.map((turbine, index) => ({
          name: `T${index + 1}`,
          scenarioId: scenario.id,
          layout: 'Point',
          plannerObjectTypeId: 1,
          plannerObjectDataJson: JSON.stringify({
            hubHeight: turbine.hubHeight,
            rotorDiameter: turbine.rotorDiameter,
          }),
          points: [at(turbine.x, turbine.y)],
        })),
        ...receptors.map((receptor, index) => ({
          name: `R${index + 1}`,
          scenarioId: scenario.id,
          layout: 'Point',
          plannerObjectTypeId: 5,
          plannerObjectDataJson: '{"category":"dwelling","heightAboveGround":2}',
          points: [at(receptor.x, receptor.y)],
        })),
      ],
    });
    const body = { scenarioId: scenario.id, year: settings.year, timeZone: settings.timeZone };
    const times: number[] = [];
    const beside: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      let started = performance.now();
      await post(`/api/projects/${project.id}/shadow-flicker`, body);
      // The first call starts the pool's thread: not counted.
      if (run === 0) continue;
      times.push(performance.now() - started);
      started = performance.now();
      computeShadowFlicker(turbines, receptors, settings);
      beside.push(performance.now() - started);
    }
    return { api: median(times), beside: median(beside) };
  });
}
const { api: apiCallMs, beside: besideMs } = await apiMs();

const figures = [
  figure(
    'Shadow flicker 50 turbines × 500 receptors, a year of minutes: time',
    studyMs,
    'ms',
    { atMost: 5000 },
    `median of ${RUNS}; ${allPairs} pairs within 2 km; ${shaded} receptors shaded, at most ${hours.toFixed(1)} h`,
  ),
  figure(
    'Shadow flicker vs a plain loop over the minutes of each pair',
    plainMs / studyMs,
    '×',
    undefined,
    `plain loop ${plainMs.toFixed(0)} ms, scaled from ${plain.pairs} pairs`,
  ),
  figure(
    'Shadow flicker API 50 turbines × 500 receptors, a year of minutes: time',
    apiCallMs,
    'ms',
    undefined,
    `median of ${RUNS} over HTTP, study pool warm`,
  ),
  figure(
    'Shadow flicker API vs the study in the worker',
    apiCallMs / besideMs,
    '×',
    { atMost: 1.5 },
    `API ${apiCallMs.toFixed(0)} ms over the study's ${besideMs.toFixed(0)} ms run beside each call`,
  ),
  figure(
    'Shadow map 10 × 10 km, 20 m cells, 20 turbines: time',
    mapMs,
    'ms',
    { atMost: 30_000 },
    `${map.columns}×${map.rows} cells, at most ${mapMax.toFixed(1)} h, ${progressCalls} progress calls`,
  ),
];
console.log(
  `Shadow flicker: ${studyMs.toFixed(0)} ms (runs ${times.map((t) => t.toFixed(0)).join(', ')}), ` +
    `plain loop ${plainMs.toFixed(0)} ms (${(plainMs / studyMs).toFixed(1)}×); ` +
    `API ${apiCallMs.toFixed(0)} ms (${(apiCallMs / besideMs).toFixed(2)}× the study's ${besideMs.toFixed(0)} ms beside it); map ${mapMs.toFixed(0)} ms`,
);
record('shadow-flicker', figures);
