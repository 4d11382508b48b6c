import { createRequire } from 'node:module';
import { BASEMAP_LAYERS } from '@vantage/contracts';
import GeoJSONVT, { type LegacyTile } from 'geojson-vt';
import {
  loadBorders,
  loadLand,
  RESOLUTION_MAX_ZOOM,
  type Resolution,
  resolutionOf,
} from './natural-earth.js';

type LayerIndexes = { land: GeoJSONVT; borders: GeoJSONVT };

/** vt-pbf (CommonJS, no types): encodes geojson-vt tiles, one per layer name, as a vector tile. */
const { fromGeojsonVt } = createRequire(import.meta.url)('vt-pbf') as {
  fromGeojsonVt(layers: Record<string, LegacyTile>, options: { version: 2; extent: number }): Uint8Array;
};

/**
 * geojson-vt keeps every tile it has cut, so an index grows with each new tile asked for; past
 * this many it is dropped and built again on the next request (about 2 s for 1:10m). Measured:
 * 20,000 cut tiles of 1:10m hold about 40 MB, whatever a crawler asks.
 */
export const MAX_CUT_TILES = 20_000;

const EXTENT = 4096;

/** One layer after the other, so that the first one's parsed data is garbage before the second is read. */
function buildIndexes(resolution: Resolution): LayerIndexes {
  const options = { maxZoom: RESOLUTION_MAX_ZOOM[resolution], extent: EXTENT };
  const land = new GeoJSONVT(loadLand(resolution), options);
  const borders = new GeoJSONVT(
    { type: 'Feature', properties: {}, geometry: loadBorders(resolution) },
    options,
  );
  return { land, borders };
}

/**
 * The basemap's tiles, cut from Natural Earth on demand: one geojson-vt index per scale and
 * layer, each built the first time a tile of its zoom range is asked for (1:10m takes a few
 * seconds and about 100 MB, so a server that never shows a map never pays for it).
 */
export class BasemapTiles {
  private readonly indexes = new Map<Resolution, LayerIndexes>();

  /** The tile as a Mapbox vector tile (version 2); layers without features are left out. */
  encode(z: number, x: number, y: number): Uint8Array {
    const resolution = resolutionOf(z);
    let indexes = this.indexes.get(resolution);
    if (!indexes) {
      indexes = buildIndexes(resolution);
      this.indexes.set(resolution, indexes);
    }
    const layers: Record<string, LegacyTile> = {};
    const land = indexes.land.getTile(z, x, y);
    if (land?.features.length) layers[BASEMAP_LAYERS.land] = land;
    const borders = indexes.borders.getTile(z, x, y);
    if (borders?.features.length) layers[BASEMAP_LAYERS.borders] = borders;
    if (indexes.land.tileCoords.length + indexes.borders.tileCoords.length > MAX_CUT_TILES)
      this.indexes.delete(resolution);
    return fromGeojsonVt(layers, { version: 2, extent: EXTENT });
  }

  /** The scales built so far (for tests and measurements). */
  built(): Resolution[] {
    return [...this.indexes.keys()];
  }
}
