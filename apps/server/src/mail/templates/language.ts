import type { Language } from '@vantage/contracts';

/**
 * Every mail is written in English, Dutch and German (docs/decisions/197-product-languages.md):
 * a template keeps its words in one `MailTexts` per language, so that the type checker fails on
 * a template without all three, and picks them by the language its caller decided.
 */
export type MailTexts<T> = Record<Language, T>;

/** Words every mail's layout shows. */
export const LAYOUT_TEXTS: MailTexts<{ orOpen: string }> = {
  en: { orOpen: 'Or open this link:' },
  nl: { orOpen: 'Of open deze link:' },
  de: { orOpen: 'Oder öffnen Sie diesen Link:' },
};

/**
 * A date and time in UTC for a mail: English as mails always wrote it (`toUTCString`),
 * Dutch and German in their long form ("3 december 2026 om 10:00 UTC").
 */
export function mailDateTime(language: Language, date: Date): string {
  if (language === 'en') return date.toUTCString();
  const written = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${written} UTC`;
}
