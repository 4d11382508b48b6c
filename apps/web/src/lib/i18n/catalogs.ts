import { preferences } from '@/lib/preferences';
import { catalogLoader } from './catalog-loader';
import { type Locale, pickLocale } from './locale';

/**
 * The public viewer's catalogs, one per locale (the .po files, compiled by @lingui/vite-plugin
 * when the build imports them): only the chosen locale's is fetched. The dashboard's are in
 * dash-catalogs.ts, so that neither page's code names the other's.
 */
export const activateLocale = catalogLoader({
  en: () => import('@/locales/en.po'),
  nl: () => import('@/locales/nl.po'),
  de: () => import('@/locales/de.po'),
});

/** The locale this visitor gets: their remembered choice, else the browser's languages. */
export function initialLocale(): Locale {
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return pickLocale(preferences.get('locale'), languages);
}
