import { describe, expect, it } from 'vitest';
import { geodesicDestination, type LonLat } from './geodesy.js';
import {
  checkSetbacks,
  featureDistance,
  largestTurbineSize,
  requirementText,
  type SetbackConstraintLayer,
  type SetbackReceptor,
  type SetbackRuleInput,
  type SetbackTurbine,
  setbackZones,
  shownDistance,
  shownRequired,
} from './setbacks.js';
import { bruteForceEdgeDistance, vincentyDistance } from './vincenty.test-support.js';

const ll = (longitude: number, latitude: number): LonLat => ({ longitude, latitude });
const FOUR_H: SetbackRuleInput = {
  id: 1,
  name: '4 × tip height from dwellings',
  targetKind: 'receptor',
  receptorCategory: 'dwelling',
  distanceValue: 4,
  distanceUnit: 'tipHeight',
};
// Tip height 200 m: hub 140 m, rotor 120 m.
const turbineAt = (at: LonLat, id = 3): SetbackTurbine => ({
  ...at,
  id,
  name: `Turbine ${id}`,
  hubHeight: 140,
  rotorDiameter: 120,
});
const tower = ll(5, 52);
const house = (at: LonLat, category: SetbackReceptor['category'] = 'dwelling'): SetbackReceptor => ({
  ...at,
  id: 9,
  name: 'Farm de Vries',
  category,
});

describe('the issue case: 4 × tip height from dwellings', () => {
  it('flags a turbine 500 m from a house (tip 200 m) with the sentence, and not at 900 m', () => {
    const near = geodesicDestination(tower, 90, 500.4);
    const [breach, ...others] = checkSetbacks({
      rules: [FOUR_H],
      turbines: [turbineAt(tower)],
      receptors: [house(near)],
      boundaries: [],
    });
    expect(others).toEqual([]);
    expect(breach!.message).toBe(
      'Turbine 3 is 500 m from Farm de Vries; the rule asks 800 m (4 × tip height 200 m)',
    );
    expect(Math.abs(breach!.distance - vincentyDistance(tower, near))).toBeLessThan(0.001);
    expect(breach!.required).toBe(800);
    const far = geodesicDestination(tower, 90, 900);
    expect(
      checkSetbacks({
        rules: [FOUR_H],
        turbines: [turbineAt(tower)],
        receptors: [house(far)],
        boundaries: [],
      }),
    ).toEqual([]);
  });

  // The same places as the server test (apps/server/src/modules/setbacks/check.test.ts): both
  // must find this distance, Vincenty's, within 0.1 m.
  it('finds the shared case at its Vincenty distance', () => {
    const receptor = house(ll(5.0075, 52));
    const [breach] = checkSetbacks({
      rules: [FOUR_H],
      turbines: [turbineAt(tower)],
      receptors: [receptor],
      boundaries: [],
    });
    expect(vincentyDistance(tower, receptor)).toBeCloseTo(515.085, 3);
    expect(Math.abs(breach!.distance - 515.085)).toBeLessThan(0.1);
    expect(breach!.message).toBe(
      'Turbine 3 is 515 m from Farm de Vries; the rule asks 800 m (4 × tip height 200 m)',
    );
  });
});

describe('rules', () => {
  it('counts from the nearest wall of a footprint, 0 inside it', () => {
    const footprint = [
      [ll(5.0073, 51.99995), ll(5.0076, 51.99995), ll(5.0076, 52.00006), ll(5.0073, 52.00006)],
    ];
    const receptor = { ...house(ll(5.00745, 52)), footprint };
    const [breach] = checkSetbacks({
      rules: [FOUR_H],
      turbines: [turbineAt(tower)],
      receptors: [receptor],
      boundaries: [],
    });
    // The west wall is at 5.0073°, nearer than the centroid.
    expect(breach!.distance).toBeLessThan(vincentyDistance(tower, receptor) - 9);
    expect(Math.abs(breach!.distance - vincentyDistance(tower, ll(5.0073, 52)))).toBeLessThan(0.01);
    const inside = checkSetbacks({
      rules: [FOUR_H],
      turbines: [turbineAt(ll(5.00745, 52))],
      receptors: [receptor],
      boundaries: [],
    });
    expect(inside[0]!.distance).toBe(0);
  });

  it('applies a rule to its category only', () => {
    const near = geodesicDestination(tower, 0, 300);
    expect(
      checkSetbacks({
        rules: [FOUR_H],
        turbines: [turbineAt(tower)],
        receptors: [house(near, 'school')],
        boundaries: [],
      }),
    ).toEqual([]);
  });

  it('reads metres and rotor diameters', () => {
    const near = geodesicDestination(tower, 45, 250.4);
    const metres: SetbackRuleInput = { ...FOUR_H, id: 2, distanceValue: 300, distanceUnit: 'm' };
    const rotors: SetbackRuleInput = { ...FOUR_H, id: 3, distanceValue: 2.5, distanceUnit: 'rotorDiameter' };
    const breaches = checkSetbacks({
      rules: [metres, rotors],
      turbines: [turbineAt(tower)],
      receptors: [house(near)],
      boundaries: [],
    });
    expect(breaches.map((b) => b.message)).toEqual([
      'Turbine 3 is 250 m from Farm de Vries; the rule asks 300 m',
      'Turbine 3 is 250 m from Farm de Vries; the rule asks 300 m (2.5 × rotor diameter 120 m)',
    ]);
  });

  it('rounds a distance down and a requirement up, so that a breach never reads equal', () => {
    expect(shownDistance(799.99)).toBe('799 m');
    expect(shownRequired(800)).toBe('800 m');
    expect(shownRequired(200.4)).toBe('201 m');
    expect(shownDistance(1234.5)).toBe('1,234 m');
    expect(
      requirementText(
        { distanceValue: 1.5, distanceUnit: 'tipHeight' },
        { tipHeight: 133.6, rotorDiameter: 1 },
      ),
    ).toBe('201 m (1.5 × tip height 133.6 m)');
    const near = geodesicDestination(tower, 90, 799.99);
    const [breach] = checkSetbacks({
      rules: [FOUR_H],
      turbines: [turbineAt(tower)],
      receptors: [house(near)],
      boundaries: [],
    });
    expect(breach!.message).toContain('is 799 m from');
    const at = geodesicDestination(tower, 90, 800.001);
    expect(
      checkSetbacks({
        rules: [FOUR_H],
        turbines: [turbineAt(tower)],
        receptors: [house(at)],
        boundaries: [],
      }),
    ).toEqual([]);
  });
});

describe('the site boundary', () => {
  // A square about 1.4 km across around the tower.
  const square = [ll(4.99, 51.994), ll(5.01, 51.994), ll(5.01, 52.006), ll(4.99, 52.006)];
  const boundary = { id: 20, name: 'Site North', parts: [[square]] };
  const rule: SetbackRuleInput = {
    id: 4,
    name: 'Inside the site',
    targetKind: 'siteBoundary',
    receptorCategory: null,
    distanceValue: 100,
    distanceUnit: 'm',
  };
  const check = (at: LonLat) =>
    checkSetbacks({ rules: [rule], turbines: [turbineAt(at)], receptors: [], boundaries: [boundary] });

  it('lets a turbine stand well inside', () => {
    expect(check(tower)).toEqual([]);
  });

  it('flags one inside but too near the edge', () => {
    const near = ll(5, 52.0055); // about 55 m south of the north edge
    const [breach] = check(near);
    expect(breach!.outside).toBe(false);
    // The north edge is a geodesic, a little north of the parallel between its corners.
    const reference = bruteForceEdgeDistance(near, square[3]!, square[2]!);
    expect(Math.abs(breach!.distance - reference)).toBeLessThan(0.01);
    expect(breach!.message).toBe(
      `Turbine 3 is ${shownDistance(breach!.distance)} from the edge of Site North; the rule asks 100 m`,
    );
  });

  it('flags one outside, with its distance to the edge', () => {
    const out = ll(5, 52.007);
    const [breach] = check(out);
    expect(breach!.outside).toBe(true);
    expect(breach!.message).toBe(
      `Turbine 3 stands ${shownDistance(breach!.distance)} outside Site North; the rule asks it inside, 100 m from the edge`,
    );
  });

  it('counts a second part of the boundary as inside', () => {
    const east = [ll(5.02, 51.994), ll(5.04, 51.994), ll(5.04, 52.006), ll(5.02, 52.006)];
    const twoParts = { ...boundary, parts: [[square], [east]] };
    expect(
      checkSetbacks({
        rules: [rule],
        turbines: [turbineAt(ll(5.03, 52))],
        receptors: [],
        boundaries: [twoParts],
      }),
    ).toEqual([]);
  });
});

describe('constraint layers', () => {
  // A road bending past the tower to the north-east, and a nature area to the south-west.
  const road = [ll(4.994, 52.004), ll(5.003, 52.0031), ll(5.012, 52.006)];
  const nature = [ll(4.985, 51.992), ll(4.996, 51.9925), ll(4.995, 51.9975), ll(4.987, 51.998)];
  const layer: SetbackConstraintLayer = {
    id: 31,
    name: 'Roads',
    geometries: [
      { type: 'LineString', coordinates: road.map((p) => [p.longitude, p.latitude]) },
      { type: 'Polygon', coordinates: [[...nature, nature[0]!].map((p) => [p.longitude, p.latitude])] },
    ],
  };
  const rule: SetbackRuleInput = {
    id: 6,
    name: '1.5 × tip height from roads',
    targetKind: 'constraintLayer',
    receptorCategory: null,
    constraintLayerId: 31,
    distanceValue: 1.5,
    distanceUnit: 'tipHeight',
  };
  /** The brute-force reference: every edge of a path sampled densely along its own geodesic. */
  const bruteForcePath = (from: LonLat, path: readonly LonLat[]) =>
    Math.min(...path.slice(1).map((b, i) => bruteForceEdgeDistance(from, path[i]!, b)));

  it('measures to the nearest point of a line within 0.1 m of a dense sampling of it', () => {
    for (const at of [tower, ll(5.006, 52.0005), ll(5.0, 52.0029), ll(5.015, 52.01)]) {
      const reference = bruteForcePath(at, road);
      expect(Math.abs(featureDistance(at, layer.geometries[0]!) - reference), `${at.longitude}`).toBeLessThan(
        0.1,
      );
    }
  });

  it('measures to the nearest edge of a polygon, and 0 inside it', () => {
    const ring = [...nature, nature[0]!];
    for (const at of [tower, ll(4.98, 51.995), ll(4.991, 51.99)]) {
      const reference = bruteForcePath(at, ring);
      expect(Math.abs(featureDistance(at, layer.geometries[1]!) - reference)).toBeLessThan(0.1);
    }
    expect(featureDistance(ll(4.99, 51.995), layer.geometries[1]!)).toBe(0);
  });

  it('flags a turbine nearer than asked to the nearest feature of the layer, with the sentence', () => {
    const at = ll(5.0, 52.0025);
    const [breach, ...others] = checkSetbacks({
      rules: [rule],
      turbines: [turbineAt(at)],
      receptors: [],
      boundaries: [],
      constraintLayers: [layer],
    });
    expect(others).toEqual([]);
    expect(Math.abs(breach!.distance - bruteForcePath(at, road))).toBeLessThan(0.1);
    // apps/server/src/modules/setbacks/routes.test.ts checks the server's answer against this figure.
    expect(Math.abs(breach!.distance - 98.86)).toBeLessThan(0.01);
    expect(breach!.required).toBe(300);
    expect(breach!.featureId).toBe(31);
    expect(breach!.message).toBe(
      `Turbine 3 is ${shownDistance(breach!.distance)} from Roads; the rule asks 300 m (1.5 × tip height 200 m)`,
    );
  });

  it('lets a turbine far enough from every feature stand, and asks nothing of a layer not given', () => {
    const far = ll(5.02, 51.99);
    expect(bruteForcePath(far, road)).toBeGreaterThan(300);
    const input = { rules: [rule], turbines: [turbineAt(far)], receptors: [], boundaries: [] };
    expect(checkSetbacks({ ...input, constraintLayers: [layer] })).toEqual([]);
    expect(checkSetbacks({ ...input, turbines: [turbineAt(tower)] })).toEqual([]);
  });

  it('counts a turbine inside an area of the layer at 0 m', () => {
    const [breach] = checkSetbacks({
      rules: [{ ...rule, distanceValue: 300, distanceUnit: 'm' }],
      turbines: [turbineAt(ll(4.99, 51.995))],
      receptors: [],
      boundaries: [],
      constraintLayers: [layer],
    });
    expect(breach!.distance).toBe(0);
    expect(breach!.message).toBe('Turbine 3 is 0 m from Roads; the rule asks 300 m');
  });
});

describe('buffer zones', () => {
  it('draws each receptor of the category at the distance of the largest turbine', () => {
    const small = { ...turbineAt(tower, 1), hubHeight: 100, rotorDiameter: 100 };
    const large = { ...turbineAt(tower, 2), hubHeight: 150, rotorDiameter: 140 };
    const size = largestTurbineSize([small, large])!;
    expect(size).toEqual({ tipHeight: 220, rotorDiameter: 140 });
    const receptor = house(ll(5.01, 52));
    const zones = setbackZones([FOUR_H], [receptor, { ...receptor, id: 10, category: 'school' }], size);
    expect(zones).toHaveLength(1);
    expect(zones[0]!.distance).toBe(880);
    for (const p of zones[0]!.ring) expect(Math.abs(vincentyDistance(receptor, p) - 880)).toBeLessThan(0.001);
  });

  it('a turbine on the zone edge is at the rule distance: just inside breaks the rule, just outside does not', () => {
    const receptor = house(ll(5.01, 52));
    const [zone] = setbackZones([FOUR_H], [receptor], { tipHeight: 200, rotorDiameter: 120 });
    const edge = zone!.ring[10]!;
    const inward = geodesicDestination(edge, 90 - 50, 0); // the edge point itself
    const inside = { ...inward, latitude: inward.latitude + (receptor.latitude - inward.latitude) * 0.001 };
    const outside = { ...inward, latitude: inward.latitude - (receptor.latitude - inward.latitude) * 0.001 };
    const run = (at: LonLat) =>
      checkSetbacks({ rules: [FOUR_H], turbines: [turbineAt(at)], receptors: [receptor], boundaries: [] });
    expect(run(inside)).toHaveLength(1);
    expect(run(outside)).toEqual([]);
  });
});
