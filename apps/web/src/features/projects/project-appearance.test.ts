import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGES, placeholderImage, placeholderIndex } from '@/components/project-placeholder';
import { projectColor, projectColorTag, recolorTags } from './project-appearance';

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
});
