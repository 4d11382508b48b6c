import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DIMMED_TEXT_COLOR, theme } from './theme';

/** The theme meets WCAG 2.2 AA (4.5:1 for text) where the dashboard uses colour. */
describe('theme contrast', () => {
  it('white text on every filled colour (shade 8) and shade 9 text on light shades 1 and 2', () => {
    for (const [name, palette] of Object.entries(theme.colors ?? {})) {
      if (!palette || name === 'dark') continue;
      expect(contrastRatio(palette[8], '#ffffff'), `${name}.8`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette[9], palette[1]), `${name}.9 on .1`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette[9], palette[2]), `${name}.9 on .2`).toBeGreaterThanOrEqual(4.5);
    }
    expect(theme.primaryShade).toEqual({ light: 8, dark: 8 });
  });

  it('dimmed text on white and on the light surfaces', () => {
    for (const surface of ['#ffffff', DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.blue[0]])
      expect(contrastRatio(DIMMED_TEXT_COLOR, surface)).toBeGreaterThanOrEqual(4.5);
    // Mantine's own dimmed colour failed: this test would catch a revert.
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], '#ffffff')).toBeLessThan(4.5);
  });
});
