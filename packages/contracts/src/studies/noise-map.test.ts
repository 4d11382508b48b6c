import { describe, expect, it } from 'vitest';
import { isophoneLevels, isophones, isophonesGeoJson } from './noise-isophones.js';
import { calculateNoiseLevels } from './noise-levels.js';
import { computeNoiseMap, type NoiseMap } from './noise-map.js';
import { type NoiseSource, noiseSettings } from './noise-sources.js';

const SPECTRUM = [86.1, 93.5, 97.8, 100.2, 100.5, 98.3, 93.1, 83.4];
const source = (id: string, x: number, y: number): NoiseSource => ({
  id,
  x,
  y,
  groundHeight: 0,
  hubHeight: 100,
  modes: [{ name: 'normal', lwa: 106, bands: SPECTRUM }],
  periodModes: { day: 'normal', evening: 'normal', night: 'normal' },
});
const frame = { originX: -2000, originY: -2000, cellSize: 50, columns: 80, rows: 80 };

describe('noise map and isophones', () => {
  it('holds at each cell the level the receptor calculation gives there (within 0.001 dB)', async () => {
    const sources = [source('A', 0, 0), source('B', 600, -300)];
    const map = await computeNoiseMap(sources, frame, noiseSettings());
    for (const [column, row] of [
      [0, 0],
      [40, 40],
      [79, 13],
      [52, 33],
    ] as const) {
      const [reference] = calculateNoiseLevels(
        sources,
        [
          {
            id: 'cell',
            x: -2000 + (column + 0.5) * 50,
            y: -2000 + (row + 0.5) * 50,
            groundHeight: 0,
            height: 4,
          },
        ],
        noiseSettings(),
      );
      expect(Math.abs(map.levels[row * 80 + column]! - reference!.byPeriod.night.total)).toBeLessThan(0.001);
    }
  });

  it('tells its progress and stops when cancelled', async () => {
    const seen: number[] = [];
    await computeNoiseMap([source('A', 0, 0)], frame, noiseSettings(), {
      rowsPerChunk: 10,
      onProgress: (fraction) => seen.push(fraction),
    });
    expect(seen).toEqual([0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1]);
    const controller = new AbortController();
    const run = computeNoiseMap([source('A', 0, 0)], frame, noiseSettings(), {
      rowsPerChunk: 10,
      signal: controller.signal,
      onProgress: (fraction) => {
        if (fraction >= 0.25) controller.abort();
      },
    });
    await expect(run).rejects.toThrow();
  });

  it('draws a closed isophone around one source, at the distance where the level is 40 dB(A)', async () => {
    const map = await computeNoiseMap([source('A', 0, 0)], frame, noiseSettings());
    const [forty] = isophones(map, [40]);
    expect(forty!.lines).toHaveLength(1);
    const ring = forty!.lines[0]!;
    expect(ring[0]).toEqual(ring.at(-1));
    const radius = (point: [number, number]) => Math.hypot(point[0], point[1]);
    const level = (r: number) =>
      calculateNoiseLevels(
        [source('A', 0, 0)],
        [{ id: 'r', x: r, y: 0, groundHeight: 0 }],
        noiseSettings(),
      )[0]!.byPeriod.night.total;
    // Linear interpolation between 50 m cells places the line within a few metres of the level.
    for (const point of ring) expect(Math.abs(level(radius(point)) - 40)).toBeLessThan(0.1);
  });

  it('joins marching squares into lines, and resolves a saddle by the mean of its corners', () => {
    const grid = (values: number[], columns: number): NoiseMap => ({
      originX: 0,
      originY: 0,
      cellSize: 1,
      columns,
      rows: values.length / columns,
      period: 'night',
      levels: Float32Array.from(values),
    });
    // A ramp rising to the east: the 45 line runs south to north halfway between the columns.
    const ramp = isophones(grid([40, 50, 40, 50, 40, 50], 2), [45]);
    expect(ramp[0]!.lines).toEqual([
      [
        [1, 0.5],
        [1, 1.5],
        [1, 2.5],
      ],
    ]);
    // A saddle with a high mean: the two low corners are cut off, two separate lines.
    const saddle = isophones(grid([50, 30, 30, 50], 2), [45]);
    expect(saddle[0]!.lines).toHaveLength(2);
    expect(isophonesGeoJson(saddle).features[0]!.geometry.type).toBe('MultiLineString');
    expect(isophoneLevels([40, 35, 43])).toEqual([35, 40, 43, 45]);
  });
});
