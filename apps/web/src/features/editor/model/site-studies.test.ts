import { i18n } from '@lingui/core';
import type { PlannerObject, Preset } from '@vantage/contracts';
import { PLANNER_OBJECT_KINDS, TURBINE_DEFAULT_SIZE } from '@vantage/contracts';
import { layoutFigures } from '@vantage/contracts/studies/layout-figures';
import { checkSetbacks } from '@vantage/contracts/studies/setbacks';
import { bruteForceEdgeDistance, vincentyDistance } from '@vantage/contracts/studies/vincenty.test-support';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { measureText } from './measure';
import {
  figureRows,
  figuresCsv,
  isProjectWide,
  layoutFiguresInput,
  setbackReceptors,
  setbackTurbines,
  siteBoundaries,
  turbinesOutsideBoundary,
} from './site-studies';

beforeAll(activatePlannerEnglish);

let nextId = 1;
function object(
  o: Partial<PlannerObject> & Pick<PlannerObject, 'plannerObjectTypeId' | 'points'>,
): PlannerObject {
  const kind = Object.values(PLANNER_OBJECT_KINDS).find((k) => k.typeId === o.plannerObjectTypeId);
  return {
    id: nextId++,
    projectId: 1,
    scenarioId: 10,
    name: `Object ${nextId}`,
    layout: kind?.layout ?? 'Point',
    presetId: null,
    rotation: { x: 0, y: 0, z: 0, w: 1 },
    plannerObjectDataJson: '{}',
    tagNames: [],
    version: 1,
    ...o,
  } as PlannerObject;
}

const T = PLANNER_OBJECT_KINDS;
const at = (longitude: number, latitude: number) => ({ longitude, latitude });
const preset: Preset = {
  id: 7,
  projectId: 1,
  name: 'V136',
  plannerObjectTypeId: T.turbine.typeId,
  presetDataJson: JSON.stringify({ hubHeight: 112, rotorDiameter: 136, ratedPowerKw: 4200 }),
} as Preset;

describe('what the site studies read from the plan', () => {
  it('takes only planned turbines as turbines, each with its own size, else its preset’s, else the default', () => {
    const own = object({
      plannerObjectTypeId: T.turbine.typeId,
      points: [at(5, 52)],
      plannerObjectDataJson: JSON.stringify({ hubHeight: 140, rotorDiameter: 120 }),
    });
    const fromPreset = object({ plannerObjectTypeId: T.turbine.typeId, points: [at(5.01, 52)], presetId: 7 });
    const bare = object({ plannerObjectTypeId: T.turbine.typeId, points: [at(5.02, 52)] });
    const receptor = object({ plannerObjectTypeId: T.receptor.typeId, points: [at(5.03, 52)] });
    const existing = object({ plannerObjectTypeId: T.existingTurbine.typeId, points: [at(5.04, 52)] });
    const turbines = setbackTurbines([own, fromPreset, bare, receptor, existing], [preset]);
    expect(turbines.map((t) => [t.id, t.hubHeight, t.rotorDiameter])).toEqual([
      [own.id, 140, 120],
      [fromPreset.id, 112, 136],
      [bare.id, TURBINE_DEFAULT_SIZE.hubHeight, TURBINE_DEFAULT_SIZE.rotorDiameter],
    ]);
    expect([own, receptor, existing].map(isProjectWide)).toEqual([false, true, true]);
  });

  it('reads a receptor’s category as the server does: unknown or missing is other', () => {
    const school = object({
      plannerObjectTypeId: T.receptor.typeId,
      points: [at(5, 52)],
      plannerObjectDataJson: JSON.stringify({ category: 'school' }),
    });
    const odd = object({
      plannerObjectTypeId: T.receptor.typeId,
      points: [at(5, 52)],
      plannerObjectDataJson: JSON.stringify({ category: 'castle' }),
    });
    expect(setbackReceptors([school, odd]).map((r) => r.category)).toEqual(['school', 'other']);
  });

  it('measures a building receptor from the nearest point of its footprint (against a dense sampling), its point without one', () => {
    // An L-shaped barn about 600 m east of the tower, as the GIS import keeps it (closed ring).
    const corners = [
      [5.0085, 51.9998],
      [5.0092, 51.9998],
      [5.0092, 52.0004],
      [5.0089, 52.0004],
      [5.0089, 52.0001],
      [5.0085, 52.0001],
      [5.0085, 51.9998],
    ];
    const barn = object({
      name: 'Barn',
      plannerObjectTypeId: T.receptor.typeId,
      points: [at(5.0088, 52.0001)],
      plannerObjectDataJson: JSON.stringify({ category: 'dwelling', footprint: [corners] }),
    });
    const house = object({
      plannerObjectTypeId: T.receptor.typeId,
      points: [at(5.0088, 52.0001)],
      plannerObjectDataJson: JSON.stringify({ category: 'dwelling', footprint: [[[5, 52]]] }),
    });
    const receptors = setbackReceptors([barn, house]);
    expect(receptors[1]!.footprint).toBeNull();
    const turbine = object({
      plannerObjectTypeId: T.turbine.typeId,
      points: [at(5, 52)],
      plannerObjectDataJson: JSON.stringify({ hubHeight: 140, rotorDiameter: 120 }),
    });
    const ring = corners.map(([longitude, latitude]) => at(longitude!, latitude!));
    const reference = Math.min(
      ...ring.slice(1).map((b, i) => bruteForceEdgeDistance(at(5, 52), ring[i]!, b)),
    );
    const breaches = checkSetbacks({
      rules: [
        {
          id: 1,
          name: '4H',
          targetKind: 'receptor',
          receptorCategory: 'dwelling',
          distanceValue: 4,
          distanceUnit: 'tipHeight',
        },
      ],
      turbines: setbackTurbines([turbine], []),
      receptors,
      boundaries: [],
    });
    const [toBarn, toHouse] = breaches;
    expect(Math.abs(toBarn!.distance - reference)).toBeLessThan(0.1);
    expect(toBarn!.featureName).toBe('Barn');
    expect(Math.abs(toHouse!.distance - vincentyDistance(at(5, 52), at(5.0088, 52.0001)))).toBeLessThan(
      0.001,
    );
    const figures = layoutFigures(layoutFiguresInput([turbine, barn], [], turbine.scenarioId));
    expect(Math.abs(figures.nearestReceptors[0]!.distance! - reference)).toBeLessThan(0.1);
    // The server's routes.test.ts finds this distance for the same barn.
    expect(Math.abs(reference - 583.76)).toBeLessThan(0.01);
  });

  it('flags the turbines outside every part of the site boundary, none without a boundary', () => {
    const square = (west: number, south: number) =>
      object({
        plannerObjectTypeId: T.siteBoundary.typeId,
        points: [
          at(west, south),
          at(west + 0.01, south),
          at(west + 0.01, south + 0.01),
          at(west, south + 0.01),
        ],
      });
    const inFirst = object({ plannerObjectTypeId: T.turbine.typeId, points: [at(5.005, 52.005)] });
    const inSecond = object({ plannerObjectTypeId: T.turbine.typeId, points: [at(5.105, 52.005)] });
    const outside = object({ plannerObjectTypeId: T.turbine.typeId, points: [at(5.05, 52.005)] });
    const turbines = setbackTurbines([inFirst, inSecond, outside], []);
    const parts = siteBoundaries([square(5, 52), square(5.1, 52)]);
    expect(turbinesOutsideBoundary(turbines, parts).map((t) => t.id)).toEqual([outside.id]);
    expect(turbinesOutsideBoundary(turbines, [])).toEqual([]);
  });

  it('sums a scenario’s capacity and lengths, against Vincenty’s distances within 1 mm, leaving out receptors, existing turbines and other scenarios', () => {
    const turbines = [
      object({ plannerObjectTypeId: T.turbine.typeId, points: [at(5, 52)], presetId: 7 }),
      object({
        plannerObjectTypeId: T.turbine.typeId,
        points: [at(5.01, 52)],
        plannerObjectDataJson: JSON.stringify({ ratedPowerKw: 3600 }),
      }),
      object({ plannerObjectTypeId: T.turbine.typeId, points: [at(5.02, 52)] }),
    ];
    const cable = [at(5, 52), at(5.01, 52.003), at(5.02, 52)];
    const line = [at(5.02, 52), at(5.05, 52.02)];
    const house = object({
      name: 'Farm de Vries',
      plannerObjectTypeId: T.receptor.typeId,
      points: [at(5, 52.004)],
    });
    const objects = [
      ...turbines,
      object({ plannerObjectTypeId: T.cable.typeId, points: cable }),
      object({ plannerObjectTypeId: T.powerLine.typeId, points: line }),
      house,
      object({ plannerObjectTypeId: T.existingTurbine.typeId, points: [at(5.2, 52)], presetId: 7 }),
      object({ plannerObjectTypeId: T.turbine.typeId, points: [at(5.3, 52)], presetId: 7, scenarioId: 11 }),
    ];
    const figures = layoutFigures(layoutFiguresInput(objects, [preset], 10));
    expect(figures.turbineCount).toBe(3);
    expect(figures.installedCapacityMw).toBeCloseTo((4200 + 3600) / 1000, 12);
    expect(figures.turbinesWithoutRatedPower).toBe(1);
    expect(figures.existingTurbineCount).toBe(1);
    const cableMetres = vincentyDistance(cable[0]!, cable[1]!) + vincentyDistance(cable[1]!, cable[2]!);
    expect(Math.abs(figures.cableLengthKm * 1000 - cableMetres)).toBeLessThan(0.001);
    expect(Math.abs(figures.powerLineLengthKm * 1000 - vincentyDistance(line[0]!, line[1]!))).toBeLessThan(
      0.001,
    );
    expect(figures.nearestReceptors[0]).toMatchObject({ receptorName: 'Farm de Vries' });
    expect(
      Math.abs(figures.nearestReceptors[0]!.distance! - vincentyDistance(at(5, 52), at(5, 52.004))),
    ).toBeLessThan(0.001);

    const names = new Map(objects.map((o) => [o.id, o.name]));
    const rows = figureRows(figures, names);
    expect(rows).toContainEqual(
      expect.objectContaining({
        figure: 'Installed capacity',
        amount: figures.installedCapacityMw,
        digits: 3,
        unit: 'MW',
      }),
    );
    const csv = Papa.parse<string[]>(figuresCsv([{ scenario: { name: '=Scenario 1' }, rows }]), {
      skipEmptyLines: true,
    });
    expect(csv.data[0]).toEqual(['Scenario', 'Figure', 'Value', 'Unit']);
    // A name that a spreadsheet would run as a formula is written as text.
    expect(csv.data[1]).toEqual(["'=Scenario 1", 'Wind turbines', '3', '']);
    expect(csv.data.find((row) => row[1] === 'Installed capacity')).toEqual([
      "'=Scenario 1",
      'Installed capacity',
      '7.800',
      'MW',
    ]);
  });
});

describe('the figures’ words', () => {
  const figures = {
    turbineCount: 2,
    installedCapacityMw: 8.4,
    turbinesWithoutRatedPower: 1,
    solarFieldCount: 1,
    solarAreaHa: 12.5,
    solarPeakPowerMwp: 9.1,
    solarFieldsWithoutDensity: 1,
    cableLengthKm: 1.2,
    powerLineLengthKm: 0,
    existingTurbineCount: 3,
    nearestReceptors: [
      { turbineId: 1, receptorId: 5, receptorName: 'Farm de Vries', distance: 612.7 },
      { turbineId: 2, receptorId: null, receptorName: null, distance: null },
    ],
  } as Parameters<typeof figureRows>[0];

  it('say in the English catalog what the CSV writes, for every row', () => {
    const rows = figureRows(figures, new Map([[1, 'Turbine 1']]));
    expect(rows.map((row) => row.id)).toHaveLength(new Set(rows.map((row) => row.figure)).size);
    for (const row of rows) expect(i18n._(row.id, row.values), row.id).toBe(row.figure);
    expect(rows.at(-2)?.figure).toBe('Nearest receptor of Turbine 1: Farm de Vries');
    expect(rows.at(-1)?.figure).toBe('Nearest receptor of 2');
  });
});

describe('the measuring tool’s words', () => {
  it('says what to do, then the distance, then the area from three points', () => {
    expect(measureText(0, null, 0)).toBe('Click the map to measure: each click adds a point.');
    expect(measureText(0, null, 1)).toBe('Click the next point.');
    expect(measureText(1234.56, null, 2)).toBe('Distance 1,234.6 m');
    expect(measureText(12_345.6, 25_000, 3)).toBe('Distance 12.346 km; area 2.5 ha');
    expect(measureText(300, 5000, 3)).toBe('Distance 300 m; area 5,000 m²');
  });
});
