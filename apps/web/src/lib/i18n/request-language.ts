import { LANGUAGE_CODES } from '@vantage/contracts';
import type { Locale } from './locale';

/**
 * The language the app's requests name (`Accept-Language`, bodies' `languageCode`): the
 * active locale's, the spec's `en-us` for English. Set when a catalog becomes active; kept
 * apart from Lingui so that the API client does not load it.
 */
let current: Locale = 'en';

export function setRequestLocale(locale: Locale): void {
  current = locale;
}

export function requestLanguageCode(): string {
  return LANGUAGE_CODES[current];
}
