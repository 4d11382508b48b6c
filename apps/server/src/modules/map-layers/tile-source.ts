import type { MapLayerKind } from '@vantage/contracts/map-layers';

/** What of a layer its tiles' addresses are made from. */
export type TileSourceLayer = {
  kind: MapLayerKind;
  url: string;
  wmsLayers: string | null;
  format: string;
};

/** Half the Web Mercator world's width, metres (EPSG:3857). */
const HALF_WORLD = 20_037_508.342789244;

/** A tile's extent in EPSG:3857 metres: [west, south, east, north]. */
export function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  const size = (2 * HALF_WORLD) / 2 ** z;
  const west = -HALF_WORLD + x * size;
  const north = HALF_WORLD - y * size;
  return [west, north - size, west + size, north];
}

/** GetMap's parameters, which replace any of the same name (in any case) in the address. */
const WMS_KEYS = [
  'service',
  'request',
  'version',
  'layers',
  'styles',
  'crs',
  'srs',
  'bbox',
  'width',
  'height',
  'format',
  'transparent',
];

/**
 * The source's address of tile z/x/y of a layer: an XYZ or WMTS template with its placeholders
 * filled ({z}/{x}/{y}, or WMTS's {TileMatrix}/{TileCol}/{TileRow}), or a WMS 1.3.0 GetMap of
 * the tile's extent in EPSG:3857, 256 × 256 pixels, the layer's other query parameters kept.
 */
export function tileSourceUrl(layer: TileSourceLayer, z: number, x: number, y: number): string {
  if (layer.kind !== 'wms')
    return layer.url
      .replaceAll('{z}', String(z))
      .replaceAll('{x}', String(x))
      .replaceAll('{y}', String(y))
      .replaceAll('{TileMatrix}', String(z))
      .replaceAll('{TileCol}', String(x))
      .replaceAll('{TileRow}', String(y));
  const url = new URL(layer.url);
  for (const key of [...url.searchParams.keys()])
    if (WMS_KEYS.includes(key.toLowerCase())) url.searchParams.delete(key);
  const bbox = tileBounds(z, x, y).map((value) => value.toFixed(6));
  const params: Record<string, string> = {
    SERVICE: 'WMS',
    REQUEST: 'GetMap',
    VERSION: '1.3.0',
    LAYERS: layer.wmsLayers ?? '',
    STYLES: '',
    CRS: 'EPSG:3857',
    BBOX: bbox.join(','),
    WIDTH: '256',
    HEIGHT: '256',
    FORMAT: layer.format,
    TRANSPARENT: layer.format === 'image/png' ? 'TRUE' : 'FALSE',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
