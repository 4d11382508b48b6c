import type { TerrainModel } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { cellOf, fromSystem } from '../analysis/grid-frame';
import { type GeoGrid, sampleGrid } from './height-grid';
import type { TerrainSource } from './terrain-source';
import { ztvKeys } from './ztv-host';
import { ZTV_NO_DATA } from './ztv-no-data';
import { runZtv, type ZtvProgress, type ZtvRequest } from './ztv-run';

const RD_NEW = {
  epsgCode: 28992,
  name: 'Amersfoort / RD New',
  proj4Definition:
    '+proj=sterea +lat_0=52.1561605555556 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 +y_0=463000 +ellps=bessel ' +
    '+towgs84=565.4171,50.3319,465.5524,-0.398957388243134,0.343987817378283,-1.87740163998045,4.0725 +units=m +no_defs +type=crs',
};

/** A 20 km square of ground around Amersfoort with a ridge 150 m high running north-south 3 km east of it. */
function ridgeModel(): GeoGrid {
  const [west, east, south, north] = [5.24, 5.54, 52.06, 52.25];
  const size = 400;
  const data = new Float32Array(size * size);
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++) {
      const longitude = west + ((column + 0.5) / size) * (east - west);
      const metresEast = (longitude - 5.3872) * 68_500;
      data[row * size + column] = 5 + 150 * Math.exp(-((metresEast - 3000) ** 2) / (2 * 300 ** 2));
    }
  return { west, east, south, north, width: size, height: size, data };
}

/** A terrain source of one grid, as a project's terrain model answers (the interface's contract). */
function gridSource(grid: GeoGrid | null, description: string | null): TerrainSource & { prepared: number } {
  return {
    prepared: 0,
    async prepare() {
      this.prepared += 1;
    },
    heightAt: (longitude, latitude) => (grid ? sampleGrid(grid, longitude, latitude) : null),
    description,
    failed: false,
  };
}

const request: ZtvRequest = {
  turbines: [
    { longitude: 5.3872, latitude: 52.1552, hubHeight: 100, tipHeight: 160 },
    { longitude: 5.3872, latitude: 52.1652, hubHeight: 100, tipHeight: 160 },
  ],
  radius: 6000,
  cellSize: 50,
  system: RD_NEW,
  terrain: { tiles: null, model: null, failedModel: null },
};

describe('runZtv', () => {
  it('reads the ground under every cell and the turbines, and counts what the ridge hides', async () => {
    const source = gridSource(ridgeModel(), "the project's terrain model (ridge.tif)");
    const phases: ZtvProgress['phase'][] = [];
    const outcome = await runZtv(request, source, (progress) => phases.push(progress.phase));
    expect(source.prepared).toBe(1);
    expect([...new Set(phases)]).toEqual(['terrain', 'heights', 'turbines']);
    expect(outcome.frame.system.epsgCode).toBe(28992);
    expect(outcome.unknownCells).toBe(0);
    expect(outcome.terrain).toBe("the project's terrain model (ridge.tif)");
    expect(outcome.turbines).toBe(2);

    const countAt = (metresEast: number, metresNorth: number) => {
      const { column, row } = cellOf(
        outcome.frame,
        5.3872 + metresEast / 68_500,
        52.1552 + metresNorth / 111_250,
      );
      const index = Math.round(row) * outcome.frame.width + Math.round(column);
      return [outcome.tips[index], outcome.hubs[index]];
    };
    // Beside the turbines both are seen, and so is the ridge's top; behind the ridge, neither.
    expect(countAt(-500, 0)).toEqual([2, 2]);
    expect(countAt(1500, 2000)).toEqual([2, 2]);
    expect(countAt(3000, 0)).toEqual([2, 2]);
    expect(countAt(4000, 0)).toEqual([0, 0]);
    expect(countAt(5000, 0)).toEqual([0, 0]);
  });

  it('stands everything on a sea-level sphere without terrain, and says so', async () => {
    const outcome = await runZtv(request, gridSource(null, null));
    expect(outcome.terrain).toBeNull();
    expect(outcome.unknownCells).toBe(0);
    // Tips 160 m high are seen from 2 m out to 51 km on the sea: every cell within 6 km sees both.
    const { column, row } = cellOf(outcome.frame, 5.3872 + 5000 / 68_500, 52.1552);
    expect(outcome.tips[Math.round(row) * outcome.frame.width + Math.round(column)]).toBe(2);
    // The sphere is the stated ground: only the cells beyond the radius are NoData.
    const within = outcome.tips.filter((count) => count !== ZTV_NO_DATA).length;
    expect(within).toBe(outcome.cellsInRadius);
    expect(outcome.tips.includes(0)).toBe(false);
  });

  /** Each cell's distance in metres to the nearer turbine, from its centre in RD New. */
  const nearestTurbine = (frame: Awaited<ReturnType<typeof runZtv>>['frame']) => {
    const turbines = request.turbines.map((turbine) => cellOf(frame, turbine.longitude, turbine.latitude));
    return (index: number) =>
      Math.min(
        ...turbines.map(
          ({ column, row }) =>
            Math.hypot((index % frame.width) - column, Math.floor(index / frame.width) - row) *
            frame.cellSize,
        ),
      );
  };

  it('writes NoData beyond the radius of every turbine, not "none seen"', async () => {
    const outcome = await runZtv(
      request,
      gridSource(ridgeModel(), "the project's terrain model (ridge.tif)"),
    );
    const distance = nearestTurbine(outcome.frame);
    let inside = 0;
    const wrong: string[] = [];
    outcome.tips.forEach((count, index) => {
      const d = distance(index);
      // Within a centimetre of the radius either answer is right.
      if (Math.abs(d - request.radius) < 0.01) return;
      if (d < request.radius) inside++;
      const noData = d > request.radius;
      if ((count === ZTV_NO_DATA) !== noData || (outcome.hubs[index] === ZTV_NO_DATA) !== noData)
        wrong.push(`cell ${index}, ${d.toFixed(0)} m from a turbine: ${count}`);
    });
    expect(wrong).toEqual([]);
    expect(outcome.cellsInRadius).toBe(inside);
    // The corners of the grid lie 8.5 km from the turbines.
    expect(outcome.tips[0]).toBe(ZTV_NO_DATA);
  });

  it('writes NoData where the ground is unknown and counts those cells', async () => {
    // A terrain model that ends 2 km east of the turbines: beyond it nothing knows the ground.
    const grid = ridgeModel();
    const edge = 5.3872 + 2000 / 68_500;
    const source: TerrainSource = {
      async prepare() {},
      heightAt: (longitude, latitude) => (longitude < edge ? sampleGrid(grid, longitude, latitude) : null),
      description: "the project's terrain model (ridge.tif)",
      failed: false,
    };
    const outcome = await runZtv(request, source);
    const distance = nearestTurbine(outcome.frame);
    let unknown = 0;
    let checked = 0;
    const wrong: string[] = [];
    outcome.tips.forEach((count, index) => {
      const column = index % outcome.frame.width;
      const row = Math.floor(index / outcome.frame.width);
      const [longitude] = fromSystem(
        outcome.frame.system,
        outcome.frame.west + (column + 0.5) * outcome.frame.cellSize,
        outcome.frame.north - (row + 0.5) * outcome.frame.cellSize,
      );
      const d = distance(index);
      // Cells within a cell of the model's edge or of the radius are left out: the heights are
      // read at lattice points a few millimetres from the exact projection.
      if (Math.abs(longitude - edge) * 68_500 < 50 || Math.abs(d - request.radius) < 1) return;
      checked++;
      const known = longitude < edge;
      if (d < request.radius && !known) unknown++;
      if ((count === ZTV_NO_DATA) !== (d > request.radius || !known)) wrong.push(`cell ${index}: ${count}`);
    });
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(40_000);
    expect(unknown).toBeGreaterThan(10_000);
    // The count the tab states: the unknown cells within the radius (the few left out above aside).
    expect(Math.abs(outcome.unknownCells - unknown)).toBeLessThanOrEqual(outcome.frame.height);
    expect(outcome.cellsInRadius).toBeGreaterThan(outcome.unknownCells);
  });
});

describe('ztvKeys', () => {
  const model = {
    info: { version: 3, fileName: 'ridge.tif' } as TerrainModel,
    grid: ridgeModel(),
  };

  it('changes with the plan, the radius, the cells and the terrain, and only with them', () => {
    const base = ztvKeys(request);
    expect(ztvKeys({ ...request, turbines: request.turbines.map((t) => ({ ...t })) })).toEqual(base);
    const moved = request.turbines.map((t, i) => (i === 0 ? { ...t, longitude: t.longitude + 0.00002 } : t));
    expect(ztvKeys({ ...request, turbines: moved }).key).not.toBe(base.key);
    const taller = request.turbines.map((t) => ({ ...t, tipHeight: t.tipHeight + 1 }));
    expect(ztvKeys({ ...request, turbines: taller }).key).not.toBe(base.key);
    expect(ztvKeys({ ...request, radius: 7000 }).key).not.toBe(base.key);
    expect(ztvKeys({ ...request, cellSize: 25 }).key).not.toBe(base.key);

    const withModel = ztvKeys({ ...request, terrain: { ...request.terrain, model } });
    expect(withModel.terrainKey).not.toBe(base.terrainKey);
    const newVersion = ztvKeys({
      ...request,
      terrain: { ...request.terrain, model: { ...model, info: { ...model.info, version: 4 } } },
    });
    expect(newVersion.key).not.toBe(withModel.key);
    expect(newVersion.terrainKey).not.toBe(withModel.terrainKey);
  });
});
