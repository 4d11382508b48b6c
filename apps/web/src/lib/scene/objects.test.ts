import { Box3 } from 'three';
import { describe, expect, it } from 'vitest';
import { objectSpec, rotorRpm, TURBINE_DEFAULTS, type ViewerObject } from '@/lib/plan/object-specs';
import { buildCableTrace, buildPowerLine, conductor, pylonPositions, sagOf } from './power-line';
import { fogDensity, sunAt, sunDirection } from './sky';
import { buildSolarField, solarRows } from './solar-field';
import { buildTurbine, turbineParts, yawFacingWind } from './turbine';
import { viewingDate } from './viewing-time';

const object = (o: Partial<ViewerObject>): ViewerObject => ({
  id: 1,
  name: 'x',
  layout: 'Point',
  points: [{ longitude: 4.4, latitude: 52.56 }],
  rotation: { x: 0, y: 0, z: 0, w: 1 },
  plannerObjectTypeId: 1,
  presetId: null,
  plannerObjectDataJson: '{}',
  ...o,
});
const presets = [
  { id: 7, name: 'V150', plannerObjectTypeId: 1, presetDataJson: '{"hubHeight":125,"rotorDiameter":150}' },
];

describe('object specs', () => {
  it('takes dimensions from the object, then its preset, then the stated defaults', () => {
    const spec = objectSpec(object({ presetId: 7, plannerObjectDataJson: '{"hubHeight":140}' }), presets);
    expect(spec).toMatchObject({
      kind: 'turbine',
      hubHeight: { value: 140, source: 'plan' },
      rotorDiameter: { value: 150, source: 'preset' },
      color: { value: TURBINE_DEFAULTS.color, source: 'default' },
    });
    expect(objectSpec(object({ plannerObjectDataJson: 'not json' }), [])).toMatchObject({
      hubHeight: { value: 150, source: 'default' },
      rotorDiameter: { value: 236, source: 'default' },
    });
  });

  it('draws Areas as solar fields, Paths of the cable type or with a depth as cables, other Paths as power lines', () => {
    expect(objectSpec(object({ layout: 'Area', plannerObjectTypeId: 2 }), []).kind).toBe('solar');
    expect(objectSpec(object({ layout: 'Path', plannerObjectTypeId: 3 }), []).kind).toBe('cable');
    expect(
      objectSpec(
        object({ layout: 'Path', plannerObjectTypeId: 99, plannerObjectDataJson: '{"depth":1.5}' }),
        [],
      ).kind,
    ).toBe('cable');
    expect(objectSpec(object({ layout: 'Path', plannerObjectTypeId: 99 }), [])).toMatchObject({
      kind: 'powerLine',
      pylonHeight: { value: 50, source: 'default' },
      span: { value: 400, source: 'default' },
    });
  });

  it('takes a stationary object by its type: its own settings, else its preset’s, else the catalogue’s', () => {
    const preset = {
      id: 5,
      name: 'Hall',
      plannerObjectTypeId: 12,
      presetDataJson: '{"height":9,"width":14}',
    };
    expect(
      objectSpec(
        object({
          layout: 'Point',
          plannerObjectTypeId: 12,
          presetId: 5,
          plannerObjectDataJson: '{"length":30,"width":500.5}',
        }),
        [preset],
      ),
    ).toEqual({
      kind: 'building',
      settings: { length: 30, width: 14, height: 9, roof: 'flat', roofHeight: 3, bearing: 0 },
    });
    expect(objectSpec(object({ layout: 'Path', plannerObjectTypeId: 14 }), []).kind).toBe('noiseBarrier');
  });

  it('turns large rotors slowly: about 6.5 rpm at 236 m, at most 15 rpm', () => {
    expect(rotorRpm(236)).toBeCloseTo(6.47, 1);
    expect(rotorRpm(150)).toBeCloseTo(10.2, 1);
    expect(rotorRpm(20)).toBe(15);
  });
});

describe('object builders', () => {
  it('builds a turbine to tip height, its rotor facing the wind', () => {
    const { group, rotor } = buildTurbine({ hubHeight: 150, rotorDiameter: 236, color: '#e6e8ea' }, 270);
    group.updateMatrixWorld(true);
    const box = new Box3().setFromObject(group);
    expect(box.min.y).toBeCloseTo(0, 1);
    expect(box.max.y).toBeGreaterThan(260);
    expect(box.max.y).toBeLessThanOrEqual(
      turbineParts({ hubHeight: 150, rotorDiameter: 236, color: '' }).tipHeight + 1,
    );
    expect(rotor.children).toHaveLength(4); // hub and three blades
    // Wind from the west: the rotor sits on the west side of the tower (−x).
    expect(rotor.getWorldPosition(rotor.position.clone()).x).toBeLessThan(-5);
    expect(yawFacingWind(180)).toBeCloseTo(0, 9); // wind from the south: rotor towards +z (south)
  });

  it('fills a polygon with east-west rows and keeps the far level flat', () => {
    const square: Array<[number, number]> = [
      [0, 0],
      [100, 0],
      [100, 60],
      [0, 60],
    ];
    const rows = solarRows(square, 6);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ north: 3, from: 0, to: 100 });
    const triangle = solarRows(
      [
        [0, 0],
        [100, 0],
        [0, 100],
      ],
      10,
    );
    expect(triangle[0]!.to).toBeCloseTo(95, 6);
    expect(triangle.at(-1)!.to).toBeCloseTo(5, 6);
    const field = buildSolarField(square, { tilt: 20, rowSpacing: 6, panelHeight: 2.5 });
    expect(field.levels).toHaveLength(2);
    expect(field.levels[0]!.object.children).toHaveLength(10);
    expect(field.levels[1]!.distance).toBe(3000);
  });

  it('spaces pylons at most a span apart and sags the conductors in the middle', () => {
    const path: Array<[number, number, number]> = [
      [0, 0, 0],
      [1000, 0, 0],
      [1000, 500, 0],
    ];
    const pylons = pylonPositions(path, 400);
    expect(pylons).toHaveLength(6); // 0, 333, 667, 1000 | 1250, 1500
    expect(pylons[1]![0]).toBeCloseTo(333.33, 1);
    const wire = conductor([0, 0, 40], [400, 0, 40]);
    expect(wire[8]![2]).toBeCloseTo(40 - sagOf(400), 6);
    expect(sagOf(400)).toBe(12);
    const line = buildPowerLine(path, { pylonHeight: 50, span: 400 });
    expect(line.pylons).toBe(6);
    expect(line.group.children).toHaveLength(6 * 2 + 5 * 3);
    expect(buildCableTrace(path).name).toBe('cable');
  });
});

describe('sky', () => {
  it('puts the sun west-north-west and low on a June evening at Egmond (suncalc 2: degrees from north)', () => {
    const sun = sunAt(new Date('2025-06-21T17:30:00Z'), 52.6205, 4.624);
    expect(sun.azimuth).toBeGreaterThan(280);
    expect(sun.azimuth).toBeLessThan(300);
    expect(sun.altitude).toBeGreaterThan(15);
    expect(sun.altitude).toBeLessThan(25);
    const [x, y, z] = sunDirection({ azimuth: 90, altitude: 0 });
    expect([x, y, z].map((v) => Math.round(v * 1e6) / 1e6)).toEqual([1, 0, -0]);
  });

  it('leaves 2 % contrast at the visibility distance', () => {
    expect(Math.exp(-((fogDensity(30) * 30_000) ** 2))).toBeCloseTo(0.02, 6);
  });

  it("uses the viewpoint's time, or noon UTC today when it has none", () => {
    expect(viewingDate('2025-06-21T17:30:00.000Z')).toMatchObject({ fromPlan: true });
    const fallback = viewingDate(null, new Date('2026-03-01T22:10:00Z'));
    expect(fallback).toEqual({ date: new Date('2026-03-01T12:00:00Z'), fromPlan: false });
  });
});
