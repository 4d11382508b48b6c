import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { tourStops, tourViewpoints } from './tour';

beforeAll(activatePlannerEnglish);

describe("a tour's stops", () => {
  it('have keys that tell apart two visits of one viewpoint', () => {
    expect(tourStops([12, 7, 12])).toEqual([
      { key: '12:0', viewpointId: 12 },
      { key: '7:0', viewpointId: 7 },
      { key: '12:1', viewpointId: 12 },
    ]);
  });
});

describe("a tour's viewpoints", () => {
  const viewpoints = [
    { id: 7, name: 'Church' },
    { id: 12, name: 'Beach' },
  ];
  it('are its stops in order, a viewpoint visited twice twice', () => {
    expect(tourViewpoints([12, 7, 12], viewpoints).map((v) => v.name)).toEqual(['Beach', 'Church', 'Beach']);
  });
  it('leave out a stop whose viewpoint is gone, as the flight does', () => {
    expect(tourViewpoints([12, 99, 7], viewpoints).map((v) => v.name)).toEqual(['Beach', 'Church']);
  });
});
