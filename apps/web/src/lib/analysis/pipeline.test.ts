import { isolines } from '@vantage/contracts/studies/isolines';
import { fromArrayBuffer } from 'geotiff';
import { describe, expect, it } from 'vitest';
import { defineAnalysis } from './analysis';
import { analysisLinesGeoJson } from './analysis-lines';
import { createAnalysisStore } from './analysis-store';
import { fromSystem, gridFrame, type MetricSystem, northUp, southUpGrid, toSystem } from './grid-frame';
import { type GridMapImage, gridMapImage } from './map-image';
import { type AnalysisClass, rangeColor, rasterPixels } from './raster-classes';
import { gridGeoTiff } from './raster-export';
import { serveAnalysis } from './worker-protocol';

/**
 * A toy analysis declared the way the ZTV, the shadow map and the noise map are, and run through
 * the pipeline's pure parts without a browser: distance to the nearest turbine on the grid. The
 * worker is a MessageChannel whose far port `serveAnalysis` answers, as a worker's module does.
 */

type PlanObject = { id: number; kind: 'turbine' | 'receptor'; longitude: number; latitude: number };
type DistanceRequest = {
  turbines: { longitude: number; latitude: number }[];
  radius: number;
  cellSize: number;
  system: MetricSystem | null;
};
type DistanceOutcome = {
  frame: ReturnType<typeof gridFrame>;
  /** Metres to the nearest turbine, row 0 the northernmost. */
  metres: Float32Array;
  /** The same, row 0 the southernmost, as the studies' isolines read it. */
  southUp: Float32Array;
  map: GridMapImage;
};

/** The analysis's inputs from the plan: its turbines (receptors are not sources). */
const distanceInputs = (plan: readonly PlanObject[]): DistanceRequest => ({
  turbines: plan
    .filter((object) => object.kind === 'turbine')
    .map(({ longitude, latitude }) => ({ longitude, latitude })),
  radius: 1000,
  cellSize: 20,
  system: null,
});

/** The run, as the worker would hold it: straight-line metres in the grid's system, row by row from the south. */
async function runDistance(
  request: DistanceRequest,
  onProgress: (rows: number) => void,
): Promise<DistanceOutcome> {
  const frame = gridFrame(request.system, request.turbines, request.radius, request.cellSize, {
    name: 'distance map',
    maxCells: 1_000_000,
  });
  const points = request.turbines.map((turbine) =>
    toSystem(frame.system, turbine.longitude, turbine.latitude),
  );
  const grid = southUpGrid(frame);
  const southUp = new Float32Array(grid.columns * grid.rows);
  for (let row = 0; row < grid.rows; row++) {
    const y = grid.originY + (row + 0.5) * grid.cellSize;
    for (let column = 0; column < grid.columns; column++) {
      const x = grid.originX + (column + 0.5) * grid.cellSize;
      southUp[row * grid.columns + column] = Math.min(
        ...points.map(([px, py]) => Math.hypot(x - px, y - py)),
      );
    }
    if (row % 25 === 0) onProgress(row);
  }
  return { frame, metres: northUp(frame, southUp), southUp, map: gridMapImage(frame) };
}

const DISTANCE_CLASSES: AnalysisClass[] = [
  { from: 0, to: 250, color: '#08306b', label: 'Up to 250 m' },
  { from: 250, to: 500, color: '#2171b5', label: '250–500 m' },
  { from: 500, to: Number.POSITIVE_INFINITY, color: '#c6dbef', label: '500 m and more' },
];

/** Great-circle metres (haversine, mean Earth radius): a way to the distance that shares nothing with the grid. */
function haversine(a: { longitude: number; latitude: number }, b: { longitude: number; latitude: number }) {
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLon = (b.longitude - a.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

function setUp() {
  const started: MessagePort[] = [];
  const analysis = defineAnalysis<DistanceRequest, DistanceOutcome, number>({
    id: 'distance',
    featureKey: null,
    name: 'distance map',
    start: () => {
      const channel = new MessageChannel();
      serveAnalysis<DistanceRequest, DistanceOutcome, number>(
        {
          run: (request, _context, onProgress) => runDistance(request, onProgress),
          transfer: (outcome) => [outcome.metres.buffer, outcome.southUp.buffer, outcome.map.cells.buffer],
        },
        channel.port2 as never,
      );
      started.push(channel.port1);
      return Object.assign(channel.port1, { terminate: () => channel.port1.close() }) as unknown as Worker;
    },
    key: (request) => JSON.stringify(request),
    classes: () => DISTANCE_CLASSES,
  });
  const store = createAnalysisStore({ analysis, starting: -1, view: {} });
  return { analysis, store, started };
}

// Three turbines near 9° E (the middle of UTM zone 32, which stands in for a system not in metres)
// and a receptor, which the analysis does not take as a source.
const PLAN: PlanObject[] = [
  { id: 1, kind: 'turbine', longitude: 9.0, latitude: 52.0 },
  { id: 2, kind: 'turbine', longitude: 9.006, latitude: 52.002 },
  { id: 3, kind: 'turbine', longitude: 9.003, latitude: 51.996 },
  { id: 4, kind: 'receptor', longitude: 9.02, latitude: 52.01 },
];

describe('the analysis pipeline with a toy analysis (distance to the nearest turbine)', () => {
  it('runs from the plan through the host, the worker protocol and the store, and answers again from the cache', async () => {
    const { analysis, store, started } = setUp();
    const request = distanceInputs(PLAN);
    expect(request.turbines).toHaveLength(3);
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => {
      const { progress } = store.snapshot();
      if (progress !== null) seen.push(progress);
    });
    await store.start(7, request, 'plan v1');
    unsubscribe();
    const state = store.read(7);
    expect(state.error).toBeNull();
    expect(state.progress).toBeNull();
    expect(state.key).toBe(analysis.key(request));
    expect(state.basis).toBe('plan v1');
    expect(seen[0]).toBe(-1);
    const rows = state.outcome!.frame.height;
    expect(seen.slice(1)).toEqual(Array.from({ length: Math.ceil(rows / 25) }, (_, index) => index * 25));
    expect(store.read(8).outcome).toBeNull();

    await store.start(7, distanceInputs(PLAN));
    expect(started).toHaveLength(1);
    expect(analysis.host.cached(request)).toBe(store.read(7).outcome);
    started[0]!.close();
  });

  it('gives every cell the distance a brute force over the turbines gives, within 0.5 %', async () => {
    const { analysis, started } = setUp();
    const request = distanceInputs(PLAN);
    const { frame, metres } = await analysis.host.calculate(request);
    started[0]!.close();
    expect(frame.projectSystem).toBe(false);
    expect(frame.system.epsgCode).toBe(32632);
    let checked = 0;
    let worst = 0;
    // Every 5th cell in both directions: 700 or so cells spread over the whole grid.
    for (let row = 0; row < frame.height; row += 5)
      for (let column = 0; column < frame.width; column += 5) {
        const [longitude, latitude] = fromSystem(
          frame.system,
          frame.west + (column + 0.5) * frame.cellSize,
          frame.north - (row + 0.5) * frame.cellSize,
        );
        const nearest = Math.min(
          ...request.turbines.map((turbine) => haversine(turbine, { longitude, latitude })),
        );
        const value = metres[row * frame.width + column]!;
        // The sphere against the ellipsoid and UTM's scale factor (0.9996 on the central meridian).
        expect(Math.abs(value - nearest)).toBeLessThanOrEqual(0.005 * nearest + 0.01);
        worst = Math.max(worst, Math.abs(value - nearest) / Math.max(nearest, 1));
        checked++;
      }
    expect(checked).toBeGreaterThan(500);
    expect(worst).toBeLessThan(0.005);
  });

  it('draws, exports and outlines the grid with the shared classes, GeoTIFF and lines', async () => {
    const { analysis, started } = setUp();
    const request = distanceInputs(PLAN);
    const outcome = await analysis.host.calculate(request);
    started[0]!.close();
    const { frame, metres } = outcome;

    // The cell under the first turbine is in the nearest class, the grid's corner in the farthest.
    const pixels = rasterPixels(metres, rangeColor(analysis.classes(outcome)));
    const turbineCell = (() => {
      const [x, y] = toSystem(frame.system, 9.0, 52.0);
      return (
        Math.floor((frame.north - y) / frame.cellSize) * frame.width +
        Math.floor((x - frame.west) / frame.cellSize)
      );
    })();
    expect([...pixels.subarray(turbineCell * 4, turbineCell * 4 + 4)]).toEqual([0x08, 0x30, 0x6b, 255]);
    expect([...pixels.subarray(0, 4)]).toEqual([0xc6, 0xdb, 0xef, 255]);

    // The GeoTIFF holds the values cell for cell, north-west corner first.
    const image = await (await fromArrayBuffer(await gridGeoTiff(frame, metres, null))).getImage();
    expect([image.getWidth(), image.getHeight()]).toEqual([frame.width, frame.height]);
    expect(image.getOrigin().slice(0, 2)).toEqual([frame.west, frame.north]);
    const [band] = (await image.readRasters()) as unknown as Float32Array[];
    expect(band).toEqual(metres);

    // The 500 m line lies 500 m from the nearest turbine (sphere against grid 0.5 %, plus the interpolation).
    const lines = analysisLinesGeoJson(frame, 'metres', [
      { value: 500, lines: isolines(southUpGrid(frame), outcome.southUp, 500) },
    ]);
    const vertices = lines.features[0]!.geometry.coordinates.flat();
    expect(lines.features[0]!.properties.metres).toBe(500);
    expect(vertices.length).toBeGreaterThan(100);
    for (const [longitude, latitude] of vertices) {
      const nearest = Math.min(
        ...request.turbines.map((turbine) => haversine(turbine, { longitude, latitude })),
      );
      expect(Math.abs(nearest - 500)).toBeLessThan(4);
    }
  });
});
