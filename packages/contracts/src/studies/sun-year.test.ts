import { describe, expect, it } from 'vitest';
import { sunPosition } from './sun-position.js';
import { sunTrack } from './sun-year.js';

describe('sunTrack (a year of minutes, interpolated slow terms)', () => {
  // Every 97th minute of 2027 (5,419 samples, all hours and seasons) against the full SPA at
  // the same instant. The study needs 0.01°; the interpolation is held to 0.001°.
  it('agrees with the full algorithm within 0.001° over a year', () => {
    const site = { latitude: 53.2, longitude: 7.4, elevation: 5 };
    const start = Date.UTC(2027, 0, 1);
    const track = sunTrack(site, start, 525_600);
    let worst = 0;
    for (let minute = 0; minute < 525_600; minute += 97) {
      const full = sunPosition(start + minute * 60_000 + 30_000, site);
      worst = Math.max(worst, Math.abs(full.elevation - track.elevation[minute]!));
      const azimuthDifference = Math.abs(full.azimuth - track.azimuth[minute]!);
      worst = Math.max(
        worst,
        Math.min(azimuthDifference, 360 - azimuthDifference) * Math.cos(full.elevation * (Math.PI / 180)),
      );
    }
    expect(worst).toBeLessThan(1e-3);
  });
});
