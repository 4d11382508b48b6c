import { encode } from 'fast-png';
import { writeArrayBuffer } from 'geotiff';
import proj4 from 'proj4';
import { COORDINATE_SYSTEMS } from '../seed/reference.js';

/**
 * Synthetic terrain for tests (server, web and end to end): one round hill, served as terrain
 * tiles (Terrarium or Mapbox Terrain-RGB PNGs) and written as GeoTIFFs in any listed
 * coordinate system, so a test knows the height of every point.
 */

/** A hill: a raised cosine around its centre, `base` + `peak` metres at the top, `base` from `radius` out. */
export type Hill = { longitude: number; latitude: number; peak: number; radius: number; base?: number };

const EARTH_RADIUS = 6_371_008.8;
const WGS84 = '+proj=longlat +datum=WGS84 +no_defs';

/** Great-circle distance in metres. */
export function distanceMetres(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The hill's height in metres at a point. */
export function hillHeight(hill: Hill, longitude: number, latitude: number): number {
  const d = distanceMetres(hill.longitude, hill.latitude, longitude, latitude);
  const base = hill.base ?? 0;
  return d >= hill.radius ? base : base + (hill.peak * (1 + Math.cos((Math.PI * d) / hill.radius))) / 2;
}

/** The Web Mercator tile holding a point at zoom `z`. */
export function tileOf(longitude: number, latitude: number, z: number): { z: number; x: number; y: number } {
  const n = 2 ** z;
  const rad = (latitude * Math.PI) / 180;
  return {
    z,
    x: Math.floor(((longitude + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

/** Longitude and latitude of a point of a tile, (0, 0) its north-west corner, (1, 1) its south-east. */
export function tilePoint(
  tile: { z: number; x: number; y: number },
  fx: number,
  fy: number,
): [number, number] {
  const n = 2 ** tile.z;
  const longitude = ((tile.x + fx) / n) * 360 - 180;
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (tile.y + fy)) / n))) * 180) / Math.PI;
  return [longitude, latitude];
}

/** RGB of a height in a terrain encoding (contracts' terrariumHeight and mapboxHeight read them back). */
export function encodeHeight(height: number, encoding: 'terrarium' | 'mapbox'): [number, number, number] {
  if (encoding === 'terrarium') {
    const v = height + 32768;
    const whole = Math.floor(v);
    return [Math.floor(whole / 256), whole % 256, Math.floor((v - whole) * 256)];
  }
  const v = Math.round((height + 10000) * 10);
  return [Math.floor(v / 65536), Math.floor(v / 256) % 256, v % 256];
}

/** A terrain tile of the hill as a PNG: each pixel the height at its centre. */
export function hillTilePng(
  tile: { z: number; x: number; y: number },
  hill: Hill,
  options: { encoding?: 'terrarium' | 'mapbox'; size?: number } = {},
): Uint8Array {
  const size = options.size ?? 256;
  const data = new Uint8Array(size * size * 3);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const [lon, lat] = tilePoint(tile, (px + 0.5) / size, (py + 0.5) / size);
      data.set(
        encodeHeight(hillHeight(hill, lon, lat), options.encoding ?? 'terrarium'),
        (py * size + px) * 3,
      );
    }
  }
  return encode({ width: size, height: size, data, channels: 3, depth: 8 });
}

export type HillGeoTiffOptions = {
  hill: Hill;
  /** A listed coordinate system (seed/reference.ts). */
  epsgCode: number;
  /** Metres from the centre to each edge. */
  halfExtent: number;
  /** Metres per pixel (for EPSG:4326, converted to degrees at the hill's latitude). */
  cellSize: number;
  /** Written in the GDAL_NODATA tag and into the pixels of the north-west quarter's corner. */
  noData?: number;
};

/** The proj4 definition of a listed system. */
export function proj4Definition(epsgCode: number): string {
  const system = COORDINATE_SYSTEMS.find((s) => s.epsgCode === epsgCode);
  if (!system) throw new Error(`EPSG:${epsgCode} is not a listed system`);
  return system.proj4Definition;
}

/**
 * A single-band float32 GeoTIFF of the hill (geotiff's writer: tie point, pixel scale, the EPSG
 * code as ProjectedCSTypeGeoKey or GeographicTypeGeoKey), pixel-is-area, north up.
 */
export function hillGeoTiff(options: HillGeoTiffOptions): ArrayBuffer {
  const { hill, epsgCode, halfExtent, cellSize } = options;
  const geographic = epsgCode === 4326;
  const converter = proj4(WGS84, proj4Definition(epsgCode));
  const [cx, cy] = converter.forward([hill.longitude, hill.latitude]) as [number, number];
  const metresPerDegreeLat = (Math.PI / 180) * EARTH_RADIUS;
  const metresPerDegreeLon = metresPerDegreeLat * Math.cos((hill.latitude * Math.PI) / 180);
  const sx = geographic ? cellSize / metresPerDegreeLon : cellSize;
  const sy = geographic ? cellSize / metresPerDegreeLat : cellSize;
  const halfX = geographic ? halfExtent / metresPerDegreeLon : halfExtent;
  const halfY = geographic ? halfExtent / metresPerDegreeLat : halfExtent;
  const width = Math.round((2 * halfX) / sx);
  const height = Math.round((2 * halfY) / sy);
  const x0 = cx - halfX;
  const y0 = cy + halfY;
  const values = new Float32Array(width * height);
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      const [lon, lat] = converter.inverse([x0 + (i + 0.5) * sx, y0 - (j + 0.5) * sy]) as [number, number];
      const corner = options.noData !== undefined && i < width / 8 && j < height / 8;
      values[j * width + i] = corner ? options.noData! : hillHeight(hill, lon, lat);
    }
  }
  return writeArrayBuffer(values, {
    width,
    height,
    ModelPixelScale: [sx, sy, 0],
    ModelTiepoint: [0, 0, 0, x0, y0, 0],
    GTRasterTypeGeoKey: 1,
    ...(geographic
      ? { GTModelTypeGeoKey: 2, GeographicTypeGeoKey: epsgCode }
      : { GTModelTypeGeoKey: 1, ProjectedCSTypeGeoKey: epsgCode }),
    ...(options.noData !== undefined ? { GDAL_NODATA: `${options.noData}\u0000` } : {}),
  } as Parameters<typeof writeArrayBuffer>[1]);
}

/** A GeoTIFF of `bands` bands (an RGB picture of the hill's area, say) in EPSG:28992. */
export function multiBandGeoTiff(bands: number, size = 16): ArrayBuffer {
  const data = Array.from({ length: bands }, (_, band) =>
    Array.from({ length: size }, (_, row) =>
      Array.from({ length: size }, (_, col) => (band + row + col) % 255),
    ),
  );
  return writeArrayBuffer(data, {
    ModelPixelScale: [10, 10, 0],
    ModelTiepoint: [0, 0, 0, 150_000, 450_000, 0],
    GTModelTypeGeoKey: 1,
    ProjectedCSTypeGeoKey: 28992,
  } as Parameters<typeof writeArrayBuffer>[1]);
}

/** A float32 GeoTIFF with a projected system named by `epsgCode` (listed or not). */
export function geoTiffInEpsg(epsgCode: number, size = 16): ArrayBuffer {
  return writeArrayBuffer(new Float32Array(size * size).fill(12), {
    width: size,
    height: size,
    ModelPixelScale: [10, 10, 0],
    ModelTiepoint: [0, 0, 0, 500_000, 6_000_000, 0],
    GTModelTypeGeoKey: 1,
    ProjectedCSTypeGeoKey: epsgCode,
  } as Parameters<typeof writeArrayBuffer>[1]);
}

/**
 * A plain single-band 8-bit TIFF, written here (geotiff's writer always adds a georeference):
 * without georeference unless `geo` is given. Fast at any size, for the pixel limit.
 */
export function plainTiff(
  width: number,
  height: number,
  geo?: { pixelScale: [number, number]; tiepoint: [number, number]; epsgCode: number },
): Uint8Array {
  type Entry = { tag: number; type: 3 | 4 | 12; values: number[] };
  const entries: Entry[] = [
    { tag: 256, type: 4, values: [width] },
    { tag: 257, type: 4, values: [height] },
    { tag: 258, type: 3, values: [8] },
    { tag: 259, type: 3, values: [1] },
    { tag: 262, type: 3, values: [1] },
    { tag: 273, type: 4, values: [0] },
    { tag: 277, type: 3, values: [1] },
    { tag: 278, type: 4, values: [height] },
    { tag: 279, type: 4, values: [width * height] },
    { tag: 284, type: 3, values: [1] },
    { tag: 339, type: 3, values: [1] },
  ];
  if (geo) {
    entries.push(
      { tag: 33550, type: 12, values: [...geo.pixelScale, 0] },
      { tag: 33922, type: 12, values: [0, 0, 0, ...geo.tiepoint, 0] },
      { tag: 34735, type: 3, values: [1, 1, 0, 2, 1024, 0, 1, 1, 3072, 0, 1, geo.epsgCode] },
    );
  }
  const size = { 3: 2, 4: 4, 12: 8 } as const;
  const ifdBytes = 2 + entries.length * 12 + 4;
  const extraBytes = entries.reduce(
    (sum, e) => sum + (e.values.length * size[e.type] > 4 ? e.values.length * size[e.type] : 0),
    0,
  );
  const dataOffset = 8 + ifdBytes + extraBytes;
  entries.find((e) => e.tag === 273)!.values = [dataOffset];
  const bytes = new Uint8Array(dataOffset + width * height);
  const view = new DataView(bytes.buffer);
  bytes.set([0x49, 0x49, 42, 0]);
  view.setUint32(4, 8, true);
  view.setUint16(8, entries.length, true);
  let extra = 8 + ifdBytes;
  entries.forEach((entry, k) => {
    const at = 10 + k * 12;
    view.setUint16(at, entry.tag, true);
    view.setUint16(at + 2, entry.type, true);
    view.setUint32(at + 4, entry.values.length, true);
    const length = entry.values.length * size[entry.type];
    let target = at + 8;
    if (length > 4) {
      view.setUint32(at + 8, extra, true);
      target = extra;
      extra += length;
    }
    entry.values.forEach((value, i) => {
      if (entry.type === 3) view.setUint16(target + i * 2, value, true);
      else if (entry.type === 4) view.setUint32(target + i * 4, value, true);
      else view.setFloat64(target + i * 8, value, true);
    });
  });
  view.setUint32(10 + entries.length * 12, 0, true);
  for (let i = dataOffset; i < bytes.length; i++) bytes[i] = (i * 7) & 0xff;
  return bytes;
}

/** A multipart/form-data body with one file in the field "file", with the caller's headers. */
export function multipartUpload(
  headers: Record<string, string>,
  bytes: ArrayBuffer | Uint8Array,
  fileName: string,
  field = 'file',
): { headers: Record<string, string>; payload: Buffer } {
  const boundary = '----vantage-terrain-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/tiff\r\n\r\n`,
    ),
    Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

/** A terrain model's grid as the API sends it (little-endian float32, row 0 north) with its extent. */
export type Grid = {
  values: Float32Array;
  width: number;
  height: number;
  west: number;
  south: number;
  east: number;
  north: number;
};

export function readGrid(
  bytes: Uint8Array,
  model: { width: number; height: number; west: number; south: number; east: number; north: number },
): Grid {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Float32Array(model.width * model.height);
  for (let i = 0; i < values.length; i++) values[i] = view.getFloat32(i * 4, true);
  return { ...model, values };
}

/** The grid's height at a point: bilinear between the centres of the cells around it. */
export function sampleGrid(grid: Grid, longitude: number, latitude: number): number {
  const u = ((longitude - grid.west) / (grid.east - grid.west)) * grid.width - 0.5;
  const v = ((grid.north - latitude) / (grid.north - grid.south)) * grid.height - 0.5;
  const x = Math.min(Math.max(u, 0), grid.width - 1);
  const y = Math.min(Math.max(v, 0), grid.height - 1);
  const i0 = Math.floor(x);
  const j0 = Math.floor(y);
  const i1 = Math.min(i0 + 1, grid.width - 1);
  const j1 = Math.min(j0 + 1, grid.height - 1);
  const at = (i: number, j: number) => grid.values[j * grid.width + i]!;
  const fx = x - i0;
  const fy = y - j0;
  return (
    (1 - fy) * ((1 - fx) * at(i0, j0) + fx * at(i1, j0)) + fy * ((1 - fx) * at(i0, j1) + fx * at(i1, j1))
  );
}
