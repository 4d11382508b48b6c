import proj4 from 'proj4';
import type { GeoBox } from '../terrain/height-grid';

/**
 * The grid an analysis (the ZTV, the shadow map, the noise map) is computed on: square cells in a coordinate system in metres. That is the
 * project's own system when it is one (RD New, a UTM zone, British National Grid …), so the
 * GeoTIFF's cells are the project's; else (WGS 84 degrees, Web Mercator, whose metres grow by
 * 1/cos(latitude)) the WGS 84 UTM zone of the turbines, and the planner says so. Projected
 * systems keep distances within their scale factor (0.9996 in UTM, 0.9999 in RD New): well below
 * what a cell decides.
 */

export type MetricSystem = { epsgCode: number; name: string; proj4Definition: string };

export type GridFrame = {
  system: MetricSystem;
  /** False when the project's system is not in metres and a UTM zone stands in. */
  projectSystem: boolean;
  /** Easting of the grid's western edge and northing of its northern edge, metres. */
  west: number;
  north: number;
  cellSize: number;
  width: number;
  height: number;
};

/** Heights are read exactly at every this many cells, and interpolated between. */
const LATTICE = 16;

/** Whether coordinates of the system are metres on the ground (within its scale factor). */
export function isMetricSystem(system: Pick<MetricSystem, 'proj4Definition'>): boolean {
  const definition = system.proj4Definition;
  return (
    /\+units=m\b/.test(definition) &&
    !/\+proj=(longlat|latlong|lonlat|latlon|merc|geocent)\b/.test(definition)
  );
}

/** The WGS 84 UTM zone of a position (the plain 6° zones; Norway's and Svalbard's exceptions aside). */
export function utmSystem(longitude: number, latitude: number): MetricSystem {
  const zone = Math.min(60, Math.max(1, Math.floor((longitude + 180) / 6) + 1));
  const south = latitude < 0;
  return {
    epsgCode: (south ? 32700 : 32600) + zone,
    name: `WGS 84 / UTM zone ${zone}${south ? 'S' : 'N'}`,
    proj4Definition: `+proj=utm +zone=${zone}${south ? ' +south' : ''} +datum=WGS84 +units=m +no_defs +type=crs`,
  };
}

const converters = new Map<string, proj4.Converter>();

function converterOf(system: MetricSystem): proj4.Converter {
  let converter = converters.get(system.proj4Definition);
  if (!converter) {
    converter = proj4(system.proj4Definition, 'EPSG:4326');
    converters.set(system.proj4Definition, converter);
  }
  return converter;
}

/** Easting and northing of a longitude/latitude in the frame's system. */
export function toSystem(system: MetricSystem, longitude: number, latitude: number): [number, number] {
  return converterOf(system).inverse([longitude, latitude]) as [number, number];
}

/** Longitude and latitude of an easting/northing of the frame's system. */
export function fromSystem(system: MetricSystem, x: number, y: number): [number, number] {
  return converterOf(system).forward([x, y]) as [number, number];
}

export type LonLat = { longitude: number; latitude: number };

/**
 * The grid around the turbines: every cell within `radius` of one of them, its edges on whole
 * multiples of the cell size (so that two grids of a project line up cell for cell). `name`
 * says in the errors what the grid is for ("ZTV", "shadow map").
 */
export function gridFrame(
  projectSystem: MetricSystem | null,
  turbines: readonly LonLat[],
  radius: number,
  cellSize: number,
  limits: { name: string; maxCells: number },
): GridFrame {
  const { name, maxCells } = limits;
  if (turbines.length === 0) throw new Error(`There are no turbines to calculate a ${name} for.`);
  if (!(cellSize > 0) || !(radius > 0)) throw new Error('The radius and the cell size must be above 0.');
  const metric = projectSystem !== null && isMetricSystem(projectSystem);
  const middle = turbines[Math.floor(turbines.length / 2)]!;
  const system = metric ? projectSystem : utmSystem(middle.longitude, middle.latitude);
  const points = turbines.map((turbine) => toSystem(system, turbine.longitude, turbine.latitude));
  const reach = radius + cellSize;
  // Edges on whole cells; a turbine placed on whole metres whose position came back a
  // centimetre off (stored in degrees, converted twice) keeps the edges it was placed for.
  const slack = 0.01 / cellSize;
  const down = (value: number) => Math.floor(value / cellSize + slack) * cellSize;
  const up = (value: number) => Math.ceil(value / cellSize - slack) * cellSize;
  const west = down(Math.min(...points.map(([x]) => x)) - reach);
  const east = up(Math.max(...points.map(([x]) => x)) + reach);
  const south = down(Math.min(...points.map(([, y]) => y)) - reach);
  const north = up(Math.max(...points.map(([, y]) => y)) + reach);
  const width = Math.round((east - west) / cellSize);
  const height = Math.round((north - south) / cellSize);
  if (!Number.isFinite(width * height)) throw new Error(`The turbines cannot be placed in ${system.name}.`);
  if (width * height > maxCells)
    throw new Error(
      `A ${name} of ${width.toLocaleString('en')} × ${height.toLocaleString('en')} cells is too large ` +
        `(at most ${maxCells.toLocaleString('en')}): choose larger cells or a smaller radius.`,
    );
  return { system, projectSystem: metric, west, north, cellSize, width, height };
}

/**
 * The frame as the studies' grids count it (contracts' isolines, shadow and noise maps): the
 * south-west corner as origin, row 0 the southernmost.
 */
export function southUpGrid(frame: GridFrame): {
  originX: number;
  originY: number;
  cellSize: number;
  columns: number;
  rows: number;
} {
  return {
    originX: frame.west,
    originY: frame.north - frame.height * frame.cellSize,
    cellSize: frame.cellSize,
    columns: frame.width,
    rows: frame.height,
  };
}

/** Values with row 0 the southernmost (as the studies compute them) in the frame's order, row 0 the northernmost. */
export function northUp(frame: GridFrame, southUp: Float32Array): Float32Array<ArrayBuffer> {
  const { width, height } = frame;
  const values = new Float32Array(width * height);
  for (let row = 0; row < height; row++)
    values.set(southUp.subarray((height - 1 - row) * width, (height - row) * width), row * width);
  return values;
}

/**
 * What a study's map (shadow hours, noise levels) is computed on: the frame south-up, the
 * sources placed in its system (each at the position of its index), and the map's one plane
 * through their feet, their mean ground height (0 m with none): terrain per cell is not modelled.
 */
export function studyMapGrid<Source extends { groundHeight: number }>(
  frame: GridFrame,
  sources: readonly Source[],
  positions: readonly LonLat[],
): {
  grid: ReturnType<typeof southUpGrid>;
  sources: Array<Source & { x: number; y: number }>;
  planeHeight: number;
} {
  const placed = sources.map((source, index) => {
    const [x, y] = toSystem(frame.system, positions[index]!.longitude, positions[index]!.latitude);
    return { ...source, x, y };
  });
  const planeHeight =
    placed.reduce((sum, source) => sum + source.groundHeight, 0) / Math.max(1, placed.length);
  return { grid: southUpGrid(frame), sources: placed, planeHeight };
}

/** Where a position lies in the grid, in cells: (0, 0) is the centre of the north-west cell. */
export function cellOf(
  frame: GridFrame,
  longitude: number,
  latitude: number,
): { column: number; row: number } {
  const [x, y] = toSystem(frame.system, longitude, latitude);
  return { column: (x - frame.west) / frame.cellSize - 0.5, row: (frame.north - y) / frame.cellSize - 0.5 };
}

/** The longitude/latitude box around the grid (its edges are curves in degrees: read along them). */
export function frameBox(frame: GridFrame): GeoBox {
  const box = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  const steps = 16;
  for (let i = 0; i <= steps; i++)
    for (const [u, v] of [
      [i / steps, 0],
      [i / steps, 1],
      [0, i / steps],
      [1, i / steps],
    ] as const) {
      const [longitude, latitude] = fromSystem(
        frame.system,
        frame.west + u * frame.width * frame.cellSize,
        frame.north - v * frame.height * frame.cellSize,
      );
      box.west = Math.min(box.west, longitude);
      box.east = Math.max(box.east, longitude);
      box.south = Math.min(box.south, latitude);
      box.north = Math.max(box.north, latitude);
    }
  return box;
}

/**
 * Visits every point of a `width` × `height` raster (at least 2 × 2) with two values of it, such
 * as the longitude and latitude of a cell's centre: `exact` computes them at every 16th point in
 * both directions, and bilinear interpolation gives those between. Projections are that smooth:
 * over 16 cells of 50 m a projection bends by far less than a millimetre, and proj4 at every
 * cell of a 45 km ZTV took seconds.
 */
export function latticeRaster(
  width: number,
  height: number,
  exact: (column: number, row: number) => [number, number],
  visit: (index: number, a: number, b: number) => void,
  onRow?: (done: number, total: number) => void,
): void {
  const nodesX = latticeNodes(width);
  const nodesY = latticeNodes(height);
  const values = new Float64Array(nodesX.length * nodesY.length * 2);
  nodesY.forEach((row, j) => {
    nodesX.forEach((column, i) => {
      const [a, b] = exact(column, row);
      values[(j * nodesX.length + i) * 2] = a;
      values[(j * nodesX.length + i) * 2 + 1] = b;
    });
  });
  const node = (i: number, j: number, part: 0 | 1) => values[(j * nodesX.length + i) * 2 + part]!;
  const rowA = new Float64Array(nodesX.length);
  const rowB = new Float64Array(nodesX.length);
  for (let row = 0; row < height; row++) {
    const j = Math.min(Math.floor(row / LATTICE), nodesY.length - 2);
    const v = (row - nodesY[j]!) / (nodesY[j + 1]! - nodesY[j]!);
    for (let i = 0; i < nodesX.length; i++) {
      rowA[i] = node(i, j, 0) * (1 - v) + node(i, j + 1, 0) * v;
      rowB[i] = node(i, j, 1) * (1 - v) + node(i, j + 1, 1) * v;
    }
    for (let column = 0; column < width; column++) {
      const i = Math.min(Math.floor(column / LATTICE), nodesX.length - 2);
      const u = (column - nodesX[i]!) / (nodesX[i + 1]! - nodesX[i]!);
      visit(
        row * width + column,
        rowA[i]! * (1 - u) + rowA[i + 1]! * u,
        rowB[i]! * (1 - u) + rowB[i + 1]! * u,
      );
    }
    onRow?.(row + 1, height);
  }
}

/** Lattice positions along an axis of `count` (at least 2) points: every 16th and the last. */
function latticeNodes(count: number): number[] {
  const nodes: number[] = [];
  for (let index = 0; index < count - 1; index += LATTICE) nodes.push(index);
  nodes.push(count - 1);
  return nodes;
}
