import type { InvitationLevel, Role } from '@vantage/contracts';
import { type AccountContext, hasAnyRole } from '../../auth/context.js';
import { conflict, forbidden } from '../../http/problem.js';
import { assertNotExpired } from '../subscriptions/policy.js';
import { seatOf, seatRank } from '../subscriptions/seats.js';
import type { UserRow } from '../users/service.js';

/**
 * Who may do what with invitations (spec section 6, DOMAIN.md).
 * - Invite (any of the three levels): Owner and TeamMember, and not while expired.
 * - Read the invite log, revoke a pending invitation, clean a used one from the log: the
 *   roles that see the Team page, plus SupportStaff (who may remove members too).
 * - Accept or decline: only the person the invitation was sent to (same e-mail address).
 */
export const INVITER_ROLES: readonly Role[] = ['Owner', 'TeamMember'];
export const LOG_ROLES: readonly Role[] = ['Owner', 'Administrator', 'TeamMember', 'SupportStaff'];

/** Roles that already see every project: inviting such a member again changes nothing. */
const TEAM_ROLES: readonly Role[] = ['Owner', 'Administrator', 'TeamMember', 'SupportStaff'];

export function assertMayInvite(context: Pick<AccountContext, 'roles' | 'isExpired'>): void {
  if (!hasAnyRole(context, ...INVITER_ROLES))
    throw forbidden('Only Owners and Team members can invite people.');
  assertNotExpired(context);
}

export function assertMayManageLog(context: Pick<AccountContext, 'roles'>): void {
  if (!hasAnyRole(context, ...LOG_ROLES))
    throw forbidden('Only Owners, Administrators and Team members can see invitations.');
}

/**
 * The invitation is addressed to the caller. (E-mail verification is not required: the
 * embedded provider has no verification flow yet; the key itself is the secret.)
 */
export function assertIsInvitee(user: Pick<UserRow, 'email'>, inviteeEmail: string): void {
  if (user.email.toLowerCase() !== inviteeEmail.toLowerCase())
    throw forbidden(
      'This invitation was sent to another e-mail address. Sign in with that address to use it.',
    );
}

/**
 * `InvitationsNotAllowed` when the invitee is already in the subscription and the
 * invitation could not give more: a member with a team role sees every project already;
 * a project member or observer who already has that project at that level or higher; and
 * an invitation below the member's level (a member has one level for all its projects).
 */
export function assertInvitationAdds(
  existing: { roles: readonly Role[]; projectIds: readonly number[] } | undefined,
  level: InvitationLevel,
  projectId: number | null,
): void {
  if (!existing) return;
  const notAllowed = (why: string) => conflict('InvitationsNotAllowed', why);
  if (hasAnyRole({ roles: [...existing.roles] }, ...TEAM_ROLES))
    throw notAllowed('This person is already a team member of this subscription and sees every project.');
  const seat = seatOf(existing.roles);
  if (seat === null || seatRank(level) > seatRank(seat)) return;
  if (seatRank(level) < seatRank(seat))
    throw notAllowed(
      `This person is already a ${seat === 'ProjectMember' ? 'project member' : 'member'} here; invite them as ${seat === 'ProjectMember' ? 'a project member' : 'a team member'} instead.`,
    );
  if (projectId !== null && existing.projectIds.includes(projectId))
    throw notAllowed('This person already has access to this project.');
}
