import { describe, expect, it } from 'vitest';
import { tileCorner } from '../terrain/terrain-tiles';
import { ztvFrame } from '../terrain/ztv-frame';
import { toSystem } from './grid-frame';
import { gridMapImage } from './map-image';

const RD_NEW = {
  epsgCode: 28992,
  name: 'Amersfoort / RD New',
  proj4Definition:
    '+proj=sterea +lat_0=52.1561605555556 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 +y_0=463000 +ellps=bessel ' +
    '+towgs84=565.4171,50.3319,465.5524,-0.398957388243134,0.343987817378283,-1.87740163998045,4.0725 +units=m +no_defs +type=crs',
};

describe('gridMapImage', () => {
  // The largest ZTV the planner offers: 45 km around a turbine at Amersfoort, 100 m cells.
  const frame = ztvFrame(RD_NEW, [{ longitude: 5.3872, latitude: 52.1552 }], 45_000, 100);
  const image = gridMapImage(frame);

  it('is a rectangle in Web Mercator around the grid, with pixels about a cell wide', () => {
    expect(image.west).toBeLessThan(image.east);
    expect(image.south).toBeLessThan(image.north);
    expect(image.width).toBeGreaterThanOrEqual(frame.width);
    expect(image.width).toBeLessThan(frame.width * 1.2);
    expect(image.cells).toHaveLength(image.width * image.height);
  });

  it('names for each pixel the cell under its centre, as converting that centre exactly does', () => {
    const { width, height } = image;
    const mercatorX = (longitude: number) => (longitude + 180) / 360;
    const mercatorY = (latitude: number) => {
      const phi = (latitude * Math.PI) / 180;
      return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
    };
    const [x0, x1] = [mercatorX(image.west), mercatorX(image.east)];
    const [y0, y1] = [mercatorY(image.north), mercatorY(image.south)];
    let checked = 0;
    let inside = 0;
    for (let row = 0; row < height; row += 13)
      for (let column = 0; column < width; column += 11) {
        const { longitude, latitude } = tileCorner(
          x0 + ((column + 0.5) / width) * (x1 - x0),
          y0 + ((row + 0.5) / height) * (y1 - y0),
          0,
        );
        const [x, y] = toSystem(frame.system, longitude, latitude);
        const c = (x - frame.west) / frame.cellSize;
        const r = (frame.north - y) / frame.cellSize;
        // Within a millimetre of a cell's edge either cell is right.
        const onEdge = Math.abs(c - Math.round(c)) < 1e-5 || Math.abs(r - Math.round(r)) < 1e-5;
        const cell = image.cells[row * width + column]!;
        const expected =
          c >= 0 && c < frame.width && r >= 0 && r < frame.height
            ? Math.floor(r) * frame.width + Math.floor(c)
            : -1;
        if (!onEdge) expect(cell, `pixel ${column}, ${row}`).toBe(expected);
        checked++;
        if (cell >= 0) inside++;
      }
    expect(checked).toBeGreaterThan(5_000);
    expect(inside / checked).toBeGreaterThan(0.9);
  });
});
