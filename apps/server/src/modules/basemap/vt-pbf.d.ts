/** vt-pbf ships no types; only the call the basemap makes. */
declare module 'vt-pbf' {
  import type { LegacyTile } from 'geojson-vt';

  /** Encodes geojson-vt tiles, one per layer name, as a Mapbox vector tile. */
  export function fromGeojsonVt(
    layers: Record<string, LegacyTile>,
    options?: { version?: 1 | 2; extent?: number },
  ): Uint8Array;
}
