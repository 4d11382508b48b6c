import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { ownershipTransfers, projects, userAccounts } from '../../db/schema/index.js';
import { conflict } from '../../http/problem.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { enqueueMail } from '../../mail/outbox.js';
import { actorLanguage, recipientLanguage } from '../../mail/recipient-language.js';
import { ownershipTransferDecidedMail } from '../../mail/templates/ownership-transfer.js';
import { publishProjectChange } from '../projects/events.js';
import type { UserRow } from '../users/service.js';
import { NOT_PENDING_DETAIL } from './accept.js';
import { publishTransferChange, type TransferRow } from './events.js';
import { addressedTo, findTransfer, sentFrom } from './queries.js';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'outbox' | 'config'>;

/**
 * Pending -> `status`, or 409 TransferRequestNotPending when it is no longer pending; the
 * mail that reports it, if any, is written in the same transaction.
 */
async function closeTransfer(
  ctx: Ctx,
  id: string,
  status: 'Rejected' | 'Revoked',
  mailFor?: (row: TransferRow, tx: Queryable) => Promise<OutgoingMail>,
): Promise<TransferRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(ownershipTransfers)
      .set({ status, decidedAt: new Date() })
      .where(and(eq(ownershipTransfers.id, id), eq(ownershipTransfers.status, 'Pending')))
      .returning();
    if (!closed) throw conflict('TransferRequestNotPending', NOT_PENDING_DETAIL);
    if (mailFor) await enqueueMail(tx, await mailFor(closed, tx));
    return closed;
  });
  if (mailFor) ctx.outbox.wake();
  await publishTransferChange(ctx, 'OnItemUpdated', row);
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, row.projectId));
  if (project) publishProjectChange(ctx.bus, 'OnItemUpdated', project, { reason: `transfer${status}` });
  return row;
}

/** POST .../incoming/{id}/reject: the receiver declines; the project stays where it is. */
export async function rejectOwnershipTransfer(ctx: Ctx, user: UserRow, id: string) {
  const { projectName } = await findTransfer(ctx.db, addressedTo(user), id);
  // Spec section 6: as for accepting, only an Owner or Administrator decides; the
  // request is not bound to one subscription, so a role in any of the user's accounts counts.
  const accounts = await ctx.db
    .select({ roles: userAccounts.roles })
    .from(userAccounts)
    .where(eq(userAccounts.userId, user.id));
  authorize({ roles: accounts.flatMap((account) => account.roles), isExpired: false }, 'transfer.reject');
  await closeTransfer(ctx, id, 'Rejected', async (rejected, tx) =>
    ownershipTransferDecidedMail({
      language: await recipientLanguage(tx, rejected.requestedByEmail, actorLanguage(user)),
      productName: ctx.config.PRODUCT_NAME,
      to: rejected.requestedByEmail,
      projectName,
      receiver: `${user.firstName} ${user.lastName}`.trim() || user.email,
      accepted: false,
    }),
  );
}

/** POST .../outgoing/{id}/revoke: the sending side takes its request back. */
export async function revokeOwnershipTransfer(ctx: Ctx, context: AccountContext, id: string) {
  await findTransfer(ctx.db, sentFrom(context.subscription.id), id);
  authorize(context, 'transfer.revoke');
  await closeTransfer(ctx, id, 'Revoked');
}
