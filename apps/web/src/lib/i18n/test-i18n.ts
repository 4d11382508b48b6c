import { type I18n, setupI18n } from '@lingui/core';
import { messages as de } from '@/locales/de.po';
import { messages as en } from '@/locales/en.po';
import { messages as nl } from '@/locales/nl.po';
import type { Locale } from './locale';

/** For unit tests: an i18n with every catalog loaded and `locale` active. */
export function testI18n(locale: Locale = 'en'): I18n {
  return setupI18n({ locale, messages: { en, nl, de } });
}
