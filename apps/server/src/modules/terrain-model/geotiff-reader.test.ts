import { writeArrayBuffer } from 'geotiff';
import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { COORDINATE_SYSTEMS } from '../../seed/reference.js';
import {
  type Hill,
  hillGeoTiff,
  hillHeight,
  plainTiff,
  proj4Definition,
  readGrid,
  sampleGrid,
} from '../../test/terrain-fixtures.js';
import { readTerrainModel } from './geotiff-reader.js';

const HILL: Hill = { longitude: 4.9, latitude: 52.3, peak: 80, radius: 700, base: -2 };
const rd = proj4('+proj=longlat +datum=WGS84 +no_defs', proj4Definition(28992));

/** Longitude and latitude of a grid cell's centre. */
const cellCentre = (
  r: { west: number; east: number; south: number; north: number; width: number; height: number },
  i: number,
  j: number,
) =>
  [
    r.west + ((i + 0.5) * (r.east - r.west)) / r.width,
    r.north - ((j + 0.5) * (r.north - r.south)) / r.height,
  ] as const;

/** The hill in RD New written with a ModelTransformation turned by `degrees`, or with PixelIsPoint. */
function transformedHill(options: { degrees?: number; pixelIsPoint?: boolean }): ArrayBuffer {
  const size = 120;
  const cell = 12;
  const [cx, cy] = rd.forward([HILL.longitude, HILL.latitude]) as [number, number];
  const angle = ((options.degrees ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Raster (i, j) -> model: x = a i + b j + c, y = d i + e j + f, centred on the hill.
  const a = cell * cos;
  const b = cell * sin;
  const d = cell * sin;
  const e = -cell * cos;
  const half = size / 2;
  const c = cx - a * half - b * half;
  const f = cy - d * half - e * half;
  const offset = options.pixelIsPoint ? 0 : 0.5;
  const values = new Float32Array(size * size);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const x = a * (i + offset) + b * (j + offset) + c;
      const y = d * (i + offset) + e * (j + offset) + f;
      const [lon, lat] = rd.inverse([x, y]) as [number, number];
      values[j * size + i] = hillHeight(HILL, lon, lat);
    }
  }
  return writeArrayBuffer(values, {
    width: size,
    height: size,
    ModelTransformation: [a, b, 0, c, d, e, 0, f, 0, 0, 0, 0, 0, 0, 0, 1],
    GTModelTypeGeoKey: 1,
    GTRasterTypeGeoKey: options.pixelIsPoint ? 2 : 1,
    ProjectedCSTypeGeoKey: 28992,
  } as Parameters<typeof writeArrayBuffer>[1]);
}

describe('readTerrainModel', () => {
  it('resamples every cell of a projected hill to within 0.25 m of the hill itself', async () => {
    const tiff = hillGeoTiff({ hill: HILL, epsgCode: 28992, halfExtent: 1000, cellSize: 10 });
    const r = await readTerrainModel(new Uint8Array(tiff), COORDINATE_SYSTEMS);
    expect(r.sourceEpsgCode).toBe(28992);
    expect(r.sourceResolution).toBeCloseTo(10, 1);
    let worst = 0;
    let inside = 0;
    for (let j = 0; j < r.height; j++) {
      for (let i = 0; i < r.width; i++) {
        const value = r.grid[j * r.width + i]!;
        if (Number.isNaN(value)) continue;
        inside++;
        const [lon, lat] = cellCentre(r, i, j);
        worst = Math.max(worst, Math.abs(value - hillHeight(HILL, lon, lat)));
      }
    }
    // The RD square, turned a little against the meridians, leaves corners of its box empty.
    expect(inside).toBeGreaterThan(0.97 * r.width * r.height);
    expect(worst).toBeLessThan(0.25);
  });

  it('reads a turned ModelTransformation: the hill where it is, nothing outside the turned square', async () => {
    const r = await readTerrainModel(new Uint8Array(transformedHill({ degrees: 30 })), COORDINATE_SYSTEMS);
    const grid = readGrid(new Uint8Array(r.grid.buffer), r);
    expect(Math.abs(sampleGrid(grid, HILL.longitude, HILL.latitude) - 78)).toBeLessThan(0.5);
    // The box of a square turned by 30° is 1.37 times as wide; its corners are outside the data.
    expect(Number.isNaN(r.grid[0]!)).toBe(true);
    expect(Number.isNaN(r.grid[r.grid.length - 1]!)).toBe(true);
    let worst = 0;
    for (let j = 0; j < r.height; j++) {
      for (let i = 0; i < r.width; i++) {
        const value = r.grid[j * r.width + i]!;
        if (Number.isNaN(value)) continue;
        const [lon, lat] = cellCentre(r, i, j);
        worst = Math.max(worst, Math.abs(value - hillHeight(HILL, lon, lat)));
      }
    }
    expect(worst).toBeLessThan(0.5);
  });

  it('places PixelIsPoint rasters by their pixel centres', async () => {
    const area = await readTerrainModel(new Uint8Array(transformedHill({})), COORDINATE_SYSTEMS);
    const point = await readTerrainModel(
      new Uint8Array(transformedHill({ pixelIsPoint: true })),
      COORDINATE_SYSTEMS,
    );
    for (const r of [area, point]) {
      const grid = readGrid(new Uint8Array(r.grid.buffer), r);
      for (const [dLon, dLat] of [
        [0, 0],
        [0.004, 0],
        [0, -0.003],
      ]) {
        const lon = HILL.longitude + dLon!;
        const lat = HILL.latitude + dLat!;
        expect(Math.abs(sampleGrid(grid, lon, lat) - hillHeight(HILL, lon, lat))).toBeLessThan(0.5);
      }
    }
  });

  it('keeps at most 1024 cells on the longest side, and the source resolution below that', async () => {
    const wide = plainTiff(3000, 1500, { pixelScale: [1, 1], tiepoint: [150_000, 450_000], epsgCode: 28992 });
    const r = await readTerrainModel(wide, COORDINATE_SYSTEMS);
    expect(r.width).toBe(1024);
    expect(Math.abs(r.height - 512)).toBeLessThanOrEqual(2);
    expect(r.sourceResolution).toBeCloseTo(1, 2);
    const small = plainTiff(300, 150, { pixelScale: [5, 5], tiepoint: [150_000, 450_000], epsgCode: 28992 });
    const s = await readTerrainModel(small, COORDINATE_SYSTEMS);
    expect(Math.abs(s.width - 300)).toBeLessThanOrEqual(2);
    expect(Math.abs(s.height - 150)).toBeLessThanOrEqual(2);
  });

  it('counts fill values beyond Earth heights as no data, though the file does not declare them', async () => {
    const values = new Float32Array(16 * 16).fill(25);
    values.fill(-3.4e38, 0, 16);
    values.fill(1e20, 16, 32);
    const tiff = writeArrayBuffer(values, {
      width: 16,
      height: 16,
      ModelPixelScale: [10, 10, 0],
      ModelTiepoint: [0, 0, 0, 150_000, 450_000, 0],
      GTModelTypeGeoKey: 1,
      ProjectedCSTypeGeoKey: 28992,
    } as Parameters<typeof writeArrayBuffer>[1]);
    const r = await readTerrainModel(new Uint8Array(tiff), COORDINATE_SYSTEMS);
    expect(r.minHeight).toBe(25);
    expect(r.maxHeight).toBe(25);
    expect(Number.isNaN(r.grid[0]!)).toBe(true);
  });

  it('refuses a raster that is all no data', async () => {
    const tiff = writeArrayBuffer(new Float32Array(64).fill(-9999), {
      width: 8,
      height: 8,
      ModelPixelScale: [10, 10, 0],
      ModelTiepoint: [0, 0, 0, 150_000, 450_000, 0],
      GTModelTypeGeoKey: 1,
      ProjectedCSTypeGeoKey: 28992,
      GDAL_NODATA: '-9999\u0000',
    } as Parameters<typeof writeArrayBuffer>[1]);
    await expect(readTerrainModel(new Uint8Array(tiff), COORDINATE_SYSTEMS)).rejects.toThrow(
      'The GeoTIFF holds no heights: every pixel is no data.',
    );
  });
});
