import type { PlannerObject } from '@vantage/contracts';
import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import {
  needsPanorama,
  PANORAMA_FOV,
  panoramaColumns,
  SLICE_FOV,
  sliceOffsets,
  sliceSize,
  turbineSpan,
} from './panorama-sheet';
import {
  cylindricalVerticalFov,
  cylindricalWidth,
  renderedAspect,
  SHEET_AREA_MM,
  sheetLayout,
} from './visualisation-sheet';

const tan = (degrees: number) => Math.tan((degrees * Math.PI) / 180);

describe('the 90° cylindrical panorama sheet', () => {
  it('prints d·fov wide: 90° at 170 mm is 267.04 mm, the longest whole-10-mm distance that fits A3', () => {
    expect(cylindricalWidth(90, 170)).toBeCloseTo(267.035, 3);
    expect(cylindricalWidth(90, 500)).toBeCloseTo(785.398, 3);
    // The image column is 278 × 109 mm (aspect 2.5505): up the cylinder 2·atan(π/2 / (2·2.5505)) = 34.23°.
    const aspect = renderedAspect(SHEET_AREA_MM);
    const vertical = cylindricalVerticalFov(PANORAMA_FOV, aspect);
    expect(vertical).toBeCloseTo(34.23, 2);
    const layout = sheetLayout(SHEET_AREA_MM, PANORAMA_FOV, vertical, 'cylindrical');
    // 278 / (π/2) = 176.98 mm, down to 170 mm: 267.04 mm by 2·170·tan 17.11° = 104.70 mm.
    expect(layout.distance).toBe(170);
    expect(layout.image.width).toBeCloseTo((170 * Math.PI) / 2, 9);
    expect(layout.image.height).toBeCloseTo(104.7, 1);
    expect(layout.image.width / layout.image.height).toBeCloseTo(aspect, 6);
    // A planar frame of 90° would print 2·170·tan 45° = 340 mm at the same distance: wider than the column.
    expect(sheetLayout(SHEET_AREA_MM, 90, vertical).distance).toBe(130);
  });

  it('stitches three planar slices of 32°, 30° apart, each column from the slice nearest it', () => {
    expect(sliceOffsets()).toEqual([-30, 0, 30]);
    // 1,577 × 618 pixels (267.04 mm at 150 dpi): R = 1577 / (π/2) = 1003.9 px per radian.
    const width = 1577;
    const height = 618;
    const slice = sliceSize(width, height);
    const radius = width / (Math.PI / 2);
    expect(slice.width).toBe(Math.ceil(2 * radius * tan(SLICE_FOV / 2)));
    expect(slice.width).toBe(576);
    const columns = panoramaColumns(width, height, slice);
    expect(columns).toHaveLength(width);
    const focal = slice.width / 2 / tan(16);
    // The middle column: straight ahead in the middle slice, its full height at the slice's scale.
    const middle = columns[788];
    expect(middle?.slice).toBe(1);
    expect((middle?.x ?? 0) + 0.5).toBeCloseTo(slice.width / 2, 0);
    expect(middle?.height).toBeCloseTo((height * focal) / radius, 1);
    // The last column, 44.97° off the centre: 14.97° into the right slice, taller by 1 / cos 14.97°.
    const last = columns[width - 1];
    const delta = (((width - 0.5) / width - 0.5) * 90 - 30) * (Math.PI / 180);
    expect(last?.slice).toBe(2);
    expect((last?.x ?? 0) + 0.5).toBeCloseTo(slice.width / 2 + focal * Math.tan(delta), 6);
    expect(last?.height).toBeCloseTo((height * focal) / radius / Math.cos(delta), 6);
    // Every source column lies inside its slice, top and bottom included.
    for (const column of columns) {
      expect(column.x).toBeGreaterThanOrEqual(0);
      expect(column.x + 1).toBeLessThanOrEqual(slice.width);
      expect(column.y).toBeGreaterThanOrEqual(0);
      expect(column.y + column.height).toBeLessThanOrEqual(slice.height);
    }
  });
});

let nextId = 1;
const turbine = (longitude: number, latitude: number, scenarioId = 10) =>
  ({
    id: nextId++,
    projectId: 1,
    scenarioId,
    name: `T${nextId}`,
    layout: 'Point',
    plannerObjectTypeId: PLANNER_OBJECT_KINDS.turbine.typeId,
    presetId: null,
    rotation: { x: 0, y: 0, z: 0, w: 1 },
    plannerObjectDataJson: '{}',
    points: [{ longitude, latitude }],
    tagNames: [],
    version: 1,
  }) as PlannerObject;

describe('when a viewpoint gets the panorama', () => {
  const eye = { longitude: 5, latitude: 52 };
  // 0.01° of latitude is 1.11 km; of longitude at 52° N, 0.69 km.
  it('takes the smallest arc of the turbines’ bearings, across north too, and its middle', () => {
    // North-west, north-east and east-north-east of the eye: bearings of about 328°, 32° and 63°.
    const objects = [turbine(4.99, 52.01), turbine(5.01, 52.01), turbine(5.02, 52.01), turbine(6, 52, 11)];
    const span = turbineSpan(eye, objects, 10);
    const b = (dx: number, dy: number) => (Math.atan2(dx * 0.6156, dy) * 180) / Math.PI;
    // The equirectangular bearings are the reference (within 0.1° this close).
    expect(span?.span).toBeCloseTo(b(0.02, 0.01) - b(-0.01, 0.01), 0);
    expect(span?.centre).toBeCloseTo(((b(0.02, 0.01) + b(-0.01, 0.01)) / 2 + 360) % 360, 0);
    expect(needsPanorama(span)).toBe(true);
  });

  it('keeps the planar frame for turbines within 53.5° and for a single turbine', () => {
    const narrow = turbineSpan(eye, [turbine(4.995, 52.02), turbine(5.005, 52.02)], 10);
    expect(narrow?.span).toBeLessThan(53.5);
    expect(needsPanorama(narrow)).toBe(false);
    expect(turbineSpan(eye, [turbine(5, 52.02)], 10)).toEqual({ span: 0, centre: expect.closeTo(0, 6) });
    expect(needsPanorama(turbineSpan(eye, [], 10))).toBe(false);
  });
});
