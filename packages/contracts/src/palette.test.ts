import { describe, expect, it } from 'vitest';
import { findPaletteColor, isHexColorTag, PALETTE } from './palette.js';

describe('colour palette (spec sections 3 and 9)', () => {
  it('holds 36 distinct colours: 12 hues in light, medium and dark', () => {
    expect(PALETTE).toHaveLength(36);
    expect(new Set(PALETTE.map((c) => c.hex)).size).toBe(36);
    expect(new Set(PALETTE.map((c) => c.name)).size).toBe(36);
    const hues = new Set(PALETTE.map((c) => c.hue));
    expect(hues.size).toBe(12);
    for (const hue of hues) {
      expect(PALETTE.filter((c) => c.hue === hue).map((c) => c.shade)).toEqual(['light', 'medium', 'dark']);
    }
  });

  it('stores hex values as tags: six lowercase hex digits without #', () => {
    for (const color of PALETTE) expect(color.hex).toMatch(/^[0-9a-f]{6}$/);
  });

  it('names the shades for people', () => {
    expect(PALETTE.slice(0, 3).map((c) => c.name)).toEqual(['Light red', 'Red', 'Dark red']);
  });

  it('recognises colour tags and finds palette entries in any case', () => {
    expect(isHexColorTag('027bd7')).toBe(true);
    expect(isHexColorTag('44B3EA')).toBe(true);
    expect(isHexColorTag('#027bd7')).toBe(false);
    expect(isHexColorTag('wind')).toBe(false);
    expect(isHexColorTag(undefined)).toBe(false);
    expect(findPaletteColor('EF4444')?.name).toBe('Red');
    expect(findPaletteColor('027bd7')).toBeUndefined();
  });
});
