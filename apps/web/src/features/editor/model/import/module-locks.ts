import type { PlannerObjectKindKey } from '@vantage/contracts';
import { type ImportText, importMessage, listOf, passedOn } from './import-text';
import type { ImportError, ImportedObject } from './imported-object';

/** How many places of one locked kind a message names before it counts the rest. */
const NAMED_PLACES = 10;

/** Where an object is in the file, as a text: its `source` ("Row 7", "Feature 3 part 2"). */
function placeOf(source: string): ImportText {
  const [, item, number = '', part] = /^(Row|Feature|Placemark) (\d+)(?: part (\d+))?$/.exec(source) ?? [];
  if (item === 'Row') return { code: 'placeRow', values: { row: Number(number) } };
  if (item === 'Feature' || item === 'Placemark') {
    const values = { number: Number(number), ...(part ? { part: Number(part) } : {}) };
    const code =
      item === 'Feature'
        ? part
          ? 'placeFeaturePart'
          : 'placeFeature'
        : part
          ? 'placePlacemarkPart'
          : 'placePlacemark';
    return { code, values };
  }
  return passedOn(source);
}

/**
 * The import's problems for objects whose kind's module is locked (`lockOf`: the planner's
 * `kindLock`, the server's rule): one per kind, naming the rows, features or placemarks that
 * hold it, so that the file can be fixed. Nothing is written while there are any.
 */
export function moduleLockErrors(
  objects: readonly Pick<ImportedObject, 'kind' | 'source'>[],
  lockOf: (kind: PlannerObjectKindKey) => string | null,
): ImportError[] {
  // Asked once per kind, not per object: a file holds thousands of objects of a few kinds.
  const locks = new Map<PlannerObjectKindKey, string | null>();
  const byKind = new Map<PlannerObjectKindKey, { lock: string; sources: string[] }>();
  for (const object of objects) {
    let lock = locks.get(object.kind);
    if (lock === undefined) {
      lock = lockOf(object.kind);
      locks.set(object.kind, lock);
    }
    if (lock === null) continue;
    const held = byKind.get(object.kind);
    if (held) held.sources.push(object.source);
    else byKind.set(object.kind, { lock, sources: [object.source] });
  }
  return [...byKind.values()].map(({ lock, sources }) => {
    const places = listOf(sources.slice(0, NAMED_PLACES).map(placeOf), ', ');
    return sources.length > NAMED_PLACES
      ? importMessage('lockedMore', { places, count: sources.length - NAMED_PLACES, lock })
      : importMessage('locked', { places, lock });
  });
}
