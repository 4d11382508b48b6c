import { describe, expect, it } from 'vitest';
import { checkShadowBound } from './shadow-bound.js';
import { computeShadowFlicker } from './shadow-flicker.js';
import { computeShadowMap, ShadowMapAborted } from './shadow-map.js';

const site = { latitude: 52.3, longitude: 7.9 };
const settings = { year: 2027, timeZone: 'Europe/Berlin', site } as const;
const turbine = { x: 1000, y: 1000, groundHeight: 0, hubHeight: 120, rotorDiameter: 130 };
const grid = { originX: 0, originY: 0, cellSize: 50, columns: 40, rows: 40, groundHeight: 0 };

describe('computeShadowMap', { timeout: 60_000 }, () => {
  // Each cell's hours against the receptor calculation at its centre (2 m above the plane):
  // the same geometry by another path (the ray/disc test per minute), so they agree to the
  // minute but for a sun sample exactly on a disc's edge: 2 minutes.
  it("gives each cell the receptor calculation's hours at its centre", () => {
    const map = computeShadowMap([turbine], grid, settings);
    const cells = [
      [10, 30],
      [25, 28],
      [5, 12],
      [34, 20],
      [20, 10],
    ] as const;
    const receptors = cells.map(([column, row]) => ({
      x: (column + 0.5) * 50,
      y: (row + 0.5) * 50,
      groundHeight: 0,
    }));
    const result = computeShadowFlicker([turbine], receptors, settings);
    cells.forEach(([column, row], i) => {
      expect(Math.abs(map.hours[row * 40 + column]! * 60 - result.receptors[i]!.minutes)).toBeLessThanOrEqual(
        2,
      );
    });
    expect(result.receptors.some((receptor) => receptor.minutes > 0)).toBe(true);
  });

  it('reports progress and stops when cancelled', () => {
    const signal = { aborted: false };
    let calls = 0;
    expect(() =>
      computeShadowMap([turbine], grid, settings, {
        signal,
        onProgress: () => {
          calls++;
          if (calls === 10) signal.aborted = true;
        },
      }),
    ).toThrow(ShadowMapAborted);
    expect(calls).toBe(10);
  });
});

describe('checkShadowBound', () => {
  it('refuses more pairs than the bound with a message naming the figures', () => {
    expect(checkShadowBound(50, 1000)).toEqual({ ok: true });
    const refused = checkShadowBound(101, 500);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toContain('101 turbines × 500 receptors');
  });
});
