import { distance } from 'geokdbush';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { distanceMetres, offsetPoint } from './geometry';
import {
  DEFAULT_MIN_SPACING_D,
  nearestSpacing,
  nearestSpacingWithin,
  type SpacingTurbine,
  spacingProblems,
} from './spacing';

beforeAll(activatePlannerEnglish);

const ORIGIN = { longitude: 5.418, latitude: 52.496 };
const at = (id: string, east: number, north: number, rotorDiameter = 150): SpacingTurbine<string> => ({
  id,
  ...offsetPoint(ORIGIN, east, north),
  rotorDiameter,
});

/** A repeatable pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('nearestSpacing', () => {
  it('gives each turbine its nearest neighbour, the distance and the distance in its own rotor diameters', () => {
    const result = nearestSpacing([at('A', 0, 0, 100), at('B', 400, 0, 200), at('C', 400, 1000)]);
    expect(result.get('A')).toMatchObject({ nearestId: 'B', diameters: expect.closeTo(4, 6) });
    expect(result.get('A')?.distanceMetres).toBeCloseTo(400, 3);
    expect(result.get('B')).toMatchObject({ nearestId: 'A', diameters: expect.closeTo(2, 6) });
    expect(result.get('C')).toMatchObject({ nearestId: 'B', diameters: expect.closeTo(1000 / 150, 6) });
  });

  it('measures on the ellipsoid, within 0.5 % of the great-circle distance geokdbush gives', () => {
    const a = at('A', 0, 0);
    const b = at('B', 3000, 4000);
    const spacing = nearestSpacing([a, b]).get('A');
    expect(spacing?.distanceMetres).toBeCloseTo(5000, 2);
    const sphere = distance(a.longitude, a.latitude, b.longitude, b.latitude) * 1000;
    expect(Math.abs((spacing?.distanceMetres ?? 0) - sphere) / sphere).toBeLessThan(0.005);
  });

  it('has no entry for a lone turbine and refuses a rotor diameter that is not positive', () => {
    expect(nearestSpacing([at('A', 0, 0)]).size).toBe(0);
    expect(() => nearestSpacing([at('A', 0, 0), at('B', 500, 0, 0)])).toThrow(
      'Turbine B has no positive rotor diameter.',
    );
  });

  it('handles 5,000 turbines well under a second, finding the same neighbours as a full search', () => {
    const next = random(42);
    const turbines = Array.from({ length: 5000 }, (_, id) => ({
      id,
      longitude: 3.5 + next() * 3.5,
      latitude: 50.8 + next() * 2.8,
      rotorDiameter: 120 + next() * 100,
    }));
    const started = performance.now();
    const result = nearestSpacing(turbines);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(1000);
    expect(result.size).toBe(5000);
    for (const turbine of turbines.slice(0, 100)) {
      const best = Math.min(
        ...turbines.filter((other) => other !== turbine).map((other) => distanceMetres(turbine, other)),
      );
      expect(result.get(turbine.id)?.distanceMetres).toBeCloseTo(best, 3);
    }
  });
});

describe('spacingProblems', () => {
  it(`lists the turbines closer than the minimum (${DEFAULT_MIN_SPACING_D} D by default), closest first`, () => {
    const result = nearestSpacing([at('A', 0, 0), at('B', 300, 0), at('C', 700, 0), at('D', 3000, 0)]);
    const problems = spacingProblems(result);
    expect(problems.map((problem) => [problem.id, problem.nearestId])).toEqual([
      ['A', 'B'],
      ['B', 'A'],
      ['C', 'B'],
    ]);
    expect(problems.map((problem) => problem.diameters)).toEqual([
      expect.closeTo(2, 6),
      expect.closeTo(2, 6),
      expect.closeTo(400 / 150, 6),
    ]);
    expect(spacingProblems(result, 2.5).map((problem) => problem.id)).toEqual(['A', 'B']);
  });
});

describe('nearestSpacingWithin', () => {
  it('measures within each scenario: two variants with the same positions give no 0.0 D', () => {
    const variant = (scenario: number) => [
      { ...at(`${scenario}-1`, 0, 0), scenario },
      { ...at(`${scenario}-2`, 600, 0), scenario },
      { ...at(`${scenario}-3`, 1200, 0), scenario },
    ];
    const together = [...variant(1), ...variant(2)];
    // All of them at once (as before): each turbine's neighbour is its twin, 0 m away.
    expect(nearestSpacing(together).get('1-1')?.distanceMetres).toBeCloseTo(0, 6);
    const within = nearestSpacingWithin(together, (turbine) => turbine.scenario);
    for (const turbine of together) {
      const spacing = within.get(turbine.id);
      expect(spacing?.nearestId.split('-')[0]).toBe(String(turbine.scenario));
      expect(spacing?.diameters).toBeCloseTo(600 / 150, 6);
    }
    expect(spacingProblems(within)).toEqual([]);
  });

  it('still finds a pair too close in one scenario, and leaves a turbine alone in its scenario without a neighbour', () => {
    const within = nearestSpacingWithin(
      [
        { ...at('A', 0, 0), scenario: 1 },
        { ...at('B', 200, 0), scenario: 1 },
        { ...at('C', 50, 0), scenario: 2 },
      ],
      (turbine) => turbine.scenario,
    );
    expect(
      spacingProblems(within)
        .map((problem) => problem.id)
        .sort(),
    ).toEqual(['A', 'B']);
    expect(within.has('C')).toBe(false);
  });
});
