import { Body, Equator, Horizon, Observer } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { geocentricSun, sunPosition } from './sun-position.js';

// The SPA paper's worked example (Reda & Andreas 2008, table A5.1): 17 October 2003,
// 12:30:30 local time at −7 h, 39.742476° N, 105.1786° W, 1,830.14 m, 820 mbar, 11 °C,
// ΔT 67 s. The paper lists α 202.22741°, δ −9.31434°, the topocentric elevation without
// refraction e0 39.872046°, zenith 50.11162° with refraction and azimuth 194.34024°.
// Tolerance 0.0001°: the paper prints its values to 1e−5…1e−6°; anything looser would hide
// a wrong term (a wrong nutation term moves the result by 1e−4° or more).
const example = Date.UTC(2003, 9, 17, 19, 30, 30);
const golden = { latitude: 39.742476, longitude: -105.1786, elevation: 1830.14 };

describe('sunPosition (NREL SPA)', () => {
  it("reproduces the paper's geocentric values", () => {
    const geocentric = geocentricSun(example, 67);
    expect(geocentric.rightAscension).toBeCloseTo(202.22741, 4);
    expect(geocentric.declination).toBeCloseTo(-9.31434, 4);
    expect(geocentric.radius).toBeCloseTo(0.9965422974, 8);
  });

  it("reproduces the paper's topocentric elevation, zenith with refraction and azimuth", () => {
    const sun = sunPosition(example, golden, { deltaT: 67, pressure: 820, temperature: 11 });
    expect(Math.abs(sun.elevation - 39.872046)).toBeLessThan(1e-4);
    expect(Math.abs(90 - sun.apparentElevation - 50.11162)).toBeLessThan(1e-4);
    expect(Math.abs(sun.azimuth - 194.34024)).toBeLessThan(1e-4);
  });

  // Two more dates from an independent implementation: astronomy-engine 2.1.19 (D. Cross,
  // VSOP87 and IAU 2000B nutation; a test dependency only), the sun's topocentric position
  // without refraction. It and this SPA agree to about 1e−4°; the tolerance 0.001° is ten
  // times that and still ten times finer than the 0.01° the study needs.
  it.each([
    ['Netherlands, June 2025 sunrise', Date.UTC(2025, 5, 21, 5, 0), 52.0, 5.0, 0],
    ['South Africa, December 2026 afternoon', Date.UTC(2026, 11, 15, 14, 30), -33.9, 18.4, 100],
  ])('%s agrees with astronomy-engine within 0.001°', (_name, instant, latitude, longitude, elevation) => {
    const observer = new Observer(latitude, longitude, elevation);
    const equator = Equator(Body.Sun, new Date(instant), observer, true, true);
    const horizon = Horizon(new Date(instant), observer, equator.ra, equator.dec);
    const sun = sunPosition(instant, { latitude, longitude, elevation });
    expect(Math.abs(sun.elevation - horizon.altitude)).toBeLessThan(1e-3);
    expect(Math.abs(sun.azimuth - horizon.azimuth)).toBeLessThan(1e-3);
  });
});
