import { mayRemoveRoles, POLICY, type Role, STAFF_ROLES } from '@vantage/contracts';
import type { Condition } from '../../auth/authorize.js';
import { forbidden } from '../../http/problem.js';

/**
 * Members in the one policy table (packages/contracts `POLICY`, docs/policy.md):
 * - member.read: the roles that see the Team page (Owner, Administrator, TeamMember) and
 *   SupportStaff, who helps customers with their team (decision).
 * - member.updateRoles: Owner and Administrator. Administrator and SupportStaff are the
 *   operator's staff roles: only an Administrator may grant or take them (the admin CLI
 *   grants them too). PublicSpectator is the anonymous viewer and never a member role.
 * - member.remove: never oneself (409 CannotDeleteSelf, checked by the service); Owner and
 *   Administrator anyone; TeamMember only members without Owner, Administrator or
 *   TeamMember; SupportStaff only members without Owner or Administrator
 *   (`REMOVAL_PROTECTION` in the contracts, which the Team page reads too).
 * - A subscription always keeps one Owner: neither a role change nor a removal may take the
 *   last one away (403).
 * None of them is blocked by an expired subscription (spec section 4 lists what is).
 */
export const memberConditions = {
  'member.updateRoles': ((actor, { before, after }) => {
    if (after.includes('PublicSpectator')) return 'PublicSpectator cannot be given to a member.';
    const staffChanged = STAFF_ROLES.some((role) => before.includes(role) !== after.includes(role));
    if (staffChanged && !actor.roles.includes('Administrator'))
      return 'Only Administrators can grant or take the Administrator and SupportStaff roles.';
    return undefined;
  }) as Condition<{ before: readonly Role[]; after: readonly Role[] }>,
  'member.remove': ((actor, { targetRoles }) =>
    mayRemoveRoles(actor.roles, targetRoles) ? undefined : POLICY['member.remove'].denied) as Condition<{
    targetRoles: readonly Role[];
  }>,
};

export const lastOwner = () => forbidden('A subscription needs an Owner: the last Owner cannot be removed.');
