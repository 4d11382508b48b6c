/**
 * The noise study (packages/contracts/src/studies/noise-*.ts), as the planner's worker and the
 * server run it, on Node.js (the same V8 as Chromium's worker):
 *   1. 50 turbines × 500 receptors, octave bands, three periods. Goal ≤ 1 s.
 *   2. A 10 × 10 km noise map at 10 m cells (1,000 × 1,000 cells) with 20 turbines. Goal ≤ 10 s.
 *   3. The API operation (POST /api/projects/{id}/noise/calculate) for the same 50 turbines ×
 *      500 receptors over real HTTP, with octave bands: the study in the server's study pool,
 *      plus reading the plan and writing the answer. Goal ≤ 2 s (median of 5).
 * Each against a plain loop over the same paths (distance, divergence and absorption per band,
 * no ground term): the study's time over the loop's is the figure to compare between machines.
 * Run: node --import tsx bench/noise.ts
 */
import { performance } from 'node:perf_hooks';
import { fromLocal } from '../packages/contracts/src/studies/geodesy.js';
import { octaveAbsorption } from '../packages/contracts/src/studies/iso9613-atmosphere.js';
import { calculateNoiseLevels } from '../packages/contracts/src/studies/noise-levels.js';
import { computeNoiseMap } from '../packages/contracts/src/studies/noise-map.js';
import { type NoiseSource, noiseSettings } from '../packages/contracts/src/studies/noise-sources.js';
import { figure, record } from './figures.js';
import { withStudyApi } from './study-api.js';

const SPECTRUM = [86.1, 93.5, 97.8, 100.2, 100.5, 98.3, 93.1, 83.4];
const settings = noiseSettings();
const turbines = (count: number, spacing: number, offset: number): NoiseSource[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `T${i + 1}`,
    x: offset + (i % 10) * spacing,
    y: offset + Math.floor(i / 10) * spacing,
    groundHeight: 0,
    hubHeight: 120,
    modes: [
      { name: 'normal', lwa: 106, bands: SPECTRUM },
      { name: 'reduced', lwa: 103, bands: SPECTRUM.map((level) => level - 3) },
    ],
    periodModes: { day: 'normal', evening: 'normal', night: 'reduced' },
  }));

/** The floor: per path and band, distance, divergence and absorption, summed energetically. */
function plainLoop(sources: NoiseSource[], points: Array<[number, number]>, periods: number): number {
  const alpha = octaveAbsorption(settings.atmosphere);
  let sink = 0;
  for (const [x, y] of points) {
    for (let period = 0; period < periods; period++) {
      let energy = 0;
      for (const source of sources) {
        const d = Math.hypot(x - source.x, y - source.y, 116);
        for (let band = 0; band < 8; band++)
          energy += 10 ** ((SPECTRUM[band]! - 20 * Math.log10(d) - 11 - (alpha[band]! * d) / 1000) / 10);
      }
      sink += 10 * Math.log10(energy);
    }
  }
  return sink;
}

const time = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const park = turbines(50, 400, 2000);
const receptors = Array.from({ length: 500 }, (_, i) => ({
  id: `R${i}`,
  x: (i % 25) * 400,
  y: Math.floor(i / 25) * 400 - 2000,
  groundHeight: 0,
}));
calculateNoiseLevels(park, receptors.slice(0, 20), settings, { bands: true });
const levelTimes: number[] = [];
const levelFloor: number[] = [];
for (let run = 0; run < 5; run++) {
  levelTimes.push(time(() => calculateNoiseLevels(park, receptors, settings, { bands: true, lden: true })));
  levelFloor.push(
    time(() =>
      plainLoop(
        park,
        receptors.map((r) => [r.x, r.y]),
        3,
      ),
    ),
  );
}
const levelsMs = median(levelTimes);
const levelsFloorMs = median(levelFloor);

const mapTurbines = turbines(20, 500, 2500);
const frame = { originX: 0, originY: 0, cellSize: 10, columns: 1000, rows: 1000 };
let started = performance.now();
await computeNoiseMap(mapTurbines, frame, settings, { rowsPerChunk: 50 });
const mapMs = performance.now() - started;
const cells: Array<[number, number]> = [];
for (let row = 0; row < 1000; row++)
  for (let column = 0; column < 1000; column++) cells.push([column * 10 + 5, row * 10 + 5]);
started = performance.now();
plainLoop(mapTurbines, cells, 1);
const mapFloorMs = performance.now() - started;

/** The API figure: a real server on a fresh database, the plan made over HTTP, then 5 calls. */
async function apiMs(): Promise<number> {
  return withStudyApi('noise', { NoiseSimulation: 'Enabled' }, async ({ post }) => {
    const project = await post('/api/projects', { name: 'Noise bench' });
    const scenario = await post(`/api/projects/${project.id}/scenarios`, { name: 'Scenario 1' });
    const preset = await post(`/api/projects/${project.id}/presets`, {
      name: 'Bench turbine',
      plannerObjectTypeId: 1,
      presetDataJson: JSON.stringify({ hubHeight: 120, soundModes: park[0]!.modes }),
    });
    const centre = { longitude: 6.5, latitude: 53.2 };
    const at = (x: number, y: number) => fromLocal(centre, { x, y });
    await post(`/api/projects/${project.id}/planner-objects/batch`, {
      plannerObjects: [
        ...park.map((turbine) => ({
          name: turbine.id,
          scenarioId: scenario.id,
          layout: 'Point',
          plannerObjectTypeId: 1,
          presetId: preset.id,
          points: [at(turbine.x, turbine.y)],
        })),
        ...receptors.map((receptor) => ({
          name: receptor.id,
          scenarioId: scenario.id,
          layout: 'Point',
          plannerObjectTypeId: 5,
          plannerObjectDataJson: '{"category":"dwelling"}',
          points: [at(receptor.x, receptor.y)],
        })),
      ],
    });
    const times: number[] = [];
    for (let run = 0; run < 6; run++) {
      const started = performance.now();
      await post(`/api/projects/${project.id}/noise/calculate`, { scenarioId: scenario.id, bands: true });
      // The first call starts the pool's thread: not counted.
      if (run > 0) times.push(performance.now() - started);
    }
    return median(times);
  });
}
const apiCallMs = await apiMs();

const figures = [
  figure(
    'Noise 50 turbines × 500 receptors, octave bands, 3 periods: time',
    levelsMs,
    'ms',
    { atMost: 1000 },
    'median of 5, with bands and Lden',
  ),
  figure(
    'Noise receptors vs a plain loop over the same paths',
    levelsMs / levelsFloorMs,
    '×',
    undefined,
    `floor ${levelsFloorMs.toFixed(0)} ms`,
  ),
  figure(
    'Noise API 50 turbines × 500 receptors, octave bands: time',
    apiCallMs,
    'ms',
    { atMost: 2000 },
    'median of 5 over HTTP, study pool warm',
  ),
  figure(
    'Noise API vs the study in the worker (50 × 500, octave bands)',
    apiCallMs / levelsMs,
    '×',
    undefined,
    `API ${apiCallMs.toFixed(0)} ms (study, plan read, answer written) over the worker's ${levelsMs.toFixed(0)} ms`,
  ),
  figure(
    'Noise map 10 × 10 km, 10 m cells, 20 turbines: time',
    mapMs,
    'ms',
    { atMost: 10_000 },
    'one run, night, 1,000,000 cells',
  ),
  figure(
    'Noise map vs a plain loop over the same paths',
    mapMs / mapFloorMs,
    '×',
    undefined,
    `floor ${mapFloorMs.toFixed(0)} ms`,
  ),
];
console.log(
  `Noise levels: ${levelsMs.toFixed(0)} ms (floor ${levelsFloorMs.toFixed(0)} ms, ${(levelsMs / levelsFloorMs).toFixed(2)}×); ` +
    `API: ${apiCallMs.toFixed(0)} ms (${(apiCallMs / levelsMs).toFixed(2)}× the worker's); map: ${mapMs.toFixed(0)} ms (floor ${mapFloorMs.toFixed(0)} ms, ${(mapMs / mapFloorMs).toFixed(2)}×)`,
);
record('noise', figures);
