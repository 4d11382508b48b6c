import type { PlannerPoint } from '@vantage/contracts';
import { enuToGeodetic, geodeticToEnu } from '@/lib/plan/geodesy';

/**
 * Moving and measuring in metres on the ground, with the viewer's exact WGS84 east-north-up
 * transform: accurate to millimetres over a few kilometres, the size of a park.
 */

export type Offset = { dx: number; dy: number };

const onGround = (point: PlannerPoint) => ({ ...point, altitude: 0 });

/** East (dx) and north (dy) metres from a to b, in a's tangent plane. */
export function offsetBetween(a: PlannerPoint, b: PlannerPoint): Offset {
  const { east, north } = geodeticToEnu(onGround(a), onGround(b));
  return { dx: east, dy: north };
}

/** Distance in metres between two points on the ground (straight; a park's distances). */
export function distanceMetres(a: PlannerPoint, b: PlannerPoint): number {
  const { dx, dy } = offsetBetween(a, b);
  return Math.hypot(dx, dy);
}

/** The point dxMetres east and dyMetres north of `point`. */
export function offsetPoint(point: PlannerPoint, dxMetres: number, dyMetres: number): PlannerPoint {
  const { longitude, latitude } = enuToGeodetic(onGround(point), { east: dxMetres, north: dyMetres, up: 0 });
  return { longitude, latitude };
}

/**
 * The points moved as one rigid group: `origin` goes dxMetres east and dyMetres north, and
 * every point keeps its east/north offset from it (in the tangent planes at the origin before
 * and after), so distances and directions within the group stay as they were. To move several
 * objects together, pass the same origin for all (e.g. the group's centroid); it defaults to
 * the first point.
 */
export function translate(
  points: readonly PlannerPoint[],
  dxMetres: number,
  dyMetres: number,
  origin: PlannerPoint | undefined = points[0],
): PlannerPoint[] {
  if (!Number.isFinite(dxMetres) || !Number.isFinite(dyMetres))
    throw new Error('An offset must be a number of metres.');
  if (!origin) return [];
  const from = onGround(origin);
  const to = onGround(offsetPoint(origin, dxMetres, dyMetres));
  return points.map((point) => {
    const { longitude, latitude } = enuToGeodetic(to, geodeticToEnu(from, onGround(point)));
    return { longitude, latitude };
  });
}

/** The mean position of the points on the ground (the centre for moving or pasting a group). */
export function centroid(points: readonly PlannerPoint[]): PlannerPoint {
  const first = points[0];
  if (!first) throw new Error('The centre of no points is undefined.');
  let east = 0;
  let north = 0;
  for (const point of points) {
    const { dx, dy } = offsetBetween(first, point);
    east += dx;
    north += dy;
  }
  return offsetPoint(first, east / points.length, north / points.length);
}
