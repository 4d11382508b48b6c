import type { Geometry } from 'geojson';
import type { ImportMessage } from '../import-text';

/** An attribute as a GIS file holds it (DBF fields, GeoPackage columns). */
export type AttributeValue = string | number | boolean | null;

/** One feature in the file's own coordinates; `geometry` null when the record has none. */
export type SourceFeature = {
  geometry: Geometry | null;
  properties: Record<string, AttributeValue>;
  /** Why the feature's geometry could not be read, as a clause ("its geometry ends too early"). */
  problem?: string;
};

/**
 * A layer read from a shapefile or a GeoPackage table, before anything is converted: the
 * coordinates are the file's own. `epsgCode` is what the file says its system is (.prj, the
 * GeoPackage's gpkg_spatial_ref_sys) matched to an EPSG code, `systemText` its own words for it
 * (null when it says nothing).
 */
export type SourceLayer = {
  name: string;
  features: SourceFeature[];
  epsgCode: number | null;
  systemText: string | null;
};

/** What reading a file gives: its layers, or why it cannot be read. */
export type SourceRead = { layers: SourceLayer[]; errors: ImportMessage[] };
