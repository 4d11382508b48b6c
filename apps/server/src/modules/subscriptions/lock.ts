import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/connection.js';
import { subscriptions } from '../../db/schema/index.js';

/**
 * Locks the subscription row for the rest of the transaction, so that concurrent requests
 * that count and insert against one of its limits queue instead of passing it together.
 */
export async function lockSubscription(tx: Transaction, subscriptionId: number) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  if (!row) throw new Error(`Subscription ${subscriptionId} vanished`);
  return row;
}

/** `count(*)` as a number, for limit checks. */
export const countAll = sql<number>`count(*)::int`;
