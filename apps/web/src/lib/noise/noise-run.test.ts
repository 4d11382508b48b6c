import { DEFAULT_NOISE_SETTINGS_VALUES } from '@vantage/contracts';
import { geodesicDistance } from '@vantage/contracts/studies/geodesy';
import { calculateNoiseLevels } from '@vantage/contracts/studies/noise-levels';
import { noiseSettings } from '@vantage/contracts/studies/noise-sources';
import { noiseStudyOnGround, runNoiseStudy } from '@vantage/contracts/studies/noise-study';
import { fromArrayBuffer } from 'geotiff';
import { describe, expect, it } from 'vitest';
import { fromSystem } from '@/lib/analysis/grid-frame';
import { noiseCsv } from './noise-csv';
import { type NoiseRequest, runNoise } from './noise-run';

const SPECTRUM = [86.1, 93.5, 97.8, 100.2, 100.5, 98.3, 93.1, 83.4];
const MODES = [
  { name: 'Mode 0', lwa: 106, bands: SPECTRUM },
  { name: 'NRO 100', lwa: 100, bands: SPECTRUM.map((level) => level - 6) },
];
const SITE = { longitude: 6.5, latitude: 53.2 };
const turbine = {
  ...SITE,
  id: 1,
  name: 'T1',
  existing: false,
  groundHeight: 0,
  hubHeight: 120,
  modes: MODES,
};
const house = {
  longitude: 6.5,
  latitude: 53.197,
  id: 2,
  name: 'Farm, "north"',
  category: 'dwelling' as const,
  groundHeight: 0,
};
const request: NoiseRequest = {
  input: { turbines: [turbine], receptors: [house], settings: { ...DEFAULT_NOISE_SETTINGS_VALUES } },
  system: null,
  cellSize: 20,
  radius: 800,
  terrain: null,
};

/** The level at distance dp from the turbine by the plane calculation of the contracts. */
const levelAt = (dp: number) =>
  calculateNoiseLevels(
    [
      {
        id: 't',
        x: 0,
        y: 0,
        groundHeight: 0,
        hubHeight: 120,
        modes: MODES,
        periodModes: { day: 'Mode 0', evening: 'Mode 0', night: 'Mode 0' },
      },
    ],
    [{ id: 'r', x: dp, y: 0, groundHeight: 0 }],
    noiseSettings(),
  )[0]!.byPeriod.night.total;

describe('the planner’s noise run', () => {
  it('gives the receptors the study function’s numbers, and a plan for the one over its night limit', async () => {
    const outcome = await runNoise(request);
    expect(outcome.study).toEqual(runNoiseStudy(noiseStudyOnGround(request.input, null), { bands: true }));
    expect(outcome.study.receptors[0]!.indicators.night!.over).toBe(true);
    expect(outcome.plan.feasible).toBe(true);
    expect(outcome.plan.changes).toEqual([{ sourceId: '1', from: 'Mode 0', to: 'NRO 100' }]);
  });

  it('holds in each map cell, row 0 north, the level at the cell centre’s geodesic distance, within 0.05 dB', async () => {
    const { frame, levels } = await runNoise(request);
    for (const [column, row] of [
      [5, 3],
      [Math.floor(frame.width / 2), 2],
      [frame.width - 4, frame.height - 7],
      [20, Math.floor(frame.height / 2)],
    ] as const) {
      const [longitude, latitude] = fromSystem(
        frame.system,
        frame.west + (column + 0.5) * frame.cellSize,
        frame.north - (row + 0.5) * frame.cellSize,
      );
      const distance = geodesicDistance(SITE, { longitude, latitude });
      expect(Math.abs(levels[row * frame.width + column]! - levelAt(distance))).toBeLessThan(0.05);
    }
  });

  it('writes the night map as a GeoTIFF on the grid: its system, its north-west corner, its cells', async () => {
    const { frame, levels, geoTiff } = await runNoise(request);
    const image = await (await fromArrayBuffer(geoTiff)).getImage();
    expect(image.getGeoKeys()).toMatchObject({ ProjectedCSTypeGeoKey: frame.system.epsgCode });
    expect(image.getOrigin()).toEqual([frame.west, frame.north, 0]);
    expect(image.getResolution()).toEqual([20, -20, 0]);
    const [band] = (await image.readRasters()) as unknown as [Float32Array];
    expect(band).toEqual(levels);
  });

  it("stands the turbine and the house on the project's terrain model: the study function on its heights", async () => {
    // 2 × 2 cells over the site: 80 m in the northern row, 20 m in the southern (the house's).
    const grid = {
      west: 6.49,
      south: 53.19,
      east: 6.51,
      north: 53.21,
      width: 2,
      height: 2,
      data: new Float32Array([80, 80, 20, 20]),
    };
    const terrain = { fileName: 'site.tif', version: 3, grid };
    const outcome = await runNoise({ ...request, terrain });
    expect(outcome.study.ground.kind).toBe('terrain');
    const heights = noiseStudyOnGround(request.input, {
      fileName: 'site.tif',
      // Bilinear between the rows' centres (53.195 and 53.205), written out.
      heightAt: (_longitude, latitude) =>
        20 + ((Math.min(Math.max(latitude, 53.195), 53.205) - 53.195) / 0.01) * 60,
    });
    expect(heights.turbines[0]!.groundHeight).toBeCloseTo(50, 6);
    expect(heights.receptors[0]!.groundHeight).toBeCloseTo(32, 6);
    const expected = runNoiseStudy(heights, { bands: true });
    expect(
      Math.abs(outcome.study.receptors[0]!.night.total - expected.receptors[0]!.night.total),
    ).toBeLessThan(1e-6);
    // The map's plane goes through the turbine's foot.
    expect(outcome.planeHeight).toBeCloseTo(50, 6);
    const flat = await runNoise(request);
    expect(flat.study.receptors[0]!.night.total).not.toBeCloseTo(outcome.study.receptors[0]!.night.total, 3);
  });

  it('draws the isophones at 35, 40, 45 dB(A) and the limits, the 40 dB(A) one where the level is 40', async () => {
    const outcome = await runNoise(request);
    expect(outcome.isophoneLevels).toEqual([35, 40, 45]);
    const forty = outcome.isophones.features.find((feature) => feature.properties.level === 40)!;
    // Where the plane calculation gives 40 dB(A), by bisection.
    let near = 100;
    let far = 3000;
    for (let i = 0; i < 50; i++) {
      const middle = (near + far) / 2;
      if (levelAt(middle) > 40) near = middle;
      else far = middle;
    }
    for (const [longitude, latitude] of forty.geometry.coordinates.flat())
      expect(Math.abs(geodesicDistance(SITE, { longitude, latitude }) - near)).toBeLessThan(request.cellSize);
  });

  it('writes the receptor table as CSV, quoting what needs it', async () => {
    const { study } = await runNoise(request);
    const [header, row] = noiseCsv(study).split('\r\n');
    expect(header).toBe(
      'receptor,category,limit category,day dB(A),evening dB(A),night dB(A),Lden dB,day limit,day margin,evening limit,evening margin,night limit,night margin,over a limit,night from T1',
    );
    const night = study.receptors[0]!.night.total;
    expect(row).toBe(
      `"Farm, ""north""",dwelling,generalResidential,${night.toFixed(1)},${night.toFixed(1)},${night.toFixed(1)},,55.0,${(55 - night).toFixed(1)},55.0,${(55 - night).toFixed(1)},40.0,${(40 - night).toFixed(1)},yes,${night.toFixed(1)}`,
    );
  });
});
