import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useDashLocale } from '@/lib/i18n/use-dash-locale';

/**
 * The signed-in screens' words: the person's language's catalog, fetched on demand (never in
 * the first load). Until the first one is active the page shows its spinner; a later switch
 * keeps the old words until the new catalog is here.
 */
export function DashI18n({ children }: { children: ReactNode }) {
  const { ready } = useDashLocale();
  if (!ready) return <FullScreenSpinner />;
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
