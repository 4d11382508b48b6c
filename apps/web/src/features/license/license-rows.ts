import { type Feature, LICENSE_MODULES, type SubscriptionDetails } from '@vantage/contracts';

/** `key` names the row's text in the catalogs (`dash.license.row.<key>`). */
export type UsageRow = { key: string; used: number; limit: number };

/**
 * The usage table of /dash/license: projects, team members, project members, observers.
 * The Owner holds a team-member seat (the server counts it in both the limit and the used
 * count), so the team-member row shows the limit minus 1 (spec section 9) and, to match,
 * the used count without the Owner's seat: the row then reads as "others you can add".
 */
export function usageRows(details: SubscriptionDetails): UsageRow[] {
  return [
    { key: 'projects', used: details.projectsUsed, limit: details.projectLimit },
    {
      key: 'teamMembers',
      used: Math.max(details.teamMembersUsed - 1, 0),
      limit: Math.max(details.teamMemberLimit - 1, 0),
    },
    {
      key: 'projectMembers',
      used: details.projectMembersUsed,
      limit: details.projectMemberLimit,
    },
    { key: 'observers', used: details.observersUsed, limit: details.observerLimit },
  ];
}

export type ModuleRow = { key: string; label: string; unlocked: boolean };

/**
 * The modules table: the spec's nine modules in its order with Unlocked (state Enabled) or
 * Locked (Disabled, Phantom, or no state at all). Hidden modules are not listed. Phantom
 * means "shown but not usable", so it reads Locked.
 */
export function moduleRows(features: readonly Pick<Feature, 'key' | 'state'>[]): ModuleRow[] {
  const stateOf = new Map(features.map((feature) => [feature.key, feature.state]));
  return LICENSE_MODULES.filter((module) => stateOf.get(module.key) !== 'Hidden').map((module) => ({
    key: module.key,
    label: module.label,
    unlocked: stateOf.get(module.key) === 'Enabled',
  }));
}
