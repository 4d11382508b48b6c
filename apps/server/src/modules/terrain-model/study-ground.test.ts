import { DEFAULT_NOISE_SETTINGS_VALUES, plannerDataOf, type TerrainModel } from '@vantage/contracts';
import { geodesicDestination } from '@vantage/contracts/studies/geodesy';
import { runNoiseStudy } from '@vantage/contracts/studies/noise-study';
import { computeShadowFlicker } from '@vantage/contracts/studies/shadow-flicker';
import { shadowFigures, shadowPlanStudy } from '@vantage/contracts/studies/shadow-plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { type ContentFixtures, openContentSuite } from '../../test/project-content-fixtures.js';
import {
  type Hill,
  hillGeoTiff,
  hillHeight,
  multipartUpload,
  readGrid,
  sampleGrid,
} from '../../test/terrain-fixtures.js';

/**
 * The noise and shadow-flicker API operations on a project with an uploaded terrain model: the
 * tower feet and the receptors on its ground (decision 191), the same numbers as the pure
 * modules fed the heights this test reads from the model's grid with its own sampler.
 */
let t: TestApp;
let f: ContentFixtures;
let subscription: { id: number; key: string };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, subscription, member: owner } = await openContentSuite(['Owner']));
  await f.setFeature(subscription.id, 'NoiseSimulation', 'Enabled');
  await f.setFeature(subscription.id, 'ShadowFlickerSimulation', 'Enabled');
});
afterAll(() => t.close());

/** A hill 120 m above a 10 m plain, 1.5 km in radius; the model covers 2.5 km each way. */
const HILL: Hill = { longitude: 5.8, latitude: 52.1, peak: 120, radius: 1500, base: 10 };
let tiff: ArrayBuffer | undefined;
const hillTiff = () => {
  tiff ??= hillGeoTiff({ hill: HILL, epsgCode: 4326, halfExtent: 2500, cellSize: 25 });
  return tiff;
};
const MODES = [{ name: 'Mode 0', lwa: 106, bands: [86.1, 93.5, 97.8, 100.2, 100.5, 98.3, 93.1, 83.4] }];
const SETTINGS = { year: 2027, timeZone: 'Europe/Amsterdam' };
const TOP = { longitude: HILL.longitude, latitude: HILL.latitude };

/** A turbine on the hill's top and two houses down its slopes (or one far off the model). */
async function hillPark(options: { terrain: boolean; farHouse?: boolean }) {
  const project = await f.project(subscription.id);
  const scenario = await f.scenario(project.id);
  const preset = await f.preset(project.id, {
    presetDataJson: JSON.stringify({ hubHeight: 100, rotorDiameter: 120, soundModes: MODES }),
  });
  const turbine = await f.plannerObject(scenario, { name: 'T1', presetId: preset.id, points: [TOP] });
  const house = (name: string, azimuth: number, metres: number) =>
    f.plannerObject(scenario, {
      name,
      plannerObjectTypeId: 5,
      plannerObjectDataJson: '{"category":"dwelling","heightAboveGround":2}',
      points: [geodesicDestination(TOP, azimuth, metres)],
    });
  const houses = [
    await house('Slope house', 330, 400),
    await house(options.farHouse ? 'Far house' : 'Foot house', 30, options.farHouse ? 6000 : 1300),
  ];
  let grid: ReturnType<typeof readGrid> | null = null;
  if (options.terrain) {
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/terrain-model`,
      ...multipartUpload(owner.headers, hillTiff(), 'hill.tif'),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const model = upload.json() as TerrainModel;
    const bytes = await t.app.inject({
      url: `/api/projects/${project.id}/terrain-model/grid`,
      headers: owner.headers,
    });
    grid = readGrid(bytes.rawPayload, model);
  }
  return { project, scenario, preset, turbine, houses, grid };
}

const point = (object: { points: { longitude: number; latitude: number }[] }) => object.points[0]!;

describe('noise on the terrain model', () => {
  it("stands the turbine and the houses on the model's ground: the pure module's numbers within 1e-9 dB", async () => {
    const park = await hillPark({ terrain: true });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${park.project.id}/noise/calculate`,
      headers: owner.headers,
      payload: { scenarioId: park.scenario.id, bands: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.ground).toEqual({
      kind: 'terrain',
      text: "Ground heights from the project's terrain model (hill.tif): tower bases and receptors stand on it.",
    });
    const at = (object: Parameters<typeof point>[0]) =>
      sampleGrid(park.grid!, point(object).longitude, point(object).latitude);
    // The heights are the hill's (within 1 m: bilinear between 25 m cells of a smooth hill).
    expect(Math.abs(at(park.turbine) - 130)).toBeLessThan(1);
    for (const house of park.houses)
      expect(
        Math.abs(at(house) - hillHeight(HILL, point(house).longitude, point(house).latitude)),
      ).toBeLessThan(1);
    const expected = runNoiseStudy(
      {
        turbines: [
          {
            ...point(park.turbine),
            id: park.turbine.id,
            name: 'T1',
            existing: false,
            groundHeight: at(park.turbine),
            hubHeight: 100,
            modes: MODES,
          },
        ],
        receptors: park.houses.map((house) => ({
          ...point(house),
          id: house.id,
          name: house.name,
          category: 'dwelling' as const,
          groundHeight: at(house),
        })),
        settings: { ...DEFAULT_NOISE_SETTINGS_VALUES },
      },
      { bands: true },
    );
    const flat = runNoiseStudy(
      {
        turbines: [
          {
            ...point(park.turbine),
            id: 1,
            name: 'T1',
            existing: false,
            groundHeight: 0,
            hubHeight: 100,
            modes: MODES,
          },
        ],
        receptors: park.houses.map((house) => ({
          ...point(house),
          id: house.id,
          name: house.name,
          category: 'dwelling' as const,
          groundHeight: 0,
        })),
        settings: { ...DEFAULT_NOISE_SETTINGS_VALUES },
      },
      { bands: true },
    );
    answer.receptors.forEach((receptor: (typeof expected.receptors)[number], r: number) => {
      const reference = expected.receptors[r]!;
      for (const period of ['day', 'evening', 'night'] as const) {
        expect(Math.abs(receptor[period].total - reference[period].total)).toBeLessThan(1e-9);
        for (const [b, level] of receptor[period].bands!.entries())
          expect(Math.abs(level - reference[period].bands![b]!)).toBeLessThan(1e-9);
      }
      // The house 120 m below the foot is further from the hub than on flat ground: quieter.
      expect(flat.receptors[r]!.night.total - receptor.night.total).toBeGreaterThan(0.05);
    });
  });

  it('is flat ground at 0 m without a model, and when the model misses a house', async () => {
    for (const [options, text] of [
      [{ terrain: false }, 'Flat ground at 0 m: the project has no terrain model.'],
      [
        { terrain: true, farHouse: true },
        "Flat ground at 0 m: the project's terrain model (hill.tif) does not cover 1 of the 3 turbines and receptors.",
      ],
    ] as const) {
      const park = await hillPark(options);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${park.project.id}/noise/calculate`,
        headers: owner.headers,
        payload: { scenarioId: park.scenario.id },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().ground).toEqual({ kind: 'flat', text });
      const expected = runNoiseStudy({
        turbines: [
          {
            ...point(park.turbine),
            id: park.turbine.id,
            name: 'T1',
            existing: false,
            groundHeight: 0,
            hubHeight: 100,
            modes: MODES,
          },
        ],
        receptors: park.houses.map((house) => ({
          ...point(house),
          id: house.id,
          name: house.name,
          category: 'dwelling' as const,
          groundHeight: 0,
        })),
        settings: { ...DEFAULT_NOISE_SETTINGS_VALUES },
      });
      res.json().receptors.forEach((receptor: { night: { total: number } }, r: number) => {
        expect(Math.abs(receptor.night.total - expected.receptors[r]!.night.total)).toBeLessThan(1e-9);
      });
    }
  });
});

describe('shadow flicker on the terrain model', () => {
  const planOf = (park: Awaited<ReturnType<typeof hillPark>>) =>
    [park.turbine, ...park.houses].map((object) => ({
      id: object.id,
      name: object.name,
      typeId: object.plannerObjectTypeId,
      scenarioId: object.scenarioId,
      ...point(object),
      data: plannerDataOf(object.plannerObjectDataJson),
      presetData: object.presetId ? { hubHeight: 100, rotorDiameter: 120 } : {},
    }));

  it("answers the pure module's figures with the tower foot and the houses on the model's ground", async () => {
    const park = await hillPark({ terrain: true });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${park.project.id}/shadow-flicker`,
      headers: owner.headers,
      payload: { scenarioId: park.scenario.id, ...SETTINGS },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.ground.kind).toBe('terrain');
    const study = shadowPlanStudy(planOf(park), park.scenario.id, SETTINGS);
    const at = (ref: { longitude: number; latitude: number }) =>
      sampleGrid(park.grid!, ref.longitude, ref.latitude);
    const turbines = study.turbines.map((turbine, i) => ({
      ...turbine,
      groundHeight: at(study.turbineRefs[i]!),
    }));
    const receptors = study.receptors.map((receptor, i) => ({
      ...receptor,
      groundHeight: at(study.receptorRefs[i]!),
    }));
    const direct = computeShadowFlicker(turbines, receptors, study.settings);
    expect(answer.receptors).toEqual(shadowFigures(study, direct.receptors));
    // The slope house, 400 m out and some 70 m below the foot, gets another year than on flat ground.
    const flat = computeShadowFlicker(study.turbines, study.receptors, study.settings);
    expect(answer.receptors[0].minutes).toBeGreaterThan(0);
    expect(answer.receptors[0].minutes).not.toBe(flat.receptors[0]!.minutes);
  });

  it('is flat ground at 0 m without a model', async () => {
    const park = await hillPark({ terrain: false });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${park.project.id}/shadow-flicker`,
      headers: owner.headers,
      payload: { scenarioId: park.scenario.id, ...SETTINGS },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ground).toEqual({
      kind: 'flat',
      text: 'Flat ground at 0 m: the project has no terrain model.',
    });
    const study = shadowPlanStudy(planOf(park), park.scenario.id, SETTINGS);
    const direct = computeShadowFlicker(study.turbines, study.receptors, study.settings);
    expect(res.json().receptors).toEqual(shadowFigures(study, direct.receptors));
  });
});
