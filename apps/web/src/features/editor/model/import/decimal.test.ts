import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../../i18n/planner-test-i18n';
import { parseDecimal } from './decimal';

beforeAll(activatePlannerEnglish);

describe('parseDecimal', () => {
  it('reads either decimal mark, signs, exponents and unambiguous thousands groups', () => {
    expect(parseDecimal('123456.78')).toBe(123_456.78);
    expect(parseDecimal('123456,78')).toBe(123_456.78);
    expect(parseDecimal(' -12,5 ')).toBe(-12.5);
    expect(parseDecimal('\u221212,5')).toBe(-12.5);
    expect(parseDecimal('123.456,78')).toBe(123_456.78);
    expect(parseDecimal('123,456.78')).toBe(123_456.78);
    expect(parseDecimal('1.234.567')).toBe(1_234_567);
    expect(parseDecimal('123 456,78')).toBe(123_456.78);
    expect(parseDecimal('123\u00a0456')).toBe(123_456);
    expect(parseDecimal('1.5E5')).toBe(150_000);
    expect(parseDecimal(',5')).toBe(0.5);
  });

  it('takes a single comma as the decimal mark, as a Dutch spreadsheet means it', () => {
    expect(parseDecimal('155,000')).toBe(155);
  });

  it('refuses what is not a number', () => {
    for (const text of ['', 'abc', '12a', '1,2,3', '1.2.3,4,5', '--1', '12 m', 'NaN', 'Infinity', '1e999'])
      expect(parseDecimal(text), text).toBeNull();
  });
});
