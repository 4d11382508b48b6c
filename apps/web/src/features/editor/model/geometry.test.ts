import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { centroid, distanceMetres, offsetBetween, offsetPoint, translate } from './geometry';

beforeAll(activatePlannerEnglish);

const LELYSTAD = { longitude: 5.418, latitude: 52.496 };

describe('geometry', () => {
  it('measures 0.01° of latitude as about 1,113 m and of longitude as about 679 m at Lelystad', () => {
    // WGS84 radii of curvature at 52.5° N: meridian M = a(1-e²)/(1-e²sin²φ)^1.5 = 6,375,695 m and
    // prime vertical N = a/√(1-e²sin²φ) = 6,391,617 m, so 0.01° is 1112.8 m north and N·cosφ·0.01° = 679.2 m east.
    expect(distanceMetres(LELYSTAD, { ...LELYSTAD, latitude: 52.506 })).toBeCloseTo(1112.8, 0);
    expect(distanceMetres(LELYSTAD, { ...LELYSTAD, longitude: 5.428 })).toBeCloseTo(679.2, 0);
  });

  it('finds the offset it moved by, to the millimetre over a few kilometres', () => {
    const moved = offsetPoint(LELYSTAD, 2500, -1800);
    const { dx, dy } = offsetBetween(LELYSTAD, moved);
    expect(dx).toBeCloseTo(2500, 3);
    expect(dy).toBeCloseTo(-1800, 3);
  });

  it('moves a group as one: its origin by the offset, distances within the group unchanged to the centimetre', () => {
    const group = [LELYSTAD, offsetPoint(LELYSTAD, 0, 3000), offsetPoint(LELYSTAD, 1500, 1500)];
    const origin = centroid(group);
    const moved = translate(group, 2000, 500, origin);
    const movedOrigin = offsetBetween(origin, translate([origin], 2000, 500, origin)[0] as typeof origin);
    expect(movedOrigin.dx).toBeCloseTo(2000, 3);
    expect(movedOrigin.dy).toBeCloseTo(500, 3);
    for (const [index, point] of group.entries()) {
      // On a curved earth a rigid move cannot shift every member by exactly the same east/north
      // metres: they differ by about move × distance from the origin × tan(latitude) / R (0.6 m here).
      const shift = offsetBetween(point, moved[index] as typeof point);
      expect(Math.hypot(shift.dx - 2000, shift.dy - 500)).toBeLessThan(1);
      for (const [other, otherPoint] of group.entries())
        expect(
          Math.abs(
            distanceMetres(point, otherPoint) -
              distanceMetres(moved[index] as typeof point, moved[other] as typeof point),
          ),
        ).toBeLessThan(0.01);
    }
    // The way back is measured from where the origin landed (its north is turned a little).
    const landed = translate([origin], 2000, 500, origin)[0] as typeof origin;
    const { dx: backX, dy: backY } = offsetBetween(landed, origin);
    const back = translate(moved, backX, backY, landed);
    for (const [index, point] of group.entries())
      expect(distanceMetres(point, back[index] as typeof point)).toBeLessThan(0.01);
  });

  it('puts the centroid in the middle, and refuses what it cannot do', () => {
    const square = [
      LELYSTAD,
      offsetPoint(LELYSTAD, 1000, 0),
      offsetPoint(LELYSTAD, 1000, 1000),
      offsetPoint(LELYSTAD, 0, 1000),
    ];
    const { dx, dy } = offsetBetween(LELYSTAD, centroid(square));
    expect(dx).toBeCloseTo(500, 2);
    expect(dy).toBeCloseTo(500, 2);
    expect(() => centroid([])).toThrow('The centre of no points is undefined.');
    expect(() => translate(square, Number.NaN, 0)).toThrow('An offset must be a number of metres.');
    expect(translate([], 10, 10)).toEqual([]);
  });
});
