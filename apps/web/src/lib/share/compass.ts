/** The 16 points of the compass in words, clockwise from north, 22.5° apart. */
const POINTS = [
  'north',
  'north-north-east',
  'north-east',
  'east-north-east',
  'east',
  'east-south-east',
  'south-east',
  'south-south-east',
  'south',
  'south-south-west',
  'south-west',
  'west-south-west',
  'west',
  'west-north-west',
  'north-west',
  'north-north-west',
] as const;

/** Whole degrees 0..359 of a bearing (0 north, clockwise); 359.6 is 0. */
export function wholeBearing(degrees: number): number {
  const rounded = Math.round(((degrees % 360) + 360) % 360);
  return rounded % 360;
}

/** The nearest of the 16 compass points: 315 → "north-west", 250 → "west-south-west". */
export function compassPoint(degrees: number): string {
  return POINTS[Math.round(wholeBearing(degrees) / 22.5) % 16]!;
}

/** "Looking north-west (315°)": where a viewpoint looks, as a card at the spot says it. */
export function lookingDirection(degrees: number): string {
  return `Looking ${compassPoint(degrees)} (${wholeBearing(degrees)}°)`;
}
