import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { type NumberFieldValue, type NumberTextOptions, shownFor, valueOfShown } from './number-text';

export type { NumberFieldValue } from './number-text';

type Props = Omit<NumberInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  value: NumberFieldValue;
  /** Called with the number the text now stands for, or '' when it stands for none. */
  onChange: (value: NumberFieldValue) => void;
};

/**
 * The app's number field: Mantine's NumberInput, which reports an unfinished number ("5.") or
 * one with a trailing zero ("52.50") as a string. The field keeps showing what the person
 * types; the form gets a number whenever the text is one ('' while it is none), and the field
 * shows a value set from outside unless the text already stands for it. Leaving the field keeps
 * the text too (NumberInput would write "52.50" as 52.5 and "007" as 7), unless it is out of
 * range and clamped.
 */
export function NumberField({ value, onChange, ...props }: Props) {
  const { thousandSeparator } = props;
  const options: NumberTextOptions = {
    thousandSeparator: thousandSeparator === true ? ',' : thousandSeparator || undefined,
  };
  const [shown, setShown] = useState<number | string>(value);
  const [given, setGiven] = useState(value);
  if (given !== value) {
    setGiven(value);
    setShown(shownFor(shown, value, options));
  }
  return (
    <NumberInput
      trimLeadingZeroesOnBlur={false}
      {...props}
      value={shown}
      onChange={(next) => {
        setShown(next);
        const read = valueOfShown(next, options);
        if (read !== value) onChange(read);
      }}
    />
  );
}
