import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { distanceMetres } from './geometry';

/**
 * Distance from each turbine to its nearest neighbour, in metres and in the turbine's own rotor
 * diameters (D), the unit spacing rules are given in (at least 3–5 D across the prevailing
 * wind, 5–9 D along it). The neighbour is found with a static k-d index on the sphere
 * (geokdbush), so thousands of turbines take milliseconds; the distance to it is then measured
 * on the WGS84 ellipsoid.
 */

export type SpacingTurbine<Id> = { id: Id; longitude: number; latitude: number; rotorDiameter: number };
export type Spacing<Id> = { nearestId: Id; distanceMetres: number; diameters: number };
export type SpacingProblem<Id> = Spacing<Id> & { id: Id };

/** Closer than this many rotor diameters counts as too close unless the user sets another. */
export const DEFAULT_MIN_SPACING_D = 3;

/** Each turbine's nearest neighbour; a lone turbine (or none) has no entry. */
export function nearestSpacing<Id>(turbines: readonly SpacingTurbine<Id>[]): Map<Id, Spacing<Id>> {
  const result = new Map<Id, Spacing<Id>>();
  if (turbines.length < 2) return result;
  for (const turbine of turbines)
    if (!(turbine.rotorDiameter > 0) || !Number.isFinite(turbine.rotorDiameter))
      throw new Error(`Turbine ${String(turbine.id)} has no positive rotor diameter.`);
  const index = new KDBush(turbines.length);
  for (const turbine of turbines) index.add(turbine.longitude, turbine.latitude);
  index.finish();
  turbines.forEach((turbine, self) => {
    const [nearest] = around(
      index,
      turbine.longitude,
      turbine.latitude,
      1,
      Infinity,
      (other) => other !== self,
    );
    const neighbour = nearest === undefined ? undefined : turbines[nearest];
    if (!neighbour) return;
    const distance = distanceMetres(turbine, neighbour);
    result.set(turbine.id, {
      nearestId: neighbour.id,
      distanceMetres: distance,
      diameters: distance / turbine.rotorDiameter,
    });
  });
  return result;
}

/**
 * Each turbine's nearest neighbour among those that stand together with it: the turbines of
 * the same group (a scenario), never one of an alternative layout, which may put a turbine on
 * the very same spot.
 */
export function nearestSpacingWithin<Turbine extends SpacingTurbine<unknown>, Group>(
  turbines: readonly Turbine[],
  groupOf: (turbine: Turbine) => Group,
): Map<Turbine['id'], Spacing<Turbine['id']>> {
  type Id = Turbine['id'];
  const groups = new Map<Group, Turbine[]>();
  for (const turbine of turbines) {
    const group = groupOf(turbine);
    const members = groups.get(group);
    if (members) members.push(turbine);
    else groups.set(group, [turbine]);
  }
  const result = new Map<Id, Spacing<Id>>();
  for (const members of groups.values())
    for (const [id, spacing] of nearestSpacing<Id>(members)) result.set(id, spacing);
  return result;
}

/** The turbines closer to their neighbour than minD rotor diameters, closest first. */
export function spacingProblems<Id>(
  result: ReadonlyMap<Id, Spacing<Id>>,
  minD: number = DEFAULT_MIN_SPACING_D,
): SpacingProblem<Id>[] {
  return [...result]
    .filter(([, spacing]) => spacing.diameters < minD)
    .map(([id, spacing]) => ({ id, ...spacing }))
    .sort((a, b) => a.diameters - b.diameters);
}
