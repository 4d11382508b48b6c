import { type InvitationLevel, type Role, TEAM_ROLES } from '@vantage/contracts';
import { hasAnyRole } from '../../auth/context.js';
import { conflict, forbidden } from '../../http/problem.js';
import { seatOf, seatRank } from '../subscriptions/seats.js';
import type { UserRow } from '../users/service.js';

/**
 * Invitations in the one policy table (packages/contracts `POLICY`, docs/policy.md):
 * - invitation.create (any of the three levels): Owner and TeamMember, not while expired.
 *   Decision: not Administrator, as the spec's "Invite member: Owner or Team member" says.
 * - invitation.read, invitation.revoke, invitation.clean (the invite log): the roles that
 *   see the Team page, plus SupportStaff (decision: who may remove members may also take
 *   back a pending invitation). An expired subscription does not block them.
 * - Accept or decline: only the person the invitation was sent to (same e-mail address).
 * TEAM_ROLES (contracts) already see every project: inviting such a member again changes nothing.
 */

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
