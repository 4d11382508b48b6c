import type { PlannerObject } from '@vantage/contracts';
import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import {
  bearing,
  dpiOf,
  PLANAR_FRAME_FOV,
  pixelsFor,
  printedWidth,
  renderedAspect,
  SHEET_AREA_MM,
  sheetCaption,
  sheetLayout,
  turbineSighting,
  verticalFovOf,
  viewingDistance,
} from './visualisation-sheet';

describe('the geometry of a visualisation sheet', () => {
  it('prints a planar image 2·d·tan(fov/2) wide: 53.5° at 500 mm is 504.0 mm, and back', () => {
    // tan(26.75°) = 0.504045…
    expect(printedWidth(53.5, 500)).toBeCloseTo(504.04, 2);
    expect(viewingDistance(504.04, 53.5)).toBeCloseTo(500, 1);
    // 90° at 250 mm: 2·250·tan 45° = 500 mm.
    expect(printedWidth(90, 250)).toBeCloseTo(500, 9);
    expect(verticalFovOf(90, 2)).toBeCloseTo(53.1301, 4);
  });

  it('needs 150 dpi at the printed size: 272.2 mm wide is 1608 pixels', () => {
    expect(pixelsFor(272.18)).toBe(1608);
    expect(dpiOf(1608, 272.18)).toBeGreaterThanOrEqual(150);
    expect(dpiOf(1600, 272.18)).toBeLessThan(150);
  });

  it('states the longest whole-10-mm viewing distance at which the 53.5° frame and its wireline fit on A3 landscape', () => {
    // The image column: 384 − 100 − 6 = 278 mm by (236 − 6) / 2 − 6 = 109 mm, aspect 2.5505.
    const aspect = renderedAspect(SHEET_AREA_MM);
    expect(aspect).toBeCloseTo(278 / 109, 9);
    const vertical = verticalFovOf(PLANAR_FRAME_FOV, aspect);
    expect(vertical).toBeCloseTo(22.36, 2);
    const layout = sheetLayout(SHEET_AREA_MM, PLANAR_FRAME_FOV, vertical);
    // 278 / (2·tan 26.75°) = 275.8 mm, down to 270 mm: 2·270·0.504045 = 272.18 mm by 106.7 mm.
    expect(layout.distance).toBe(270);
    expect(layout.image.width).toBeCloseTo(272.18, 2);
    expect(layout.image.height).toBeCloseTo(106.72, 2);
    // One above the other, inside the area, clear of the side column.
    expect(layout.lower.y).toBeGreaterThanOrEqual(0);
    expect(layout.upper.y).toBeGreaterThan(layout.lower.y + layout.lower.height);
    expect(layout.upper.y + layout.upper.height).toBeLessThanOrEqual(SHEET_AREA_MM.height);
    expect(layout.upper.x + layout.upper.width).toBeLessThan(layout.side.x);
  });

  it('sizes a photo of its own field of view at the same rule: a 3:2 frame of 40° fits by its height', () => {
    const vertical = verticalFovOf(40, 1.5);
    const layout = sheetLayout(SHEET_AREA_MM, 40, vertical);
    // tan 20° = 0.36397; vertical tan = 0.24265; 109 / (2·0.24265) = 224.6 → 220 mm.
    expect(layout.distance).toBe(220);
    expect(layout.image.width).toBeCloseTo(2 * 220 * Math.tan((20 * Math.PI) / 180), 9);
    expect(layout.image.width / layout.image.height).toBeCloseTo(1.5, 9);
  });
});

let nextId = 1;
const turbine = (name: string, longitude: number, latitude: number, scenarioId = 10) =>
  ({
    id: nextId++,
    projectId: 1,
    scenarioId,
    name,
    layout: 'Point',
    plannerObjectTypeId: PLANNER_OBJECT_KINDS.turbine.typeId,
    presetId: null,
    rotation: { x: 0, y: 0, z: 0, w: 1 },
    plannerObjectDataJson: '{}',
    points: [{ longitude, latitude }],
    tagNames: [],
    version: 1,
  }) as PlannerObject;

describe('what a viewpoint sees of the scenario', () => {
  const eye = { longitude: 5, latitude: 52 };
  // About 1.1 km north, 1.37 km east and 2.2 km south of the eye.
  const objects = [
    turbine('North', 5, 52.01),
    turbine('East', 5.02, 52),
    turbine('South', 5, 51.98),
    turbine('Other scenario', 5, 52.005, 11),
  ];

  it('finds the bearing of a point due east and due north', () => {
    expect(bearing(eye, { longitude: 5, latitude: 52.01 })).toBeCloseTo(0, 9);
    expect(bearing(eye, { longitude: 5.02, latitude: 52 })).toBeCloseTo(90, 1);
  });

  it('names the nearest turbine with its geodesic distance, and those within the horizontal field of view', () => {
    const north = turbineSighting(eye, 0, 53.5, objects, 10);
    expect(north.nearest?.name).toBe('North');
    // 0.01° of latitude at 52° N: 1112.6 m on the WGS 84 ellipsoid.
    expect(north.nearest?.distance).toBeCloseTo(1112.6, 0);
    expect(north.inView).toEqual(['North']);
    expect(north.total).toBe(3);
    expect(turbineSighting(eye, 45, 90, objects, 10).inView).toEqual(['North', 'East']);
    expect(turbineSighting(eye, 181, 53.5, objects, 10).inView).toEqual(['South']);
  });

  it('states the facts of the view and its viewing distance in the caption', () => {
    const layout = sheetLayout(SHEET_AREA_MM, 53.5, 22.36);
    const lines = sheetCaption({
      project: 'Windpark Süd',
      scenario: 'A',
      viewpoint: 'Dorfplatz',
      shows: 'rendered',
      position: { longitude: 5, latitude: 52, altitude: 1.7 },
      heading: 0,
      pitch: 0,
      fov: 53.5,
      verticalFov: 22.36,
      projection: 'planar',
      date: new Date('2026-06-21T14:00:00Z'),
      fromPlan: true,
      terrain: null,
      sighting: turbineSighting(eye, 0, 53.5, objects, 10),
      layout,
      pixels: { upper: 1608, lower: 1608 },
    });
    const text = lines.join('\n');
    expect(text).toContain('Position 52.00000° N, 5.00000° E (WGS 84); eye 1.7 m above the sea level');
    expect(text).toContain('Direction 0.0° (N), tilt 0.0°');
    expect(text).toContain('Horizontal field of view 53.5°, vertical 22.4° (planar)');
    expect(text).toContain("Date and time 2026-06-21 14:00 UTC (the viewpoint's viewing time)");
    expect(text).toContain('Nearest turbine North, 1.11 km');
    expect(text).toContain('Turbines in view: 1 of 3 (North)');
    expect(text).toContain('Viewing distance 270 mm: each image is true to scale at 272 mm × 107 mm');
    expect(text).toContain('rendered view 150 dpi, wireline 150 dpi');
  });
});
