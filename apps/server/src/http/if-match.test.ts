import { describe, expect, it } from 'vitest';
import { entityTag, ifMatchAllows, parseIfMatch } from './if-match.js';

describe('If-Match', () => {
  it('reads absent, any, and lists of strong and weak tags', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(parseIfMatch('*')).toBe('any');
    expect(parseIfMatch(' * ')).toBe('any');
    expect(parseIfMatch('"3"')).toEqual([3]);
    expect(parseIfMatch('"3", W/"4" ,"12"')).toEqual([3, 4, 12]);
    expect(parseIfMatch(['"3"', '"5"'])).toEqual([3, 5]);
  });

  it('reads a tag that names no version as none, so it matches nothing', () => {
    for (const header of [
      '',
      '3',
      '"abc"',
      '""',
      '"03"',
      '"0"',
      '"-1"',
      '"3',
      'w/"3"',
      '"99999999999"',
      '"2147483648"',
    ])
      expect(parseIfMatch(header), header).toEqual([]);
    expect(parseIfMatch('"2147483647"')).toEqual([2_147_483_647]);
    expect(parseIfMatch('*, "3"')).toEqual([3]);
  });

  it('allows a change without If-Match, with *, or at a named version', () => {
    expect(ifMatchAllows(undefined, 7)).toBe(true);
    expect(ifMatchAllows('any', 7)).toBe(true);
    expect(ifMatchAllows([6, 7], 7)).toBe(true);
    expect(ifMatchAllows([6], 7)).toBe(false);
    expect(ifMatchAllows([], 7)).toBe(false);
    expect(entityTag(7)).toBe('"7"');
  });
});
