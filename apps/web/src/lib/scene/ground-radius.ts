/**
 * How far the ground reaches (ground.ts), apart so that pages can say it without loading three.js:
 * the curved surface to 120 km (the sea's horizon), terrain heights to 60 km (beyond, the surface
 * is at sea level).
 */
export const SURFACE_RADIUS = 120_000;
export const TERRAIN_RADIUS = 60_000;
