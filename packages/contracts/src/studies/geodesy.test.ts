import { describe, expect, it } from 'vitest';
import {
  circleRing,
  distanceToPath,
  distanceToPolygon,
  geodesicDestination,
  geodesicDistance,
  type LonLat,
  pathLength,
  polygonArea,
  polygonBufferRing,
  polygonRelation,
  ringArea,
} from './geodesy.js';
import { bruteForceEdgeDistance, vincentyDistance } from './vincenty.test-support.js';

const ll = (longitude: number, latitude: number): LonLat => ({ longitude, latitude });

describe('geodesicDistance', () => {
  const pairs: [LonLat, LonLat][] = [
    [ll(5, 52), ll(5.0075, 52)],
    [ll(4.9, 52.37), ll(5.12, 52.09)],
    [ll(10.5, 48.1), ll(10.51, 48.12)],
    [ll(-3.2, 55.95), ll(-0.12, 51.5)],
    [ll(0, 0), ll(0.001, 0.001)],
    [ll(25, 69.5), ll(25.3, 69.6)],
  ];
  it.each(pairs)('agrees with Vincenty within 1 mm (%o to %o)', (a, b) => {
    expect(Math.abs(geodesicDistance(a, b) - vincentyDistance(a, b))).toBeLessThan(0.001);
  });

  it('goes back to where Direct went', () => {
    const to = geodesicDestination(ll(5, 52), 37, 1234.5);
    expect(vincentyDistance(ll(5, 52), to)).toBeCloseTo(1234.5, 3);
  });
});

describe('distanceToPath: the nearest point of a line', () => {
  const tower = ll(5.1, 52.2);
  const cases: { name: string; a: LonLat; b: LonLat }[] = [
    { name: 'a road passing 300 m north', a: ll(5.08, 52.2027), b: ll(5.12, 52.2027) },
    { name: 'a diagonal power line 2 km away', a: ll(5.07, 52.23), b: ll(5.14, 52.2) },
    { name: 'a segment whose nearest point is its end', a: ll(5.11, 52.205), b: ll(5.13, 52.21) },
    { name: 'a long line 8 km away', a: ll(4.95, 52.27), b: ll(5.25, 52.27) },
    { name: 'a short wall 40 m away', a: ll(5.1005, 52.2003), b: ll(5.1007, 52.2001) },
  ];
  // The local projection about the tower is exact for the tower's distances to the vertices;
  // between them it draws the geodesic as a straight line. Measured against 20,000 points of
  // the geodesic, each by Vincenty: under 1 cm for features within 10 km.
  it.each(cases)('agrees with the densified geodesic within 1 cm: $name', ({ a, b }) => {
    const reference = bruteForceEdgeDistance(tower, a, b);
    expect(Math.abs(distanceToPath(tower, [a, b]) - reference)).toBeLessThan(0.01);
  });

  it('takes the nearest segment of a path and the point itself for a one-point path', () => {
    const path = [ll(5.08, 52.21), ll(5.09, 52.2027), ll(5.12, 52.2027), ll(5.13, 52.19)];
    const each = [0, 1, 2].map((i) => distanceToPath(tower, [path[i]!, path[i + 1]!]));
    expect(distanceToPath(tower, path)).toBe(Math.min(...each));
    expect(distanceToPath(tower, [path[0]!])).toBeCloseTo(vincentyDistance(tower, path[0]!), 3);
  });
});

describe('polygons', () => {
  // A house about 20 m × 12 m, some 500 m east of the tower.
  const tower = ll(5, 52);
  const house = [ll(5.0073, 51.99995), ll(5.0076, 51.99995), ll(5.0076, 52.00006), ll(5.0073, 52.00006)];

  it('measures to the nearest wall, 0 inside', () => {
    const reference = Math.min(
      ...house.map((a, i) => bruteForceEdgeDistance(tower, a, house[(i + 1) % house.length]!, 2000)),
    );
    expect(Math.abs(distanceToPolygon(tower, [house]) - reference)).toBeLessThan(0.01);
    expect(distanceToPolygon(ll(5.00745, 52), [house])).toBe(0);
    expect(polygonRelation(ll(5.00745, 52), [house]).inside).toBe(true);
  });

  it('reads a closed ring as the open one, and a hole as outside', () => {
    const closed = [...house, house[0]!];
    expect(distanceToPolygon(tower, [closed])).toBeCloseTo(distanceToPolygon(tower, [house]), 6);
    const yard = [ll(5.0074, 51.99998), ll(5.0075, 51.99998), ll(5.0075, 52.00003), ll(5.0074, 52.00003)];
    const inYard = ll(5.00745, 52);
    expect(polygonRelation(inYard, [house, yard]).inside).toBe(false);
    expect(distanceToPolygon(inYard, [house, yard])).toBeGreaterThan(0);
  });

  it('areas: a 0.1° cell equals the ellipsoid zone formula within 1e-6', () => {
    // The cell's parallels are not geodesics, so they are densified (1,000 points each); the
    // meridians are. The area between latitudes on the ellipsoid, per radian of longitude:
    // (b²/2) [sin φ / (1 − e² sin² φ) + atanh(e sin φ) / e].
    const a = 6378137;
    const f = 1 / 298.257223563;
    const b = a * (1 - f);
    const e = Math.sqrt(f * (2 - f));
    const zone = (phi: number) =>
      ((b * b) / 2) * (Math.sin(phi) / (1 - e * e * Math.sin(phi) ** 2) + Math.atanh(e * Math.sin(phi)) / e);
    const [west, east, south, north] = [5, 5.1, 52, 52.1];
    const expected =
      (((east - west) * Math.PI) / 180) * (zone((north * Math.PI) / 180) - zone((south * Math.PI) / 180));
    const ring: LonLat[] = [];
    for (let i = 0; i <= 1000; i++) ring.push(ll(west + ((east - west) * i) / 1000, south));
    for (let i = 0; i <= 1000; i++) ring.push(ll(east - ((east - west) * i) / 1000, north));
    expect(Math.abs(ringArea(ring) - expected) / expected).toBeLessThan(1e-6);
    expect(ringArea([...ring].reverse())).toBeCloseTo(ringArea(ring), 3);
  });

  it('a polygon with a hole is its outer area less the hole', () => {
    expect(polygonArea([house, house])).toBe(0);
    const big = [ll(5, 52), ll(5.01, 52), ll(5.01, 52.01), ll(5, 52.01)];
    expect(polygonArea([big, house])).toBeCloseTo(ringArea(big) - ringArea(house), 3);
  });

  it('a path is as long as the sum of its Vincenty distances within 1 mm', () => {
    const path = [ll(5, 52), ll(5.02, 52.01), ll(5.03, 51.99), ll(5.1, 52)];
    const reference = path.slice(1).reduce((sum, p, i) => sum + vincentyDistance(path[i]!, p), 0);
    expect(Math.abs(pathLength(path) - reference)).toBeLessThan(0.001);
  });
});

describe('buffer rings', () => {
  it('a circle: every vertex at the distance within 1 mm, closed, anticlockwise', () => {
    const centre = ll(5, 52);
    const ring = circleRing(centre, 800);
    expect(ring).toHaveLength(73);
    expect(ring[72]).toEqual(ring[0]);
    for (const p of ring) expect(Math.abs(vincentyDistance(centre, p) - 800)).toBeLessThan(0.001);
    // Anticlockwise: the shoelace sum in longitude/latitude is positive.
    const twiceArea = ring
      .slice(1)
      .reduce((s, p, i) => s + ring[i]!.longitude * p.latitude - p.longitude * ring[i]!.latitude, 0);
    expect(twiceArea).toBeGreaterThan(0);
  });

  it("a footprint's buffer: every vertex at the distance from the nearest wall within 1 cm", () => {
    const house = [ll(5.0073, 51.99995), ll(5.0076, 51.99995), ll(5.0076, 52.00006), ll(5.0073, 52.00006)];
    const ring = polygonBufferRing(house, 800);
    for (const p of ring.slice(0, -1)) {
      const reference = Math.min(
        ...house.map((a, i) => bruteForceEdgeDistance(p, a, house[(i + 1) % house.length]!, 400)),
      );
      expect(Math.abs(reference - 800)).toBeLessThan(0.01);
    }
  });
});
