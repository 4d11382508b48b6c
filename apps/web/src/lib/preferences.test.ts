import { describe, expect, it } from 'vitest';
import { createPreferences, getClientId } from './preferences';

/** An in-memory Storage, the shape localStorage has. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('preferences (spec sections 3 and 9)', () => {
  it('answers the spec defaults when nothing is stored', () => {
    const preferences = createPreferences(memoryStorage());
    expect(preferences.get('projectsView')).toBe('cards');
    expect(preferences.get('projectsSortField')).toBe('createdAt');
    expect(preferences.get('projectsSortDirection')).toBe('asc');
    expect(preferences.get('presentView')).toBe('blocks');
    expect(preferences.get('teamView')).toBe('list');
    expect(preferences.get('subscriptionKey')).toBeNull();
  });

  it('stores, notifies and removes values', () => {
    const storage = memoryStorage();
    const preferences = createPreferences(storage);
    let notified = 0;
    preferences.subscribe(() => {
      notified += 1;
    });
    preferences.set('subscriptionKey', 'sub-1');
    expect(preferences.get('subscriptionKey')).toBe('sub-1');
    expect(storage.getItem('vantage.subscriptionKey')).toBe('"sub-1"');
    preferences.remove('subscriptionKey');
    expect(preferences.get('subscriptionKey')).toBeNull();
    expect(notified).toBe(2);
  });

  it('falls back to the default for a value it does not know', () => {
    const storage = memoryStorage();
    storage.setItem('vantage.projectsView', '"tiles"');
    storage.setItem('vantage.teamView', 'not json');
    const preferences = createPreferences(storage);
    expect(preferences.get('projectsView')).toBe('cards');
    expect(preferences.get('teamView')).toBe('list');
  });

  it('creates the client id once and keeps it', () => {
    const preferences = createPreferences(memoryStorage());
    const first = getClientId(preferences);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(getClientId(preferences)).toBe(first);
  });
});
