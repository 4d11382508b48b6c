import { useCallback, useSyncExternalStore } from 'react';
import { isLocale, type Locale } from './i18n/locale';
import { optionalString, PREFERENCE_PREFIX as PREFIX, readStoredPreference } from './stored-preference';

/**
 * Local preferences kept in localStorage (spec section 3 "Local preferences", defaults from
 * section 9). Each has a parser so a value another version wrote cannot break a page.
 */
function oneOf<const V extends string>(values: readonly V[], fallback: V) {
  return (raw: unknown): V => (values.includes(raw as V) ? (raw as V) : fallback);
}

const definitions = {
  projectsView: oneOf(['list', 'rows', 'cards'], 'cards'),
  projectsSortField: oneOf(['createdAt', 'name'], 'createdAt'),
  projectsSortDirection: oneOf(['asc', 'desc'], 'asc'),
  presentView: oneOf(['list', 'blocks', 'rows'], 'blocks'),
  teamView: oneOf(['list', 'block'], 'list'),
  /** The selected subscription, sent as X-Subscription-Key. */
  subscriptionKey: optionalString,
  /** Random UUID of this browser, sent as X-Client-Id. */
  clientId: optionalString,
  /** ISO date-time the release notes were last opened. */
  lastReleaseNotesDate: optionalString,
  /** What ensure-created said; decides how a sign-in error is handled (spec "/login"). */
  isSingleSignOn: (raw: unknown): boolean => raw === true,
  /** Whether the planner shows its 3D preview, as last chosen; none: the window's width decides. */
  plannerPreview: (raw: unknown): boolean | null => (typeof raw === 'boolean' ? raw : null),
  /** The language the visitor chose for the public viewer; none: the browser's languages decide. */
  locale: (raw: unknown): Locale | null => (isLocale(raw) ? raw : null),
} satisfies Record<string, (raw: unknown) => unknown>;

export type PreferenceName = keyof typeof definitions;
export type PreferenceValue<Name extends PreferenceName> = ReturnType<(typeof definitions)[Name]>;

export function createPreferences(storage: Storage | undefined) {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function get<Name extends PreferenceName>(name: Name): PreferenceValue<Name> {
    return definitions[name](readStoredPreference(storage, name)) as PreferenceValue<Name>;
  }

  function set<Name extends PreferenceName>(name: Name, value: PreferenceValue<Name> | null): void {
    if (value === null) storage?.removeItem(PREFIX + name);
    else storage?.setItem(PREFIX + name, JSON.stringify(value));
    notify();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return { get, set, remove: (name: PreferenceName) => set(name, null), subscribe, notify };
}

export type Preferences = ReturnType<typeof createPreferences>;

/** A store of this page's own, kept in memory (also the tests' stand-in for localStorage). */
export function pageStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * The browser's localStorage, or where reading it throws (the public viewer framed by another
 * site, in a browser that blocks third-party storage) a store of the page's own: preferences
 * then last until the page is left, and the page still works.
 */
function browserStorage(): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window.localStorage;
  } catch {
    return pageStorage();
  }
}

export const preferences: Preferences = createPreferences(browserStorage());

if (typeof window !== 'undefined') {
  // Another tab changed a preference (e.g. switched subscription): re-read it here too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(PREFIX)) preferences.notify();
  });
}

/** A preference as React state: `[value, setValue]`, shared by every component and tab. */
export function usePreference<Name extends PreferenceName>(
  name: Name,
): [PreferenceValue<Name>, (value: PreferenceValue<Name> | null) => void] {
  const value = useSyncExternalStore(preferences.subscribe, () => preferences.get(name));
  const setValue = useCallback((next: PreferenceValue<Name> | null) => preferences.set(name, next), [name]);
  return [value, setValue];
}

/** This browser's client id (spec section 3 "Client session"), created on first use. */
export function getClientId(store: Preferences = preferences): string {
  const existing = store.get('clientId');
  if (existing) return existing;
  const created = crypto.randomUUID();
  store.set('clientId', created);
  return created;
}
