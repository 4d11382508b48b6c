import { TERRAIN_MODEL_MAX_CELLS, TERRAIN_MODEL_MAX_PIXELS } from '@vantage/contracts';
import { fromArrayBuffer, type GeoTIFFImage } from 'geotiff';
import proj4 from 'proj4';
import { useBoundedDecoders } from './bounded-decoders.js';
import { isTiff, NOT_A_TIFF, readTiffStructure, TiffStructureInvalid } from './tiff-structure.js';

/** What cannot be read as a terrain model: the upload answers 400 with this message. */
export class TerrainModelInvalid extends Error {
  override readonly name = 'TerrainModelInvalid';
}

/** A coordinate system the API lists (GET /api/coordinate-systems). */
export type CoordinateSystemDefinition = { epsgCode: number; proj4Definition: string };

/** The grid and what the contracts' TerrainModel says of it. */
export type ResampledTerrain = {
  sourceEpsgCode: number;
  width: number;
  height: number;
  west: number;
  south: number;
  east: number;
  north: number;
  minHeight: number;
  maxHeight: number;
  sourceResolution: number;
  /** `width × height` heights, row 0 north, column 0 west, NaN without data. */
  grid: Float32Array;
};

export type ReaderLimits = { maxPixels: number; maxCells: number };

const WGS84 = '+proj=longlat +datum=WGS84 +no_defs';
/** GeoTIFF's "user-defined" code: the system is spelled out in keys, not named by EPSG. */
const USER_DEFINED = 32767;
/** Heights beyond these are fill values a file did not declare (Earth: −11 km to 8.8 km). */
const LOWEST = -12_000;
const HIGHEST = 10_000;
/** Every LATTICE-th cell is reprojected exactly; the cells between interpolate (mm over 8 cells). */
const LATTICE = 8;
const EARTH_RADIUS = 6_371_008.8;

const invalid = (message: string) => new TerrainModelInvalid(message);

/**
 * Reads an uploaded GeoTIFF of heights and resamples it to a regular WGS 84 longitude/latitude
 * grid (docs/decisions/163-terrain-sources.md): one band, georeferenced by tie point and pixel
 * scale or by a transformation matrix, in a listed coordinate system. Each grid cell's height is
 * the bilinear interpolation of the four source pixels around its centre (the valid ones, when
 * some have no data and the nearest has); NaN outside the source. The grid covers the source's
 * extent and keeps its resolution up to TERRAIN_MODEL_MAX_CELLS cells on the longest side.
 */
export async function readTerrainModel(
  bytes: Uint8Array,
  systems: readonly CoordinateSystemDefinition[],
  limits: ReaderLimits = { maxPixels: TERRAIN_MODEL_MAX_PIXELS, maxCells: TERRAIN_MODEL_MAX_CELLS },
): Promise<ResampledTerrain> {
  if (!isTiff(bytes)) throw invalid(NOT_A_TIFF);
  // What decoding would cost, from the directory alone; then geotiff with decoders bounded by it.
  try {
    readTiffStructure(bytes, limits.maxPixels);
  } catch (error) {
    if (error instanceof TiffStructureInvalid) throw invalid(error.message);
    throw error;
  }
  useBoundedDecoders();
  let image: GeoTIFFImage;
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    image = await (await fromArrayBuffer(buffer)).getImage(0);
  } catch (error) {
    throw invalid(`The TIFF could not be read (${messageOf(error)}).`);
  }
  const bands = image.getSamplesPerPixel();
  if (bands !== 1)
    throw invalid(`The GeoTIFF has ${bands} bands; a terrain model has one (heights in metres).`);
  const sourceWidth = image.getWidth();
  const sourceHeight = image.getHeight();
  if (sourceWidth * sourceHeight > limits.maxPixels)
    throw invalid(
      `The GeoTIFF is ${sourceWidth} × ${sourceHeight} = ${count(sourceWidth * sourceHeight)} pixels; at most ${count(limits.maxPixels)} (${limits.maxPixels / 1e6} megapixels) are accepted: cut or resample it first.`,
    );
  const toModel = affineOf(image);
  const system = coordinateSystemOf(image, systems);

  let values: ArrayLike<number>;
  try {
    const rasters = await image.readRasters({ samples: [0], interleave: true });
    values = rasters as unknown as ArrayLike<number>;
  } catch (error) {
    throw invalid(`The GeoTIFF's pixels could not be read (${messageOf(error)}).`);
  }
  const noData = image.getGDALNoData();
  const heights = new Float32Array(sourceWidth * sourceHeight);
  for (let i = 0; i < heights.length; i++) {
    const value = values[i]!;
    heights[i] = value === noData || !(value >= LOWEST && value <= HIGHEST) ? Number.NaN : value;
  }

  const converter = proj4(WGS84, system.proj4Definition);
  const toLonLat = (x: number, y: number) => converter.inverse([x, y]) as [number, number];
  const fromLonLat = (lon: number, lat: number) => converter.forward([lon, lat]) as [number, number];

  // Pixel (column, row) centres in raster space: +0.5 for PixelIsArea, as they are for PixelIsPoint.
  const centre = pixelIsPoint(image) ? 0 : 0.5;
  const bounds = lonLatBounds(sourceWidth, sourceHeight, toModel.forward, toLonLat);
  const sourceResolution = resolutionOf(sourceWidth, sourceHeight, centre, toModel.forward, toLonLat);
  const { width, height } = gridSize(bounds, sourceResolution, limits.maxCells);

  const grid = new Float32Array(width * height);
  const sample = bilinearSampler(heights, sourceWidth, sourceHeight);
  const pixelOf = (col: number, row: number): [number, number] => {
    const lon = bounds.west + ((col + 0.5) * (bounds.east - bounds.west)) / width;
    const lat = bounds.north - ((row + 0.5) * (bounds.north - bounds.south)) / height;
    const [i, j] = toModel.inverse(...fromLonLat(lon, lat));
    return [i - centre, j - centre];
  };
  forEachCell(width, height, pixelOf, (index, u, v) => {
    grid[index] = sample(u, v);
  });

  let minHeight = Number.POSITIVE_INFINITY;
  let maxHeight = Number.NEGATIVE_INFINITY;
  for (const value of grid) {
    if (value < minHeight) minHeight = value;
    if (value > maxHeight) maxHeight = value;
  }
  if (minHeight > maxHeight) throw invalid('The GeoTIFF holds no heights: every pixel is no data.');
  return {
    sourceEpsgCode: system.epsgCode,
    width,
    height,
    ...bounds,
    minHeight,
    maxHeight,
    sourceResolution,
    grid,
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const count = (n: number) => n.toLocaleString('en');

type Affine = {
  /** Raster (column, row) space to the model's coordinates. */
  forward: (i: number, j: number) => [number, number];
  inverse: (x: number, y: number) => [number, number];
};

/** The raster-to-model transformation: ModelTransformation, or ModelTiepoint with ModelPixelScale. */
function affineOf(image: GeoTIFFImage): Affine {
  const directory = image.getFileDirectory();
  const transformation = directory.getValue('ModelTransformation') as number[] | undefined;
  const tiepoint = directory.getValue('ModelTiepoint') as number[] | undefined;
  const scale = directory.getValue('ModelPixelScale') as number[] | undefined;
  let m: [number, number, number, number, number, number];
  if (transformation && transformation.length >= 8) {
    m = [
      transformation[0]!,
      transformation[1]!,
      transformation[3]!,
      transformation[4]!,
      transformation[5]!,
      transformation[7]!,
    ];
  } else if (tiepoint && tiepoint.length >= 6 && scale && scale.length >= 2) {
    const [ti, tj, , tx, ty] = tiepoint as [number, number, number, number, number];
    const [sx, sy] = scale as [number, number];
    m = [sx, 0, tx - ti * sx, 0, -sy, ty + tj * sy];
  } else {
    throw invalid(
      'The TIFF has no georeference (neither ModelTiepoint with ModelPixelScale nor ModelTransformation): export it as a GeoTIFF.',
    );
  }
  const [a, b, c, d, e, f] = m;
  const determinant = a * e - b * d;
  if (!Number.isFinite(determinant) || determinant === 0 || !m.every(Number.isFinite))
    throw invalid("The GeoTIFF's georeference is degenerate (a pixel size of zero).");
  return {
    forward: (i, j) => [a * i + b * j + c, d * i + e * j + f],
    inverse: (x, y) => [(e * (x - c) - b * (y - f)) / determinant, (a * (y - f) - d * (x - c)) / determinant],
  };
}

/** The listed system the GeoTIFF names: its projected system, else its geographic one. */
function coordinateSystemOf(
  image: GeoTIFFImage,
  systems: readonly CoordinateSystemDefinition[],
): CoordinateSystemDefinition {
  let keys: Record<string, unknown> | null;
  try {
    keys = image.getGeoKeys() as Record<string, unknown> | null;
  } catch (error) {
    throw invalid(`The GeoTIFF's GeoKeys could not be read (${messageOf(error)}).`);
  }
  const projected = keys?.ProjectedCSTypeGeoKey;
  const geographic = keys?.GeographicTypeGeoKey;
  const code =
    typeof projected === 'number' ? projected : typeof geographic === 'number' ? geographic : undefined;
  const listed = [...systems]
    .sort((a, b) => a.epsgCode - b.epsgCode)
    .map((s) => `EPSG:${s.epsgCode}`)
    .join(', ');
  if (code === undefined)
    throw invalid(
      `The GeoTIFF names no coordinate system (no ProjectedCSTypeGeoKey or GeographicTypeGeoKey); save it in one of ${listed}.`,
    );
  if (code === USER_DEFINED)
    throw invalid(
      `The GeoTIFF's coordinate system is user-defined, not an EPSG code; save it in one of ${listed}.`,
    );
  const system = systems.find((s) => s.epsgCode === code);
  if (!system)
    throw invalid(
      `The GeoTIFF is in EPSG:${code}, which is not a supported coordinate system; reproject it to one of ${listed}.`,
    );
  return system;
}

/** GTRasterTypeGeoKey 2: the tie point names a pixel's centre, not its corner. */
function pixelIsPoint(image: GeoTIFFImage): boolean {
  try {
    return (image.getGeoKeys() as Record<string, unknown> | null)?.GTRasterTypeGeoKey === 2;
  } catch {
    return false;
  }
}

type Bounds = { west: number; south: number; east: number; north: number };

/** The longitude/latitude box around the raster's outline (its edges, densified: projections curve them). */
function lonLatBounds(
  width: number,
  height: number,
  toModel: Affine['forward'],
  toLonLat: (x: number, y: number) => [number, number],
): Bounds {
  const bounds = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  const steps = 32;
  for (let k = 0; k <= steps; k++) {
    const t = k / steps;
    for (const [i, j] of [
      [t * width, 0],
      [t * width, height],
      [0, t * height],
      [width, t * height],
    ] as const) {
      const [lon, lat] = toLonLat(...toModel(i, j));
      bounds.west = Math.min(bounds.west, lon);
      bounds.east = Math.max(bounds.east, lon);
      bounds.south = Math.min(bounds.south, lat);
      bounds.north = Math.max(bounds.north, lat);
    }
  }
  const { west, south, east, north } = bounds;
  if (
    ![west, south, east, north].every(Number.isFinite) ||
    west < -180 ||
    east > 180 ||
    south < -90 ||
    north > 90 ||
    west >= east ||
    south >= north
  )
    throw invalid("The GeoTIFF's georeference does not place it on the Earth in its coordinate system.");
  return bounds;
}

/** Great-circle distance in metres. */
function distance([lon1, lat1]: [number, number], [lon2, lat2]: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Metres per pixel at the raster's centre: the mean of a step along a row and along a column. */
function resolutionOf(
  width: number,
  height: number,
  centre: number,
  toModel: Affine['forward'],
  toLonLat: (x: number, y: number) => [number, number],
): number {
  const i = Math.floor(width / 2) + centre;
  const j = Math.floor(height / 2) + centre;
  const at = (di: number, dj: number) => toLonLat(...toModel(i + di, j + dj));
  const here = at(0, 0);
  return (distance(here, at(1, 0)) + distance(here, at(0, 1))) / 2;
}

/** Cells that keep the source's resolution, at most `maxCells` on the longest side. */
function gridSize(bounds: Bounds, resolution: number, maxCells: number): { width: number; height: number } {
  const middle = (bounds.south + bounds.north) / 2;
  const widthMetres = distance([bounds.west, middle], [bounds.east, middle]);
  const heightMetres = distance([bounds.west, bounds.south], [bounds.west, bounds.north]);
  const cell = Math.max(resolution, Math.max(widthMetres, heightMetres) / maxCells);
  const cells = (metres: number) => Math.min(maxCells, Math.max(1, Math.round(metres / cell)));
  return { width: cells(widthMetres), height: cells(heightMetres) };
}

/**
 * Calls `visit(index, u, v)` for every grid cell with its source pixel position, reprojecting
 * exactly every LATTICE-th row and column (and the last) and interpolating between them.
 */
function forEachCell(
  width: number,
  height: number,
  pixelOf: (col: number, row: number) => [number, number],
  visit: (index: number, u: number, v: number) => void,
): void {
  const knots = (n: number) => {
    const list: number[] = [];
    for (let k = 0; k < n - 1; k += LATTICE) list.push(k);
    list.push(n - 1);
    return list;
  };
  /** The knots around `n` and how far between them it lies. */
  const span = (list: number[], n: number): [number, number, number] => {
    const k = Math.max(0, Math.min(Math.floor(n / LATTICE), list.length - 2));
    const a = list[k]!;
    const b = list[k + 1] ?? a;
    return [k, Math.min(k + 1, list.length - 1), b === a ? 0 : (n - a) / (b - a)];
  };
  const cols = knots(width);
  const rows = knots(height);
  const lattice = rows.map((row) => cols.map((col) => pixelOf(col, row)));
  for (let row = 0; row < height; row++) {
    const [r0, r1, fy] = span(rows, row);
    for (let col = 0; col < width; col++) {
      const [c0, c1, fx] = span(cols, col);
      const p00 = lattice[r0]![c0]!;
      const p10 = lattice[r0]![c1]!;
      const p01 = lattice[r1]![c0]!;
      const p11 = lattice[r1]![c1]!;
      const u = (1 - fy) * ((1 - fx) * p00[0] + fx * p10[0]) + fy * ((1 - fx) * p01[0] + fx * p11[0]);
      const v = (1 - fy) * ((1 - fx) * p00[1] + fx * p10[1]) + fy * ((1 - fx) * p01[1] + fx * p11[1]);
      visit(row * width + col, u, v);
    }
  }
}

/**
 * The height at continuous pixel-centre position (u, v): bilinear between the four pixels
 * around it (clamped at the raster's edge, whose outer half pixel takes the edge's values);
 * NaN outside the raster or where the nearest pixel has no data.
 */
function bilinearSampler(heights: Float32Array, width: number, height: number) {
  return (u: number, v: number): number => {
    if (!(u >= -0.5 && u <= width - 0.5 && v >= -0.5 && v <= height - 0.5)) return Number.NaN;
    const x = Math.min(Math.max(u, 0), width - 1);
    const y = Math.min(Math.max(v, 0), height - 1);
    const nearest = heights[Math.round(y) * width + Math.round(x)]!;
    if (Number.isNaN(nearest)) return Number.NaN;
    const i0 = Math.floor(x);
    const j0 = Math.floor(y);
    const i1 = Math.min(i0 + 1, width - 1);
    const j1 = Math.min(j0 + 1, height - 1);
    const fx = x - i0;
    const fy = y - j0;
    const h00 = heights[j0 * width + i0]!;
    const h10 = heights[j0 * width + i1]!;
    const h01 = heights[j1 * width + i0]!;
    const h11 = heights[j1 * width + i1]!;
    const w00 = (1 - fx) * (1 - fy);
    const w10 = fx * (1 - fy);
    const w01 = (1 - fx) * fy;
    const w11 = fx * fy;
    // Unrolled (a cell a call, a million calls): only the neighbours that have data count.
    let sum = 0;
    let weights = 0;
    if (w00 > 0 && !Number.isNaN(h00)) {
      sum += w00 * h00;
      weights += w00;
    }
    if (w10 > 0 && !Number.isNaN(h10)) {
      sum += w10 * h10;
      weights += w10;
    }
    if (w01 > 0 && !Number.isNaN(h01)) {
      sum += w01 * h01;
      weights += w01;
    }
    if (w11 > 0 && !Number.isNaN(h11)) {
      sum += w11 * h11;
      weights += w11;
    }
    return weights > 0 ? sum / weights : nearest;
  };
}
