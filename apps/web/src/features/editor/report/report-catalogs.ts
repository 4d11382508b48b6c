import { i18n } from '@lingui/core';
import { isLocale } from '@/lib/i18n/locale';
import { catalogFetcher } from '../i18n/planner-catalogs';

const fetchReportCatalog = catalogFetcher({
  en: () => import('@/locales/report/en.po'),
  nl: () => import('@/locales/report/nl.po'),
  de: () => import('@/locales/report/de.po'),
});

/**
 * Loads the report's catalog (ids under `report.`, apps/web/src/locales/report) of the page's
 * active language beside the dashboard's and the planner's, once: fetched when a report is
 * made (or its chapters are listed), never with a page, so no page's first load carries the
 * report's words. It does not activate a locale: the report speaks the page's language.
 */
export function loadReportCatalog(locale: string = i18n.locale): Promise<void> {
  return fetchReportCatalog(isLocale(locale) ? locale : 'en');
}
