import { CONFLICT_MESSAGES, ROLE_RANK, type Role } from '@vantage/contracts';
import { and, arrayContains, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { projectAccess, userAccounts, users } from '../../db/schema/index.js';
import { groups } from '../../events/bus.js';
import { conflict, notFound } from '../../http/problem.js';
import { countAll, lockSubscription } from '../subscriptions/lock.js';
import { assertSeatAvailable, seatOf } from '../subscriptions/seats.js';
import { lastOwner } from './policy.js';
import { presentMember, visibleRoles } from './presenter.js';

function rankOf(roles: readonly Role[]): number {
  const ranks = roles.map((role) => ROLE_RANK.indexOf(role));
  return ranks.length > 0 ? Math.min(...ranks) : ROLE_RANK.length;
}

async function projectIdsOf(db: Queryable, accountIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (accountIds.length === 0) return map;
  const rows = await db
    .select()
    .from(projectAccess)
    .where(inArray(projectAccess.userAccountId, accountIds))
    .orderBy(asc(projectAccess.projectId));
  for (const row of rows) map.set(row.userAccountId, [...(map.get(row.userAccountId) ?? []), row.projectId]);
  return map;
}

/**
 * The team: members without a visible role (PublicSpectator only) are left out; sorted by
 * the best role's rank (Owner first, spec section 6), then by name and e-mail. A team is
 * small (its limits), so it is sorted here and then paged.
 */
export async function listMembers(
  db: Queryable,
  subscriptionId: number,
  page: { offset: number; limit: number },
) {
  const rows = await db
    .select({ account: userAccounts, user: users })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(eq(userAccounts.subscriptionId, subscriptionId));
  const visible = rows
    .filter((row) => visibleRoles(row.account.roles).length > 0)
    .sort(
      (a, b) =>
        rankOf(a.account.roles) - rankOf(b.account.roles) ||
        a.user.lastName.localeCompare(b.user.lastName) ||
        a.user.firstName.localeCompare(b.user.firstName) ||
        a.user.email.localeCompare(b.user.email),
    );
  const pageRows = visible.slice(page.offset, page.offset + page.limit);
  const projects = await projectIdsOf(
    db,
    pageRows.map((row) => row.account.id),
  );
  return {
    total: visible.length,
    members: pageRows.map((row) => presentMember({ ...row, projectIds: projects.get(row.account.id) ?? [] })),
  };
}

async function findMemberRow(db: Queryable, subscriptionId: number, userAccountId: number, lock = false) {
  const query = db
    .select({ account: userAccounts, user: users })
    .from(userAccounts)
    .innerJoin(users, eq(users.id, userAccounts.userId))
    .where(and(eq(userAccounts.id, userAccountId), eq(userAccounts.subscriptionId, subscriptionId)));
  const [row] = lock ? await query.for('update', { of: userAccounts }) : await query;
  if (!row || visibleRoles(row.account.roles).length === 0)
    throw notFound(`Member ${userAccountId} does not exist.`);
  return row;
}

export async function getMember(db: Queryable, subscriptionId: number, userAccountId: number) {
  const row = await findMemberRow(db, subscriptionId, userAccountId);
  const projects = await projectIdsOf(db, [row.account.id]);
  return presentMember({ ...row, projectIds: projects.get(row.account.id) ?? [] });
}

async function countOwners(db: Queryable, subscriptionId: number): Promise<number> {
  const [row] = await db
    .select({ value: countAll })
    .from(userAccounts)
    .where(
      and(eq(userAccounts.subscriptionId, subscriptionId), arrayContains(userAccounts.roles, ['Owner'])),
    );
  return row?.value ?? 0;
}

function announce(
  ctx: AppContext,
  name: 'OnItemUpdated' | 'OnItemDeleted',
  subscriptionId: number,
  row: { account: { id: number }; user: { id: string } },
) {
  ctx.bus.item(name, 'member', row.account.id, [
    groups.subscription(subscriptionId),
    groups.user(row.user.id),
  ]);
}

/**
 * Sets a member's roles. A role that moves the member to another seat (e.g. Observer to
 * TeamMember) takes a seat of that level, so the limit is checked under the lock.
 */
export async function updateMemberRoles(
  ctx: AppContext,
  context: AccountContext,
  userAccountId: number,
  requested: Role[],
) {
  const subscriptionId = context.subscription.id;
  const row = await ctx.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, subscriptionId);
    const target = await findMemberRow(tx, subscriptionId, userAccountId, true);
    const before = target.account.roles;
    // PublicSpectator is invisible here; a member that had it keeps it.
    const after = [...requested, ...before.filter((role) => role === 'PublicSpectator')];
    authorize(context, 'member.updateRoles', { before, after: requested });
    if (before.includes('Owner') && !after.includes('Owner') && (await countOwners(tx, subscriptionId)) <= 1)
      throw lastOwner();
    const [seatBefore, seatAfter] = [seatOf(before), seatOf(after)];
    if (seatAfter !== null && seatAfter !== seatBefore)
      await assertSeatAvailable(tx, subscription, seatAfter);
    const [account] = await tx
      .update(userAccounts)
      .set({ roles: after })
      .where(eq(userAccounts.id, target.account.id))
      .returning();
    return { ...target, account: account! };
  });
  announce(ctx, 'OnItemUpdated', subscriptionId, row);
  return getMember(ctx.db, subscriptionId, row.account.id);
}

/** Removes a member from the subscription (spec section 6 rules; never oneself). */
export async function removeMember(ctx: AppContext, context: AccountContext, userAccountId: number) {
  const subscriptionId = context.subscription.id;
  const row = await ctx.db.transaction(async (tx) => {
    await lockSubscription(tx, subscriptionId);
    const target = await findMemberRow(tx, subscriptionId, userAccountId, true);
    if (target.account.id === context.account.id)
      throw conflict('CannotDeleteSelf', CONFLICT_MESSAGES.CannotDeleteSelf);
    authorize(context, 'member.remove', { targetRoles: target.account.roles });
    if (target.account.roles.includes('Owner') && (await countOwners(tx, subscriptionId)) <= 1)
      throw lastOwner();
    await tx.delete(userAccounts).where(eq(userAccounts.id, target.account.id));
    return target;
  });
  announce(ctx, 'OnItemDeleted', subscriptionId, row);
}
