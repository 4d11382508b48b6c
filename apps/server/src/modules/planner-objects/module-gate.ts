import { type FeatureState, PLANNER_OBJECT_KIND_LIST, plannerKindOfType } from '@vantage/contracts';
import { kindLocked, kindLockedDetail } from '@vantage/contracts/gates/modules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { subscriptionFeatures } from '../../db/schema/index.js';

/** Why an object of a type may not be made or changed here (its module is locked), or null. */
export type KindGate = (typeId: number) => string | null;

const GATING_MODULES = [...new Set(PLANNER_OBJECT_KIND_LIST.map((kind) => kind.module))];

/**
 * The subscription's module gate (contracts' policy.ts `kindLocked`), read once for a single
 * change or a whole batch. A type the catalogue does not know (rows from before it) belongs to
 * no module and is not gated, as its other rules are not.
 */
export async function kindGateOf(db: Queryable, subscriptionId: number): Promise<KindGate> {
  const rows = await db
    .select({ key: subscriptionFeatures.key, state: subscriptionFeatures.state })
    .from(subscriptionFeatures)
    .where(
      and(
        eq(subscriptionFeatures.subscriptionId, subscriptionId),
        inArray(subscriptionFeatures.key, GATING_MODULES),
      ),
    );
  const states = new Map<string, FeatureState>(rows.map((row) => [row.key, row.state]));
  return (typeId) => {
    const kind = plannerKindOfType(typeId);
    return kind && kindLocked(kind, (key) => states.get(key)) ? kindLockedDetail(kind) : null;
  };
}
