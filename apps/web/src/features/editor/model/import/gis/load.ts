import { importMessage } from '../import-text';
import { readGeoPackage } from './geopackage';
import { type ChosenFile, readShapefile } from './shapefile';
import type { SourceRead } from './source-layer';

export type { ChosenFile } from './shapefile';
export type { SourceLayer, SourceRead } from './source-layer';
export {
  convertGisLayer,
  GIS_TARGET_LABELS,
  GIS_TARGETS,
  type GisImportResult,
  type GisTarget,
} from './to-plan';

/** A file the GIS import reads (the others go to the CSV, GeoJSON and KML readers). */
export const isGisFile = (name: string) => /\.(zip|shp|shx|dbf|prj|cpg|gpkg)$/i.test(name.trim());

/**
 * Reads shapefiles (a .zip, or the files chosen together) or one GeoPackage. This module and
 * its libraries load only when such a file is chosen (the planner's import imports it
 * dynamically); SQLite (sql.js, compiled to JavaScript: the page's policy admits no
 * WebAssembly) loads only for a GeoPackage.
 */
export async function readGisFiles(files: readonly ChosenFile[]): Promise<SourceRead> {
  const packages = files.filter((file) => /\.gpkg$/i.test(file.name));
  if (packages.length > 1 || (packages.length === 1 && files.length > 1))
    return { layers: [], errors: [importMessage('oneGeoPackage')] };
  const [gpkg] = packages;
  if (!gpkg) return readShapefile(files);
  const { default: initSqlJs } = await import('sql.js/dist/sql-asm.js');
  return readGeoPackage(await initSqlJs(), gpkg.bytes);
}
