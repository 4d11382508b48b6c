import { useEffect, useState } from 'react';
import { usePreference } from '@/lib/preferences';
import { useSession } from '@/lib/session/session-context';
import { useUserPreferences } from './api/user-preferences';
import { activateDashLocale } from './dash-catalogs';
import { type Locale, pickLocale } from './locale';

/**
 * The dashboard's locale (docs/decisions/197-product-languages.md): the person's own choice,
 * kept on the server (so it holds on every device) and mirrored in localStorage (so that this
 * device starts in it before the server answers, and after sign-out), else the browser's
 * languages, else English. `ready` once that locale's catalog is active. A first sign-in on a
 * device without the mirror waits for the server's answer, so that no screen flashes in
 * another language.
 */
export function useDashLocale(): { locale: Locale; ready: boolean } {
  const [stored, setStored] = usePreference('locale');
  const { status } = useSession();
  const signedIn = status === 'ready';
  const server = useUserPreferences({ enabled: signedIn });
  const serverLanguage = server.data ? (server.data.language ?? null) : undefined;

  useEffect(() => {
    if (serverLanguage !== undefined && serverLanguage !== stored) setStored(serverLanguage);
  }, [serverLanguage, stored, setStored]);

  const waiting = signedIn && stored === null && server.isPending;
  const chosen = serverLanguage !== undefined ? serverLanguage : stored;
  const locale = pickLocale(chosen, typeof navigator === 'undefined' ? [] : navigator.languages);
  const [active, setActive] = useState<Locale | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (waiting) return;
    let live = true;
    activateDashLocale(locale).then(
      () => live && setActive(locale),
      (error: unknown) => live && setFailed(error ?? new Error('catalog')),
    );
    return () => {
      live = false;
    };
  }, [locale, waiting]);
  if (failed) throw failed;
  return { locale, ready: active !== null };
}
