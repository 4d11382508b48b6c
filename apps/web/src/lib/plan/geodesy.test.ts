import { describe, expect, it } from 'vitest';
import {
  bearingOf,
  curvatureDrop,
  enuToGeodetic,
  geodeticToEnu,
  hiddenHeight,
  horizonDistance,
  toLocal,
} from './geodesy';

const EGMOND = { longitude: 4.624, latitude: 52.6205, altitude: 6 };

describe('geodesy', () => {
  it('puts a point 0.01° east about 676 m east at Egmond, and a point 0.01° north about 1,113 m north', () => {
    const east = geodeticToEnu(EGMOND, { ...EGMOND, longitude: 4.634 });
    expect(east.east).toBeCloseTo(677.3, 0);
    expect(Math.abs(east.north)).toBeLessThan(0.1);
    const north = geodeticToEnu(EGMOND, { ...EGMOND, latitude: 52.6305 });
    expect(north.north).toBeCloseTo(1113.2, 0);
    expect(Math.abs(north.east)).toBeLessThan(1e-6);
  });

  it('goes from lon/lat/alt to local metres and back within a millimetre over 50 km', () => {
    for (const point of [
      { longitude: 4.38, latitude: 52.55, altitude: 200 },
      { longitude: 4.0, latitude: 52.9, altitude: 0 },
      { longitude: 5.2, latitude: 52.3, altitude: -20 },
    ]) {
      const back = enuToGeodetic(EGMOND, geodeticToEnu(EGMOND, point));
      expect(back.longitude).toBeCloseTo(point.longitude, 8);
      expect(back.latitude).toBeCloseTo(point.latitude, 8);
      expect(back.altitude).toBeCloseTo(point.altitude, 3);
    }
  });

  it('drops about 22 m at 18 km with k = 0.13 (5.5 m at 9 km, 61 m at 30 km)', () => {
    expect(curvatureDrop(18_000)).toBeCloseTo(22.1, 1);
    expect(curvatureDrop(9_000)).toBeCloseTo(5.5, 1);
    expect(curvatureDrop(30_000)).toBeCloseTo(61.4, 0);
    // Without refraction the drop is larger: d²/2R.
    expect(curvatureDrop(18_000, 0)).toBeCloseTo(25.4, 1);
  });

  it('sees the sea horizon at about 9.4 km from 6 m and 5.0 km from 1.7 m', () => {
    expect(horizonDistance(6) / 1000).toBeCloseTo(9.4, 1);
    expect(horizonDistance(1.7) / 1000).toBeCloseTo(5.0, 1);
  });

  it('hides the lowest few metres of a turbine 18 km offshore from a 6 m eye height, nothing within the horizon', () => {
    expect(hiddenHeight(18_000, 6)).toBeCloseTo(5.1, 1);
    expect(hiddenHeight(8_000, 6)).toBe(0);
  });

  it('lowers a point in the local frame by the curvature drop at its distance', () => {
    const offshore = toLocal(EGMOND, { longitude: 4.38, latitude: 52.55, altitude: 0 });
    const distance = Math.hypot(offshore.east, offshore.north);
    expect(distance / 1000).toBeCloseTo(18.1, 0);
    expect(offshore.up).toBeCloseTo(-curvatureDrop(distance), 6);
    expect(bearingOf(offshore.east, offshore.north)).toBeGreaterThan(240);
    expect(bearingOf(offshore.east, offshore.north)).toBeLessThan(250);
  });
});
