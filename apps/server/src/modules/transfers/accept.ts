import { CONFLICT_MESSAGES } from '@vantage/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { authorize } from '../../auth/authorize.js';
import { isExpired } from '../../auth/context.js';
import {
  invitations,
  ownershipTransfers,
  projectAccess,
  projects,
  subscriptions,
  userAccounts,
} from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/problem.js';
import { cancelInvitationMail, enqueueMail } from '../../mail/outbox.js';
import { actorLanguage, recipientLanguage } from '../../mail/recipient-language.js';
import { ownershipTransferDecidedMail } from '../../mail/templates/ownership-transfer.js';
import { publishProjectChange } from '../projects/events.js';
import { familyCondition } from '../projects/kinds.js';
import { assertProjectSlotFree } from '../projects/service.js';
import type { UserRow } from '../users/service.js';
import { publishTransferChange } from './events.js';
import { notYourAccount } from './policy.js';
import { addressedTo, findTransfer } from './queries.js';

export const NOT_PENDING_DETAIL = CONFLICT_MESSAGES.TransferRequestNotPending;

/** The caller's own account that receives the project: Owner or Administrator, not expired. */
async function receivingAccount(ctx: Pick<AppContext, 'db'>, user: UserRow, targetUserAccountId: number) {
  const [row] = await ctx.db
    .select({ account: userAccounts, subscription: subscriptions })
    .from(userAccounts)
    .innerJoin(subscriptions, eq(subscriptions.id, userAccounts.subscriptionId))
    .where(and(eq(userAccounts.id, targetUserAccountId), eq(userAccounts.userId, user.id)));
  if (!row) throw notYourAccount();
  authorize({ roles: row.account.roles, isExpired: isExpired(row.subscription) }, 'transfer.accept');
  return row;
}

/**
 * POST .../incoming/{id}/accept: moves the project, its revisions and presentations, and
 * everything in them (content rows follow by project id) to the receiving subscription,
 * in one transaction:
 * 1. lock the project row (the same order delete and activate take, so no deadlock);
 * 2. `UPDATE ... SET status = 'Accepted' WHERE status = 'Pending'`: zero rows means another
 *    accept, a reject or a revoke came first -> 409 TransferRequestNotPending, so of two
 *    concurrent accepts exactly one wins;
 * 3. 409 ProjectAlreadyOwned when the receiving subscription already owns it;
 * 4. lock the receiving subscription and check its project limit (409 ProjectLimitReached);
 * 5. move the rows; drop the old subscription's access grants to them and revoke its
 *    pending invitations to them (those people stay behind with the old subscription).
 * Revisions move along without counting against the receiver's `revisionsLimit` (the spec
 * names no such 409 for accept): they are the project's history.
 */
export async function acceptOwnershipTransfer(
  ctx: Pick<AppContext, 'db' | 'bus' | 'outbox' | 'config'>,
  user: UserRow,
  transferId: string,
  targetUserAccountId: number,
): Promise<void> {
  const { transfer } = await findTransfer(ctx.db, addressedTo(user), transferId);
  const receiving = await receivingAccount(ctx, user, targetUserAccountId);
  const toSubscriptionId = receiving.subscription.id;

  const { accepted, moved } = await ctx.db.transaction(async (tx) => {
    // Locked, then re-checked below: a delete that came first leaves nothing to accept (the
    // transfer went with the project); a concurrent accept that came first leaves the
    // transfer no longer pending (projects/lock.ts).
    const [project] = await tx
      .select()
      .from(projects)
      .where(eq(projects.id, transfer.projectId))
      .for('update');
    if (!project) throw notFound(`Transfer ${transferId} does not exist.`);
    const [row] = await tx
      .update(ownershipTransfers)
      .set({ status: 'Accepted', decidedAt: new Date(), acceptedIntoSubscriptionId: toSubscriptionId })
      .where(and(eq(ownershipTransfers.id, transfer.id), eq(ownershipTransfers.status, 'Pending')))
      .returning();
    if (!row || project.subscriptionId !== row.fromSubscriptionId)
      throw conflict('TransferRequestNotPending', NOT_PENDING_DETAIL);
    if (project.subscriptionId === toSubscriptionId)
      throw conflict('ProjectAlreadyOwned', CONFLICT_MESSAGES.ProjectAlreadyOwned);
    await assertProjectSlotFree(tx, toSubscriptionId);

    const family = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.subscriptionId, project.subscriptionId), familyCondition(project.id)));
    const ids = family.map((member) => member.id);
    await tx
      .update(projects)
      .set({ subscriptionId: toSubscriptionId, updatedAt: new Date() })
      .where(inArray(projects.id, ids));
    await tx.delete(projectAccess).where(inArray(projectAccess.projectId, ids));
    const revoked = await tx
      .update(invitations)
      .set({ status: 'Revoked' })
      .where(and(inArray(invitations.projectId, ids), eq(invitations.status, 'Pending')))
      .returning({ id: invitations.id });
    await cancelInvitationMail(
      tx,
      revoked.map((invitation) => invitation.id),
    );
    await enqueueMail(
      tx,
      ownershipTransferDecidedMail({
        language: await recipientLanguage(tx, row.requestedByEmail, actorLanguage(user)),
        productName: ctx.config.PRODUCT_NAME,
        to: row.requestedByEmail,
        projectName: project.name,
        receiver: `${user.firstName} ${user.lastName}`.trim() || user.email,
        accepted: true,
      }),
    );
    return { accepted: row, moved: family };
  });
  ctx.outbox.wake();

  await publishTransferChange(ctx, 'OnItemUpdated', accepted);
  for (const member of moved) {
    // Gone from the old subscription's lists, new in the receiving one's.
    publishProjectChange(ctx.bus, 'OnItemDeleted', member, { reason: 'transferred' });
    publishProjectChange(
      ctx.bus,
      'OnItemAdded',
      { ...member, subscriptionId: toSubscriptionId },
      { reason: 'transferred' },
    );
  }
}
