import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { ownershipTransfers, projects, userAccounts } from '../../db/schema/index.js';
import { notFound } from '../../http/problem.js';
import { countAll } from '../subscriptions/lock.js';
import type { UserRow } from '../users/service.js';
import type { TransferWithProject } from './presenter.js';

/**
 * Transfers addressed to the user: to one of its accounts, or to its e-mail address once
 * that address is verified (anyone can register an address; only its owner can verify it).
 */
export function addressedTo(user: Pick<UserRow, 'id' | 'email' | 'emailVerified'>): SQL {
  const byAccount = sql`${ownershipTransfers.targetUserAccountId} in (select ${userAccounts.id} from ${userAccounts} where ${userAccounts.userId} = ${user.id})`;
  if (!user.emailVerified) return sql`(${byAccount})`;
  return sql`(${byAccount} or lower(${ownershipTransfers.targetEmail}) = lower(${user.email}))`;
}

export const sentFrom = (subscriptionId: number): SQL =>
  eq(ownershipTransfers.fromSubscriptionId, subscriptionId);
const pending = eq(ownershipTransfers.status, 'Pending');

function selectWithProject(db: Queryable) {
  return db
    .select({ transfer: ownershipTransfers, projectName: projects.name })
    .from(ownershipTransfers)
    .innerJoin(projects, eq(projects.id, ownershipTransfers.projectId));
}

/** Pending transfers matching `scope`, newest first, with the total for X-Total-Count. */
export async function listPendingTransfers(
  db: Queryable,
  scope: SQL,
  page: { Offset: number; Limit: number },
): Promise<{ rows: TransferWithProject[]; total: number }> {
  const where = and(scope, pending);
  const [rows, [count]] = await Promise.all([
    selectWithProject(db)
      .where(where)
      .orderBy(desc(ownershipTransfers.requestedAt), desc(ownershipTransfers.id))
      .limit(page.Limit)
      .offset(page.Offset),
    db.select({ value: countAll }).from(ownershipTransfers).where(where),
  ]);
  return { rows, total: count?.value ?? 0 };
}

/** One transfer in `scope`, whatever its status; 404 outside it (another user's, another subscription's). */
export async function findTransfer(db: Queryable, scope: SQL, id: string): Promise<TransferWithProject> {
  const [row] = await selectWithProject(db).where(and(scope, eq(ownershipTransfers.id, id)));
  if (!row) throw notFound(`Transfer ${id} does not exist.`);
  return row;
}
