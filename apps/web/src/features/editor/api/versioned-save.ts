import { type ApiError, isApiError } from '@/lib/api-error';
import { type Conflict, reportConflict } from '../state/conflicts';

/** The header of a change made on this version of an item: the server refuses it (412) if stale. */
export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** The item as the server holds it now: the `current` of a 412 answer. */
export function currentOf(error: ApiError): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(error.responseText);
    const current = body && typeof body === 'object' ? (body as { current?: unknown }).current : undefined;
    if (current && typeof current === 'object' && !Array.isArray(current))
      return current as Record<string, unknown>;
  } catch {
    // An answer without a readable body still is a conflict; the dialog then shows no values.
  }
  return {};
}

/**
 * Sends a change made on `version`. When someone else changed the item since (412), nothing is
 * overwritten: the conflict goes to the planner's dialog, which may send the same fields again
 * on their version or take theirs, and the answer here is undefined. Other errors are thrown.
 */
export async function saveVersioned<T>(change: {
  kind: Conflict['kind'];
  name: string;
  fields: Record<string, unknown>;
  version: number;
  send: (version: number) => Promise<T>;
  /** Takes the server's answer of a change that went through, now or after the dialog. */
  saved: (answer: T) => void;
  /** Shows the server's state again (their version). */
  refresh: () => Promise<void> | void;
}): Promise<T | undefined> {
  try {
    const answer = await change.send(change.version);
    change.saved(answer);
    return answer;
  } catch (error) {
    if (!isApiError(error, 412)) throw error;
    reportConflict({
      kind: change.kind,
      name: change.name,
      theirs: currentOf(error),
      yours: change.fields,
      applyYours: async (version) => {
        await saveVersioned({ ...change, version });
      },
      keepTheirs: change.refresh,
    });
    return undefined;
  }
}
