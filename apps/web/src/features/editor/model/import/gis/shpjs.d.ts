/** The part of shpjs (6.x) the import uses; the package ships no types of its own. */
declare module 'shpjs' {
  import type { Geometry } from 'geojson';
  /** The shapes of a .shp, in order (null for a null shape); with a .prj text, converted by proj4. */
  export function parseShp(shp: ArrayBuffer | DataView | Uint8Array, prj?: string): (Geometry | null)[];
  /** The records of a .dbf, in order, decoded in the .cpg's code page. */
  export function parseDbf(dbf: ArrayBuffer | DataView | Uint8Array, cpg?: string): Record<string, unknown>[];
}
