/**
 * How local preferences are kept in localStorage (preferences.ts): JSON under this prefix.
 * Here without React, which preferences.ts needs for its hook: the entry reads the two the
 * session's first calls send (early-fetch.ts).
 */
export const PREFERENCE_PREFIX = 'vantage.';

/** How a string preference is parsed: a non-empty string, or none. */
export function optionalString(raw: unknown): string | null {
  return typeof raw === 'string' && raw.length > 0 ? raw : null;
}

/** A preference's stored value, parsed; undefined when there is none or it is not JSON. */
export function readStoredPreference(storage: Pick<Storage, 'getItem'> | undefined, name: string): unknown {
  try {
    const stored = storage?.getItem(PREFERENCE_PREFIX + name);
    return stored === null || stored === undefined ? undefined : JSON.parse(stored);
  } catch {
    return undefined;
  }
}

/** A string preference as preferences.ts reads it. */
export function storedStringPreference(
  storage: Pick<Storage, 'getItem'>,
  name: 'subscriptionKey' | 'clientId',
): string | undefined {
  return optionalString(readStoredPreference(storage, name)) ?? undefined;
}
