import type { ConflictCode, InvitationLevel, Role } from '@vantage/contracts';
import { and, arrayOverlaps, eq, gt, not } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { invitations, type SubscriptionLimits, userAccounts } from '../../db/schema/index.js';
import { conflict } from '../../http/problem.js';
import { countAll } from './lock.js';

/**
 * Seats: the three member limits of a subscription. Each account takes at most one seat,
 * that of its highest member role: Owner and TeamMember take a team-member seat (the
 * Owner counts in the team-member limit, which is why the dashboard shows the limit
 * minus 1), else ProjectMember a project-member seat, else Observer an observer seat.
 * Administrator and SupportStaff are the operator's staff and take no seat.
 *
 * A pending, unexpired invitation reserves a seat of its level, so "used" = members +
 * pending invitations: the usage shown and the invitation check count the same thing,
 * and accepting an invitation never passes a limit.
 */
export type SeatLevel = InvitationLevel;

export const SEAT_ORDER: readonly SeatLevel[] = ['Observer', 'ProjectMember', 'TeamMember'];

const ROLES_OF_SEAT: Record<SeatLevel, Role[]> = {
  TeamMember: ['Owner', 'TeamMember'],
  ProjectMember: ['ProjectMember'],
  Observer: ['Observer'],
};
const ROLES_ABOVE_SEAT: Record<SeatLevel, Role[]> = {
  TeamMember: [],
  ProjectMember: ['Owner', 'TeamMember'],
  Observer: ['Owner', 'TeamMember', 'ProjectMember'],
};

export const SEAT_LIMITS: Record<
  SeatLevel,
  { limit: keyof SubscriptionLimits; code: ConflictCode; label: string }
> = {
  TeamMember: { limit: 'teamMemberLimit', code: 'TeamMemberLimitReached', label: 'team members' },
  ProjectMember: { limit: 'projectMemberLimit', code: 'ProjectMemberLimitReached', label: 'project members' },
  Observer: { limit: 'observerLimit', code: 'ObserverLimitReached', label: 'observers' },
};

export function seatOf(roles: readonly Role[]): SeatLevel | null {
  for (const level of [...SEAT_ORDER].reverse()) {
    if (roles.some((role) => ROLES_OF_SEAT[level].includes(role))) return level;
  }
  return null;
}

export function seatRank(level: SeatLevel | null): number {
  return level === null ? -1 : SEAT_ORDER.indexOf(level);
}

export async function countSeatsUsed(
  db: Queryable,
  subscriptionId: number,
  level: SeatLevel,
  now = new Date(),
): Promise<number> {
  const above = ROLES_ABOVE_SEAT[level];
  const [members] = await db
    .select({ value: countAll })
    .from(userAccounts)
    .where(
      and(
        eq(userAccounts.subscriptionId, subscriptionId),
        arrayOverlaps(userAccounts.roles, ROLES_OF_SEAT[level]),
        above.length > 0 ? not(arrayOverlaps(userAccounts.roles, above)) : undefined,
      ),
    );
  const [pending] = await db
    .select({ value: countAll })
    .from(invitations)
    .where(
      and(
        eq(invitations.subscriptionId, subscriptionId),
        eq(invitations.level, level),
        eq(invitations.status, 'Pending'),
        gt(invitations.expiresAt, now),
      ),
    );
  return (members?.value ?? 0) + (pending?.value ?? 0);
}

/**
 * 409 with the level's limit code when no seat of that level is free. Call it inside the
 * transaction that takes the seat, after `lockSubscription`, and pass the locked row.
 */
export async function assertSeatAvailable(
  tx: Queryable,
  subscription: SubscriptionLimits & { id: number },
  level: SeatLevel,
): Promise<void> {
  const { limit, code, label } = SEAT_LIMITS[level];
  const used = await countSeatsUsed(tx, subscription.id, level);
  if (used >= subscription[limit])
    throw conflict(
      code,
      `You have reached the maximum number of ${label} allowed by your subscription (${subscription[limit]}, pending invitations included).`,
    );
}
