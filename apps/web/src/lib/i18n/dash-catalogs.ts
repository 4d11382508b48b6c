import { catalogLoader } from './catalog-loader';

/**
 * The dashboard's catalogs (ids under `dash.`, apps/web/src/locales/dash), one per locale,
 * fetched on demand: never in a first load, only the active language's.
 */
export const activateDashLocale = catalogLoader({
  en: () => import('@/locales/dash/en.po'),
  nl: () => import('@/locales/dash/nl.po'),
  de: () => import('@/locales/dash/de.po'),
});
