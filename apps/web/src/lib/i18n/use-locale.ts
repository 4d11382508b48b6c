import { useEffect, useState } from 'react';
import { usePreference } from '@/lib/preferences';
import { activateLocale, initialLocale } from './catalogs';
import { type Locale, pickLocale } from './locale';

/**
 * The locale of a page that speaks the visitor's language: the remembered choice, else the
 * browser's. `ready` once its catalog is active; on a switch the page keeps the previous
 * language until the new catalog is here, then changes at once (I18nProvider re-renders).
 * A catalog that cannot be fetched is thrown while rendering, so that the route's error page
 * says so and offers to reload, as for the page's own code.
 */
export function useLocale(): { locale: Locale; ready: boolean; choose: (locale: Locale) => void } {
  const [stored, setStored] = usePreference('locale');
  const locale = pickLocale(stored, typeof navigator === 'undefined' ? [] : navigator.languages);
  // The first catalog is asked for with the first render, beside the presentation's request.
  const [first] = useState(() => activateLocale(initialLocale()));
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    first
      .then(() => activateLocale(locale))
      .then(
        () => live && setReady(true),
        (error: unknown) => live && setFailed(error ?? new Error('catalog')),
      );
    return () => {
      live = false;
    };
  }, [first, locale]);
  if (failed) throw failed;
  return { locale, ready, choose: setStored };
}
