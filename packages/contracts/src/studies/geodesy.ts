import geographiclib from 'geographiclib-geodesic';

/**
 * Ground distances and areas on the WGS 84 ellipsoid for the studies (docs/studies/setbacks.md).
 * Point to point and polygon areas are GeographicLib's (Karney 2013: accurate to about 15 nm);
 * the nearest point of a line or a polygon's edge is found in the azimuthal-equidistant
 * projection about the point measured from, where every distance from that point is true.
 */
export type LonLat = { longitude: number; latitude: number };

/** A polygon: its outer ring, then its holes; each ring open or closed (first point repeated). */
export type PolygonRings = readonly (readonly LonLat[])[];

// The package is CommonJS: its names are read from the default export, as Node's ESM loader gives it.
const { Geodesic } = geographiclib;
const WGS84 = Geodesic.WGS84;
const DEG = Math.PI / 180;

/** The geodesic distance in metres. */
export function geodesicDistance(a: LonLat, b: LonLat): number {
  return WGS84.Inverse(a.latitude, a.longitude, b.latitude, b.longitude, Geodesic.DISTANCE).s12 ?? 0;
}

/** The point `distance` metres from `from` along the geodesic that leaves it at `azimuth` (degrees from north). */
export function geodesicDestination(from: LonLat, azimuth: number, distance: number): LonLat {
  const r = WGS84.Direct(
    from.latitude,
    from.longitude,
    azimuth,
    distance,
    Geodesic.LATITUDE | Geodesic.LONGITUDE,
  );
  return { longitude: r.lon2 ?? from.longitude, latitude: r.lat2 ?? from.latitude };
}

/** The length of a path (metres): the sum of the geodesics between its points. */
export function pathLength(points: readonly LonLat[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += geodesicDistance(points[i - 1]!, points[i]!);
  return total;
}

function openRing(ring: readonly LonLat[]): readonly LonLat[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 &&
    first &&
    last &&
    first.longitude === last.longitude &&
    first.latitude === last.latitude
    ? ring.slice(0, -1)
    : ring;
}

/** The area of a ring (m², whatever its winding), its edges geodesics. */
export function ringArea(ring: readonly LonLat[]): number {
  const points = openRing(ring);
  if (points.length < 3) return 0;
  const polygon = WGS84.Polygon(false);
  for (const p of points) polygon.AddPoint(p.latitude, p.longitude);
  return Math.abs(polygon.Compute(false, true).area ?? 0);
}

/** The area of a polygon (m²): its outer ring less its holes. */
export function polygonArea(rings: PolygonRings): number {
  const [outer, ...holes] = rings;
  if (!outer) return 0;
  return Math.max(
    0,
    holes.reduce((area, hole) => area - ringArea(hole), ringArea(outer)),
  );
}

/** A point in the local plane about a centre: x east, y north, metres. */
type Planar = { x: number; y: number };

/**
 * The azimuthal-equidistant projection about `centre`: a point's distance from the centre and
 * its azimuth there are the geodesic's own, so distances from the centre are exact.
 */
export function toLocal(centre: LonLat, point: LonLat): Planar {
  const r = WGS84.Inverse(
    centre.latitude,
    centre.longitude,
    point.latitude,
    point.longitude,
    Geodesic.DISTANCE | Geodesic.AZIMUTH,
  );
  const s = r.s12 ?? 0;
  const azimuth = (r.azi1 ?? 0) * DEG;
  return { x: s * Math.sin(azimuth), y: s * Math.cos(azimuth) };
}

/** The inverse of `toLocal`. */
export function fromLocal(centre: LonLat, point: Planar): LonLat {
  const s = Math.hypot(point.x, point.y);
  if (s === 0) return { ...centre };
  return geodesicDestination(centre, Math.atan2(point.x, point.y) / DEG, s);
}

/** Distance from the origin to the segment a–b in the plane. */
function originToSegment(a: Planar, b: Planar): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, -(a.x * dx + a.y * dy) / length2));
  return Math.hypot(a.x + t * dx, a.y + t * dy);
}

/** The origin lies inside the ring (even-odd rule), in the plane. */
function ringHoldsOrigin(ring: readonly Planar[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > 0 !== b.y > 0 && 0 < a.x + ((0 - a.y) * (b.x - a.x)) / (b.y - a.y)) inside = !inside;
  }
  return inside;
}

/**
 * The ground distance (metres) from `from` to the nearest point of a path (its segments
 * geodesics, in the projection about `from` straight lines: within a millimetre for features
 * within 10 km, see the tests).
 */
export function distanceToPath(from: LonLat, path: readonly LonLat[]): number {
  const local = path.map((p) => toLocal(from, p));
  if (local.length === 1) return Math.hypot(local[0]!.x, local[0]!.y);
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < local.length; i++)
    nearest = Math.min(nearest, originToSegment(local[i - 1]!, local[i]!));
  return nearest;
}

function localRings(from: LonLat, rings: PolygonRings): Planar[][] {
  return rings.map((ring) => openRing(ring).map((p) => toLocal(from, p)));
}

function edgeDistance(rings: readonly Planar[][]): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (const ring of rings)
    for (let i = 0; i < ring.length; i++)
      nearest = Math.min(nearest, originToSegment(ring[i]!, ring[(i + 1) % ring.length]!));
  return nearest;
}

function holds(rings: readonly Planar[][]): boolean {
  const [outer, ...holes] = rings;
  return outer !== undefined && ringHoldsOrigin(outer) && !holes.some(ringHoldsOrigin);
}

/** Where a point stands towards a polygon: inside or not, and its distance to the nearest edge (metres). */
export function polygonRelation(
  from: LonLat,
  rings: PolygonRings,
): { inside: boolean; edgeDistance: number } {
  const local = localRings(from, rings);
  return { inside: holds(local), edgeDistance: edgeDistance(local) };
}

/** The ground distance (metres) from `from` to a polygon: 0 inside it, else to its nearest edge. */
export function distanceToPolygon(from: LonLat, rings: PolygonRings): number {
  const { inside, edgeDistance } = polygonRelation(from, rings);
  return inside ? 0 : edgeDistance;
}

/** The mean of a ring's points, the centre of the local plane for a small polygon's buffer. */
export function ringCentre(ring: readonly LonLat[]): LonLat {
  const points = openRing(ring);
  const sum = points.reduce(
    (s, p) => ({ longitude: s.longitude + p.longitude, latitude: s.latitude + p.latitude }),
    {
      longitude: 0,
      latitude: 0,
    },
  );
  return { longitude: sum.longitude / points.length, latitude: sum.latitude / points.length };
}

/** Vertices of a buffer zone's ring: one every 5°. */
export const BUFFER_RING_VERTICES = 72;

/**
 * The ring of points `distance` metres from a point (a geodesic circle), closed, anticlockwise
 * seen from above (GeoJSON's outer-ring order).
 */
export function circleRing(centre: LonLat, distance: number, vertices = BUFFER_RING_VERTICES): LonLat[] {
  const ring: LonLat[] = [];
  for (let i = 0; i < vertices; i++) ring.push(geodesicDestination(centre, -(360 * i) / vertices, distance));
  ring.push(ring[0]!);
  return ring;
}

/**
 * The ring of points `distance` metres from a polygon's outer ring (its buffer), closed and
 * anticlockwise: along each of `vertices` rays from the ring's centre, the point whose distance
 * to the ring is `distance` (found by bisection in the plane about the centre). Exact on each
 * ray for a footprint that is star-shaped from its centre, as buildings are; between two rays
 * the zone's edge is a chord.
 */
export function polygonBufferRing(
  outer: readonly LonLat[],
  distance: number,
  vertices = BUFFER_RING_VERTICES,
): LonLat[] {
  const centre = ringCentre(outer);
  const ring = openRing(outer).map((p) => toLocal(centre, p));
  const reach = Math.max(...ring.map((p) => Math.hypot(p.x, p.y)));
  const distanceAt = (x: number, y: number) => edgeDistance([ring.map((p) => ({ x: p.x - x, y: p.y - y }))]);
  const zone: LonLat[] = [];
  for (let i = 0; i < vertices; i++) {
    const azimuth = -(2 * Math.PI * i) / vertices;
    const ux = Math.sin(azimuth);
    const uy = Math.cos(azimuth);
    let low = 0;
    let high = reach + distance;
    for (let step = 0; step < 60 && high - low > 1e-4; step++) {
      const mid = (low + high) / 2;
      const inside = ringHoldsOrigin(ring.map((p) => ({ x: p.x - mid * ux, y: p.y - mid * uy })));
      if (inside || distanceAt(mid * ux, mid * uy) < distance) low = mid;
      else high = mid;
    }
    zone.push(fromLocal(centre, { x: low * ux, y: low * uy }));
  }
  zone.push(zone[0]!);
  return zone;
}
