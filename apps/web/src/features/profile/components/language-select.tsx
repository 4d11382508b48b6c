import { useLingui } from '@lingui/react';
import { Select } from '@mantine/core';
import { isLanguage } from '@vantage/contracts';
import { errorMessage } from '@/lib/api-error';
import { useUpdateUserPreferences, useUserPreferences } from '@/lib/i18n/api/user-preferences';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locale';
import { notifyError } from '@/lib/notify';
import { usePreference } from '@/lib/preferences';

/** The option that clears the choice: the browser's languages decide. */
const BROWSER = 'browser';

/**
 * The person's language (docs/decisions/197-product-languages.md), kept on the server for
 * every device and for the mails sent to them; each language named in itself. "The browser's
 * language" clears the choice.
 */
export function LanguageSelect() {
  const { i18n } = useLingui();
  const preferences = useUserPreferences();
  const update = useUpdateUserPreferences();
  const [, setMirror] = usePreference('locale');
  const value = preferences.data?.language ?? BROWSER;

  const choose = (raw: string | null) => {
    const language = isLanguage(raw) ? raw : null;
    update.mutate(language, {
      onSuccess: () => setMirror(language),
      onError: (error) =>
        notifyError({ title: i18n._('dash.profile.languageError', { error: errorMessage(error) }) }),
    });
  };

  return (
    <Select
      label={i18n._('dash.profile.language')}
      description={i18n._('dash.profile.languageHint')}
      value={value}
      onChange={choose}
      allowDeselect={false}
      disabled={preferences.isPending || update.isPending}
      data={[
        { value: BROWSER, label: i18n._('dash.profile.languageBrowser') },
        ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
      ]}
      maw={320}
      data-testid="profile-language"
    />
  );
}
