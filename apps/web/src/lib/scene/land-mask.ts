import type { GeoBox } from '@/lib/terrain/height-grid';

/**
 * Land or sea at a point, from Natural Earth's land polygons (land-atlas.ts) cut to the area
 * around the viewpoint: the ground is coloured by it, and the sea's surface is never drawn below
 * sea level. Polygon rings are [longitude, latitude] pairs; holes are rings too (even-odd rule).
 * Pure, unit-tested in land-mask.test.ts.
 */
export type Ring = ReadonlyArray<readonly [number, number]>;

/** A ring's extent, to skip the rings far from the box before cutting them. */
function extentOf(ring: Ring): GeoBox {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) {
    if (x < west) west = x;
    if (x > east) east = x;
    if (y < south) south = y;
    if (y > north) north = y;
  }
  return { west, south, east, north };
}

const overlaps = (a: GeoBox, b: GeoBox) =>
  a.west <= b.east && a.east >= b.west && a.south <= b.north && a.north >= b.south;

/**
 * Point-in-land tests inside one box (even-odd rule): the polygons' edges that matter inside it,
 * filed by latitude band, so that a test counts the crossings of a ray eastwards with the few
 * edges of its band (some 200,000 tests per viewpoint, against polygons of thousands of points).
 */
export class LandMask {
  private readonly bands: Float64Array[];
  private readonly bandHeight: number;

  constructor(
    polygons: ReadonlyArray<ReadonlyArray<Ring>>,
    readonly box: GeoBox,
    private readonly bandCount = 1024,
  ) {
    this.bandHeight = (box.north - box.south) / bandCount;
    const edges: number[][] = Array.from({ length: bandCount }, () => []);
    // Only what a ray eastwards from a point in the box can cross: edges west of the box or
    // beyond its latitudes never are; an edge east of it is crossed by every ray at its
    // latitudes, so it stands in as a vertical edge just east of the box.
    const east = box.east + 1;
    for (const polygon of polygons)
      for (const ring of polygon) {
        if (ring.length < 3 || !overlaps(extentOf(ring), { ...box, east: Infinity })) continue;
        for (let i = 0; i < ring.length; i += 1) {
          let [x1, y1] = ring[i]!;
          let [x2, y2] = ring[(i + 1) % ring.length]!;
          if (y1 === y2 || Math.max(y1, y2) < box.south || Math.min(y1, y2) > box.north) continue;
          if (Math.max(x1, x2) < box.west) continue;
          if (Math.min(x1, x2) > box.east) [x1, x2] = [east, east];
          const from = this.bandOf(Math.min(y1, y2));
          const to = this.bandOf(Math.max(y1, y2));
          for (let b = from; b <= to; b += 1) edges[b]!.push(x1, y1, x2, y2);
        }
      }
    this.bands = edges.map((e) => Float64Array.from(e));
  }

  private bandOf(latitude: number) {
    const band = Math.floor((latitude - this.box.south) / this.bandHeight);
    return Math.max(0, Math.min(this.bandCount - 1, band));
  }

  /** Whether a point is on land; points outside the box count as sea. */
  isLand(longitude: number, latitude: number): boolean {
    const { box } = this;
    if (longitude < box.west || longitude > box.east || latitude < box.south || latitude > box.north)
      return false;
    const edges = this.bands[this.bandOf(latitude)]!;
    let inside = false;
    for (let i = 0; i < edges.length; i += 4) {
      const y1 = edges[i + 1]!;
      const y2 = edges[i + 3]!;
      if (y1 > latitude === y2 > latitude) continue;
      const x1 = edges[i]!;
      const x = x1 + ((edges[i + 2]! - x1) * (latitude - y1)) / (y2 - y1);
      if (longitude < x) inside = !inside;
    }
    return inside;
  }
}
