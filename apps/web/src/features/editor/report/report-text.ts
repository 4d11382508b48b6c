import { i18n, setupI18n } from '@lingui/core';

/**
 * The report's words (docs/decisions/219-report-languages.md): the active language's message for
 * `id` (ids under `report.`) from the report's catalog, which makeReport loads before it writes
 * a word. Until that catalog is here (the planner's chapter list before the first report, unit
 * tests that build a report's content without it) it answers `english`, the catalog's English,
 * so that no page ever prints a bare id. A unit test keeps `english` and the catalog equal.
 */
export function reportText(id: string, english: string, values?: Record<string, unknown>): string {
  if (i18n.locale && Object.hasOwn(i18n.messages, id)) return i18n._(id, values);
  // A plain text needs no compiling (the production build has no message compiler).
  if (!english.includes('{')) return english;
  return fallback._(id, values, { message: english });
}

/** English for texts asked for before the report's catalog is loaded (see reportText). */
const fallback = setupI18n({ locale: 'en', messages: { en: {} } });

/** The language numbers are written in: the page's, English before one is active. */
export const reportLocale = () => i18n.locale || 'en';

/**
 * A measure with a fixed number of decimals in the report's language ("12.50", "12,50"), as
 * `toFixed` writes it in English: no grouping of thousands, so table columns stay narrow.
 */
export function fixedNumber(value: number, digits: number): string {
  return new Intl.NumberFormat(reportLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}

/** A count with its thousands grouped as the report's language groups them ("12,345", "12.345"). */
export const groupedNumber = (value: number): string => new Intl.NumberFormat(reportLocale()).format(value);
