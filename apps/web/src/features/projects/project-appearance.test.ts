import { PALETTE } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGES, placeholderImage, placeholderIndex } from '@/components/project-placeholder';
import { parsePo } from '@/lib/i18n/text-check';
import { paletteNameId, projectColor, projectColorTag, recolorTags } from './project-appearance';

const catalogs = import.meta.glob<string>('../../locales/dash/*.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const byLocale = Object.fromEntries(
  Object.entries(catalogs).map(([path, text]) => [path.replace(/^.*\/(\w+)\.po$/, '$1'), parsePo(text)]),
);
const en = byLocale.en ?? new Map<string, string>();

describe('project appearance', () => {
  it('takes the colour from the first tag, else the default card colour 44B3EA', () => {
    expect(projectColorTag(['027bd7', 'wind'])).toBe('027bd7');
    expect(projectColorTag([])).toBe('44B3EA');
    expect(projectColorTag(['wind', '027bd7'])).toBe('44B3EA');
    expect(projectColor([])).toBe('#44B3EA');
  });

  it('puts a picked colour first and keeps the other tags', () => {
    expect(recolorTags(['027bd7', 'wind'], '#EF4444')).toEqual(['ef4444', 'wind']);
    expect(recolorTags([], 'ef4444')).toEqual(['ef4444']);
    expect(recolorTags(['wind'], 'ef4444')).toEqual(['ef4444', 'wind']);
  });

  it('cycles four placeholder images by project id modulo 4', () => {
    expect(new Set(PLACEHOLDER_IMAGES).size).toBe(4);
    expect([1, 2, 3, 4, 5, 8].map(placeholderIndex)).toEqual([1, 2, 3, 0, 1, 0]);
    expect(placeholderImage(7)).toBe(PLACEHOLDER_IMAGES[3]);
    expect(placeholderImage(12)).toBe(placeholderImage(16));
  });

  it('name the 36 colours of the palette, in English as the contracts’ PALETTE names them', () => {
    expect(Object.keys(byLocale).sort()).toEqual(['de', 'en', 'nl']);
    expect(PALETTE).toHaveLength(36);
    for (const color of PALETTE) expect(en.get(paletteNameId(color)), color.hex).toBe(color.name);
    const named = [...en.keys()].filter((id) => id.startsWith('dash.palette.'));
    expect(named.sort()).toEqual(PALETTE.map(paletteNameId).sort());
    // One word per colour in each language: no two colours share a name.
    for (const [locale, catalog] of Object.entries(byLocale))
      expect(new Set(named.map((id) => catalog.get(id))).size, locale).toBe(36);
  });
});
