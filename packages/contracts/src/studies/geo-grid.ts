/**
 * A regular longitude/latitude grid of ground heights in metres: row 0 is the northern edge,
 * column 0 the western, a value is the height at its cell's centre, NaN where unknown. A
 * project's terrain model is stored and sent in this form (contracts' TerrainModel: the
 * server resamples the upload to it), so the server's studies and the pages read it alike.
 */
export type GeoGrid = {
  west: number;
  south: number;
  east: number;
  north: number;
  width: number;
  height: number;
  data: Float32Array;
};

export type GeoBox = Pick<GeoGrid, 'west' | 'south' | 'east' | 'north'>;

export const contains = (box: GeoBox, longitude: number, latitude: number) =>
  longitude >= box.west && longitude <= box.east && latitude >= box.south && latitude <= box.north;

/**
 * The height at a point, interpolated bilinearly between the four nearest cell centres (the
 * edge cells' values hold out to the grid's edge); null outside the grid or where a
 * neighbouring cell is unknown.
 */
export function sampleGrid(grid: GeoGrid, longitude: number, latitude: number): number | null {
  if (!contains(grid, longitude, latitude)) return null;
  const fx = ((longitude - grid.west) / (grid.east - grid.west)) * grid.width - 0.5;
  const fy = ((grid.north - latitude) / (grid.north - grid.south)) * grid.height - 0.5;
  const x0 = Math.min(Math.max(Math.floor(fx), 0), grid.width - 1);
  const y0 = Math.min(Math.max(Math.floor(fy), 0), grid.height - 1);
  const x1 = Math.min(x0 + 1, grid.width - 1);
  const y1 = Math.min(y0 + 1, grid.height - 1);
  const tx = Math.min(Math.max(fx - x0, 0), 1);
  const ty = Math.min(Math.max(fy - y0, 0), 1);
  const at = (x: number, y: number) => grid.data[y * grid.width + x]!;
  const top = at(x0, y0) * (1 - tx) + at(x1, y0) * tx;
  const bottom = at(x0, y1) * (1 - tx) + at(x1, y1) * tx;
  const value = top * (1 - ty) + bottom * ty;
  return Number.isNaN(value) ? null : value;
}

/** The grid of a model's stored bytes: `width × height` little-endian float32, row 0 north. */
export function geoGridOfBytes(box: GeoBox & { width: number; height: number }, bytes: Uint8Array): GeoGrid {
  const cells = box.width * box.height;
  if (bytes.byteLength !== cells * 4)
    throw new RangeError(`a terrain grid of ${box.width} × ${box.height} needs ${cells * 4} bytes`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data = new Float32Array(cells);
  for (let i = 0; i < cells; i++) data[i] = view.getFloat32(i * 4, true);
  return {
    west: box.west,
    south: box.south,
    east: box.east,
    north: box.north,
    width: box.width,
    height: box.height,
    data,
  };
}
