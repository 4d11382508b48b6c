/**
 * Receptors: the places where people are, against which a layout is judged (setbacks, shadow
 * flicker, noise). A receptor belongs to the project, not to a scenario: every scenario is judged
 * against the same houses. The category decides which setback rules and limits apply.
 */
export const RECEPTOR_CATEGORIES = [
  'dwelling',
  'holidayHome',
  'school',
  'careHome',
  'hospital',
  'business',
  'other',
] as const;
export type ReceptorCategory = (typeof RECEPTOR_CATEGORIES)[number];

export const RECEPTOR_CATEGORY_LABELS: Readonly<Record<ReceptorCategory, string>> = {
  dwelling: 'Dwelling',
  holidayHome: 'Holiday home',
  school: 'School',
  careHome: 'Care home',
  hospital: 'Hospital',
  business: 'Office or business',
  other: 'Other',
};

/** A receptor's height above the ground for calculations, unless it states one (metres). */
export const RECEPTOR_DEFAULT_HEIGHT_M = 2;

/**
 * A building imported as a receptor keeps its outline in its data under this key, as GeoJSON
 * Polygon coordinates (outer ring, then holes; WGS 84 longitude, latitude): its distances count
 * from the nearest point of the outline, 0 inside it (docs/studies/setbacks.md).
 */
export const RECEPTOR_FOOTPRINT_KEY = 'footprint';

/** The most points an outline keeps (all its rings): it must fit in an object's data JSON. */
export const RECEPTOR_FOOTPRINT_MAX_POINTS = 1_000;

type FootprintPoint = { longitude: number; latitude: number };

const footprintPoint = (value: unknown): FootprintPoint | null => {
  if (!Array.isArray(value) || value.length < 2) return null;
  const [longitude, latitude] = value;
  return typeof longitude === 'number' &&
    typeof latitude === 'number' &&
    Math.abs(longitude) <= 180 &&
    Math.abs(latitude) <= 90
    ? { longitude, latitude }
    : null;
};

/**
 * A receptor's footprint read from its data, or null when it has none or the value is not an
 * outline (not rings of at least three [longitude, latitude] points, or more than
 * RECEPTOR_FOOTPRINT_MAX_POINTS): such a receptor is measured from its point, as before.
 */
export function receptorFootprintOf(data: Readonly<Record<string, unknown>>): FootprintPoint[][] | null {
  const value = data[RECEPTOR_FOOTPRINT_KEY];
  if (!Array.isArray(value) || value.length === 0) return null;
  const rings: FootprintPoint[][] = [];
  let count = 0;
  for (const ring of value) {
    if (!Array.isArray(ring) || ring.length < 3) return null;
    const points = ring.map(footprintPoint);
    if (points.some((point) => point === null)) return null;
    count += points.length;
    rings.push(points as FootprintPoint[]);
  }
  return count <= RECEPTOR_FOOTPRINT_MAX_POINTS ? rings : null;
}

/** An outline as a receptor's data keeps it (`RECEPTOR_FOOTPRINT_KEY`). */
export const footprintData = (rings: readonly (readonly FootprintPoint[])[]): number[][][] =>
  rings.map((ring) => ring.map((point) => [point.longitude, point.latitude]));
