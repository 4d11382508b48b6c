import { PLANNER_OBJECT_KINDS, type PlannerObject, type Preset } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { fromSystem, toSystem } from '@/lib/analysis/grid-frame';
import { ztvFrame } from '@/lib/terrain/ztv-frame';
import { ZTV_NO_DATA } from '@/lib/terrain/ztv-no-data';
import { RD_NEW } from '../model/import/fixtures/systems';
import { studyBasis } from '../model/study-basis';
import { analysisMap, cellRepeat } from './analysis-map';
import { monthStarts } from './draw-shadow-calendar';
import { plannerResult, ztvCountAt } from './study-chapters';

const T = PLANNER_OBJECT_KINDS;
const object = (o: Partial<PlannerObject>): PlannerObject =>
  ({
    id: 1,
    scenarioId: 10,
    name: 'T1',
    layout: 'Point',
    plannerObjectTypeId: T.turbine.typeId,
    points: [{ longitude: 5.0, latitude: 52.0 }],
    version: 1,
    ...o,
  }) as PlannerObject;

describe('the study basis', () => {
  const turbine = object({ id: 1 });
  const house = object({ id: 2, scenarioId: 11, plannerObjectTypeId: T.receptor.typeId });
  const elsewhere = object({ id: 3, scenarioId: 11 });
  const presets = [{ id: 7, presetDataJson: '{"hubHeight":112}' }] as Preset[];
  const basis = studyBasis([turbine, house, elsewhere], presets, 10);

  it('changes with the scenario, a version of what the study reads, and a turbine model', () => {
    expect(studyBasis([turbine, house, elsewhere], presets, 11)).not.toBe(basis);
    expect(studyBasis([{ ...turbine, version: 2 }, house, elsewhere], presets, 10)).not.toBe(basis);
    expect(studyBasis([turbine, { ...house, version: 2 }, elsewhere], presets, 10)).not.toBe(basis);
    expect(
      studyBasis([turbine, house, elsewhere], [{ id: 7, presetDataJson: '{"hubHeight":120}' } as Preset], 10),
    ).not.toBe(basis);
  });

  it("stays when only another scenario's object changes, or the list comes in another order", () => {
    expect(studyBasis([turbine, house, { ...elsewhere, version: 5 }], presets, 10)).toBe(basis);
    expect(studyBasis([elsewhere, house, turbine], presets, 10)).toBe(basis);
  });

  it('gives the report a result only on its own basis, and says why not otherwise', () => {
    const outcome = { cells: 1 };
    expect(plannerResult({ outcome, request: 'r', basis }, basis, 'Terrain tab')).toEqual({
      outcome,
      request: 'r',
    });
    expect(plannerResult({ outcome: null, request: null, basis: null }, basis, 'Terrain tab')).toEqual({
      missing: 'not calculated in this session; calculate it in the Terrain tab for this scenario first.',
    });
    expect(plannerResult({ outcome, request: 'r', basis: 'other' }, basis, 'Terrain tab')).toEqual({
      missing:
        "the Terrain tab's calculation is of another scenario, or the plan has changed since; calculate it again for this scenario.",
    });
  });
});

describe('a study map', () => {
  it('repeats each cell to at least 150 dpi at the printed size', () => {
    // 170 mm at 150 dpi is 1003.9 pixels.
    expect(cellRepeat(100, 170)).toBe(11);
    expect(cellRepeat(502, 170)).toBe(2);
    expect(cellRepeat(1004, 170)).toBe(1);
    expect(cellRepeat(3000, 170)).toBe(1);
  });

  it('lays an RD New grid at the map scale, unturned, at its printed resolution', () => {
    const site = { longitude: 5.0, latitude: 52.0 };
    const grid = ztvFrame(RD_NEW, [site], 2000, 50);
    const figure = analysisMap({
      system: RD_NEW,
      objects: [object({ points: [site] })],
      scenarioId: 10,
      frame: { width: 170, height: 150 },
      grid,
      pixels: new Uint8ClampedArray(grid.width * grid.height * 4),
      legend: { title: 'x', entries: [] },
      shows: 'Counts',
    });
    if (!figure) throw new Error('no figure');
    const { raster, map } = figure;
    // 83 cells of 50 m: 4.15 km in 84 % of 170 mm needs 1:29,062, so the round scale is 1:50,000.
    expect(grid.width).toBe(83);
    expect(map.scale).toBe(50_000);
    const printed = raster.southEast.x - raster.southWest.x;
    expect(printed).toBeCloseTo((grid.width * 50 * 1000) / 50_000, 6);
    expect(raster.southEast.y).toBeCloseTo(raster.southWest.y, 6);
    expect(raster.northWest.y - raster.southWest.y).toBeCloseTo((grid.height * 50 * 1000) / 50_000, 6);
    // A 50 m cell is 1 mm at 1:50,000: 25.4 cells an inch, so 6 pixels a cell give 152.4 dpi.
    expect(raster.repeat).toBe(6);
    expect(raster.dpi).toBeCloseTo(152.4, 6);
    expect(raster.dpi).toBeGreaterThanOrEqual(150);
    expect(figure.caption).toBe(
      'Counts: cells of 50 m in Amersfoort / RD New (EPSG:28992); printed at 152 dpi.',
    );
  });

  it('reads the ZTV at a position: its cell, or nothing outside the grid and on NoData', () => {
    const grid = ztvFrame(RD_NEW, [{ longitude: 5.0, latitude: 52.0 }], 1000, 100);
    const counts = new Uint16Array(grid.width * grid.height);
    counts[3 * grid.width + 4] = 2;
    counts[5 * grid.width + 5] = ZTV_NO_DATA;
    const centre = (column: number, row: number) =>
      fromSystem(grid.system, grid.west + (column + 0.5) * 100, grid.north - (row + 0.5) * 100);
    const [longitude, latitude] = centre(4, 3);
    expect(ztvCountAt({ frame: grid }, counts, longitude, latitude)).toBe(2);
    expect(ztvCountAt({ frame: grid }, counts, ...centre(5, 5))).toBeNull();
    expect(ztvCountAt({ frame: grid }, counts, ...centre(6, 6))).toBe(0);
    const [x] = toSystem(grid.system, 5.0, 52.0);
    expect(
      ztvCountAt({ frame: grid }, counts, ...fromSystem(grid.system, x + 5000, grid.north - 50)),
    ).toBeNull();
  });
});

describe('the shadow calendar', () => {
  it("starts each month on its day of the year, a leap year's March a day later", () => {
    expect(monthStarts(2027)).toEqual([0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]);
    expect(monthStarts(2028)[2]).toBe(60);
  });
});
