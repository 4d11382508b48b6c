/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DIMMED_TEXT_COLOR, theme } from './theme';

/**
 * The lean /login page styles itself by hand instead of loading Mantine: its
 * colours and font must stay the theme's, so a change of the theme shows up here.
 */
// Read from disk: Vitest hands CSS imports (`?raw` too) to its CSS pipeline, which empties them.
const css = readFileSync(new URL('../../features/session/login/login-page.css', import.meta.url), 'utf8');

function variable(name: string): string {
  const value = new RegExp(`--login-${name}:\\s*([^;]+);`).exec(css)?.[1];
  if (!value) throw new Error(`--login-${name} is not in login-page.css`);
  return value.trim();
}

describe('the lean login page follows the theme', () => {
  const colors = theme.colors as Record<string, readonly string[]>;

  it('uses the theme primary, its hover, dimmed text, the error red and the font', () => {
    expect(variable('primary')).toBe(colors.blue?.[8]);
    expect(variable('primary-hover')).toBe(colors.blue?.[9]);
    expect(variable('dimmed')).toBe(DIMMED_TEXT_COLOR);
    expect(variable('error')).toBe(colors.red?.[9]);
    expect(variable('error-background')).toBe(colors.red?.[0]);
    expect(variable('font')).toBe(theme.fontFamily);
  });

  it('meets WCAG AA with those colours', () => {
    expect(contrastRatio(variable('primary'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variable('primary-hover'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variable('dimmed'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variable('error'), variable('error-background'))).toBeGreaterThanOrEqual(4.5);
  });
});
