import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locale';
import { setRequestLocale } from './request-language';

export type Catalogs = Record<Locale, () => Promise<{ messages: Messages }>>;

/**
 * Activates locales of one set of catalogs (the viewer's, the dashboard's): fetches a locale's
 * catalog once, loads it beside what the other set loaded, makes the locale the active one and
 * says so on `<html lang>` and in the requests' `Accept-Language`.
 */
export function catalogLoader(catalogs: Catalogs): (locale: Locale) => Promise<void> {
  const loading = new Map<Locale, Promise<void>>();
  return (locale) => {
    let loaded = loading.get(locale);
    if (!loaded) {
      loaded = catalogs[locale]().then(({ messages }) => i18n.load(locale, messages));
      loading.set(locale, loaded);
      // A failed fetch may pass on the next try.
      loaded.catch(() => loading.delete(locale));
    }
    return loaded.then(() => {
      i18n.activate(locale);
      document.documentElement.lang = locale;
      setRequestLocale(locale);
    });
  };
}
