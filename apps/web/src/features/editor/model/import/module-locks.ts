import type { PlannerObjectKindKey } from '@vantage/contracts';
import type { ImportError, ImportedObject } from './imported-object';

/** How many places of one locked kind a message names before it counts the rest. */
const NAMED_PLACES = 10;

/**
 * The import's problems for objects whose kind's module is locked (`lockOf`: the planner's
 * `kindLock`, the server's rule): one per kind, naming the rows, features or placemarks that
 * hold it, so that the file can be fixed. Nothing is written while there are any.
 */
export function moduleLockErrors(
  objects: readonly Pick<ImportedObject, 'kind' | 'source'>[],
  lockOf: (kind: PlannerObjectKindKey) => string | null,
): ImportError[] {
  const byKind = new Map<PlannerObjectKindKey, string[]>();
  for (const object of objects) {
    if (lockOf(object.kind) === null) continue;
    byKind.set(object.kind, [...(byKind.get(object.kind) ?? []), object.source]);
  }
  return [...byKind].map(([kind, sources]) => {
    const named = sources.slice(0, NAMED_PLACES).join(', ');
    const more = sources.length > NAMED_PLACES ? ` and ${sources.length - NAMED_PLACES} more` : '';
    return { message: `${named}${more}: ${lockOf(kind)}` };
  });
}
