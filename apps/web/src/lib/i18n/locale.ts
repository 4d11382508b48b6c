/**
 * The languages the public viewer speaks, and how one is picked: the visitor's own choice
 * (remembered in localStorage), else the first of the browser's languages we have, matched by
 * its language subtag ("nl-BE" → nl), else English.
 */
export const LOCALES = ['en', 'nl', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language named in itself, as a switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', nl: 'Nederlands', de: 'Deutsch' };

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** The first of `languages` (BCP 47 tags, the browser's order) that we have, by language subtag. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.split('-')[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return SOURCE_LOCALE;
}

export function pickLocale(stored: Locale | null, languages: readonly string[]): Locale {
  return stored ?? localeFromLanguages(languages);
}
