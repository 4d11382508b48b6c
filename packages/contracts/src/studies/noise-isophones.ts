/**
 * Isophones: the lines of equal level on a noise map (isolines.ts: marching squares over the
 * cell centres, joined into polylines), as GeoJSON MultiLineString coordinates in the grid's frame.
 */
import { isolines } from './isolines.js';
import type { NoiseMap } from './noise-map.js';

export type Isophone = { level: number; lines: Array<Array<[number, number]>> };

/** The levels drawn by default: 35, 40 and 45 dB(A) and the limits in use, once each, ascending. */
export function isophoneLevels(limits: Iterable<number> = []): number[] {
  return [...new Set([35, 40, 45, ...limits])].sort((a, b) => a - b);
}

export function isophones(map: NoiseMap, levels: readonly number[]): Isophone[] {
  return levels.map((level) => ({ level, lines: isolines(map, map.levels, level) }));
}

/** The isophones as a GeoJSON FeatureCollection (coordinates in the grid's frame, not WGS 84). */
export function isophonesGeoJson(lines: readonly Isophone[]) {
  return {
    type: 'FeatureCollection' as const,
    features: lines.map((isophone) => ({
      type: 'Feature' as const,
      properties: { level: isophone.level },
      geometry: { type: 'MultiLineString' as const, coordinates: isophone.lines },
    })),
  };
}
