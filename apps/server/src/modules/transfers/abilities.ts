import { eq } from 'drizzle-orm';
import { allows } from '../../auth/authorize.js';
import { isExpired } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { subscriptions, userAccounts } from '../../db/schema/index.js';
import type { UserRow } from '../users/service.js';

export type IncomingAbilities = { accept: boolean; reject: boolean };

/**
 * What the addressee may do with a transfer addressed to them, from the same rules the
 * accept and reject handlers enforce (policy table; transfers/policy.ts):
 * - accept: some account of the user that may take it in (Owner or Administrator, that
 *   subscription not expired), as accept.ts checks for the chosen account;
 * - reject: the user's roles in any of its accounts, as decide.ts checks.
 * The same for every incoming transfer of the user: a request is not bound to a subscription.
 */
export async function incomingAbilities(
  db: Queryable,
  user: Pick<UserRow, 'id'>,
): Promise<IncomingAbilities> {
  const accounts = await db
    .select({ roles: userAccounts.roles, subscription: subscriptions })
    .from(userAccounts)
    .innerJoin(subscriptions, eq(subscriptions.id, userAccounts.subscriptionId))
    .where(eq(userAccounts.userId, user.id));
  return {
    accept: accounts.some((account) =>
      allows({ roles: account.roles, isExpired: isExpired(account.subscription) }, 'transfer.accept'),
    ),
    reject: allows(
      { roles: accounts.flatMap((account) => account.roles), isExpired: false },
      'transfer.reject',
    ),
  };
}
