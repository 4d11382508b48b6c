import { BoxGeometry, DoubleSide, Group, LOD, Mesh, MeshLambertMaterial, Shape, ShapeGeometry } from 'three';

/**
 * A solar field: rows of panels facing south at their tilt, filling the polygon,
 * each row one long table; beyond SOLAR_DETAIL_DISTANCE the rows give way to a flat dark
 * surface, as a field reads at distance (a texture, not geometry).
 * Coordinates: [east, north] in metres, relative to the field's anchor.
 */
export const SOLAR_DETAIL_DISTANCE = 3000;
const TABLE_DEPTH = 4; // metres of panel along the slope
const PANEL_COLOUR = '#1d2a3a';

export type Row = { north: number; from: number; to: number };

/** East-west rows every `spacing` metres, clipped to the polygon (even-odd rule). */
export function solarRows(polygon: Array<[number, number]>, spacing: number): Row[] {
  if (polygon.length < 3 || spacing <= 0) return [];
  const norths = polygon.map((p) => p[1]);
  const min = Math.min(...norths);
  const max = Math.max(...norths);
  const rows: Row[] = [];
  for (let y = min + spacing / 2; y < max; y += spacing) {
    const xs: number[] = [];
    for (let i = 0; i < polygon.length; i += 1) {
      const [x1, y1] = polygon[i]!;
      const [x2, y2] = polygon[(i + 1) % polygon.length]!;
      if (y1 <= y !== y2 <= y) xs.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
    }
    xs.sort((a, b) => a - b);
    for (let i = 0; i + 1 < xs.length; i += 2)
      if (xs[i + 1]! - xs[i]! > 1) rows.push({ north: y, from: xs[i]!, to: xs[i + 1]! });
    if (rows.length > 5000) break; // a very large field: the far surface carries it
  }
  return rows;
}

/**
 * `groundAt`: the ground's height at an east and north relative to the anchor (the field's
 * origin): each row stands on the ground at its middle, and the far surface's corners lie on it.
 */
export function buildSolarField(
  polygon: Array<[number, number]>,
  { tilt, rowSpacing, panelHeight }: { tilt: number; rowSpacing: number; panelHeight: number },
  groundAt: (east: number, north: number) => number = () => 0,
) {
  const material = new MeshLambertMaterial({ color: PANEL_COLOUR });
  const near = new Group();
  const table = new BoxGeometry(1, 0.1, TABLE_DEPTH);
  const slope = (tilt * Math.PI) / 180;
  for (const row of solarRows(polygon, rowSpacing)) {
    const mesh = new Mesh(table, material);
    mesh.scale.x = row.to - row.from;
    const middle = (row.from + row.to) / 2;
    mesh.position.set(
      middle,
      groundAt(middle, row.north) + Math.max(0.5, panelHeight - (TABLE_DEPTH / 2) * Math.sin(slope)),
      -row.north,
    );
    // Facing south: the panel's upper edge to the north (three.js −z is north).
    mesh.rotation.x = slope;
    near.add(mesh);
  }
  const shape = new Shape(polygon.map(([x, y]) => ({ x, y }) as never));
  const flat = new ShapeGeometry(shape);
  // The shape lies in x/y (east/north) and its z becomes up once laid down: 1 m above the ground.
  const corners = flat.attributes.position!;
  for (let i = 0; i < corners.count; i += 1) corners.setZ(i, groundAt(corners.getX(i), corners.getY(i)) + 1);
  flat.computeVertexNormals();
  const surface = new Mesh(flat, new MeshLambertMaterial({ color: PANEL_COLOUR, side: DoubleSide }));
  // Laid on the ground: y up, north = −z.
  surface.rotation.x = -Math.PI / 2;
  const far = new Group();
  far.add(surface);
  const lod = new LOD();
  lod.name = 'solar-field';
  lod.addLevel(near, 0);
  lod.addLevel(far, SOLAR_DETAIL_DISTANCE);
  return lod;
}
