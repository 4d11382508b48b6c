import { describe, expect, it } from 'vitest';
import { DEFAULT_NOISE_SETTINGS_VALUES, type NoiseSettingsValues } from '../noise-settings.js';
import { type GeoGrid, geoGridOfBytes, sampleGrid } from './geo-grid.js';
import { geodesicDestination } from './geodesy.js';
import { FLAT_GROUND_NO_MODEL, groundHeights, type TerrainModelSampler } from './ground-heights.js';
import { type NoiseStudyInput, noiseStudyOnGround, runNoiseStudy } from './noise-study.js';
import { computeShadowFlicker } from './shadow-flicker.js';
import { type ShadowPlanObject, shadowPlanStudy, shadowStudyOnGround } from './shadow-plan.js';

const TURBINE = { longitude: 5, latitude: 52 };
/** 400 m due north of the turbine (the study's frame is centred on the turbine: distances exact). */
const HOUSE = geodesicDestination(TURBINE, 0, 400);

/** A ridge: 100 m high up to 100 m north of the turbine, 0 m beyond, unknown south of 51.9°. */
const ridge: TerrainModelSampler = {
  fileName: 'ridge.tif',
  heightAt: (_longitude, latitude) =>
    latitude < 51.9 ? null : latitude < TURBINE.latitude + 0.0009 ? 100 : 0,
};

describe('groundHeights', () => {
  it('takes the model at every point when it covers them all', () => {
    const ground = groundHeights(ridge, { sources: [TURBINE], receptors: [HOUSE] });
    expect(ground).toEqual({
      kind: 'terrain',
      text: "Ground heights from the project's terrain model (ridge.tif): tower bases and receptors stand on it.",
      sources: [100],
      receptors: [0],
    });
  });

  it('puts everything at 0 m when one point is outside the model, and says how many', () => {
    const outside = { longitude: 5, latitude: 51.8 };
    const ground = groundHeights(ridge, { sources: [TURBINE, outside], receptors: [HOUSE] });
    expect(ground.kind).toBe('flat');
    expect(ground.sources).toEqual([0, 0]);
    expect(ground.receptors).toEqual([0]);
    expect(ground.text).toBe(
      "Flat ground at 0 m: the project's terrain model (ridge.tif) does not cover 1 of the 3 turbines and receptors.",
    );
  });

  it('is flat ground without a model', () => {
    const ground = groundHeights(null, { sources: [TURBINE], receptors: [HOUSE] });
    expect(ground).toMatchObject({ kind: 'flat', text: FLAT_GROUND_NO_MODEL, sources: [0], receptors: [0] });
  });

  it('samples a stored grid bilinearly between cell centres', () => {
    // 2 × 2 cells over 0…2° × 0…2°: centres at 0.5 and 1.5; heights 0, 10 (north row), 20, 30.
    const bytes = new Uint8Array(16);
    const view = new DataView(bytes.buffer);
    for (const [index, value] of [0, 10, 20, 30].entries()) view.setFloat32(index * 4, value, true);
    const grid: GeoGrid = geoGridOfBytes(
      { west: 0, south: 0, east: 2, north: 2, width: 2, height: 2 },
      bytes,
    );
    // At (1, 1), the middle of the four centres: their mean.
    expect(sampleGrid(grid, 1, 1)).toBeCloseTo(15, 12);
    // At (0.75, 1.25): a quarter of the way east from the west centres, a quarter south of the north ones.
    expect(sampleGrid(grid, 0.75, 1.25)).toBeCloseTo(
      0.75 * (0.75 * 0 + 0.25 * 10) + 0.25 * (0.75 * 20 + 0.25 * 30),
      5,
    );
    expect(sampleGrid(grid, 3, 1)).toBeNull();
  });
});

describe('noise on the terrain', () => {
  const settings: NoiseSettingsValues = { ...DEFAULT_NOISE_SETTINGS_VALUES, receiverHeight: 4 };
  const input: NoiseStudyInput = {
    turbines: [
      {
        id: 1,
        name: 'T1',
        existing: false,
        ...TURBINE,
        groundHeight: 0,
        hubHeight: 100,
        modes: [{ name: 'Normal', lwa: 105 }],
      },
    ],
    receptors: [{ id: 2, name: 'House', category: 'dwelling', ...HOUSE, groundHeight: 0 }],
    settings,
  };

  /**
   * ISO 9613-2's alternative method written out (7.3.2: equations 7, 8, 10, 11) for a total LWA:
   * L = LWA − Adiv − Aatm − Agr + DΩ, the absorption at 500 Hz from ISO 9613-2 Table 2 (10 °C,
   * 70 %: 1.9 dB/km; within 0.05 dB/km of the formula, under 0.03 dB over this path).
   */
  function alternative(lwa: number, dp: number, d: number, hs: number, hr: number) {
    const adiv = 20 * Math.log10(d) + 11;
    const aatm = (1.9 * d) / 1000;
    const hm = (hs + hr) / 2;
    const agr = Math.max(0, 4.8 - ((2 * hm) / d) * (17 + 300 / d));
    const dOmega = 10 * Math.log10(1 + (dp ** 2 + (hs - hr) ** 2) / (dp ** 2 + (hs + hr) ** 2));
    return lwa - adiv - aatm - agr + dOmega;
  }

  it('stands the tower on the ridge and the house 100 m lower: the slant distance and the level by hand', () => {
    const onGround = noiseStudyOnGround(input, ridge);
    expect(onGround.ground?.kind).toBe('terrain');
    expect(onGround.turbines[0]!.groundHeight).toBe(100);
    expect(onGround.receptors[0]!.groundHeight).toBe(0);
    const result = runNoiseStudy(onGround);
    expect(result.ground.kind).toBe('terrain');
    // Source 100 + 100 m, receiver 0 + 4 m: d = √(400² + 196²) = 445.4391… m by hand.
    const d = 445.4391;
    expect(Math.hypot(400, 196)).toBeCloseTo(d, 4);
    const expected = alternative(105, 400, d, 100, 4);
    expect(Math.abs(result.receptors[0]!.night.total - expected)).toBeLessThan(0.05);
    // On flat ground the level is another (d = √(400² + 96²)): the terrain is what changed it.
    const flat = runNoiseStudy(noiseStudyOnGround(input, null));
    expect(flat.ground).toEqual({ kind: 'flat', text: FLAT_GROUND_NO_MODEL });
    expect(
      Math.abs(flat.receptors[0]!.night.total - alternative(105, 400, Math.hypot(400, 96), 100, 4)),
    ).toBeLessThan(0.05);
    expect(flat.receptors[0]!.night.total - result.receptors[0]!.night.total).toBeGreaterThan(0.5);
  });

  it('leaves every height at 0 m when the model misses the house', () => {
    const far = { ...input, receptors: [{ ...input.receptors[0]!, latitude: 51.8 }] };
    const onGround = noiseStudyOnGround(far, ridge);
    expect(onGround.ground?.kind).toBe('flat');
    expect(onGround.turbines[0]!.groundHeight).toBe(0);
  });
});

describe('shadow flicker on the terrain', () => {
  const objects: ShadowPlanObject[] = [
    { id: 1, name: 'T1', typeId: 1, scenarioId: 1, ...TURBINE, data: { hubHeight: 100, rotorDiameter: 120 } },
    // 300 m north-north-east of the turbine: the low winter sun puts the rotor's shadow on it.
    {
      id: 2,
      name: 'House',
      typeId: 5,
      scenarioId: null,
      ...geodesicDestination(TURBINE, 340, 300),
      data: {},
    },
  ];
  const settings = { year: 2027, timeZone: 'UTC' } as const;

  it('equals the flat calculation with the hub raised by the difference of the grounds', () => {
    const planned = shadowPlanStudy(objects, 1, settings);
    const onGround = shadowStudyOnGround(planned, ridge);
    expect(onGround.ground.kind).toBe('terrain');
    expect(onGround.turbines[0]!.groundHeight).toBe(100);
    expect(onGround.receptors[0]!.groundHeight).toBe(0);
    const onTerrain = computeShadowFlicker(onGround.turbines, onGround.receptors, onGround.settings);
    // The geometry sees only the hub above the receptor: a 100 m foot is a 100 m taller tower.
    const raised = planned.turbines.map((turbine) => ({ ...turbine, hubHeight: turbine.hubHeight + 100 }));
    const reference = computeShadowFlicker(raised, planned.receptors, planned.settings);
    const flat = computeShadowFlicker(planned.turbines, planned.receptors, planned.settings);
    expect(onTerrain.receptors[0]!.minutes).toBe(reference.receptors[0]!.minutes);
    expect(onTerrain.receptors[0]!.days).toBe(reference.receptors[0]!.days);
    expect(onTerrain.receptors[0]!.maxMinutesPerDay).toBe(reference.receptors[0]!.maxMinutesPerDay);
    expect(onTerrain.receptors[0]!.minutes).not.toBe(flat.receptors[0]!.minutes);
  });

  it('stands on flat ground when a receptor is outside the model', () => {
    const outside = [...objects, { ...objects[1]!, id: 3, latitude: 51.8 }];
    const onGround = shadowStudyOnGround(shadowPlanStudy(outside, 1, settings), ridge);
    expect(onGround.ground.kind).toBe('flat');
    expect(onGround.turbines.every((turbine) => turbine.groundHeight === 0)).toBe(true);
  });
});
