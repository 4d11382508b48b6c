import { EQUATOR_METRES, mercator, tileCorner } from '../terrain/terrain-tiles';
import { frameBox, type GridFrame, latticeRaster, toSystem } from './grid-frame';

/**
 * An analysis's grid as the planner's map shows it: a raster aligned with Web Mercator, the map's own
 * projection, each pixel naming the grid cell under its centre (-1 outside the grid). A grid
 * in a projected system is not a rectangle in Web Mercator, and an image stretched onto its four
 * corners is off by d·(scale change) in its middle: 225 m at 52° N for a grid 94 km across
 * (Mercator's scale grows by 1 % over its height there). Resampled pixel by pixel, it is off
 * by less than a centimetre plus the half cell a nearest cell is.
 */
export type GridMapImage = {
  /** The image's edges in longitude and latitude: a rectangle in Web Mercator. */
  west: number;
  south: number;
  east: number;
  north: number;
  width: number;
  height: number;
  /** For each pixel (row 0 north) the index of the grid cell under its centre, or -1. */
  cells: Int32Array;
};

export function gridMapImage(frame: GridFrame): GridMapImage {
  const box = frameBox(frame);
  const topLeft = mercator(box.west, box.north);
  const bottomRight = mercator(box.east, box.south);
  // Pixels about a cell wide on the ground in the middle of the image.
  const metresPerUnit = EQUATOR_METRES * Math.cos((((box.south + box.north) / 2) * Math.PI) / 180);
  const width = Math.max(2, Math.ceil(((bottomRight.x - topLeft.x) * metresPerUnit) / frame.cellSize));
  const height = Math.max(2, Math.ceil(((bottomRight.y - topLeft.y) * metresPerUnit) / frame.cellSize));
  const cells = new Int32Array(width * height);
  latticeRaster(
    width,
    height,
    (column, row) => {
      const { longitude, latitude } = tileCorner(
        topLeft.x + ((column + 0.5) / width) * (bottomRight.x - topLeft.x),
        topLeft.y + ((row + 0.5) / height) * (bottomRight.y - topLeft.y),
        0,
      );
      return toSystem(frame.system, longitude, latitude);
    },
    (index, x, y) => {
      const column = Math.floor((x - frame.west) / frame.cellSize);
      const row = Math.floor((frame.north - y) / frame.cellSize);
      cells[index] =
        column >= 0 && column < frame.width && row >= 0 && row < frame.height
          ? row * frame.width + column
          : -1;
    },
  );
  return { ...box, width, height, cells };
}
