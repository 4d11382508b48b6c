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

export function formatAltitude(metres: number): string {
  return `${Math.round(metres * 10) / 10} m`;
}
