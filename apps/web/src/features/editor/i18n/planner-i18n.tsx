import { useLingui } from '@lingui/react';
import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { isLocale, type Locale } from '@/lib/i18n/locale';
import { loadPlannerCatalog } from './planner-catalogs';

/**
 * The planner's words (docs/decisions/200-planner-languages.md): its catalog in the language
 * the dashboard made active, fetched when the planner opens. Until it is here the page shows a
 * spinner, never a bare id. The planner's components read the one `i18n` of @lingui/core; a
 * change of language (the server's choice arriving after the device's) shows the spinner until
 * that language's catalog is here, then draws the planner anew in it.
 */
export function PlannerI18n({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const [ready, setReady] = useState<Locale | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    loadPlannerCatalog(locale).then(
      () => live && setReady(locale),
      (error: unknown) => live && setFailed(error ?? new Error('catalog')),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  if (failed) throw failed;
  if (ready !== locale)
    return (
      <Center mih="100dvh" role="status" aria-label={i18n._('dash.common.loading')}>
        <Loader size="lg" />
      </Center>
    );
  return children;
}
