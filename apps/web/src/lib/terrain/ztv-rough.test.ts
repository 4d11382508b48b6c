import { describe, expect, it } from 'vitest';
import { edges, gridOf, turbineAt, ztvReference } from './test-ztv';
import { computeZtv } from './ztv';

/** A repeatable pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Rough ground: value noise in four octaves, from hills 1.6 km apart to knolls and banks a cell
 * or two wide (50 m cells), as moorland and broken upland are in a 50 m terrain model; the
 * smooth hills of ztv.test.ts have nothing narrower than 400 m.
 */
function roughGround(seed: number): (x: number, y: number) => number {
  const next = random(seed);
  const octaves = [
    { spacing: 1600, amplitude: 90 },
    { spacing: 400, amplitude: 35 },
    { spacing: 100, amplitude: 12 },
    { spacing: 50, amplitude: 5 },
  ].map(({ spacing, amplitude }) => {
    // Lattice values over the 10 km square and a margin.
    const nodes = Math.ceil(12_000 / spacing) + 2;
    const values = Float64Array.from({ length: nodes * nodes }, () => next() * 2 - 1);
    return { spacing, amplitude, nodes, values };
  });
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (x, y) => {
    let height = 150;
    for (const { spacing, amplitude, nodes, values } of octaves) {
      const u = (x + 6000) / spacing;
      const v = (y + 6000) / spacing;
      const i = Math.floor(u);
      const j = Math.floor(v);
      const [fu, fv] = [smooth(u - i), smooth(v - j)];
      const at = (a: number, b: number) => values[b * nodes + a]!;
      const top = at(i, j) * (1 - fu) + at(i + 1, j) * fu;
      const bottom = at(i, j + 1) * (1 - fu) + at(i + 1, j + 1) * fu;
      height += amplitude * (top * (1 - fv) + bottom * fv);
    }
    return height;
  };
}

type Tally = { pairs: number; differing: number; awayFromEdge: number; trivial: number };

/** Sweep and exact method turbine by turbine on each seed's ground, both layers in one pass. */
function compare(seeds: readonly number[]): Record<'tips' | 'hubs', Tally> {
  const options = { radius: 4500 };
  const tally = () => ({ pairs: 0, differing: 0, awayFromEdge: 0, trivial: 0 });
  const result = { tips: tally(), hubs: tally() };
  for (const seed of seeds) {
    const grid = gridOf(201, 50, roughGround(seed));
    const turbines = [
      turbineAt(grid, -1500, 800),
      turbineAt(grid, -1200, -600, 80, 100),
      turbineAt(grid, 600, 200, 120, 150),
      turbineAt(grid, 1800, -1400, 90, 100),
    ];
    for (const turbine of turbines) {
      const swept = computeZtv(grid, [turbine], options);
      const exact = ztvReference(grid, [turbine], options);
      for (const layer of ['tips', 'hubs'] as const) {
        const counts = result[layer];
        const edge = edges(exact[layer], grid.width);
        // Not trivial: rough ground hides the turbine from some cells and not from others.
        if (!(exact[layer].includes(0) && exact[layer].includes(1))) counts.trivial++;
        counts.pairs += exact[layer].length;
        exact[layer].forEach((value, index) => {
          if (swept[layer][index] === value) return;
          counts.differing++;
          if (!edge[index]) counts.awayFromEdge++;
        });
      }
    }
  }
  return result;
}

describe('computeZtv on rough ground', () => {
  const seeds = [1, 2, 3];
  let measured: ReturnType<typeof compare> | undefined;

  // The exact method is slow (cells × distance): allow for a busy machine.
  for (const layer of ['tips', 'hubs'] as const)
    it(`agrees with the exact line of sight within the stated bound (${layer})`, { timeout: 60_000 }, () => {
      measured ??= compare(seeds);
      const { pairs, differing, awayFromEdge, trivial } = measured[layer];
      expect(trivial).toBe(0);
      const share = differing / pairs;
      const away = awayFromEdge / Math.max(differing, 1);
      console.info(
        `ZTV ${layer} on rough ground (seeds ${seeds.join(', ')}): the sweep differs from the exact ` +
          `line of sight in ${differing} of ${pairs} cell-turbine pairs (${(share * 100).toFixed(3)} %), ` +
          `${awayFromEdge} of them away from an edge (${(away * 100).toFixed(1)} %)`,
      );
      // Measured 0.52 % of pairs for tips and 0.46 % for hubs, 2.2 % and 2.0 % of those away
      // from an edge (docs/viewer.md); the smooth hills' 0.1 % does not hold here. Asserted: at
      // most 0.75 %, and at most 4 % of the differences away from an edge.
      expect(share).toBeLessThanOrEqual(0.0075);
      expect(away).toBeLessThanOrEqual(0.04);
    });
});
