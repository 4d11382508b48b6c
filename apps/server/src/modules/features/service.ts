import { FEATURE_KEYS, type FeatureState } from '@vantage/contracts';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { subscriptionFeatures } from '../../db/schema/index.js';
import { notFound } from '../../http/problem.js';

export type FeatureRow = typeof subscriptionFeatures.$inferSelect;

const order = (key: string) => {
  const index = (FEATURE_KEYS as readonly string[]).indexOf(key);
  return index === -1 ? FEATURE_KEYS.length : index;
};

/** The subscription's features in the spec's order (the license modules first). */
export async function listFeatures(db: Queryable, subscriptionId: number): Promise<FeatureRow[]> {
  const rows = await db
    .select()
    .from(subscriptionFeatures)
    .where(eq(subscriptionFeatures.subscriptionId, subscriptionId));
  return rows.sort((a, b) => order(a.key) - order(b.key) || a.key.localeCompare(b.key));
}

/** By numeric id or by key; a feature of another subscription answers 404. */
export async function findFeature(
  db: Queryable,
  subscriptionId: number,
  idOrKey: string,
): Promise<FeatureRow> {
  const byId = /^\d+$/.test(idOrKey);
  const [row] = await db
    .select()
    .from(subscriptionFeatures)
    .where(
      and(
        eq(subscriptionFeatures.subscriptionId, subscriptionId),
        byId ? eq(subscriptionFeatures.id, Number(idOrKey)) : eq(subscriptionFeatures.key, idOrKey),
      ),
    );
  if (!row) throw notFound(`Feature ${idOrKey} does not exist.`);
  return row;
}

/** A key the subscription has no row for is Hidden: features are opt-in. */
export async function featureState(
  db: Queryable,
  subscriptionId: number,
  key: string,
): Promise<FeatureState> {
  const [row] = await db
    .select({ state: subscriptionFeatures.state })
    .from(subscriptionFeatures)
    .where(and(eq(subscriptionFeatures.subscriptionId, subscriptionId), eq(subscriptionFeatures.key, key)));
  return row?.state ?? 'Hidden';
}

export async function setFeatureState(
  db: Queryable,
  subscriptionId: number,
  key: string,
  state: FeatureState,
): Promise<FeatureRow> {
  const [row] = await db
    .insert(subscriptionFeatures)
    .values({ subscriptionId, key, state })
    .onConflictDoUpdate({
      target: [subscriptionFeatures.subscriptionId, subscriptionFeatures.key],
      set: { state },
    })
    .returning();
  return row!;
}
