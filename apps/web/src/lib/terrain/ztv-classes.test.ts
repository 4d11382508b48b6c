import { describe, expect, it } from 'vitest';
import { ZTV_COLORS, ZTV_OPACITY, ztvClasses, ztvPixels } from './ztv-classes';
import { ZTV_NO_DATA } from './ztv-no-data';

/** The planner's built-in basemap (features/editor/map/basemap-style.ts): land and sea. */
const LAND = '#f1efe6';
const SEA = '#b9d3e6';

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
/** WCAG 2 relative luminance. */
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: number[], b: number[]) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

describe('ztvClasses', () => {
  it('gives each count its class up to five turbines', () => {
    expect(ztvClasses(1).map((c) => c.label)).toEqual(['1']);
    expect(ztvClasses(3).map((c) => c.label)).toEqual(['1', '2', '3']);
    expect(ztvClasses(5).map((c) => c.label)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('groups more turbines into five classes that cover every count once', () => {
    expect(ztvClasses(10).map((c) => c.label)).toEqual(['1', '2–4', '5–6', '7–8', '9–10']);
    for (const total of [6, 7, 9, 13, 40, 250]) {
      const classes = ztvClasses(total);
      expect(classes).toHaveLength(5);
      expect(classes[0]!.from).toBe(1);
      expect(classes.at(-1)!.to).toBe(total);
      classes.slice(1).forEach((item, i) => {
        expect(item.from).toBe(classes[i]!.to + 1);
        expect(item.to).toBeGreaterThanOrEqual(item.from);
      });
    }
  });

  it('draws every class at least 3:1 against the land and the sea of the basemap', () => {
    for (const color of ZTV_COLORS)
      for (const ground of [LAND, SEA]) {
        const shown = channels(color).map(
          (value, i) => value * ZTV_OPACITY + channels(ground)[i]! * (1 - ZTV_OPACITY),
        );
        expect(contrast(shown, channels(ground)), `${color} on ${ground}`).toBeGreaterThanOrEqual(3);
      }
    // Darker as more turbines are seen.
    const lightness = ZTV_COLORS.map((color) => luminance(channels(color)));
    expect(lightness.slice(2)).toEqual([...lightness.slice(2)].sort((a, b) => b - a));
  });
});

describe('ztvPixels', () => {
  it('colours the cells by class and leaves cells that see nothing transparent', () => {
    const classes = ztvClasses(10);
    const pixels = ztvPixels(new Uint16Array([0, 1, 3, 10]), classes);
    expect([...pixels.slice(0, 4)]).toEqual([0, 0, 0, 0]);
    expect([...pixels.slice(4, 8)]).toEqual([...channels(classes[0]!.color), 255]);
    expect([...pixels.slice(8, 12)]).toEqual([...channels(classes[1]!.color), 255]);
    expect([...pixels.slice(12, 16)]).toEqual([...channels(classes[4]!.color), 255]);
  });

  it('colours the pixels of a resampled image by the cells they name', () => {
    const classes = ztvClasses(10);
    const pixels = ztvPixels(new Uint16Array([0, 1, 3, 10]), classes, new Int32Array([3, -1, 1, 0]));
    expect([...pixels.slice(0, 4)]).toEqual([...channels(classes[4]!.color), 255]);
    expect([...pixels.slice(4, 8)]).toEqual([0, 0, 0, 0]);
    expect([...pixels.slice(8, 12)]).toEqual([...channels(classes[0]!.color), 255]);
    expect([...pixels.slice(12, 16)]).toEqual([0, 0, 0, 0]);
  });

  it('leaves NoData cells transparent, not in the top class', () => {
    const pixels = ztvPixels(new Uint16Array([ZTV_NO_DATA, 10]), ztvClasses(10));
    expect([...pixels.slice(0, 4)]).toEqual([0, 0, 0, 0]);
    expect(pixels[7]).toBe(255);
  });
});
