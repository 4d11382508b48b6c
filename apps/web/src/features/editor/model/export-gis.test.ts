// @vitest-environment jsdom
import type { PlannerObject, PlannerPoint } from '@vantage/contracts';
import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { toWgs84 } from './coordinates';
import { toGeoPackage, toKml } from './export-gis';
import { distanceMetres } from './geometry';
import { RD_NEW, WGS84 } from './import/fixtures/systems';
import { readGeoPackage } from './import/gis/geopackage';
import { parseKml } from './import/kml';

beforeAll(activatePlannerEnglish);

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});

let nextId = 1;
function placed(
  kind: keyof typeof PLANNER_OBJECT_KINDS,
  points: PlannerPoint[],
  data: object = {},
): PlannerObject {
  const { typeId, layout } = PLANNER_OBJECT_KINDS[kind];
  return {
    id: nextId,
    projectId: 1,
    scenarioId: 10,
    name: `${kind} ${nextId++} <&"Zuid">`,
    layout,
    plannerObjectTypeId: typeId,
    presetId: null,
    rotation: { x: 0, y: 0, z: 0, w: 1 },
    plannerObjectDataJson: JSON.stringify(data),
    tagNames: [],
    version: 1,
    points,
  } as PlannerObject;
}

// A plan in RD New with a turbine, a cable and a solar field, positions to the micrometre.
const rd = (x: number, y: number) => toWgs84(RD_NEW, x, y);
const plan = [
  placed('turbine', [rd(150_000.123, 450_000.456)], { hubHeight: 120, rotorDiameter: 150 }),
  placed('turbine', [rd(150_600.5, 450_200.25)], { hubHeight: 120, rotorDiameter: 150 }),
  placed('cable', [rd(150_000.123, 450_000.456), rd(150_600.5, 450_200.25)], { depth: 1.2 }),
  placed('solar', [rd(150_800, 449_800), rd(151_300, 449_800), rd(151_300, 450_100), rd(150_800, 450_100)]),
];

/** Every position of the plan and of what came back, pairwise, in metres (geodesic). */
function offsets(back: PlannerPoint[][]): number[] {
  expect(back.map((points) => points.length)).toEqual(
    plan.map((object) => object.points.length + (object.layout === 'Area' ? 1 : 0)),
  );
  return plan.flatMap((object, index) =>
    object.points.map((point, at) => distanceMetres(point, back[index]?.[at] as PlannerPoint)),
  );
}

describe('export to GIS files', () => {
  it('KML re-imports to the same places (≤ 1 cm) with a folder per kind and the names as written', () => {
    const text = toKml('Windpark <Zuid>', plan);
    expect(text.match(/<Folder>/g)).toHaveLength(3);
    expect(text).toContain('<name>Wind turbines</name>');
    const result = parseKml(text);
    expect(result.errors).toEqual([]);
    expect(result.objects.map((object) => object.name)).toEqual(plan.map((object) => object.name));
    expect(result.objects.map((object) => object.kind)).toEqual(['turbine', 'turbine', 'cable', 'solar']);
    const back = result.objects.map((object) =>
      object.layout === 'Area' ? [...object.points, object.points[0] as PlannerPoint] : object.points,
    );
    for (const offset of offsets(back)) expect(offset).toBeLessThan(0.01);
    expect(result.objects[0]?.data).toMatchObject({ hubHeight: 120, rotorDiameter: 150 });
  });

  it("a GeoPackage holds a table per kind in the project's system, read back to the same places (≤ 1 cm)", () => {
    const bytes = toGeoPackage(SQL, plan, RD_NEW);
    // A GeoPackage by its header: SQLite with the application id "GPKG".
    expect(new TextDecoder().decode(bytes.slice(0, 15))).toBe('SQLite format 3');
    expect(new DataView(bytes.buffer, bytes.byteOffset).getUint32(68)).toBe(0x47504b47);
    const read = readGeoPackage(SQL, bytes);
    expect(read.errors).toEqual([]);
    expect(read.layers.map((layer) => [layer.name, layer.epsgCode, layer.features.length])).toEqual([
      ['Cables', 28992, 1],
      ['Solar fields', 28992, 1],
      ['Wind turbines', 28992, 2],
    ]);
    const byName = new Map(
      read.layers.flatMap((layer) => layer.features.map((feature) => [feature.properties.name, feature])),
    );
    const back = plan.map((object) => {
      const geometry = byName.get(object.name)?.geometry;
      if (!geometry) throw new Error(`${object.name} is missing`);
      const positions =
        geometry.type === 'Point'
          ? [geometry.coordinates]
          : geometry.type === 'LineString'
            ? geometry.coordinates
            : geometry.type === 'Polygon'
              ? (geometry.coordinates[0] ?? [])
              : [];
      return positions.map(([x = 0, y = 0]) => toWgs84(RD_NEW, x, y));
    });
    // The area's ring is closed and may run the other way round: compare it as a set of corners.
    const solarIndex = plan.findIndex((object) => object.layout === 'Area');
    const solar = plan[solarIndex] as PlannerObject;
    const ring = back[solarIndex] as PlannerPoint[];
    for (const corner of solar.points)
      expect(Math.min(...ring.map((point) => distanceMetres(point, corner)))).toBeLessThan(0.01);
    back[solarIndex] = [...solar.points, solar.points[0] as PlannerPoint];
    for (const offset of offsets(back)) expect(offset).toBeLessThan(0.01);
    const turbine = byName.get(plan[0]?.name);
    expect(turbine?.properties).toMatchObject({ hubHeight: 120, rotorDiameter: 150, kind: 'turbine' });
  });

  it('a project in WGS 84 gets a GeoPackage in longitude and latitude', () => {
    const bytes = toGeoPackage(SQL, [placed('turbine', [{ longitude: 4.6, latitude: 52.6 }])], WGS84);
    const read = readGeoPackage(SQL, bytes);
    expect(read.layers[0]?.epsgCode).toBe(4326);
    expect(read.layers[0]?.features[0]?.geometry).toEqual({ type: 'Point', coordinates: [4.6, 52.6] });
  });
});
