import type { PlannerPoint } from '@vantage/contracts';
import type { Position } from 'geojson';
import { offsetPoint } from '../model/geometry';

/**
 * A viewpoint on the map: a dot where the person stands and a cone of what they see, from
 * pan − fov/2 to pan + fov/2 (compass degrees, 0 north, clockwise). The cone has the same size
 * on screen at every zoom, so its handles stay where a pointer can take them; it shows the
 * direction, not how far the view reaches.
 */

/** The cone's radius on screen. */
export const CONE_RADIUS_PIXELS = 120;
/** The equator's length in MapLibre's Web Mercator. */
const EARTH_CIRCUMFERENCE = 2 * Math.PI * 6_378_137;

/** Ground metres per screen pixel at a latitude and zoom (MapLibre's tiles are 512 pixels). */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (EARTH_CIRCUMFERENCE * Math.cos((latitude * Math.PI) / 180)) / (512 * 2 ** zoom);
}

/** The point `metres` from `at` in a compass direction. */
function pointAt(at: PlannerPoint, bearing: number, metres: number): Position {
  const radians = (bearing * Math.PI) / 180;
  const { longitude, latitude } = offsetPoint(at, metres * Math.sin(radians), metres * Math.cos(radians));
  return [longitude, latitude];
}

/** The cone's outline: from the dot along the arc and back, closed as GeoJSON wants. */
export function conePolygon(
  at: PlannerPoint,
  pan: number,
  fieldOfView: number,
  radiusMetres: number,
  steps = 24,
): Position[] {
  const centre: Position = [at.longitude, at.latitude];
  const arc: Position[] = [];
  for (let i = 0; i <= steps; i++)
    arc.push(pointAt(at, pan - fieldOfView / 2 + (fieldOfView * i) / steps, radiusMetres));
  return [centre, ...arc, centre];
}

export type ConeHandle = 'pan' | 'left' | 'right';

/** Where the handles sit: the middle of the arc turns the view, its ends widen or narrow it. */
export function coneHandles(
  at: PlannerPoint,
  pan: number,
  fieldOfView: number,
  radiusMetres: number,
): Record<ConeHandle, Position> {
  return {
    pan: pointAt(at, pan, radiusMetres),
    left: pointAt(at, pan - fieldOfView / 2, radiusMetres),
    right: pointAt(at, pan + fieldOfView / 2, radiusMetres),
  };
}

/** The signed turn from one compass direction to another, in (−180, 180]. */
export function turnBetween(from: number, to: number): number {
  const turn = (((to - from) % 360) + 360) % 360;
  return turn > 180 ? turn - 360 : turn;
}

/**
 * The field of view when an edge of the cone is dragged to `bearing`: the cone stays centred
 * on its pan, so it is twice the angle between the pan and the pointer, whole degrees, within
 * the contract's 1–179.
 */
export function fieldOfViewFromEdge(pan: number, bearing: number): number {
  const width = Math.round(2 * Math.abs(turnBetween(pan, bearing)));
  return Math.min(179, Math.max(1, width));
}
