import type { PlannerPoint } from '@vantage/contracts';
import { type PlannerCoordinateSystem, toWgs84 } from './coordinates';

/** Two numbers typed as "a, b", "a; b" or "a b" (decimal points). */
function twoNumbers(text: string): [number, number] | undefined {
  const parts = text.trim().split(/\s*[,;]\s*|\s+/);
  if (parts.length !== 2 || !parts.every((part) => /^[-+]?\d+(\.\d+)?$/.test(part))) return undefined;
  return [Number(parts[0]), Number(parts[1])];
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
