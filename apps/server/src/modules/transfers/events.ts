import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/connection.js';
import { type ownershipTransfers, userAccounts, users } from '../../db/schema/index.js';
import { groups } from '../../events/bus.js';

export type TransferRow = typeof ownershipTransfers.$inferSelect;

/** The receiving user's id when known: by the target account, else by the target e-mail. */
export async function receiverUserId(db: Queryable, transfer: TransferRow): Promise<string | undefined> {
  if (transfer.targetUserAccountId !== null) {
    const [row] = await db
      .select({ userId: userAccounts.userId })
      .from(userAccounts)
      .where(eq(userAccounts.id, transfer.targetUserAccountId));
    if (row) return row.userId;
  }
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${transfer.targetEmail}) and ${users.emailVerified}`);
  return row?.id;
}

/**
 * A transfer changed: the sending subscription (outgoing list, the project's badge) and the
 * receiving user (incoming list, banner) hear it.
 */
export async function publishTransferChange(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  name: 'OnItemAdded' | 'OnItemUpdated' | 'OnItemDeleted',
  transfer: TransferRow,
): Promise<void> {
  const targets = [groups.subscription(transfer.fromSubscriptionId), groups.project(transfer.projectId)];
  const userId = await receiverUserId(ctx.db, transfer);
  if (userId) targets.push(groups.user(userId));
  ctx.bus.item(name, 'transfer', transfer.id, targets, {
    projectId: transfer.projectId,
    status: transfer.status,
  });
}
