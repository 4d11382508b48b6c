import type { Role } from '@vantage/contracts';
import { type AccountContext, hasAnyRole } from '../../auth/context.js';
import { forbidden } from '../../http/problem.js';

/**
 * Who may do what to the members of the selected subscription (spec section 6, DOMAIN.md).
 *
 * - List and read members: the roles that see the Team page (Owner, Administrator,
 *   TeamMember) and SupportStaff, who helps customers with their team.
 * - Change roles: Owner and Administrator. Administrator and SupportStaff are the
 *   operator's staff roles: only an Administrator may grant or take them (the admin CLI
 *   grants them too). PublicSpectator is the anonymous viewer and never a member role.
 * - Remove: never oneself (409 CannotDeleteSelf, checked by the service); Owner and
 *   Administrator anyone; TeamMember only members without Owner, Administrator or
 *   TeamMember; SupportStaff only members without Owner or Administrator.
 * - A subscription always keeps one Owner: neither a role change nor a removal may take
 *   the last one away (403).
 */
export const MEMBER_READER_ROLES: readonly Role[] = ['Owner', 'Administrator', 'TeamMember', 'SupportStaff'];
export const ROLE_EDITOR_ROLES: readonly Role[] = ['Owner', 'Administrator'];
export const STAFF_ROLES: readonly Role[] = ['Administrator', 'SupportStaff'];

const PROTECTED_FROM: Partial<Record<Role, readonly Role[]>> = {
  Owner: [],
  Administrator: [],
  TeamMember: ['Owner', 'Administrator', 'TeamMember'],
  SupportStaff: ['Owner', 'Administrator'],
};

export function assertMayReadMembers(context: Pick<AccountContext, 'roles'>): void {
  if (!hasAnyRole(context, ...MEMBER_READER_ROLES))
    throw forbidden('Only Owners, Administrators and Team members can see the team.');
}

export function assertMayChangeRoles(
  context: Pick<AccountContext, 'roles'>,
  before: readonly Role[],
  after: readonly Role[],
): void {
  if (!hasAnyRole(context, ...ROLE_EDITOR_ROLES))
    throw forbidden('Only Owners and Administrators can change the roles of members.');
  if (after.includes('PublicSpectator')) throw forbidden('PublicSpectator cannot be given to a member.');
  const staffChanged = STAFF_ROLES.some((role) => before.includes(role) !== after.includes(role));
  if (staffChanged && !hasAnyRole(context, 'Administrator'))
    throw forbidden('Only Administrators can grant or take the Administrator and SupportStaff roles.');
}

/** True when a caller with these roles may remove a member with the target's roles. */
export function mayRemoveMember(callerRoles: readonly Role[], targetRoles: readonly Role[]): boolean {
  const protections = callerRoles
    .map((role) => PROTECTED_FROM[role])
    .filter((p): p is readonly Role[] => p !== undefined);
  return protections.some((protectedRoles) => !targetRoles.some((role) => protectedRoles.includes(role)));
}

export function assertMayRemoveMember(
  context: Pick<AccountContext, 'roles'>,
  targetRoles: readonly Role[],
): void {
  if (!mayRemoveMember(context.roles, targetRoles))
    throw forbidden('You are not allowed to remove this member.');
}

export const lastOwner = () => forbidden('A subscription needs an Owner: the last Owner cannot be removed.');
