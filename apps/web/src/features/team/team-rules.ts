import {
  type InvitationLevel,
  mayRemoveRoles,
  POLICY,
  ROLE_RANK,
  type Role,
  rolesMay,
  SUBSCRIPTION_EXPIRED_MESSAGE,
  type SubscriptionDetails,
} from '@vantage/contracts';

/**
 * What the Team page shows, hides and disables (spec sections 6 and 9), read from the one
 * policy table in packages/contracts (`POLICY`, `REMOVAL_PROTECTION`) that the server
 * enforces; the member answers also carry `abilities.remove`.
 */

/**
 * Removing a member: never yourself. Owner and Administrator may remove anyone; Team member
 * only those without Owner, Administrator or Team member; Support staff those without Owner
 * or Administrator. Other roles remove no one.
 */
export function mayRemoveMember(
  callerRoles: readonly Role[],
  target: { userAccountId: number; roles: readonly Role[] },
  selfAccountId: number | undefined,
): boolean {
  if (target.userAccountId === selfAccountId) return false;
  return rolesMay(callerRoles, 'member.remove') && mayRemoveRoles(callerRoles, target.roles);
}

/** A member's roles in rank order (spec section 6), without PublicSpectator. */
export function rankedRoles(roles: readonly Role[]): Role[] {
  return ROLE_RANK.filter((role) => role !== 'PublicSpectator' && roles.includes(role));
}

type Searchable = { emailAddress: string; firstName: string; lastName: string; roles: readonly Role[] };

/** The roles present in the team, in rank order: the role filter shows when there are 2 or more. */
export function rolesPresent(members: readonly Searchable[]): Role[] {
  return rankedRoles([...new Set(members.flatMap((member) => member.roles))]);
}

/**
 * Search by e-mail, first name or last name (case-insensitive, also "first last"), and the
 * role filter; PublicSpectator never shows (spec section 6).
 */
export function filterMembers<M extends Searchable>(
  members: readonly M[],
  filter: { search: string; role: Role | null },
): M[] {
  const needle = filter.search.trim().toLowerCase();
  return members.filter((member) => {
    if (member.roles.length > 0 && member.roles.every((role) => role === 'PublicSpectator')) return false;
    if (filter.role && !member.roles.includes(filter.role)) return false;
    if (!needle) return true;
    const fields = [
      member.emailAddress,
      member.firstName,
      member.lastName,
      `${member.firstName} ${member.lastName}`,
    ];
    return fields.some((field) => field.toLowerCase().includes(needle));
  });
}

export const INVITE_LEVELS: readonly InvitationLevel[] = ['TeamMember', 'ProjectMember', 'Observer'];

/** Spec section 5: a project must be selected for Project member and Observer. */
export const needsProject = (level: InvitationLevel) => level !== 'TeamMember';

export type InviteAvailability = {
  enabled: boolean;
  /** Why the Invite member button is disabled (its tooltip). */
  reason?: string;
  /** Which invitation types still have a free seat. */
  levels: Record<InvitationLevel, boolean>;
};

export const INVITE_EXPIRED_REASON = `${SUBSCRIPTION_EXPIRED_MESSAGE} Please renew to invite members.`;
export const INVITE_ROLE_REASON = POLICY['invitation.create'].denied;
export const INVITE_LIMIT_REASON =
  'You have reached the maximum number of members allowed by your subscription.';

type Limits = Pick<
  SubscriptionDetails,
  | 'teamMemberLimit'
  | 'teamMembersUsed'
  | 'projectMemberLimit'
  | 'projectMembersUsed'
  | 'observerLimit'
  | 'observersUsed'
>;

/**
 * Spec section 6: Invite member is enabled for Owner or Team member when below the limit and
 * not expired. "Below the limit" per type: a type whose seats are all taken (pending
 * invitations included, as the server counts) is not offered; the button needs one free type.
 * Without the usage (not loaded) every type is offered and the server has the last word.
 */
export function inviteAvailability(input: {
  roles: readonly Role[];
  isExpired: boolean;
  details: Limits | undefined;
}): InviteAvailability {
  const { details } = input;
  const levels: Record<InvitationLevel, boolean> = {
    TeamMember: !details || details.teamMembersUsed < details.teamMemberLimit,
    ProjectMember: !details || details.projectMembersUsed < details.projectMemberLimit,
    Observer: !details || details.observersUsed < details.observerLimit,
  };
  if (!rolesMay(input.roles, 'invitation.create'))
    return { enabled: false, reason: INVITE_ROLE_REASON, levels };
  if (input.isExpired) return { enabled: false, reason: INVITE_EXPIRED_REASON, levels };
  if (!INVITE_LEVELS.some((level) => levels[level]))
    return { enabled: false, reason: INVITE_LIMIT_REASON, levels };
  return { enabled: true, levels };
}

/**
 * "Send again" (docs/decisions/183-mail-outbox.md): an Owner of a subscription that has not
 * expired, for a pending, unexpired invitation whose mail failed after its retries.
 */
export function maySendAgain(
  input: { roles: readonly Role[]; isExpired: boolean },
  entry: { status: string; isExpired: boolean; mailFailed: boolean },
): boolean {
  return (
    entry.mailFailed &&
    entry.status === 'Pending' &&
    !entry.isExpired &&
    !input.isExpired &&
    rolesMay(input.roles, 'invitation.resend')
  );
}

/** What the invite log offers per entry (spec section 4): revoke a pending one, clean a used one. */
export function logAction(entry: { status: 'Pending' | 'Accepted' | 'Declined' | 'Revoked' }) {
  if (entry.status === 'Pending') return 'revoke' as const;
  if (entry.status === 'Accepted' || entry.status === 'Declined') return 'clean' as const;
  return undefined;
}
