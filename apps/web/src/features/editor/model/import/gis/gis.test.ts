import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../../../i18n/planner-test-i18n';
import { toWgs84 } from '../../coordinates';
import { inEnglish, sentences } from '../english.test-support';
import { RD_NEW, WGS84 } from '../fixtures/systems';
import { readGeoPackage } from './geopackage';
import {
  type FixtureFeature,
  geoPackageBytes,
  RD_NEW_PRJ,
  RD_NEW_WKT,
  shapefileParts,
  shapefileZip,
} from './gis-fixtures.test-support';
import { epsgOfWkt } from './prj';
import { readShapefile } from './shapefile';
import { convertGisLayer, type GisOptions } from './to-plan';

beforeAll(activatePlannerEnglish);

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});

const square = (x: number, y: number, half: number): FixtureFeature['geometry'] => ({
  type: 'Polygon',
  coordinates: [
    [
      [x - half, y - half],
      [x + half, y - half],
      [x + half, y + half],
      [x - half, y + half],
    ],
  ],
});

const HOUSES: FixtureFeature[] = [
  {
    geometry: { type: 'Point', coordinates: [155000, 463000] },
    attributes: { NAAM: 'Boerderij de Vries', ADRES: 'Dorpsstraat 1' },
  },
  {
    geometry: { type: 'Point', coordinates: [155250.5, 463100.25] },
    attributes: { NAAM: 'Huis 2', ADRES: 'Dorpsstraat 2' },
  },
  {
    geometry: { type: 'Point', coordinates: [155500, 462800] },
    attributes: { NAAM: 'School', category: 'school' },
  },
];

const RECEPTORS: GisOptions = { system: RD_NEW, target: 'receptor', receptorCategory: 'dwelling' };
const near = (a: { longitude: number; latitude: number }, b: { longitude: number; latitude: number }) => {
  expect(a.longitude).toBeCloseTo(b.longitude, 10);
  expect(a.latitude).toBeCloseTo(b.latitude, 10);
};

describe('the .prj and GeoPackage systems', () => {
  it('reads EPSG codes from authorities and from ESRI names, and none from an unknown system', () => {
    expect(epsgOfWkt(RD_NEW_WKT)).toBe(28992);
    expect(epsgOfWkt(RD_NEW_PRJ)).toBe(28992);
    expect(epsgOfWkt('PROJCS["ETRS_1989_UTM_Zone_31N",GEOGCS["GCS_ETRS_1989"]]')).toBe(25831);
    expect(epsgOfWkt('GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984"]]')).toBe(4326);
    expect(epsgOfWkt('PROJCRS["WGS 84 / UTM zone 31N",ID["EPSG",32631]]')).toBe(32631);
    expect(epsgOfWkt('PROJCS["Local_Grid",GEOGCS["GCS_Local"]]')).toBeNull();
    expect(epsgOfWkt('')).toBeNull();
  });
});

describe('shapefiles', () => {
  it('reads a zip of three houses in RD New: names, attributes and the system from the .prj', () => {
    const read = readShapefile([{ name: 'houses.zip', bytes: shapefileZip('houses', HOUSES, RD_NEW_PRJ) }]);
    expect(read.errors).toEqual([]);
    expect(read.layers).toHaveLength(1);
    const [layer] = read.layers;
    expect(layer).toMatchObject({ name: 'houses', epsgCode: 28992, systemText: 'RD_New' });
    expect(layer?.features.map((f) => f.geometry)).toEqual(
      HOUSES.map((h) => ({
        type: 'Point',
        coordinates: (h.geometry as unknown as { coordinates: number[] }).coordinates,
      })),
    );
    expect(layer?.features[0]?.properties).toMatchObject({
      NAAM: 'Boerderij de Vries',
      ADRES: 'Dorpsstraat 1',
    });
  });

  it('reads the files chosen together, and says what is missing', () => {
    const parts = shapefileParts(HOUSES);
    const together = readShapefile([
      { name: 'houses.shp', bytes: parts.shp },
      { name: 'houses.shx', bytes: parts.shx },
      { name: 'houses.dbf', bytes: parts.dbf },
    ]);
    expect(together.errors).toEqual([]);
    expect(together.layers[0]).toMatchObject({ epsgCode: null, systemText: null });
    expect(sentences(readShapefile([{ name: 'houses.dbf', bytes: parts.dbf }]).errors)).toEqual([
      'houses.dbf has no houses.shp beside it: choose the .shp with it.',
    ]);
    expect(
      readShapefile([{ name: 'broken.zip', bytes: new Uint8Array([1, 2, 3]) }]).errors[0]?.message,
    ).toMatch(/^broken\.zip is not a zip file that can be read/);
  });

  it('makes receptors at the houses, converted with the planner’s RD New definition', () => {
    const [layer] = readShapefile([
      { name: 'houses.zip', bytes: shapefileZip('houses', HOUSES, RD_NEW_PRJ) },
    ]).layers;
    const result = convertGisLayer(layer!, RECEPTORS);
    expect(result.errors).toEqual([]);
    expect(result.objects.map((o) => [o.name, o.kind, o.data.category, o.data.address])).toEqual([
      ['Boerderij de Vries', 'receptor', 'dwelling', 'Dorpsstraat 1'],
      ['Huis 2', 'receptor', 'dwelling', 'Dorpsstraat 2'],
      ['School', 'receptor', 'school', undefined],
    ]);
    near(result.objects[1]!.points[0]!, toWgs84(RD_NEW, 155250.5, 463100.25));
    // The RD reference point, as PROJ gives it (fixtures/wgs84.csv), within about 1 m.
    const first = result.objects[0]!.points[0]!;
    expect(Math.abs(first.latitude - 52.155172294) * 111_200).toBeLessThan(1);
    expect(Math.abs(first.longitude - 5.387203505) * 68_300).toBeLessThan(1);
    expect(result.objects[0]?.data).toMatchObject({ heightAboveGround: 2, allDirections: true });
  });

  it('makes one receptor at the centroid of each building outline, keeping its footprint, with a note', () => {
    const l: FixtureFeature['geometry'] = {
      type: 'Polygon',
      // An L of a 20 × 20 m square less its upper-right 10 × 10 m quarter: centroid (−5/3, −5/3) m from the square’s centre.
      coordinates: [
        [
          [155000, 463000],
          [155020, 463000],
          [155020, 463010],
          [155010, 463010],
          [155010, 463020],
          [155000, 463020],
        ],
      ],
    };
    const features: FixtureFeature[] = [
      { geometry: square(156000, 464000, 6), attributes: { identificatie: '0344100000001' } },
      { geometry: l, attributes: {} },
    ];
    const [layer] = readShapefile([
      { name: 'panden.zip', bytes: shapefileZip('panden', features, RD_NEW_PRJ) },
    ]).layers;
    const result = convertGisLayer(layer!, RECEPTORS);
    expect(result.errors).toEqual([]);
    expect(result.objects.map((o) => o.name)).toEqual(['0344100000001', 'Receptor 1']);
    near(result.objects[0]!.points[0]!, toWgs84(RD_NEW, 156000, 464000));
    near(result.objects[1]!.points[0]!, toWgs84(RD_NEW, 155010 - 5 / 3, 463010 - 5 / 3));
    expect(result.notes[0]?.message).toBe(
      '2 building outlines become receptors at their centroids, keeping their footprints: distances are measured from the nearest point of the footprint.',
    );
    const footprint = result.objects[1]!.extraData?.footprint as number[][][];
    expect(footprint).toHaveLength(1);
    // The shapefile closes the ring (its first corner again at the end) and winds it clockwise.
    expect(footprint[0]).toHaveLength(7);
    if (l.type !== 'Polygon') throw new Error('the L is a polygon');
    for (const [x, y] of l.coordinates[0]!) {
      const corner = toWgs84(RD_NEW, x, y);
      const kept = footprint[0]!.find(
        ([longitude, latitude]) =>
          Math.abs(longitude! - corner.longitude) < 1e-10 && Math.abs(latitude! - corner.latitude) < 1e-10,
      );
      expect(kept, `${x} ${y}`).toBeDefined();
    }
  });

  it('keeps no footprint of an outline of more than 1,000 points, and says so', () => {
    const ring = Array.from({ length: 1001 }, (_, i): [number, number] => {
      const a = (2 * Math.PI * i) / 1001;
      return [155000 + 10 * Math.cos(a), 463000 + 10 * Math.sin(a)];
    });
    const [layer] = readShapefile([
      {
        name: 'silo.zip',
        bytes: shapefileZip(
          'silo',
          [{ geometry: { type: 'Polygon', coordinates: [ring] }, attributes: {} }],
          RD_NEW_PRJ,
        ),
      },
    ]).layers;
    const result = convertGisLayer(layer!, RECEPTORS);
    expect(result.errors).toEqual([]);
    expect(result.objects[0]!.extraData).toBeUndefined();
    expect(result.notes[1]?.message).toBe(
      '1 outline has more than 1,000 points: its receptor is measured from the centroid only.',
    );
  });

  it('names the broken feature: no geometry, a line as a receptor, a point outside the system', () => {
    const features: FixtureFeature[] = [
      HOUSES[0]!,
      { geometry: { type: 'Null' }, attributes: { NAAM: 'Empty' } },
      { geometry: { type: 'Point', coordinates: [5, 52] }, attributes: { NAAM: 'Degrees' } },
    ];
    const [layer] = readShapefile([
      { name: 'bad.zip', bytes: shapefileZip('bad', features, RD_NEW_PRJ) },
    ]).layers;
    const result = convertGisLayer(layer!, RECEPTORS);
    expect(result.objects).toHaveLength(1);
    expect(result.errors.map((e) => e.feature)).toEqual([2, 3]);
    expect(result.errors[0]?.message).toBe('Feature 2: it has no geometry');
    expect(result.errors[1]?.message).toMatch(
      /^Feature 3: 5, 52 lies outside the area where Amersfoort \/ RD New/,
    );
    const road: FixtureFeature = {
      geometry: {
        type: 'LineString',
        coordinates: [
          [155000, 463000],
          [156000, 463500],
        ],
      },
      attributes: { NAAM: 'N302' },
    };
    const [roads] = readShapefile([
      { name: 'road.zip', bytes: shapefileZip('road', [road], RD_NEW_PRJ) },
    ]).layers;
    expect(convertGisLayer(roads!, RECEPTORS).errors[0]?.message).toBe(
      'Feature 1: it is a line: only points and areas (building outlines) can become receptors; import lines as a constraint layer',
    );
    expect(convertGisLayer(roads!, { ...RECEPTORS, target: 'turbine' }).errors[0]?.message).toBe(
      'Feature 1: it is a line; only points can become wind turbines',
    );
  });

  it('makes a constraint layer of a road in WGS84 with its attributes', () => {
    const road: FixtureFeature = {
      geometry: {
        type: 'LineString',
        coordinates: [
          [155000, 463000],
          [156000, 463500],
          [157000, 463500],
        ],
      },
      attributes: { NAAM: 'N302', LANES: 2 },
    };
    const [layer] = readShapefile([
      { name: 'road.zip', bytes: shapefileZip('road', [road], RD_NEW_PRJ) },
    ]).layers;
    const result = convertGisLayer(layer!, { ...RECEPTORS, target: 'constraintLayer' });
    expect(result.errors).toEqual([]);
    expect(result.objects).toEqual([]);
    const feature = result.layer?.features[0];
    expect(feature?.properties).toEqual({ NAAM: 'N302', LANES: 2 });
    const [lon, lat] = feature?.geometry.type === 'LineString' ? (feature.geometry.coordinates[1] ?? []) : [];
    near({ longitude: lon ?? 0, latitude: lat ?? 0 }, toWgs84(RD_NEW, 156000, 463500));
  });

  it('makes turbines, a site boundary, or the file as drawn', () => {
    const [points] = readShapefile([
      { name: 'wtg.zip', bytes: shapefileZip('wtg', HOUSES, RD_NEW_PRJ) },
    ]).layers;
    const turbines = convertGisLayer(points!, { ...RECEPTORS, target: 'turbine' });
    expect(turbines.objects.map((o) => [o.kind, o.name])).toEqual([
      ['turbine', 'Turbine 1'],
      ['turbine', 'Turbine 2'],
      ['turbine', 'Turbine 3'],
    ]);
    const [areas] = readShapefile([
      {
        name: 'site.zip',
        bytes: shapefileZip(
          'site',
          [{ geometry: square(155000, 463000, 500), attributes: { name: 'Site North' } }],
          RD_NEW_PRJ,
        ),
      },
    ]).layers;
    const boundary = convertGisLayer(areas!, { ...RECEPTORS, target: 'siteBoundary' });
    expect(boundary.errors).toEqual([]);
    expect(boundary.objects.map((o) => [o.kind, o.layout, o.name, o.points.length])).toEqual([
      ['siteBoundary', 'Area', 'Site North', 4],
    ]);
    expect(convertGisLayer(areas!, { ...RECEPTORS, target: 'asDrawn' }).objects[0]?.kind).toBe('solar');
  });
});

describe('GeoPackages', () => {
  const RD = {
    srsId: 28992,
    name: 'Amersfoort / RD New',
    organization: 'EPSG',
    code: 28992,
    definition: RD_NEW_WKT,
  };
  const BUILDINGS: FixtureFeature[] = [
    { geometry: square(155100, 463200, 5), attributes: { identificatie: 'pand 1', bouwjaar: 1931 } },
    { geometry: square(155300, 463250, 8), attributes: { identificatie: 'pand 2', bouwjaar: 2004 } },
  ];

  it('reads the feature table, its attributes and its system, and makes receptors at the centroids', () => {
    const read = readGeoPackage(SQL, geoPackageBytes(SQL, 'pand', RD, BUILDINGS));
    expect(read.errors).toEqual([]);
    const [layer] = read.layers;
    expect(layer).toMatchObject({ name: 'pand', epsgCode: 28992, systemText: 'Amersfoort / RD New' });
    expect(layer?.features[1]?.properties).toEqual({ fid: 2, identificatie: 'pand 2', bouwjaar: 2004 });
    const result = convertGisLayer(layer!, RECEPTORS);
    expect(result.errors).toEqual([]);
    near(result.objects[0]!.points[0]!, toWgs84(RD_NEW, 155100, 463200));
    near(result.objects[1]!.points[0]!, toWgs84(RD_NEW, 155300, 463250));
  });

  it('finds the system by its definition when the organisation is not EPSG', () => {
    const own = { srsId: 100000, name: 'RD', organization: 'NONE', code: 100000, definition: RD_NEW_PRJ };
    const [layer] = readGeoPackage(SQL, geoPackageBytes(SQL, 'pand', own, BUILDINGS)).layers;
    expect(layer?.epsgCode).toBe(28992);
  });

  it('names a feature whose geometry is broken, and refuses a file that is not a GeoPackage', () => {
    const broken = new Uint8Array([0x47, 0x50, 0, 0x01, 0x40, 0x71, 0, 0, 1, 3, 0, 0, 0, 1, 0]);
    const [layer] = readGeoPackage(
      SQL,
      geoPackageBytes(SQL, 'pand', RD, [
        BUILDINGS[0]!,
        { broken, attributes: { identificatie: 'pand 2', bouwjaar: 1 } },
      ]),
    ).layers;
    const result = convertGisLayer(layer!, RECEPTORS);
    expect(inEnglish(result.errors)).toEqual([
      { feature: 2, message: 'Feature 2: its geometry ends too early' },
    ]);
    expect(readGeoPackage(SQL, new TextEncoder().encode('not sqlite')).errors[0]?.message).toMatch(
      /^The file is not a GeoPackage/,
    );
    const empty = new SQL.Database();
    const plain = empty.export();
    empty.close();
    expect(sentences(readGeoPackage(SQL, plain).errors)).toEqual([
      'The file is not a GeoPackage: it has no gpkg_contents and gpkg_geometry_columns tables.',
    ]);
  });

  it('reads WGS84 GeoPackages as longitude, latitude', () => {
    const wgs = {
      srsId: 4326,
      name: 'WGS 84',
      organization: 'EPSG',
      code: 4326,
      definition: 'GEOGCS["WGS 84"]',
    };
    const [layer] = readGeoPackage(
      SQL,
      geoPackageBytes(SQL, 'points', wgs, [
        { geometry: { type: 'Point', coordinates: [5.4, 52.1] }, attributes: { name: 'A' } },
      ]),
    ).layers;
    const result = convertGisLayer(layer!, { ...RECEPTORS, system: WGS84 });
    expect(result.objects[0]?.points).toEqual([{ longitude: 5.4, latitude: 52.1 }]);
  });
});
