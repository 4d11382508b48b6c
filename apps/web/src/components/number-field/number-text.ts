/**
 * A number field's text read as a number. The text is what a person types or pastes: it may
 * be unfinished ("5.", "-") or keep a trailing zero ("52.50"), and a field shows it as it is.
 */

/** What a number field gives its form: a number, or '' while the field holds none. */
export type NumberFieldValue = number | '';

export type NumberTextOptions = {
  /** The mark the field groups thousands with (Mantine's `thousandSeparator`), if any. */
  thousandSeparator?: string;
};

const DECIMAL_MARKS = /[.,]/;

/** Whether `integer` is digits grouped by `mark` in threes ("1,234,567"), or plain digits. */
function ungrouped(integer: string, mark: string | undefined): string | undefined {
  const groups = mark ? integer.split(mark) : [integer];
  if (groups.length === 1) return /^\d*$/.test(integer) ? integer : undefined;
  const grouped = groups.every(
    (group, index) => /^\d+$/.test(group) && (index === 0 ? group.length <= 3 : group.length === 3),
  );
  return grouped ? groups.join('') : undefined;
}

/**
 * The number `text` stands for, or undefined when it holds none: empty, unfinished ("-", "."),
 * or not a number. "5." is 5. Either '.' or ',' is the decimal mark (5,4712 is 5.4712, as
 * Dutch and German users write and paste it), unless the field groups thousands with it; when
 * both appear, the last one is the decimal mark and the other groups thousands, in threes
 * (1,234.5 and 1.234,5 are both 1234.5).
 */
export function readNumber(text: string, { thousandSeparator }: NumberTextOptions = {}): number | undefined {
  let body = text.trim();
  const negative = body.startsWith('-');
  if (negative) body = body.slice(1);

  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  const mark = body[last];
  const decimalAt = mark && mark !== thousandSeparator && body.indexOf(mark) === last ? last : -1;
  const integerText = decimalAt >= 0 ? body.slice(0, decimalAt) : body;
  const fraction = decimalAt >= 0 ? body.slice(decimalAt + 1) : '';
  const grouping = thousandSeparator || integerText.match(DECIMAL_MARKS)?.[0];
  const integer = ungrouped(integerText, grouping);
  if (integer === undefined || !/^\d*$/.test(fraction) || integer + fraction === '') return undefined;

  const value = Number(`${integer || '0'}.${fraction || '0'}`);
  // No -0: "-0" and "-0." are 0, which the field's value and its comparisons expect.
  return negative && value !== 0 ? -value : value;
}

/**
 * What the field gives its form for what Mantine's NumberInput reports: a number as it is, its
 * text (for "5.", "52.50", "" and the like) as the number it stands for, or '' for none.
 */
export function valueOfShown(shown: number | string, options?: NumberTextOptions): NumberFieldValue {
  return typeof shown === 'number' ? shown : (readNumber(shown, options) ?? '');
}

/**
 * What the field shows once its value is set from outside (a drag on the map, a reset, someone
 * else's change): the text as typed while it still stands for that value ("5." for 5, "52.50"
 * for 52.5, "-" for none), otherwise the new value.
 */
export function shownFor(
  shown: number | string,
  value: NumberFieldValue,
  options?: NumberTextOptions,
): number | string {
  return valueOfShown(shown, options) === value ? shown : value;
}
