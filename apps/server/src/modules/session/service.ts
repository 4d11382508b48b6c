import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/connection.js';
import { users } from '../../db/schema/index.js';
import { groups } from '../../events/bus.js';
import { preconditionFailed } from '../../http/problem.js';
import type { UserRow } from '../users/service.js';

/**
 * Spec section 4: one active client (browser tab) per user. A client is "active" while
 * its last report said active and that report is younger than SESSION_IDLE_MINUTES; a
 * tab that crashed without reporting stops blocking others after that time. Heartbeats
 * of the active client keep its report fresh.
 */
async function lockUser(tx: Queryable, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row!;
}

export function isOtherClientActive(row: UserRow, clientId: string, idleMs: number, now: Date): boolean {
  if (!row.activeClientId || row.activeClientId === clientId || !row.isActive || !row.lastActivityAt) {
    return false;
  }
  return now.getTime() - row.lastActivityAt.getTime() < idleMs;
}

const idleMsOf = (ctx: AppContext) => ctx.config.SESSION_IDLE_MINUTES * 60_000;

/** Tells the user's other clients (subscribed to `user:<id>`) which client is now the one. */
function announce(ctx: AppContext, userId: string, clientId: string): void {
  ctx.bus.publish({ name: 'OnClientIdChanged', groups: [groups.user(userId)], args: [clientId] });
}

/**
 * Makes `clientId` the user's active client: 412 while another client is active unless
 * `force`; the previous client learns of it through OnClientIdChanged.
 */
export async function updateClientId(
  ctx: AppContext,
  userId: string,
  input: { clientId: string; force: boolean },
  now = new Date(),
): Promise<void> {
  const previous = await ctx.db.transaction(async (tx) => {
    const row = await lockUser(tx, userId);
    if (!input.force && isOtherClientActive(row, input.clientId, idleMsOf(ctx), now)) {
      throw preconditionFailed(
        'Another client of this user is active. Send force: true to take over; the other client is then signed out of its session.',
      );
    }
    await tx
      .update(users)
      .set({ activeClientId: input.clientId, isActive: true, lastActivityAt: now })
      .where(eq(users.id, userId));
    return row.activeClientId;
  });
  if (previous !== null && previous !== input.clientId) announce(ctx, userId, input.clientId);
}

/**
 * Records the active/inactive flag of the calling client. Reports of a client that is not
 * the active one change nothing (a background tab must not mark the user idle), unless
 * `force`, which makes the caller the active client as well.
 */
export async function updateActivity(
  ctx: AppContext,
  userId: string,
  input: { active: boolean; clientId: string | undefined; force: boolean },
  now = new Date(),
): Promise<{ recorded: boolean }> {
  const { clientId } = input;
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockUser(tx, userId);
    const isCaller = !clientId || !row.activeClientId || row.activeClientId === clientId;
    if (!isCaller && !input.force) return { recorded: false, takenOver: false };
    await tx
      .update(users)
      .set({ isActive: input.active, lastActivityAt: now, ...(clientId ? { activeClientId: clientId } : {}) })
      .where(eq(users.id, userId));
    return { recorded: true, takenOver: !isCaller };
  });
  if (outcome.takenOver && clientId) announce(ctx, userId, clientId);
  return { recorded: outcome.recorded };
}

/** A heartbeat of the active client (or of one that sent no id) keeps its report fresh. */
export async function touchSession(
  db: Queryable,
  userId: string,
  clientId: string | undefined,
  now = new Date(),
): Promise<void> {
  const ofCaller = clientId
    ? or(isNull(users.activeClientId), eq(users.activeClientId, clientId))
    : sql`true`;
  await db
    .update(users)
    .set({ lastActivityAt: now })
    .where(and(eq(users.id, userId), eq(users.isActive, true), ofCaller));
}
