import { i18n, type Messages } from '@lingui/core';
import { preferences } from '@/lib/preferences';
import { type Locale, pickLocale } from './locale';

/**
 * One compiled catalog per locale (the .po files, compiled by @lingui/vite-plugin when the build
 * imports them): only the chosen locale's catalog is fetched.
 */
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('@/locales/en.po'),
  nl: () => import('@/locales/nl.po'),
  de: () => import('@/locales/de.po'),
};

const loading = new Map<Locale, Promise<void>>();

/** Fetches a locale's catalog once, makes it the active one and says so on `<html lang>`. */
export function activateLocale(locale: Locale): Promise<void> {
  let loaded = loading.get(locale);
  if (!loaded) {
    loaded = CATALOGS[locale]().then(({ messages }) => i18n.load(locale, messages));
    loading.set(locale, loaded);
    // A failed fetch may pass on the next try.
    loaded.catch(() => loading.delete(locale));
  }
  return loaded.then(() => {
    i18n.activate(locale);
    document.documentElement.lang = locale;
  });
}

/** The locale this visitor gets: their remembered choice, else the browser's languages. */
export function initialLocale(): Locale {
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return pickLocale(preferences.get('locale'), languages);
}
