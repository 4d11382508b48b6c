import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@/lib/i18n/locale';

type Catalogs = Record<Locale, () => Promise<{ messages: Messages }>>;

/**
 * Loads a set of catalogs' locale beside what is loaded already, once per locale (a failed fetch
 * may pass on the next try), without activating it: the planner and the report follow the
 * dashboard's active language (DashI18n).
 */
export function catalogFetcher(catalogs: Catalogs): (locale: Locale) => Promise<void> {
  const loading = new Map<Locale, Promise<void>>();
  return (locale) => {
    let loaded = loading.get(locale);
    if (!loaded) {
      loaded = catalogs[locale]().then(({ messages }) => i18n.load(locale, messages));
      loading.set(locale, loaded);
      loaded.catch(() => loading.delete(locale));
    }
    return loaded;
  };
}

/**
 * Loads the planner's catalog of a locale (ids under `planner.`, apps/web/src/locales/planner)
 * beside the dashboard's: fetched when the planner opens, in the active language only, so that
 * no dashboard page carries the planner's words.
 */
export const loadPlannerCatalog = catalogFetcher({
  en: () => import('@/locales/planner/en.po'),
  nl: () => import('@/locales/planner/nl.po'),
  de: () => import('@/locales/planner/de.po'),
});
