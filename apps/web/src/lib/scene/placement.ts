import { curvatureDrop, type Geodetic, toLocal } from '@/lib/plan/geodesy';
import { localToLonLat } from './local-frame';
import type { LocalPoint } from './power-line';

/**
 * Where things stand in the scene's frame (x east, y up, z south; geodesy.ts): on the ground. A
 * planner object's foot, a pylon, a solar row and the camera's eye all stand at the ground's
 * height there (metres above sea level), lowered by the refracted curvature drop as the ground
 * mesh is. Without terrain the ground is at sea level, as before terrain was modelled.
 */
export type GroundHeight = (longitude: number, latitude: number) => number;

/**
 * The ground's height from what the terrain source knows (null: unknown) and whether the point
 * is land (null: not known yet): at sea the surface is the water's, never the sea bed's (terrain
 * tiles carry bathymetry), while land may lie below sea level (polders). Unknown ground is at
 * sea level.
 */
export function groundHeight(terrain: number | null, land: boolean | null): number {
  if (terrain === null) return 0;
  return land === true ? terrain : Math.max(terrain, 0);
}

/** A plan point's place on the ground: [east, north, up] in metres, up lowered by the curvature drop. */
export const onGround =
  (origin: Geodetic, ground: GroundHeight) =>
  (point: { longitude: number; latitude: number }): LocalPoint => {
    const p = toLocal(origin, { ...point, altitude: ground(point.longitude, point.latitude) });
    return [p.east, p.north, p.up];
  };

/** The ground's `up` at a point of the frame given by its east and north (pylons, solar rows). */
export function groundInFrame(
  origin: Geodetic,
  ground: GroundHeight,
): (east: number, north: number) => number {
  const toLonLat = localToLonLat(origin);
  return (east, north) => {
    const at = toLonLat(east, north);
    return ground(at.longitude, at.latitude) - curvatureDrop(Math.hypot(east, north));
  };
}
