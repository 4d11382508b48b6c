import { zipSync } from 'fflate';
import type { SqlJsStatic } from 'sql.js';

/**
 * Writers of small GIS files for the tests, from the formats' specifications (ESRI Shapefile
 * Technical Description, 1998; dBASE III table; OGC GeoPackage 1.3 with ISO WKB), written
 * here and not with the readers under test, so that the tests read files made another way.
 */

export type Ring = readonly (readonly [number, number])[];
export type FixtureGeometry =
  | { type: 'Point'; coordinates: readonly [number, number] }
  | { type: 'LineString'; coordinates: Ring }
  | { type: 'Polygon'; coordinates: readonly Ring[] }
  | { type: 'Null' };
export type FixtureFeature = { geometry: FixtureGeometry; attributes: Record<string, string | number> };

/** RD New as ArcGIS writes its .prj (ESRI WKT, no EPSG authority). */
export const RD_NEW_PRJ =
  'PROJCS["RD_New",GEOGCS["GCS_Amersfoort",DATUM["D_Amersfoort",SPHEROID["Bessel_1841",6377397.155,299.1528128]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Double_Stereographic"],PARAMETER["False_Easting",155000.0],PARAMETER["False_Northing",463000.0],PARAMETER["Central_Meridian",5.38763888888889],PARAMETER["Scale_Factor",0.9999079],PARAMETER["Latitude_Of_Origin",52.15616055555555],UNIT["Meter",1.0]]';

/** RD New as GDAL and the EPSG registry write it (OGC WKT 1, with its authority). */
export const RD_NEW_WKT =
  'PROJCS["Amersfoort / RD New",GEOGCS["Amersfoort",DATUM["Amersfoort",SPHEROID["Bessel 1841",6377397.155,299.1528128,AUTHORITY["EPSG","7004"]],TOWGS84[565.2369,50.0087,465.658,-0.406857,0.350733,-1.87035,4.0812],AUTHORITY["EPSG","6289"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AUTHORITY["EPSG","4289"]],PROJECTION["Oblique_Stereographic"],PARAMETER["latitude_of_origin",52.1561605555556],PARAMETER["central_meridian",5.38763888888889],PARAMETER["scale_factor",0.9999079],PARAMETER["false_easting",155000],PARAMETER["false_northing",463000],UNIT["metre",1,AUTHORITY["EPSG","9001"]],AXIS["Easting",EAST],AXIS["Northing",NORTH],AUTHORITY["EPSG","28992"]]';

const SHAPE_TYPES = { Null: 0, Point: 1, LineString: 3, Polygon: 5 } as const;

const signedArea = (ring: Ring) =>
  ring.reduce((sum, [x, y], i) => {
    const [nx, ny] = ring[(i + 1) % ring.length] ?? [x, y];
    return sum + (x * ny - nx * y);
  }, 0) / 2;

/** Rings as a shapefile wants them: closed, the outer clockwise and holes anticlockwise. */
function shapefileRings(rings: readonly Ring[]): Ring[] {
  return rings.map((ring, index) => {
    const closed =
      ring[0]?.[0] === ring[ring.length - 1]?.[0] && ring[0]?.[1] === ring[ring.length - 1]?.[1]
        ? ring
        : [...ring, ring[0] as readonly [number, number]];
    const clockwise = signedArea(closed) < 0;
    return (index === 0) === clockwise ? closed : [...closed].reverse();
  });
}

function recordContent(geometry: FixtureGeometry): Uint8Array {
  if (geometry.type === 'Null') {
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setInt32(0, 0, true);
    return bytes;
  }
  if (geometry.type === 'Point') {
    const bytes = new Uint8Array(20);
    const view = new DataView(bytes.buffer);
    view.setInt32(0, 1, true);
    view.setFloat64(4, geometry.coordinates[0], true);
    view.setFloat64(12, geometry.coordinates[1], true);
    return bytes;
  }
  const parts =
    geometry.type === 'LineString' ? [geometry.coordinates] : shapefileRings(geometry.coordinates);
  const points = parts.flat();
  const bytes = new Uint8Array(44 + 4 * parts.length + 16 * points.length);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, SHAPE_TYPES[geometry.type], true);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((value, i) => {
    view.setFloat64(4 + 8 * i, value, true);
  });
  view.setInt32(36, parts.length, true);
  view.setInt32(40, points.length, true);
  let start = 0;
  parts.forEach((part, i) => {
    view.setInt32(44 + 4 * i, start, true);
    start += part.length;
  });
  const at = 44 + 4 * parts.length;
  points.forEach(([x, y], i) => {
    view.setFloat64(at + 16 * i, x, true);
    view.setFloat64(at + 16 * i + 8, y, true);
  });
  return bytes;
}

function header(view: DataView, shapeType: number, fileBytes: number, all: readonly FixtureGeometry[]) {
  view.setInt32(0, 9994, false);
  view.setInt32(24, fileBytes / 2, false);
  view.setInt32(28, 1000, true);
  view.setInt32(32, shapeType, true);
  const points = all.flatMap((g) =>
    g.type === 'Null'
      ? []
      : g.type === 'Point'
        ? [g.coordinates]
        : g.type === 'LineString'
          ? g.coordinates
          : g.coordinates.flat(),
  );
  if (points.length === 0) return;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((value, i) => {
    view.setFloat64(36 + 8 * i, value, true);
  });
}

function dbfOf(features: readonly FixtureFeature[]): Uint8Array {
  const names = [...new Set(features.flatMap((f) => Object.keys(f.attributes)))];
  const fields = names.map((name) => {
    const numeric = features.every(
      (f) => f.attributes[name] === undefined || typeof f.attributes[name] === 'number',
    );
    const texts = features.map((f) => String(f.attributes[name] ?? ''));
    return {
      name,
      numeric,
      length: Math.max(1, ...texts.map((t) => new TextEncoder().encode(t).length)) + (numeric ? 4 : 0),
    };
  });
  const headerLength = 32 + 32 * fields.length + 1;
  const recordLength = 1 + fields.reduce((sum, f) => sum + f.length, 0);
  const bytes = new Uint8Array(headerLength + recordLength * features.length + 1).fill(0);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, 0x03);
  view.setUint8(1, 126);
  view.setUint8(2, 1);
  view.setUint8(3, 1);
  view.setUint32(4, features.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  fields.forEach((field, i) => {
    const at = 32 + 32 * i;
    bytes.set(new TextEncoder().encode(field.name.slice(0, 10)), at);
    bytes[at + 11] = (field.numeric ? 'N' : 'C').charCodeAt(0);
    bytes[at + 16] = field.length;
    bytes[at + 17] =
      field.numeric && features.some((f) => !Number.isInteger(f.attributes[field.name])) ? 3 : 0;
  });
  bytes[headerLength - 1] = 0x0d;
  features.forEach((feature, r) => {
    let at = headerLength + r * recordLength;
    bytes[at] = 0x20;
    at += 1;
    for (const field of fields) {
      const value = feature.attributes[field.name];
      const text =
        value === undefined
          ? ''
          : field.numeric
            ? bytes[32 + 32 * fields.indexOf(field) + 17]
              ? (value as number).toFixed(3)
              : String(value)
            : String(value);
      const encoded = new TextEncoder().encode(field.numeric ? text.padStart(field.length) : text);
      const cell = new Uint8Array(field.length).fill(0x20);
      cell.set(encoded.subarray(0, field.length), 0);
      bytes.set(cell, at);
      at += field.length;
    }
  });
  bytes[bytes.length - 1] = 0x1a;
  return bytes;
}

/** The .shp, .shx and .dbf (and .prj when given) of one layer; every shape of one type (or null). */
export function shapefileParts(features: readonly FixtureFeature[], prj?: string) {
  const geometries = features.map((f) => f.geometry);
  const kind = geometries.find((g) => g.type !== 'Null')?.type ?? 'Null';
  const shapeType = SHAPE_TYPES[kind];
  const contents = geometries.map(recordContent);
  const shpBytes = 100 + contents.reduce((sum, c) => sum + 8 + c.length, 0);
  const shp = new Uint8Array(shpBytes);
  const shpView = new DataView(shp.buffer);
  header(shpView, shapeType, shpBytes, geometries);
  const shx = new Uint8Array(100 + 8 * contents.length);
  const shxView = new DataView(shx.buffer);
  header(shxView, shapeType, shx.length, geometries);
  let offset = 100;
  contents.forEach((content, i) => {
    shpView.setInt32(offset, i + 1, false);
    shpView.setInt32(offset + 4, content.length / 2, false);
    shp.set(content, offset + 8);
    shxView.setInt32(100 + 8 * i, offset / 2, false);
    shxView.setInt32(100 + 8 * i + 4, content.length / 2, false);
    offset += 8 + content.length;
  });
  return { shp, shx, dbf: dbfOf(features), ...(prj ? { prj: new TextEncoder().encode(prj) } : {}) };
}

/** A zip of a shapefile's parts under `name` (as GIS programs export them). */
export function shapefileZip(name: string, features: readonly FixtureFeature[], prj?: string): Uint8Array {
  const parts = shapefileParts(features, prj);
  return zipSync(
    Object.fromEntries(Object.entries(parts).map(([extension, bytes]) => [`${name}.${extension}`, bytes])),
  );
}

/** ISO WKB (little-endian) of a point, line or polygon. */
function wkb(geometry: Exclude<FixtureGeometry, { type: 'Null' }>): Uint8Array {
  const rings =
    geometry.type === 'Point'
      ? [[geometry.coordinates]]
      : geometry.type === 'LineString'
        ? [geometry.coordinates]
        : geometry.coordinates;
  const points = rings.flat();
  const counted = geometry.type === 'Polygon' ? 4 + 4 * rings.length : geometry.type === 'LineString' ? 4 : 0;
  const bytes = new Uint8Array(5 + counted + 16 * points.length);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, 1);
  view.setUint32(1, SHAPE_TYPES[geometry.type] === 5 ? 3 : SHAPE_TYPES[geometry.type] === 3 ? 2 : 1, true);
  let at = 5;
  if (geometry.type === 'Polygon') {
    view.setUint32(at, rings.length, true);
    at += 4;
  }
  for (const ring of rings) {
    if (geometry.type !== 'Point') {
      view.setUint32(at, ring.length, true);
      at += 4;
    }
    for (const [x, y] of ring) {
      view.setFloat64(at, x, true);
      view.setFloat64(at + 8, y, true);
      at += 16;
    }
  }
  return bytes;
}

/** A GeoPackage geometry: "GP", version 0, flags (little-endian, no envelope), srs id, WKB. */
export function geoPackageGeometry(
  geometry: Exclude<FixtureGeometry, { type: 'Null' }>,
  srsId: number,
): Uint8Array {
  const body = wkb(geometry);
  const bytes = new Uint8Array(8 + body.length);
  bytes.set([0x47, 0x50, 0, 0x01]);
  new DataView(bytes.buffer).setInt32(4, srsId, true);
  bytes.set(body, 8);
  return bytes;
}

export type GeoPackageSystem = {
  srsId: number;
  name: string;
  organization: string;
  code: number;
  definition: string;
};

/**
 * A GeoPackage with one feature table (`fid`, `geom`, then the attributes as TEXT or REAL),
 * its system in gpkg_spatial_ref_sys; `broken` geometries are stored as the given bytes.
 */
export function geoPackageBytes(
  SQL: SqlJsStatic,
  table: string,
  system: GeoPackageSystem,
  features: readonly (FixtureFeature | { broken: Uint8Array; attributes: Record<string, string | number> })[],
): Uint8Array {
  const db = new SQL.Database();
  db.run(`CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT NOT NULL, srs_id INTEGER PRIMARY KEY, organization TEXT NOT NULL,
    organization_coordsys_id INTEGER NOT NULL, definition TEXT NOT NULL, description TEXT)`);
  db.run(`CREATE TABLE gpkg_contents (table_name TEXT PRIMARY KEY, data_type TEXT NOT NULL, identifier TEXT UNIQUE,
    description TEXT DEFAULT '', last_change DATETIME, min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE, srs_id INTEGER)`);
  db.run(`CREATE TABLE gpkg_geometry_columns (table_name TEXT NOT NULL, column_name TEXT NOT NULL,
    geometry_type_name TEXT NOT NULL, srs_id INTEGER NOT NULL, z TINYINT NOT NULL, m TINYINT NOT NULL)`);
  db.run('INSERT INTO gpkg_spatial_ref_sys VALUES (?, ?, ?, ?, ?, NULL)', [
    system.name,
    system.srsId,
    system.organization,
    system.code,
    system.definition,
  ]);
  const names = [...new Set(features.flatMap((f) => Object.keys(f.attributes)))];
  const numeric = (name: string) => features.every((f) => typeof f.attributes[name] !== 'string');
  const columns = names.map((name) => `"${name}" ${numeric(name) ? 'REAL' : 'TEXT'}`).join(', ');
  db.run(
    `CREATE TABLE "${table}" (fid INTEGER PRIMARY KEY AUTOINCREMENT, geom BLOB${columns ? `, ${columns}` : ''})`,
  );
  db.run(
    "INSERT INTO gpkg_contents (table_name, data_type, identifier, srs_id) VALUES (?, 'features', ?, ?)",
    [table, table, system.srsId],
  );
  db.run("INSERT INTO gpkg_geometry_columns VALUES (?, 'geom', 'GEOMETRY', ?, 0, 0)", [table, system.srsId]);
  for (const feature of features) {
    const blob =
      'broken' in feature
        ? feature.broken
        : feature.geometry.type === 'Null'
          ? null
          : geoPackageGeometry(feature.geometry, system.srsId);
    const values = names.map((name) => feature.attributes[name] ?? null);
    db.run(
      `INSERT INTO "${table}" (geom${names.map((n) => `, "${n}"`).join('')}) VALUES (?${names.map(() => ', ?').join('')})`,
      [blob, ...values],
    );
  }
  const bytes = db.export();
  db.close();
  return bytes;
}
