import { CONFLICT_MESSAGES, type InvitationLevel, type Role } from '@vantage/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/connection.js';
import { invitations, projectAccess, userAccounts } from '../../db/schema/index.js';
import { groups } from '../../events/bus.js';
import { conflict } from '../../http/problem.js';
import { enqueueMail } from '../../mail/outbox.js';
import { actorLanguage, recipientLanguage } from '../../mail/recipient-language.js';
import { invitationAcceptedMail } from '../../mail/templates/invitation.js';
import { lockSubscription } from '../subscriptions/lock.js';
import { seatOf, seatRank } from '../subscriptions/seats.js';
import type { UserRow } from '../users/service.js';
import { assertIsInvitee } from './policy.js';
import { type InvitationRow, isInvitationExpired } from './presenter.js';
import { findByKey, invitationGroups } from './service.js';

/**
 * Why an invitation can no longer be used (spec section 8): accepted or declined ->
 * AlreadyActivated; past its expiry, or revoked by the team -> KeyExpired.
 */
function unusable(row: InvitationRow, now = new Date()) {
  if (row.status === 'Accepted')
    return conflict('AlreadyActivated', 'This invitation has already been accepted.');
  if (row.status === 'Declined')
    return conflict('AlreadyActivated', 'This invitation has already been declined.');
  if (row.status === 'Revoked') return conflict('KeyExpired', 'This invitation has been withdrawn.');
  if (isInvitationExpired(row, now)) return conflict('KeyExpired', 'This invitation has expired.');
  return undefined;
}

/** 404 for an unknown key, 403 for someone else's invitation, 409 for a used one. */
async function usableInvitation(db: Queryable, user: UserRow, key: string) {
  const row = await findByKey(db, key);
  assertIsInvitee(user, row.invitation.inviteeEmail);
  const problem = unusable(row.invitation);
  if (problem) throw problem;
  return row;
}

/**
 * Moves a Pending, unexpired invitation on with `changes`, in one conditional UPDATE, so that
 * a concurrent accept, decline or revoke cannot both win; the loser gets the 409 of the state
 * it found (or KeyExpired when it vanished).
 */
async function settlePending(
  db: Queryable,
  id: number,
  changes: { status: 'Accepted' | 'Declined'; activatedAt?: Date },
  now: Date,
): Promise<void> {
  const [settled] = await db
    .update(invitations)
    .set(changes)
    .where(and(eq(invitations.id, id), eq(invitations.status, 'Pending'), gt(invitations.expiresAt, now)))
    .returning();
  if (settled) return;
  const [current] = await db.select().from(invitations).where(eq(invitations.id, id));
  throw (current && unusable(current, now)) ?? conflict('KeyExpired', CONFLICT_MESSAGES.KeyExpired);
}

const SEAT_ROLES: readonly Role[] = ['TeamMember', 'ProjectMember', 'Observer'];

/**
 * The member's roles after accepting: its level becomes the invited one when that is
 * higher (Observer -> ProjectMember -> TeamMember), never lower; other roles stay.
 */
export function rolesAfterAccepting(current: readonly Role[], level: InvitationLevel): Role[] {
  if (seatRank(level) <= seatRank(seatOf(current))) return [...current];
  return [...current.filter((role) => !SEAT_ROLES.includes(role)), level];
}

/**
 * Accepts: the invitation turns Accepted (only while Pending and unexpired, else 409) and
 * the caller gets the level in that subscription, plus the project for project members
 * and observers, in one transaction. The seat was reserved by the pending invitation.
 */
export async function acceptInvitation(
  ctx: AppContext,
  user: UserRow,
  body: { activationKey: string; loginUrl: string; languageCode?: string },
) {
  const { invitation, customerName } = await usableInvitation(ctx.db, user, body.activationKey);
  const now = new Date();
  const accountId = await ctx.db.transaction(async (tx) => {
    await lockSubscription(tx, invitation.subscriptionId);
    await settlePending(tx, invitation.id, { status: 'Accepted', activatedAt: now }, now);
    const [existing] = await tx
      .select()
      .from(userAccounts)
      .where(
        and(eq(userAccounts.userId, user.id), eq(userAccounts.subscriptionId, invitation.subscriptionId)),
      )
      .for('update');
    const roles = rolesAfterAccepting(existing?.roles ?? [], invitation.level);
    const [account] = existing
      ? await tx.update(userAccounts).set({ roles }).where(eq(userAccounts.id, existing.id)).returning()
      : await tx
          .insert(userAccounts)
          .values({ userId: user.id, subscriptionId: invitation.subscriptionId, roles })
          .returning();
    if (invitation.level !== 'TeamMember' && invitation.projectId !== null)
      await tx
        .insert(projectAccess)
        .values({ userAccountId: account!.id, projectId: invitation.projectId })
        .onConflictDoNothing();
    await enqueueMail(
      tx,
      invitationAcceptedMail({
        language: await recipientLanguage(tx, user.email, actorLanguage(user, body.languageCode)),
        productName: ctx.config.PRODUCT_NAME,
        to: user.email,
        customerName,
        loginUrl: body.loginUrl,
      }),
    );
    return account!.id;
  });
  ctx.outbox.wake();

  const subscriptionGroups = [groups.subscription(invitation.subscriptionId), groups.user(user.id)];
  ctx.bus.item('OnItemUpdated', 'invitation', invitation.id, subscriptionGroups, { status: 'Accepted' });
  ctx.bus.item('OnItemAdded', 'member', accountId, subscriptionGroups);
}

/** Declines: Pending and unexpired -> Declined, else 409. */
export async function declineInvitation(ctx: AppContext, user: UserRow, body: { activationKey: string }) {
  const { invitation } = await usableInvitation(ctx.db, user, body.activationKey);
  await settlePending(ctx.db, invitation.id, { status: 'Declined' }, new Date());
  ctx.bus.item(
    'OnItemUpdated',
    'invitation',
    invitation.id,
    await invitationGroups(ctx.db, invitation.subscriptionId, invitation.inviteeEmail),
    { status: 'Declined' },
  );
}
