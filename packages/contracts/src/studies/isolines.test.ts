import { describe, expect, it } from 'vitest';
import { isolines } from './isolines.js';

const grid = (columns: number, rows: number, cellSize = 10, originX = 1000, originY = 5000) => ({
  originX,
  originY,
  cellSize,
  columns,
  rows,
});

describe('isolines', () => {
  it('draws a ramp west to east as one straight line at the exact easting (linear between centres)', () => {
    const g = grid(20, 8);
    // value = easting of the cell centre − 1000: the level 73 lies at easting 1073.
    const values = Float32Array.from({ length: 160 }, (_, i) => g.originX + ((i % 20) + 0.5) * 10 - 1000);
    const lines = isolines(g, values, 73);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toHaveLength(8);
    for (const [x] of line!) expect(x).toBeCloseTo(1073, 9);
    const ys = line!.map(([, y]) => y).sort((a, b) => a - b);
    expect(ys[0]).toBeCloseTo(5005, 9);
    expect(ys.at(-1)).toBeCloseTo(5075, 9);
  });

  it('draws a cone as one closed ring at the radius, within the linear interpolation’s error', () => {
    // value = distance from the grid's middle; the 300 m contour is a circle of 300 m. Linear
    // interpolation along a cell edge of a distance field errs by at most h²/(8 r) = 0.04 m.
    const g = grid(81, 81, 10, 0, 0);
    const [cx, cy] = [405, 405];
    const values = new Float32Array(81 * 81);
    for (let row = 0; row < 81; row++)
      for (let column = 0; column < 81; column++)
        values[row * 81 + column] = Math.hypot((column + 0.5) * 10 - cx, (row + 0.5) * 10 - cy);
    const lines = isolines(g, values, 300);
    expect(lines).toHaveLength(1);
    const ring = lines[0]!;
    expect(ring[0]).toEqual(ring.at(-1));
    expect(ring.length).toBeGreaterThan(100);
    for (const [x, y] of ring) expect(Math.abs(Math.hypot(x - cx, y - cy) - 300)).toBeLessThan(0.05);
    // The ring encloses the area of the circle (shoelace), to 0.1 %.
    let area = 0;
    for (let i = 1; i < ring.length; i++)
      area += ring[i - 1]![0] * ring[i]![1] - ring[i]![0] * ring[i - 1]![1];
    expect(Math.abs(Math.abs(area) / 2 / (Math.PI * 300 ** 2) - 1)).toBeLessThan(0.001);
  });

  it('keeps two separate hills as two rings, and draws nothing for a level off the grid’s range', () => {
    const g = grid(40, 20, 10, 0, 0);
    const values = new Float32Array(40 * 20);
    for (let row = 0; row < 20; row++)
      for (let column = 0; column < 40; column++) {
        const [x, y] = [(column + 0.5) * 10, (row + 0.5) * 10];
        values[row * 40 + column] = Math.max(
          0,
          60 - Math.hypot(x - 100, y - 100),
          60 - Math.hypot(x - 300, y - 100),
        );
      }
    const rings = isolines(g, values, 30);
    expect(rings).toHaveLength(2);
    for (const ring of rings) expect(ring[0]).toEqual(ring.at(-1));
    expect(isolines(g, values, 100)).toEqual([]);
  });
});
