import { type FeatureState, LICENSE_MODULES } from '../features.js';
import type { PlannerObjectKind } from '../planner-kinds.js';

/**
 * Modules gate the kinds of planner object: a kind (planner-kinds.ts, its `module`) is made and
 * changed only where the subscription's feature of that module is Enabled. Disabled, Phantom,
 * Hidden and a missing state lock it, as the License page reads a module. The server refuses a
 * locked kind's new object or change with 403 and this detail; the planner shows the kind's
 * tool Locked with the same words. Objects stored before stay listed, shown and deletable.
 */
export function kindLocked(
  kind: Pick<PlannerObjectKind, 'module'>,
  stateOf: (key: string) => FeatureState | null | undefined,
): boolean {
  return stateOf(kind.module) !== 'Enabled';
}

/** The name a module is sold under (the License page's label), or its key when it has none. */
export function moduleLabel(key: string): string {
  return LICENSE_MODULES.find((module) => module.key === key)?.label ?? key;
}

/** The 403 detail (and the planner's words) for a kind whose module is locked. */
export function kindLockedDetail(kind: Pick<PlannerObjectKind, 'plural' | 'module'>): string {
  const label = moduleLabel(kind.module);
  const named = label === kind.module ? label : `${label} (${kind.module})`;
  return `${kind.plural} are part of the ${named} module, which is not unlocked for your subscription.`;
}
