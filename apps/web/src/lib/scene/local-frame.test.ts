import { describe, expect, it } from 'vitest';
import { toLocal } from '@/lib/plan/geodesy';
import { localToLonLat } from './local-frame';

describe('the local frame, backwards', () => {
  it('gives the ground point whose east and north toLocal answers: within 2 cm out to 120 km', () => {
    for (const origin of [
      { longitude: 4.624, latitude: 52.6205 },
      { longitude: -3.2, latitude: 57.1 },
      { longitude: 151.2, latitude: -33.9 },
      { longitude: 10, latitude: 0.5 },
    ]) {
      const back = localToLonLat(origin);
      for (const distance of [0, 10, 1_000, 50_000, 120_000])
        for (const bearing of [0, 45, 135, 250, 300]) {
          const a = (bearing * Math.PI) / 180;
          const east = distance * Math.sin(a);
          const north = distance * Math.cos(a);
          const point = back(east, north);
          const p = toLocal({ ...origin, altitude: 0 }, { ...point, altitude: 0 });
          expect(Math.hypot(p.east - east, p.north - north)).toBeLessThan(0.02);
        }
    }
  });
});
