import { readFileSync } from 'node:fs';
import type { PlannerObject, PlannerPoint, Preset } from '@vantage/contracts';
import type { Polygon } from 'geojson';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { toCsv, toGeoJson } from './export';
import { distanceMetres } from './geometry';
import { parseCsv } from './import/csv';
import { inEnglish } from './import/english.test-support';
import { RD_NEW, UTM_31N, WGS84 } from './import/fixtures/systems';
import { parseGeoJson } from './import/geojson';

beforeAll(activatePlannerEnglish);

let nextId = 1;
const object = (o: Partial<PlannerObject>): PlannerObject => ({
  id: nextId++,
  name: `Object ${nextId}`,
  projectId: 1,
  presetId: null,
  scenarioId: 10,
  tagNames: [],
  layout: 'Point',
  plannerObjectDataJson: '{}',
  points: [{ longitude: 5.418, latitude: 52.496 }],
  version: 1,
  rotation: { x: 0, y: 0, z: 0, w: 1 },
  plannerObjectTypeId: 1,
  ...o,
});

const presets: Preset[] = [
  {
    id: 7,
    projectId: 1,
    name: 'V162',
    version: 1,
    plannerObjectTypeId: 1,
    presetDataJson: '{"hubHeight":119,"rotorDiameter":162}',
  },
];

/** Turbines spread over the Netherlands, with awkward names. */
const turbines = [
  object({
    name: 'WTG 1',
    points: [{ longitude: 5.417_999_961, latitude: 52.495_999_983 }],
    plannerObjectDataJson: '{"hubHeight":135,"rotorDiameter":163}',
  }),
  object({
    name: 'Quote "A", comma',
    points: [{ longitude: 4.627_000_022, latitude: 52.620_000_04 }],
    presetId: 7,
  }),
  object({ name: '=HYPERLINK("x")', points: [{ longitude: 5.691_000_002, latitude: 50.851_399_994 }] }),
  object({ name: 'Vlissingen', points: [{ longitude: 3.572_999_982, latitude: 51.441_999_991 }] }),
];
const SQUARE: PlannerPoint[] = [
  { longitude: 5.4, latitude: 52.5 },
  { longitude: 5.4, latitude: 52.51 },
  { longitude: 5.41, latitude: 52.51 },
  { longitude: 5.41, latitude: 52.5 },
];

describe('toGeoJson', () => {
  it('writes Points, LineStrings and closed anticlockwise Polygons with the names and settings as properties', () => {
    const line = object({
      name: 'Line',
      layout: 'Path',
      plannerObjectTypeId: 4,
      points: SQUARE.slice(0, 2),
      plannerObjectDataJson: '{"pylonHeight":40,"name":"not the name"}',
    });
    const field = object({
      name: 'Field',
      layout: 'Area',
      plannerObjectTypeId: 2,
      points: SQUARE,
      scenarioId: 11,
    });
    const collection = toGeoJson([turbines[1] as PlannerObject, line, field], presets);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((feature) => feature.properties)).toEqual([
      {
        hubHeight: 119,
        rotorDiameter: 162,
        name: 'Quote "A", comma',
        layout: 'Point',
        kind: 'turbine',
        scenarioId: 10,
        presetId: 7,
        presetName: 'V162',
      },
      { pylonHeight: 40, name: 'Line', layout: 'Path', kind: 'powerLine', scenarioId: 10, presetId: null },
      { name: 'Field', layout: 'Area', kind: 'solar', scenarioId: 11, presetId: null },
    ]);
    expect(collection.features[0]?.geometry).toEqual({
      type: 'Point',
      coordinates: [4.62700002, 52.62000004],
    });
    expect(collection.features[1]?.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [5.4, 52.5],
        [5.4, 52.51],
      ],
    });
    // SQUARE runs clockwise (north, east, south); RFC 7946 wants the exterior ring anticlockwise.
    expect((collection.features[2]?.geometry as Polygon | undefined)?.coordinates).toEqual([
      [
        [5.4, 52.5],
        [5.41, 52.5],
        [5.41, 52.51],
        [5.4, 52.51],
        [5.4, 52.5],
      ],
    ]);
  });

  it('reads back through the GeoJSON import to the same objects', () => {
    const field = object({
      name: 'Field',
      layout: 'Area',
      plannerObjectTypeId: 2,
      points: SQUARE,
      plannerObjectDataJson: '{"tilt":25}',
    });
    const result = parseGeoJson(JSON.stringify(toGeoJson([...turbines, field], presets)));
    expect(result.errors).toEqual([]);
    expect(result.objects.map((o) => [o.name, o.layout, o.data])).toEqual([
      ['WTG 1', 'Point', { hubHeight: 135, rotorDiameter: 163 }],
      ['Quote "A", comma', 'Point', { hubHeight: 119, rotorDiameter: 162 }],
      ['=HYPERLINK("x")', 'Point', {}],
      ['Vlissingen', 'Point', {}],
      ['Field', 'Area', { tilt: 25 }],
    ]);
    expect(result.objects[4]?.points).toHaveLength(4);
    // Positions are written to 8 decimals (about a millimetre); the outline may run the other way round.
    const back = result.objects.flatMap((o) => o.points);
    for (const point of [...turbines, field].flatMap((o) => o.points))
      expect(Math.min(...back.map((p) => distanceMetres(p, point)))).toBeLessThan(0.002);
  });
});

describe('stationary objects in the GeoJSON export and import', () => {
  const building = object({
    name: 'Barn',
    plannerObjectTypeId: 12,
    points: [{ longitude: 5.4, latitude: 52.5 }],
    plannerObjectDataJson: '{"length":30,"width":15,"height":9,"bearing":45,"roof":"gable"}',
  });
  const barrier = object({
    name: 'Wall',
    plannerObjectTypeId: 14,
    layout: 'Path',
    points: [
      { longitude: 5.4, latitude: 52.5 },
      { longitude: 5.401, latitude: 52.5 },
    ],
    plannerObjectDataJson: '{"height":4}',
  });

  it('writes a point structure as its footprint with the point it stands at, and reads it back as that object', () => {
    const collection = toGeoJson([building, barrier]);
    const [footprint, wall] = collection.features;
    expect(footprint?.geometry.type).toBe('Polygon');
    expect((footprint!.geometry as Polygon).coordinates[0]).toHaveLength(5);
    expect(footprint?.properties).toMatchObject({ kind: 'building', point: [5.4, 52.5], length: 30 });
    expect(wall?.geometry.type).toBe('LineString');
    const result = parseGeoJson(JSON.stringify(collection));
    expect(result.errors).toEqual([]);
    expect(result.objects.map((o) => [o.name, o.kind, o.layout, o.points, o.data])).toEqual([
      [
        'Barn',
        'building',
        'Point',
        [{ longitude: 5.4, latitude: 52.5 }],
        { roof: 'gable', length: 30, width: 15, height: 9, bearing: 45 },
      ],
      ['Wall', 'noiseBarrier', 'Path', barrier.points, { height: 4 }],
    ]);
  });

  it('reads a footprint without its point at the footprint’s centre, and names a stationary object of the wrong shape', () => {
    const collection = toGeoJson([building]);
    delete collection.features[0]!.properties!.point;
    const [at] = parseGeoJson(JSON.stringify(collection)).objects[0]!.points;
    expect(distanceMetres(at!, { longitude: 5.4, latitude: 52.5 })).toBeLessThan(0.002);
    const wrong = parseGeoJson(
      JSON.stringify({
        type: 'Feature',
        properties: { kind: 'noiseBarrier' },
        geometry: { type: 'Point', coordinates: [5.4, 52.5] },
      }),
    );
    expect(inEnglish(wrong.errors)).toEqual([
      { feature: 1, message: 'Feature 1: a noise barrier or fence is a line, not a point' },
    ]);
  });

  it('leaves stationary objects out of the turbines’ CSV', () => {
    const csv = toCsv([turbines[0] as PlannerObject, building], WGS84);
    expect(csv).toContain('WTG 1');
    expect(csv).not.toContain('Barn');
  });
});

describe('toCsv', () => {
  it("writes the turbines only, under the system's axis names, with its decimals and formula-like names kept as text", () => {
    const line = object({ layout: 'Path', points: SQUARE.slice(0, 2) });
    const lines = toCsv([...turbines, line], RD_NEW, presets, [{ id: 10, name: 'Base case' }]).split('\r\n');
    expect(lines[0]).toBe('name,scenario,X (EPSG:28992),Y (EPSG:28992),hubHeight,rotorDiameter');
    expect(lines).toHaveLength(1 + turbines.length);
    expect(lines[1]).toMatch(/^WTG 1,Base case,\d{6}\.\d{2},\d{6}\.\d{2},135,163$/);
    expect(lines[2]).toMatch(/^"Quote ""A"", comma",Base case,\d{6}\.\d{2},\d{6}\.\d{2},119,162$/);
    expect(lines[3]).toMatch(/^"'=HYPERLINK\(""x""\)",Base case,\d{6}\.\d{2},\d{6}\.\d{2},,$/);
  });

  it('says which scenario each turbine is in, so two layouts with the same names can be told apart', () => {
    const scenarios = [
      { id: 10, name: 'Variant A' },
      { id: 11, name: '=Variant B' },
    ];
    const first = turbines[0]!;
    const twin = { ...first, id: first.id + 1000, scenarioId: 11 };
    const lines = toCsv([first, twin], RD_NEW, presets, scenarios).split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'WTG 1,Variant A',
      "WTG 1,'=Variant B",
    ]);
  });

  for (const system of [RD_NEW, UTM_31N, WGS84])
    it(`gives back the same positions within 1 cm through the CSV import (${system.name})`, () => {
      const result = parseCsv(toCsv(turbines, system, presets), { system });
      expect(result.errors).toEqual([]);
      expect(result.objects.map((o) => o.name)).toEqual(turbines.map((t) => t.name));
      for (const [index, turbine] of turbines.entries())
        expect(
          distanceMetres(turbine.points[0] as PlannerPoint, result.objects[index]?.points[0] as PlannerPoint),
        ).toBeLessThan(0.01);
      expect(result.objects[1]?.data).toEqual({ hubHeight: 119, rotorDiameter: 162 });
    });

  it('refuses a turbine outside the area of the system', () => {
    expect(() => toCsv([object({ points: [{ longitude: 12.5, latitude: 55.7 }] })], RD_NEW)).toThrow(
      'lies outside the area where Amersfoort / RD New (EPSG:28992) is used',
    );
  });
});

/** A fixture of the import tests (import/fixtures/README.md: made with PROJ, not proj4js). */
const fixtureRows = (name: string, separator: string) =>
  readFileSync(new URL(`./import/fixtures/${name}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(separator).map((cell) => cell.replace(/^"|"$/g, '').replace(',', '.')));

/** The positions as PROJ puts them in ETRS89 (taken as WGS84, as web maps do), as turbines. */
const projTurbines = fixtureRows('wgs84.csv', ',').map(([name, latitude, longitude]) =>
  object({ name, points: [{ longitude: Number(longitude), latitude: Number(latitude) }] }),
);

/** The exported rows' x and y by name. */
function exported(csv: string): Map<string, [number, number]> {
  return new Map(
    csv
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const [name, , x, y] = line.split(',');
        return [name as string, [Number(x), Number(y)]];
      }),
  );
}

/** The farthest an exported position lies from the fixture's, in metres (both in the system's plane). */
function worstMiss(csv: string, fixture: string, separator: string): number {
  const rows = exported(csv);
  const expected = fixtureRows(fixture, separator);
  expect([...rows.keys()].sort()).toEqual(expected.map(([name]) => name).sort());
  return Math.max(
    ...expected.map(([name, x, y]) => {
      const [gotX, gotY] = rows.get(name as string) as [number, number];
      return Math.hypot(gotX - Number(x), gotY - Number(y));
    }),
  );
}

describe("toCsv in the project's coordinate system, against PROJ", () => {
  it('writes RD New (EPSG:28992) within 2 cm of the RD coordinates PROJ started from', () => {
    const csv = toCsv(projTurbines, RD_NEW);
    expect(csv.split('\r\n')[0]).toBe('name,scenario,X (EPSG:28992),Y (EPSG:28992),hubHeight,rotorDiameter');
    // proj4js with the seeded +towgs84 against PROJ's Helmert: 2.3 mm apart at worst, then up to
    // 7 mm from writing centimetres; a missing or misread datum shift is 100 m or more off.
    expect(worstMiss(csv, 'rd-new.csv', ';')).toBeLessThan(0.02);
  });

  it('writes ETRS89 / UTM zone 31N (EPSG:25831) within 1 cm of PROJ (one datum, a projection only)', () => {
    const csv = toCsv(projTurbines, UTM_31N);
    expect(csv.split('\r\n')[0]).toBe(
      'name,scenario,Easting (EPSG:25831),Northing (EPSG:25831),hubHeight,rotorDiameter',
    );
    expect(worstMiss(csv, 'utm-31n.csv', ',')).toBeLessThan(0.01);
  });

  it('names WGS 84 in its longitude and latitude columns', () => {
    expect(toCsv(projTurbines, WGS84).split('\r\n')[0]).toBe(
      'name,scenario,Longitude (EPSG:4326),Latitude (EPSG:4326),hubHeight,rotorDiameter',
    );
  });
});
