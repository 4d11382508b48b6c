/**
 * Numbers as spreadsheets write them, with either decimal mark: "123456.78", "123456,78",
 * "123.456,78", "123,456.78", "123 456,78", "1.5E5". A single comma or dot is the decimal mark
 * ("155,000" is 155, as a Dutch spreadsheet means it); repeated or mixed marks are read as
 * thousands groups where that is unambiguous ("1.234.567", "155,000.5"). Anything else, e.g.
 * "12a" or "1,2,3", is not a number: null.
 */
const PLAIN = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i;
const DOT_GROUPS = /^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/;
const COMMA_GROUPS = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const SPACE_GROUPS = /^[+-]?\d{1,3}([ \u00a0\u202f']\d{3})+([.,]\d+)?$/;

export function parseDecimal(text: string): number | null {
  const value = text.trim().replace(/^\u2212/, '-');
  let normal: string;
  if (PLAIN.test(value)) normal = value.replace(',', '.');
  else if (DOT_GROUPS.test(value)) normal = value.replaceAll('.', '').replace(',', '.');
  else if (COMMA_GROUPS.test(value)) normal = value.replaceAll(',', '');
  else if (SPACE_GROUPS.test(value)) normal = value.replace(/[ \u00a0\u202f']/g, '').replace(',', '.');
  else return null;
  const number = Number(normal);
  return Number.isFinite(number) ? number : null;
}
