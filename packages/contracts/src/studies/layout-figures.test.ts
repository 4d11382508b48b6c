import { describe, expect, it } from 'vitest';
import { type LonLat, toLocal } from './geodesy.js';
import { type FigureTurbine, layoutFigures } from './layout-figures.js';
import { vincentyDistance } from './vincenty.test-support.js';

const ll = (longitude: number, latitude: number): LonLat => ({ longitude, latitude });
const turbine = (id: number, at: LonLat, ratedPowerKw: number | null): FigureTurbine => ({
  ...at,
  id,
  name: `Turbine ${id}`,
  ratedPowerKw,
});

/** A small polygon's area by the shoelace formula in the equidistant plane about its first point. */
function planarArea(ring: LonLat[]): number {
  const local = ring.map((p) => toLocal(ring[0]!, p));
  let twice = 0;
  for (let i = 0; i < local.length; i++) {
    const a = local[i]!;
    const b = local[(i + 1) % local.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

describe('layoutFigures', () => {
  const turbines = [
    turbine(1, ll(5, 52), 4200),
    turbine(2, ll(5.01, 52), 4200),
    turbine(3, ll(5.02, 52), null),
  ];
  const field = [ll(5.03, 52), ll(5.036, 52), ll(5.036, 52.004), ll(5.031, 52.0045)];
  const cable = [ll(5, 52), ll(5.01, 52), ll(5.02, 52.001)];
  const line = [ll(5.02, 52.001), ll(5.1, 52.05)];
  const receptors = [
    { ...ll(5.004, 52.003), id: 7, name: 'Dorpsstraat 1', category: 'dwelling' as const },
    { ...ll(5.025, 51.996), id: 8, name: 'School', category: 'school' as const },
  ];
  const figures = layoutFigures({
    turbines,
    solarFields: [
      { id: 10, name: 'Field A', polygon: [field], peakPowerDensityMwpPerHa: 0.9 },
      { id: 11, name: 'Field B', polygon: [field], peakPowerDensityMwpPerHa: null },
    ],
    lines: [
      { id: 20, name: 'Cable 1', kind: 'cable', points: cable },
      { id: 21, name: 'Line 1', kind: 'powerLine', points: line },
    ],
    receptors,
    existingTurbines: [{ ...ll(5.05, 52.01), id: 30 }],
  });

  it('counts the scenario turbines and their known rated power, never the existing ones', () => {
    expect(figures.turbineCount).toBe(3);
    expect(figures.installedCapacityMw).toBeCloseTo(8.4, 9);
    expect(figures.turbinesWithoutRatedPower).toBe(1);
    expect(figures.existingTurbineCount).toBe(1);
  });

  it("gives the solar area (ha) within 1e-6 of the plane's, and peak power from the density", () => {
    const hectares = planarArea(field) / 10_000;
    expect(Math.abs(figures.solarAreaHa - 2 * hectares) / (2 * hectares)).toBeLessThan(1e-6);
    expect(figures.solarPeakPowerMwp).toBeCloseTo(hectares * 0.9, 6);
    expect(figures.solarFieldsWithoutDensity).toBe(1);
  });

  it('gives the lengths (km) of the sums of Vincenty distances within 1 mm', () => {
    const cableKm = (vincentyDistance(cable[0]!, cable[1]!) + vincentyDistance(cable[1]!, cable[2]!)) / 1000;
    expect(Math.abs(figures.cableLengthKm - cableKm)).toBeLessThan(1e-6);
    expect(Math.abs(figures.powerLineLengthKm - vincentyDistance(line[0]!, line[1]!) / 1000)).toBeLessThan(
      1e-6,
    );
  });

  it('finds the nearest receptor of each turbine', () => {
    expect(figures.nearestReceptors.map((n) => n.receptorName)).toEqual([
      'Dorpsstraat 1',
      'Dorpsstraat 1',
      'School',
    ]);
    expect(
      Math.abs(figures.nearestReceptors[2]!.distance! - vincentyDistance(turbines[2]!, receptors[1]!)),
    ).toBeLessThan(0.001);
  });

  it('answers no receptor when the project has none', () => {
    const none = layoutFigures({ turbines, solarFields: [], lines: [], receptors: [], existingTurbines: [] });
    expect(none.nearestReceptors[0]).toEqual({
      turbineId: 1,
      receptorId: null,
      receptorName: null,
      distance: null,
    });
    expect(none.solarAreaHa).toBe(0);
  });
});
