import { useLingui } from '@lingui/react';
import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES } from '@/lib/i18n/locale';
import { usePreference } from '@/lib/preferences';

/**
 * The viewer's language: a native select (labelled, reachable by keyboard, no popover code in
 * the viewer's first load), each language named in itself. The choice is remembered in
 * localStorage; the page loads its catalog and switches (lib/i18n/use-locale.ts).
 */
export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const [, choose] = usePreference('locale');
  const id = useId();
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="label" htmlFor={id} size="xs" c="gray.7">
        {i18n._('viewer.language')}
      </Text>
      <select
        id={id}
        data-testid="viewer-language"
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) choose(event.target.value);
        }}
        style={{
          font: 'inherit',
          fontSize: 'var(--mantine-font-size-xs)',
          color: 'var(--mantine-color-black)',
          background: 'var(--mantine-color-white)',
          border: '1px solid var(--mantine-color-gray-5)',
          borderRadius: 4,
          padding: '2px 4px',
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </Group>
  );
}
