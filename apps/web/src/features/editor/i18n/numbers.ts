import { i18n } from '@lingui/core';

/**
 * A measure with a fixed number of decimals in the active language ("12.50", "12,50"), as
 * `toFixed` wrote it in English: no grouping of thousands.
 */
export function fixed(value: number, digits: number): string {
  return new Intl.NumberFormat(i18n.locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}
