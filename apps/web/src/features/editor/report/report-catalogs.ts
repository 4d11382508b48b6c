import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale } from '@/lib/i18n/locale';

const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('@/locales/report/en.po'),
  nl: () => import('@/locales/report/nl.po'),
  de: () => import('@/locales/report/de.po'),
};

const loading = new Map<Locale, Promise<void>>();

/**
 * Loads the report's catalog (ids under `report.`, apps/web/src/locales/report) of the page's
 * active language beside the dashboard's and the planner's, once: fetched when a report is
 * made (or its chapters are listed), never with a page, so no page's first load carries the
 * report's words. It does not activate a locale: the report speaks the page's language.
 */
export function loadReportCatalog(locale: string = i18n.locale): Promise<void> {
  const wanted: Locale = isLocale(locale) ? locale : 'en';
  let loaded = loading.get(wanted);
  if (!loaded) {
    loaded = CATALOGS[wanted]().then(({ messages }) => i18n.load(wanted, messages));
    loading.set(wanted, loaded);
    // A failed fetch may pass on the next try.
    loaded.catch(() => loading.delete(wanted));
  }
  return loaded;
}
