import { describe, expect, it } from 'vitest';
import {
  cellOf,
  frameBox,
  fromSystem,
  isMetricSystem,
  type MetricSystem,
  utmSystem,
} from '../analysis/grid-frame';
import { type GeoGrid, sampleGrid } from './height-grid';
import type { TerrainSource } from './terrain-source';
import { sampleHeights, ZTV_MAX_CELLS, ztvFrame } from './ztv-frame';

const RD_NEW: MetricSystem = {
  epsgCode: 28992,
  name: 'Amersfoort / RD New',
  proj4Definition:
    '+proj=sterea +lat_0=52.1561605555556 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 +y_0=463000 +ellps=bessel ' +
    '+towgs84=565.4171,50.3319,465.5524,-0.398957388243134,0.343987817378283,-1.87740163998045,4.0725 +units=m +no_defs +type=crs',
};
const WGS84: MetricSystem = {
  epsgCode: 4326,
  name: 'WGS 84',
  proj4Definition: '+proj=longlat +datum=WGS84 +no_defs +type=crs',
};
const WEB_MERCATOR: MetricSystem = {
  epsgCode: 3857,
  name: 'WGS 84 / Pseudo-Mercator',
  proj4Definition:
    '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +wktext +no_defs +type=crs',
};

/**
 * A terrain source backed by one longitude/latitude grid, as a project's terrain model is;
 * `createTerrainSource` answers the same interface.
 */
function gridSource(grid: GeoGrid): TerrainSource {
  return {
    prepare: async () => undefined,
    heightAt: (longitude, latitude) => sampleGrid(grid, longitude, latitude),
    description: 'a test grid',
    failed: false,
  };
}

/** A grid of heights given by `ground(longitude, latitude)` at its cell centres. */
function geoGrid(
  box: Omit<GeoGrid, 'data'>,
  ground: (longitude: number, latitude: number) => number,
): GeoGrid {
  const data = new Float32Array(box.width * box.height);
  for (let row = 0; row < box.height; row++)
    for (let column = 0; column < box.width; column++)
      data[row * box.width + column] = ground(
        box.west + ((column + 0.5) / box.width) * (box.east - box.west),
        box.north - ((row + 0.5) / box.height) * (box.north - box.south),
      );
  return { ...box, data };
}

const turbines = [
  { longitude: 5.3872, latitude: 52.1552 },
  { longitude: 5.42, latitude: 52.17 },
];

describe('the ZTV grid', () => {
  it('is in the project system when that is in metres, else in the UTM zone of the turbines', () => {
    expect(isMetricSystem(RD_NEW)).toBe(true);
    expect(isMetricSystem(utmSystem(5.4, 52.1))).toBe(true);
    expect(isMetricSystem(WGS84)).toBe(false);
    expect(isMetricSystem(WEB_MERCATOR)).toBe(false);
    expect(utmSystem(5.4, 52.1)).toMatchObject({ epsgCode: 32631, name: 'WGS 84 / UTM zone 31N' });
    expect(utmSystem(-70.6, -33.4)).toMatchObject({ epsgCode: 32719, name: 'WGS 84 / UTM zone 19S' });

    expect(ztvFrame(RD_NEW, turbines, 5000, 50)).toMatchObject({ system: RD_NEW, projectSystem: true });
    expect(ztvFrame(WGS84, turbines, 5000, 50)).toMatchObject({
      system: { epsgCode: 32631 },
      projectSystem: false,
    });
    expect(ztvFrame(null, turbines, 5000, 50).projectSystem).toBe(false);
  });

  it('covers every turbine with its radius, on whole cells of the system', () => {
    const frame = ztvFrame(RD_NEW, turbines, 5000, 50);
    expect(frame.west % 50).toBe(0);
    expect(frame.north % 50).toBe(0);
    for (const turbine of turbines) {
      const { column, row } = cellOf(frame, turbine.longitude, turbine.latitude);
      expect(column * 50).toBeGreaterThanOrEqual(5000);
      expect(row * 50).toBeGreaterThanOrEqual(5000);
      expect((frame.width - 1 - column) * 50).toBeGreaterThanOrEqual(5000);
      expect((frame.height - 1 - row) * 50).toBeGreaterThanOrEqual(5000);
    }
    // The RD reference point (155000, 463000) lies at the edge of cells.
    const amersfoort = fromSystem(RD_NEW, 155_000, 463_000);
    const { column, row } = cellOf(frame, amersfoort[0], amersfoort[1]);
    expect(column + 0.5).toBeCloseTo((155_000 - frame.west) / 50, 4);
    expect(row + 0.5).toBeCloseTo((frame.north - 463_000) / 50, 4);
  });

  it('refuses a grid larger than it can hold', () => {
    expect(() => ztvFrame(RD_NEW, turbines, 45_000, 10)).toThrow(/too large.*choose larger cells/);
    expect(ZTV_MAX_CELLS).toBe(6_000_000);
    expect(() => ztvFrame(RD_NEW, [], 45_000, 50)).toThrow('There are no turbines');
  });

  it('has a longitude/latitude box around it', () => {
    const frame = ztvFrame(RD_NEW, turbines, 5000, 50);
    const box = frameBox(frame);
    const [east, south] = [frame.west + frame.width * 50, frame.north - frame.height * 50];
    for (const [x, y] of [
      [frame.west, frame.north],
      [east, frame.north],
      [east, south],
      [frame.west, south],
      [(frame.west + east) / 2, south],
    ] as const) {
      const [longitude, latitude] = fromSystem(RD_NEW, x, y);
      expect(longitude).toBeGreaterThanOrEqual(box.west);
      expect(longitude).toBeLessThanOrEqual(box.east);
      expect(latitude).toBeGreaterThanOrEqual(box.south);
      expect(latitude).toBeLessThanOrEqual(box.north);
    }
  });
});

describe('sampleHeights', () => {
  const frame = ztvFrame(RD_NEW, turbines, 3000, 50);
  const box = frameBox(frame);

  it("reads every cell's centre from the terrain source, within a centimetre of converting each", () => {
    // Heights that vary linearly in degrees, so the grid's own interpolation is exact.
    const plane = (longitude: number, latitude: number) =>
      20 + (longitude - 5) * 4000 + (latitude - 52) * 9000;
    const grid = geoGrid(
      {
        west: box.west - 0.01,
        east: box.east + 0.01,
        south: box.south - 0.01,
        north: box.north + 0.01,
        width: 300,
        height: 300,
      },
      plane,
    );
    const rows: number[] = [];
    const { heights, known } = sampleHeights(frame, gridSource(grid), (done) => rows.push(done));
    expect(known).toBe(frame.width * frame.height);
    expect(rows.at(-1)).toBe(frame.height);
    let worst = 0;
    for (let row = 0; row < frame.height; row += 7)
      for (let column = 0; column < frame.width; column += 5) {
        const [longitude, latitude] = fromSystem(
          RD_NEW,
          frame.west + (column + 0.5) * 50,
          frame.north - (row + 0.5) * 50,
        );
        worst = Math.max(worst, Math.abs(heights[row * frame.width + column]! - plane(longitude, latitude)));
      }
    // float32 heights of about 1,800 m hold 0.1 mm; the rest is the lattice's interpolation.
    expect(worst).toBeLessThan(0.01);
  });

  it('counts unknown ground and ground below sea level as sea level', () => {
    // The western half below sea level, the eastern half unknown (outside the grid).
    const middle = (box.west + box.east) / 2;
    const grid = geoGrid(
      {
        west: box.west - 0.01,
        east: middle,
        south: box.south - 0.01,
        north: box.north + 0.01,
        width: 50,
        height: 50,
      },
      () => -12,
    );
    const { heights, known } = sampleHeights(frame, gridSource(grid));
    expect(known).toBeGreaterThan(0);
    expect(known).toBeLessThan(frame.width * frame.height);
    expect(heights.every((value) => value === 0)).toBe(true);
  });
});
