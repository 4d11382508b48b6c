import type { Database, SqlJsStatic, SqlValue } from 'sql.js';
import { importMessage } from '../import-text';
import { epsgName, epsgOfWkt } from './prj';
import type { AttributeValue, SourceFeature, SourceLayer, SourceRead } from './source-layer';
import { readGeoPackageGeometry } from './wkb';

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

function rowsOf(db: Database, sql: string, params: SqlValue[] = []): Record<string, SqlValue>[] {
  const statement = db.prepare(sql, params);
  const rows: Record<string, SqlValue>[] = [];
  try {
    while (statement.step()) rows.push(statement.getAsObject());
  } finally {
    statement.free();
  }
  return rows;
}

function systemOf(db: Database, srsId: number): { epsgCode: number | null; systemText: string | null } {
  const [srs] = rowsOf(
    db,
    'SELECT srs_name, organization, organization_coordsys_id, definition FROM gpkg_spatial_ref_sys WHERE srs_id = ?',
    [srsId],
  );
  if (!srs) return { epsgCode: null, systemText: null };
  const name = typeof srs.srs_name === 'string' ? srs.srs_name : null;
  const code = Number(srs.organization_coordsys_id);
  if (String(srs.organization).toUpperCase() === 'EPSG' && Number.isInteger(code) && code > 0)
    return { epsgCode: code, systemText: name ?? epsgName(code) };
  const definition = typeof srs.definition === 'string' ? srs.definition : '';
  return { epsgCode: epsgOfWkt(definition), systemText: name ?? (definition.slice(0, 80) || null) };
}

/**
 * GeoPackage (OGC 12-128r18): one layer per feature table of gpkg_contents, its system from
 * gpkg_spatial_ref_sys (the EPSG code it names, else its WKT), its attributes from the other
 * columns. sql.js (SQLite compiled to JavaScript) reads the file; the geometry blobs are read here.
 * A feature whose geometry cannot be read is kept without one, with its `problem`, so that the
 * import names it.
 */
export function readGeoPackage(SQL: SqlJsStatic, bytes: Uint8Array): SourceRead {
  let db: Database;
  try {
    db = new SQL.Database(bytes);
  } catch (error) {
    return {
      layers: [],
      errors: [
        error instanceof Error
          ? importMessage('notGeoPackageWhy', { reason: error.message })
          : importMessage('notGeoPackage'),
      ],
    };
  }
  try {
    let tables: Record<string, SqlValue>[];
    try {
      tables = rowsOf(
        db,
        `SELECT c.table_name AS table_name, g.column_name AS column_name, g.srs_id AS srs_id
           FROM gpkg_contents c JOIN gpkg_geometry_columns g ON g.table_name = c.table_name
          WHERE c.data_type = 'features' ORDER BY c.table_name`,
      );
    } catch {
      return {
        layers: [],
        errors: [importMessage('noGeoPackageTables')],
      };
    }
    const layers: SourceLayer[] = [];
    for (const table of tables) {
      const name = String(table.table_name);
      const column = String(table.column_name);
      const features: SourceFeature[] = rowsOf(db, `SELECT * FROM ${quoted(name)}`).map((row) => {
        const properties: Record<string, AttributeValue> = {};
        let geometry: SourceFeature['geometry'] = null;
        let problem: string | undefined;
        for (const [key, value] of Object.entries(row)) {
          if (key === column) {
            if (value instanceof Uint8Array) {
              try {
                geometry = readGeoPackageGeometry(value);
              } catch (error) {
                problem = error instanceof Error ? error.message : 'its geometry cannot be read';
              }
            }
          } else if (!(value instanceof Uint8Array)) properties[key] = value;
        }
        return problem ? { geometry, properties, problem } : { geometry, properties };
      });
      layers.push({ name, features, ...systemOf(db, Number(table.srs_id)) });
    }
    if (layers.length === 0) return { layers, errors: [importMessage('noFeatureTable')] };
    return { layers, errors: [] };
  } finally {
    db.close();
  }
}
