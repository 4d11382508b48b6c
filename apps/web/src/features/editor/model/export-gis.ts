import { i18n } from '@lingui/core';
import type { PlannerObject, PlannerPoint, Preset } from '@vantage/contracts';
import { plannerKindOfType } from '@vantage/contracts';
import type { Geometry, Position } from 'geojson';
import type { SqlJsStatic } from 'sql.js';
import { fromWgs84, isGeographic, type PlannerCoordinateSystem } from './coordinates';
import { toGeoJson } from './export';

/**
 * A plan's objects as the files GIS programs open besides GeoJSON: KML (always WGS 84, a folder
 * per kind) and GeoPackage (OGC 12-128r18: a feature table per kind, positions in the project's
 * coordinate system). The attributes are those of the GeoJSON export (name, layout, kind,
 * scenario, preset and the object's settings). Both read back through the planner's import.
 */

/** The planner's export formats, and how a message names each. */
export type ExportFormat = 'geojson' | 'csv' | 'kml' | 'gpkg';
export const EXPORT_LABELS: Record<ExportFormat, string> = {
  get geojson() {
    return i18n._('planner.exportGis.exportLabelsGeojson');
  },
  get csv() {
    return i18n._('planner.exportGis.exportLabelsCsv');
  },
  get kml() {
    return i18n._('planner.exportGis.exportLabelsKml');
  },
  get gpkg() {
    return i18n._('planner.exportGis.exportLabelsGpkg');
  },
};

type Layer = { name: string; features: { geometry: Geometry; properties: Record<string, unknown> }[] };

/** The objects by kind, in the catalogue's words ("Wind turbines", "Receptors"); unknown kinds by layout. */
function layersOf(objects: readonly PlannerObject[], presets: readonly Preset[]): Layer[] {
  const collection = toGeoJson(objects, presets);
  const layers = new Map<string, Layer>();
  collection.features.forEach((feature, index) => {
    const object = objects[index] as PlannerObject;
    const name = plannerKindOfType(object.plannerObjectTypeId)?.plural ?? `${object.layout} objects`;
    const layer = layers.get(name) ?? { name, features: [] };
    layer.features.push({ geometry: feature.geometry, properties: feature.properties ?? {} });
    layers.set(name, layer);
  });
  return [...layers.values()];
}

const xmlText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const kmlPositions = (positions: readonly Position[]) =>
  positions.map(([longitude, latitude]) => `${longitude},${latitude}`).join(' ');

function kmlGeometry(geometry: Geometry): string {
  if (geometry.type === 'Point')
    return `<Point><coordinates>${kmlPositions([geometry.coordinates])}</coordinates></Point>`;
  if (geometry.type === 'LineString')
    return `<LineString><coordinates>${kmlPositions(geometry.coordinates)}</coordinates></LineString>`;
  if (geometry.type === 'Polygon')
    return `<Polygon><outerBoundaryIs><LinearRing><coordinates>${kmlPositions(geometry.coordinates[0] ?? [])}</coordinates></LinearRing></outerBoundaryIs></Polygon>`;
  throw new Error(`A ${geometry.type} is not exported to KML.`);
}

/** KML 2.2: a Folder per kind, a Placemark per object with its attributes as ExtendedData. */
export function toKml(
  documentName: string,
  objects: readonly PlannerObject[],
  presets: readonly Preset[] = [],
): string {
  const folders = layersOf(objects, presets).map((layer) => {
    const placemarks = layer.features.map(({ geometry, properties }) => {
      const data = Object.entries(properties)
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([key, value]) => `<Data name="${xmlText(key)}"><value>${xmlText(String(value))}</value></Data>`)
        .join('');
      return `<Placemark><name>${xmlText(String(properties.name ?? ''))}</name><ExtendedData>${data}</ExtendedData>${kmlGeometry(geometry)}</Placemark>`;
    });
    return `<Folder><name>${xmlText(layer.name)}</name>\n${placemarks.join('\n')}\n</Folder>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${xmlText(documentName)}</name>\n${folders.join('\n')}\n</Document></kml>\n`;
}

/** WGS 84 as the GeoPackage standard writes its required row (Annex C, table 20). */
const WGS84_WKT =
  'GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563,AUTHORITY["EPSG","7030"]],' +
  'AUTHORITY["EPSG","6326"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],' +
  'UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AUTHORITY["EPSG","4326"]]';

const WKB_TYPE: Partial<Record<Geometry['type'], number>> = { Point: 1, LineString: 2, Polygon: 3 };

/** A GeoPackage geometry blob: the "GP" header with the system and the envelope, then little-endian WKB. */
export function geoPackageBlob(
  geometry: Geometry,
  srsId: number,
  toSystem: (position: Position) => Position,
): Uint8Array {
  const type = WKB_TYPE[geometry.type];
  if (!type) throw new Error(`A ${geometry.type} is not exported to a GeoPackage.`);
  const rings: Position[][] =
    geometry.type === 'Point'
      ? [[geometry.coordinates]]
      : geometry.type === 'LineString'
        ? [geometry.coordinates]
        : (geometry as Extract<Geometry, { type: 'Polygon' }>).coordinates;
  const projected = rings.map((ring) => ring.map(toSystem));
  const all = projected.flat();
  const xs = all.map((position) => position[0] as number);
  const ys = all.map((position) => position[1] as number);
  const wkbLength =
    5 +
    (type === 1
      ? 16
      : type === 2
        ? 4 + all.length * 16
        : 4 + projected.reduce((sum, ring) => sum + 4 + ring.length * 16, 0));
  const bytes = new Uint8Array(8 + 32 + wkbLength);
  const view = new DataView(bytes.buffer);
  bytes.set([0x47, 0x50, 0, 0b0000_0011]); // "GP", version 0, envelope [minx, maxx, miny, maxy], little endian
  view.setInt32(4, srsId, true);
  [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)].forEach((value, index) => {
    view.setFloat64(8 + index * 8, value, true);
  });
  let offset = 40;
  const put = (value: number) => {
    view.setFloat64(offset, value, true);
    offset += 8;
  };
  const putCount = (value: number) => {
    view.setUint32(offset, value, true);
    offset += 4;
  };
  view.setUint8(offset, 1);
  view.setUint32(offset + 1, type, true);
  offset += 5;
  if (type === 2) putCount(all.length);
  if (type === 3) putCount(projected.length);
  for (const ring of projected) {
    if (type === 3) putCount(ring.length);
    for (const [x = 0, y = 0] of ring) {
      put(x);
      put(y);
    }
  }
  return bytes;
}

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * A GeoPackage of the objects: a feature table per kind in the project's system (its EPSG code in
 * gpkg_spatial_ref_sys, with its PROJ definition as the definition text, which GDAL reads; the
 * browser has no WKT writer), each attribute a column (REAL for numbers, TEXT otherwise).
 */
export function toGeoPackage(
  SQL: SqlJsStatic,
  objects: readonly PlannerObject[],
  system: PlannerCoordinateSystem,
  presets: readonly Preset[] = [],
  now = new Date(),
): Uint8Array<ArrayBuffer> {
  const db = new SQL.Database();
  try {
    db.run('PRAGMA application_id = 1196444487'); // "GPKG"
    db.run('PRAGMA user_version = 10400');
    db.run(`CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT NOT NULL, srs_id INTEGER PRIMARY KEY, organization TEXT NOT NULL,
      organization_coordsys_id INTEGER NOT NULL, definition TEXT NOT NULL, description TEXT)`);
    db.run(`CREATE TABLE gpkg_contents (table_name TEXT NOT NULL PRIMARY KEY, data_type TEXT NOT NULL, identifier TEXT UNIQUE,
      description TEXT DEFAULT '', last_change DATETIME NOT NULL, min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE,
      srs_id INTEGER REFERENCES gpkg_spatial_ref_sys(srs_id))`);
    db.run(`CREATE TABLE gpkg_geometry_columns (table_name TEXT NOT NULL, column_name TEXT NOT NULL, geometry_type_name TEXT NOT NULL,
      srs_id INTEGER NOT NULL, z TINYINT NOT NULL, m TINYINT NOT NULL, PRIMARY KEY (table_name, column_name))`);
    const srs = 'INSERT INTO gpkg_spatial_ref_sys VALUES (?, ?, ?, ?, ?, ?)';
    db.run(srs, [
      'Undefined cartesian SRS',
      -1,
      'NONE',
      -1,
      'undefined',
      'undefined cartesian coordinate reference system',
    ]);
    db.run(srs, [
      'Undefined geographic SRS',
      0,
      'NONE',
      0,
      'undefined',
      'undefined geographic coordinate reference system',
    ]);
    db.run(srs, [
      'WGS 84 geodetic',
      4326,
      'EPSG',
      4326,
      WGS84_WKT,
      'longitude/latitude coordinates in decimal degrees on the WGS 84 spheroid',
    ]);
    const srsId = system.epsgCode;
    if (srsId !== 4326) db.run(srs, [system.name, srsId, 'EPSG', srsId, system.proj4Definition, system.name]);

    const geographic = isGeographic(system);
    const toSystem = ([longitude = 0, latitude = 0]: Position): Position => {
      if (geographic) return [longitude, latitude];
      const { x, y } = fromWgs84(system, { longitude, latitude } as PlannerPoint);
      return [x, y];
    };
    const changed = now.toISOString();
    for (const layer of layersOf(objects, presets)) {
      const columns = new Map<string, 'REAL' | 'TEXT'>();
      for (const { properties } of layer.features)
        for (const [key, value] of Object.entries(properties))
          if (
            value !== null &&
            value !== undefined &&
            key.toLowerCase() !== 'fid' &&
            key.toLowerCase() !== 'geom'
          )
            columns.set(key, columns.get(key) === 'TEXT' || typeof value !== 'number' ? 'TEXT' : 'REAL');
      const names = [...columns.keys()];
      db.run(
        `CREATE TABLE ${quoted(layer.name)} (fid INTEGER PRIMARY KEY AUTOINCREMENT, geom GEOMETRY${names
          .map((name) => `, ${quoted(name)} ${columns.get(name)}`)
          .join('')})`,
      );
      const insert = db.prepare(
        `INSERT INTO ${quoted(layer.name)} (geom${names.map((name) => `, ${quoted(name)}`).join('')}) VALUES (?${names.map(() => ', ?').join('')})`,
      );
      let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
      try {
        for (const { geometry, properties } of layer.features) {
          const blob = geoPackageBlob(geometry, srsId, toSystem);
          const envelope = new DataView(blob.buffer, 8, 32);
          minX = Math.min(minX, envelope.getFloat64(0, true));
          maxX = Math.max(maxX, envelope.getFloat64(8, true));
          minY = Math.min(minY, envelope.getFloat64(16, true));
          maxY = Math.max(maxY, envelope.getFloat64(24, true));
          insert.run([
            blob,
            ...names.map((name) => {
              const value = properties[name];
              if (value === null || value === undefined) return null;
              return columns.get(name) === 'REAL'
                ? Number(value)
                : typeof value === 'object'
                  ? JSON.stringify(value)
                  : String(value);
            }),
          ]);
        }
      } finally {
        insert.free();
      }
      db.run(
        'INSERT INTO gpkg_contents (table_name, data_type, identifier, last_change, min_x, min_y, max_x, max_y, srs_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [layer.name, 'features', layer.name, changed, minX, minY, maxX, maxY, srsId],
      );
      db.run('INSERT INTO gpkg_geometry_columns VALUES (?, ?, ?, ?, 0, 0)', [
        layer.name,
        'geom',
        'GEOMETRY',
        srsId,
      ]);
    }
    return new Uint8Array(db.export());
  } finally {
    db.close();
  }
}
