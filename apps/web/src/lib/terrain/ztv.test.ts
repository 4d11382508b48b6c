import { describe, expect, it } from 'vitest';
import { curvatureDrop, horizonDistance } from '../plan/geodesy';
import { edges, gridOf, turbineAt, ztvReference } from './test-ztv';
import { computeZtv, defaultZtvRadius, ZTV_MAX_RADIUS, ztvRadiusGuidance } from './ztv';

/** Rolling country with one big hill 2 km east of the middle. */
const hilly = (x: number, y: number) =>
  20 +
  260 * Math.exp(-((x - 2000) ** 2 + y ** 2) / (2 * 700 ** 2)) +
  25 * Math.sin(x / 900) * Math.cos(y / 1300) +
  12 * Math.sin((x + y) / 430);

describe('computeZtv', () => {
  const grid = gridOf(201, 50, hilly);
  const turbines = [
    turbineAt(grid, -1500, 800),
    turbineAt(grid, -1200, -600, 80, 100),
    turbineAt(grid, -600, 200, 120, 150),
    // Behind the hill, seen from the west.
    turbineAt(grid, 3600, 0, 90, 100),
  ];
  const options = { radius: 4500 };
  const sweep = computeZtv(grid, turbines, options);
  const reference = ztvReference(grid, turbines, options);

  for (const layer of ['tips', 'hubs'] as const) {
    it(`agrees with the exact line of sight turbine by turbine but at the edges of what is seen (${layer})`, () => {
      let differing = 0;
      for (const turbine of turbines) {
        const swept = computeZtv(grid, [turbine], options)[layer];
        const exact = ztvReference(grid, [turbine], options)[layer];
        const edge = edges(exact, grid.width);
        // It is not trivial: some cells see the turbine and some do not.
        expect(exact.includes(0) && exact.includes(1)).toBe(true);
        exact.forEach((value, index) => {
          if (swept[index] === value) return;
          differing++;
          // Tolerance: the sweep reads the horizon of a cell from the two rays beside it, so it
          // can only disagree where the exact answer turns within a cell: on the edge.
          expect(edge[index], `cell ${index} differs away from an edge`).toBe(1);
        });
      }
      const share = differing / (grid.width * grid.height * turbines.length);
      console.info(
        `ZTV ${layer}: the sweep differs from the exact line of sight in ${differing} of ` +
          `${grid.width * grid.height * turbines.length} cell-turbine pairs (${(share * 100).toFixed(3)} %)`,
      );
      expect(share).toBeLessThanOrEqual(0.001);
    });

    it(`counts the turbines seen as the exact line of sight does but at the edges (${layer})`, () => {
      const edge = edges(reference[layer], grid.width);
      let differing = 0;
      reference[layer].forEach((value, index) => {
        if (sweep[layer][index] === value) return;
        differing++;
        expect(Math.abs(sweep[layer][index]! - value)).toBe(1);
        expect(edge[index], `cell ${index} differs away from an edge`).toBe(1);
      });
      expect(differing / reference[layer].length).toBeLessThanOrEqual(0.001);
      // The hill hides something, and somewhere every turbine is seen.
      expect(reference[layer].includes(0)).toBe(true);
      expect(reference[layer].includes(turbines.length)).toBe(true);
    });
  }

  it('hides the turbine behind the hill from the cells west of the hill', () => {
    const hidden = computeZtv(grid, [turbines[3]!], options);
    const row = 100 * grid.width;
    // From 4.5 km west of the turbine (its radius) to the hilltop, 1.6 km west of it.
    for (let x = -900; x <= 2000; x += 50) {
      expect(hidden.tips[row + 100 + x / 50], `tip seen from ${x} m`).toBe(0);
      expect(hidden.hubs[row + 100 + x / 50], `hub seen from ${x} m`).toBe(0);
    }
    // The hill's eastern slope sees it, and so does the country beyond it.
    expect(hidden.tips[row + 100 + 2600 / 50]).toBe(1);
    expect(hidden.tips[row + 100 + 4500 / 50]).toBe(1);
    // With the other turbines, the cells west of the hill see at most three.
    for (let x = -900; x <= 2000; x += 50) expect(sweep.tips[row + 100 + x / 50]).toBeLessThanOrEqual(3);
  });

  it('counts a turbine in its own cell and nowhere beyond its radius', () => {
    const one = computeZtv(grid, [turbines[0]!], { radius: 1000 });
    const own = Math.round(turbines[0]!.row) * grid.width + Math.round(turbines[0]!.column);
    expect(one.tips[own]).toBe(1);
    one.tips.forEach((value, index) => {
      const dx = (index % grid.width) - turbines[0]!.column;
      const dy = Math.floor(index / grid.width) - turbines[0]!.row;
      if (Math.hypot(dx, dy) * 50 > 1000) expect(value).toBe(0);
    });
  });

  it('reports its progress turbine by turbine', () => {
    const progress: string[] = [];
    computeZtv(grid, turbines.slice(0, 2), {
      radius: 1000,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(progress).toEqual(['1/2', '2/2']);
  });
});

describe('computeZtv on a sea-level sphere', () => {
  it('uses the curvature of VIEWER.md: 5.5 m at 9 km, 22 m at 18 km, 61 m at 30 km', () => {
    expect(curvatureDrop(9_000)).toBeCloseTo(5.5, 1);
    expect(curvatureDrop(18_000)).toBeCloseTo(22.1, 1);
    expect(Math.round(curvatureDrop(30_000))).toBe(61);
  });

  it('sees every turbine within its radius but where the curvature hides it', () => {
    // 40 km square of sea at 100 m cells; the turbines' tips rise 50, 150 and 268 m above it.
    const sea = gridOf(401, 100, () => 0);
    const turbines = [
      turbineAt(sea, 0, 0, 30, 40),
      turbineAt(sea, -5_000, 3_000, 100, 100),
      turbineAt(sea, 4_000, -2_000, 150, 236),
    ];
    const radius = 18_000;
    const ztv = computeZtv(sea, turbines, { radius });
    // The line from a tip at h clears the sea out to √(2R'h) + √(2R'·2 m).
    const reach = turbines.map((turbine) => horizonDistance(turbine.tipHeight) + horizonDistance(2));
    expect(reach[0]).toBeCloseTo(27_060 + 5_412, -2);
    const hubReach = turbines.map((turbine) => horizonDistance(turbine.hubHeight) + horizonDistance(2));
    let checked = 0;
    for (let index = 0; index < ztv.tips.length; index++) {
      const distances = turbines.map(
        (turbine) => Math.hypot((index % 401) - turbine.column, Math.floor(index / 401) - turbine.row) * 100,
      );
      // Cells within two cells of a boundary are left out: there the answer turns within a cell.
      const near = (limit: number, distance: number) => Math.abs(distance - limit) <= 200;
      if (distances.some((d, i) => near(radius, d) || near(reach[i]!, d) || near(hubReach[i]!, d))) continue;
      checked++;
      const tips = distances.filter((d, i) => d <= radius && d < reach[i]!).length;
      const hubs = distances.filter((d, i) => d <= radius && d < hubReach[i]!).length;
      if (ztv.tips[index] !== tips || ztv.hubs[index] !== hubs)
        throw new Error(
          `cell ${index}: ${ztv.tips[index]}/${ztv.hubs[index]} seen, ${tips}/${hubs} expected`,
        );
    }
    expect(checked).toBeGreaterThan(140_000);
    // The smallest turbine's hub (30 m) sinks below the sea horizon 26.4 km out: within the radius
    // of 18 km nothing hides it; with a radius of 30 km the far cells lose it.
    const far = computeZtv(sea, [turbines[0]!], { radius: 30_000 });
    const corner = 0; // 28 km from the middle
    expect(far.hubs[corner]).toBe(0);
    expect(far.tips[corner]).toBe(1);
  });
});

describe('defaultZtvRadius', () => {
  it("follows NatureScot's table of radius by tip height, at most 45 km", () => {
    expect(defaultZtvRadius(45)).toBe(15_000);
    expect(defaultZtvRadius(50)).toBe(15_000);
    expect(defaultZtvRadius(51)).toBe(20_000);
    expect(defaultZtvRadius(85)).toBe(25_000);
    expect(defaultZtvRadius(100)).toBe(30_000);
    expect(defaultZtvRadius(125)).toBe(35_000);
    expect(defaultZtvRadius(150)).toBe(40_000);
    expect(defaultZtvRadius(268)).toBe(ZTV_MAX_RADIUS);
    expect(ZTV_MAX_RADIUS).toBe(45_000);
  });
});

describe('ztvRadiusGuidance', () => {
  it("quotes the table's row for the tip height", () => {
    expect(ztvRadiusGuidance(45)).toBe("NatureScot's table for a 45 m tip (up to 50 m): 15 km");
    expect(ztvRadiusGuidance(50.6)).toBe("NatureScot's table for a 51 m tip (51–70 m): 20 km");
    expect(ztvRadiusGuidance(125)).toBe("NatureScot's table for a 125 m tip (101–130 m): 35 km");
    expect(ztvRadiusGuidance(150)).toBe("NatureScot's table for a 150 m tip (131–150 m): 40 km");
  });

  it('says where the table stops and what the planner takes beyond it', () => {
    expect(ztvRadiusGuidance(195)).toBe(
      "NatureScot's table stops at 150 m tips (40 km); for a 195 m tip the planner takes 45 km",
    );
  });
});
