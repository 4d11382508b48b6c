import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@/lib/i18n/locale';

const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('@/locales/planner/en.po'),
  nl: () => import('@/locales/planner/nl.po'),
  de: () => import('@/locales/planner/de.po'),
};

const loading = new Map<Locale, Promise<void>>();

/**
 * Loads the planner's catalog of a locale (ids under `planner.`, apps/web/src/locales/planner)
 * beside the dashboard's, once: fetched when the planner opens, in the active language only, so
 * that no dashboard page carries the planner's words. Activating the locale stays the
 * dashboard's (DashI18n): the planner follows it.
 */
export function loadPlannerCatalog(locale: Locale): Promise<void> {
  let loaded = loading.get(locale);
  if (!loaded) {
    loaded = CATALOGS[locale]().then(({ messages }) => i18n.load(locale, messages));
    loading.set(locale, loaded);
    // A failed fetch may pass on the next try.
    loaded.catch(() => loading.delete(locale));
  }
  return loaded;
}
