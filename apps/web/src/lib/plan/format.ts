/** How positions and angles are written, in the public viewer and the planner alike (degrees, metres). */

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** 0..360, 0 north, clockwise. */
export function normalizeHeading(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/** "250° (W)": the heading and its nearest of eight compass points. */
export function formatHeading(degrees: number): string {
  const heading = normalizeHeading(degrees);
  const point = COMPASS[Math.round(heading / 45) % 8];
  return `${Math.round(heading)}° (${point})`;
}

/** "52.62050° N, 4.62400° E" */
export function formatCoordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(5)}° ${latitude < 0 ? 'S' : 'N'}`;
  const lon = `${Math.abs(longitude).toFixed(5)}° ${longitude < 0 ? 'W' : 'E'}`;
  return `${lat}, ${lon}`;
}

/**
 * Decimals of an altitude (a viewpoint's eye height): centimetres, as the planner's field takes
 * them, so that it reads as it was entered ("1.6 m", "1.75 m", "2 m"), never rounded to whole
 * metres or to 0.1 m. The viewer writes it in its locale with as many (lib/i18n/format.ts).
 */
export const ALTITUDE_DIGITS = 2;

/** "1.75 m": an altitude as it was entered (ALTITUDE_DIGITS), in English. */
export function formatAltitude(metres: number): string {
  const scale = 10 ** ALTITUDE_DIGITS;
  return `${Math.round(metres * scale) / scale} m`;
}
