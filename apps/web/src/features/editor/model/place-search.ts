import type { PlannerPoint } from '@vantage/contracts';
import type { GeocodeResult } from '@vantage/contracts/geocode';
import { type PlannerCoordinateSystem, toWgs84 } from './coordinates';

/** Two numbers typed as "a, b", "a; b" or "a b" (decimal points). */
function twoNumbers(text: string): [number, number] | undefined {
  const parts = text.trim().split(/\s*[,;]\s*|\s+/);
  if (parts.length !== 2 || !parts.every((part) => /^[-+]?\d+(\.\d+)?$/.test(part))) return undefined;
  return [Number(parts[0]), Number(parts[1])];
}

/** The geocoder takes a query of at most this many characters (the server's GEOCODE_QUERY_MAX_LENGTH). */
const GEOCODER_QUERY_MAX = 200;

/**
 * Whether the place search also asks the operator's geocoder for the text: only when one is
 * configured (the client configuration's `geocoder`) and the text is a name, not coordinates,
 * of 1 to 200 characters.
 */
export function asksGeocoder(text: string, configured: boolean): boolean {
  const query = text.trim();
  return configured && query.length > 0 && query.length <= GEOCODER_QUERY_MAX && !twoNumbers(query);
}

/**
 * The geocoder's places as the search lists them, under the project's own match: in the
 * geocoder's order, without a place that repeats one above it (the same name within about a
 * metre), at most 10.
 */
export function geocoderChoices(places: readonly GeocodeResult[]): GeocodeResult[] {
  const chosen: GeocodeResult[] = [];
  for (const place of places) {
    const repeat = chosen.some(
      (other) =>
        other.name === place.name &&
        Math.abs(other.longitude - place.longitude) < 1e-5 &&
        Math.abs(other.latitude - place.latitude) < 1e-5,
    );
    if (!repeat) chosen.push(place);
    if (chosen.length === 10) break;
  }
  return chosen;
}

/**
 * Where typed text points: two numbers in the project's coordinate system (x, y), else latitude
 * and longitude (as people type them), else in the first other listed system whose area of use
 * takes them; otherwise the first of the project's objects whose name contains the text.
 */
export function placeOf(
  text: string,
  systems: { project: PlannerCoordinateSystem | undefined; listed: readonly PlannerCoordinateSystem[] },
  objects: readonly { name: string; points: readonly PlannerPoint[] }[],
): PlannerPoint | undefined {
  const numbers = twoNumbers(text);
  if (numbers) {
    const [a, b] = numbers;
    const attempts: Array<() => PlannerPoint> = [
      ...(systems.project && systems.project.epsgCode !== 4326
        ? [() => toWgs84(systems.project!, a, b)]
        : []),
      () => {
        if (Math.abs(a) > 90 || Math.abs(b) > 180) throw new Error('not latitude, longitude');
        return { latitude: a, longitude: b };
      },
      ...systems.listed
        .filter((system) => system.epsgCode !== 4326)
        .map((system) => () => toWgs84(system, a, b)),
    ];
    for (const attempt of attempts) {
      try {
        return attempt();
      } catch {
        // The next system may take them.
      }
    }
    return undefined;
  }
  const wanted = text.trim().toLocaleLowerCase();
  if (!wanted) return undefined;
  const found = objects.find(
    (object) => object.name.toLocaleLowerCase().includes(wanted) && object.points.length > 0,
  );
  if (!found) return undefined;
  const count = found.points.length;
  return {
    longitude: found.points.reduce((sum, point) => sum + point.longitude, 0) / count,
    latitude: found.points.reduce((sum, point) => sum + point.latitude, 0) / count,
  };
}
