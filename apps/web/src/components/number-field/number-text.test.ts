import { describe, expect, it } from 'vitest';
import { readNumber, shownFor, valueOfShown } from './number-text';

describe('readNumber', () => {
  it('reads 5.4712 at every key on the way, the unfinished "5." as 5', () => {
    expect(['5', '5.', '5.4', '5.47', '5.471', '5.4712'].map((text) => readNumber(text))).toEqual([
      5, 5, 5.4, 5.47, 5.471, 5.4712,
    ]);
  });

  it('takes a decimal comma as Dutch and German users type and paste it', () => {
    expect(readNumber('5,4712')).toBe(5.4712);
    expect(readNumber('5,')).toBe(5);
    expect(readNumber('159941,80')).toBe(159941.8);
  });

  it('keeps the value of a number with a trailing zero', () => {
    expect(readNumber('52.50')).toBe(52.5);
    expect(readNumber('159941.80')).toBe(159941.8);
    expect(readNumber('5.40')).toBe(5.4);
    expect(readNumber('3.0')).toBe(3);
  });

  it('reads negative numbers, and "-0" as 0', () => {
    expect(readNumber('-0.5')).toBe(-0.5);
    expect(readNumber('-12')).toBe(-12);
    expect(Object.is(readNumber('-0'), 0)).toBe(true);
    expect(Object.is(readNumber('-0.'), 0)).toBe(true);
  });

  it('reads a fraction without its leading zero, and leading zeros', () => {
    expect(readNumber('.5')).toBe(0.5);
    expect(readNumber('007.5')).toBe(7.5);
  });

  it('holds no number when empty or unfinished before any digit', () => {
    for (const text of ['', '  ', '-', '.', ',', '-.']) expect(readNumber(text), text).toBeUndefined();
  });

  it('holds no number for garbage', () => {
    for (const text of ['abc', '5a', '5.4.7', '5,4.7', '--5', '5-', '1e5', 'NaN', 'Infinity', '5 4'])
      expect(readNumber(text), text).toBeUndefined();
  });

  it('takes the last mark as the decimal one when both appear, the other grouping in threes', () => {
    expect(readNumber('1,234.5')).toBe(1234.5);
    expect(readNumber('1.234,5')).toBe(1234.5);
    expect(readNumber('1,234,567.25')).toBe(1234567.25);
    expect(readNumber('1.234.567')).toBe(1234567);
    expect(readNumber('12,34.5')).toBeUndefined();
  });

  it('reads a field that groups thousands with its own mark', () => {
    expect(readNumber('1,234', { thousandSeparator: ',' })).toBe(1234);
    expect(readNumber('1,234.5', { thousandSeparator: ',' })).toBe(1234.5);
    expect(readNumber('159 941,80', { thousandSeparator: ' ' })).toBe(159941.8);
    expect(readNumber('1.234,5', { thousandSeparator: '.' })).toBe(1234.5);
    expect(readNumber('5,4712', { thousandSeparator: ',' })).toBeUndefined();
  });
});

describe('valueOfShown', () => {
  it('gives the form a number for what NumberInput reports, or "" for none', () => {
    expect(valueOfShown(5.4712)).toBe(5.4712);
    expect(valueOfShown('5.')).toBe(5);
    expect(valueOfShown('52.50')).toBe(52.5);
    expect(valueOfShown('')).toBe('');
    expect(valueOfShown('-')).toBe('');
  });
});

describe('shownFor', () => {
  it('keeps the text as typed while it stands for the value', () => {
    expect(shownFor('5.', 5)).toBe('5.');
    expect(shownFor('52.50', 52.5)).toBe('52.50');
    expect(shownFor('-', '')).toBe('-');
    expect(shownFor(3.5, 3.5)).toBe(3.5);
  });

  it('shows a value set from outside', () => {
    expect(shownFor('5.4', 7.25)).toBe(7.25);
    expect(shownFor('5.', '')).toBe('');
    expect(shownFor('', 159941.8)).toBe(159941.8);
  });
});
