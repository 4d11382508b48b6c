import type { Hill } from '../../../apps/server/src/test/terrain-fixtures';

/**
 * The synthetic terrain of the end-to-end run: one hill in central France, far from every demo
 * project (they are in the Netherlands), so that their views are unchanged. The tile server
 * (terrain-tile-server.ts) answers its tiles as Terrarium PNGs and every other tile flat at 0 m
 * (sea level, as if there were no terrain); the app server reads them through
 * TERRAIN_TILES_URL (playwright.config.ts).
 */
export const TERRAIN_HILL: Hill = { longitude: 2.35, latitude: 46.5, peak: 300, radius: 2_000, base: 0 };

export const E2E_TERRAIN_PORT = Number(process.env.E2E_TERRAIN_PORT ?? 8183);
export const E2E_TERRAIN_ATTRIBUTION = 'E2E synthetic hill';
export const E2E_TERRAIN_TILES_URL = `http://127.0.0.1:${E2E_TERRAIN_PORT}/{z}/{x}/{y}.png`;

/** A point `east`, `north` metres from a hill's top (equirectangular; plenty within 10 km). */
export function nearHill(
  east: number,
  north: number,
  hill: Hill = TERRAIN_HILL,
): { longitude: number; latitude: number } {
  const { longitude, latitude } = hill;
  return {
    longitude: longitude + east / (111_320 * Math.cos((latitude * Math.PI) / 180)),
    latitude: latitude + north / 110_574,
  };
}
