/**
 * Geodesy for the public 3D viewer (../shared/VIEWER.md "Geometry").
 *
 * The scene works in a local east-north-up frame in metres centred on the camera's
 * viewpoint, so that GPU floats stay precise (about 4 mm at 50 km). Horizontal positions come
 * from the exact WGS84 → ECEF → ENU transform. Heights are not taken from ENU's up component
 * (which holds the purely geometric drop d²/2R): instead the earth's curvature with standard
 * refraction is applied explicitly, as the drop d²/(2R') with R' = R / (1 − k), k = 0.13.
 * Pure functions, unit-tested in geodesy.test.ts.
 */

export type Geodetic = { longitude: number; latitude: number; altitude: number };
export type Enu = { east: number; north: number; up: number };

const A = 6_378_137; // WGS84 semi-major axis, m
const F = 1 / 298.257223563;
const E2 = F * (2 - F); // first eccentricity squared
export const EARTH_RADIUS = 6_371_000;
/** Standard refraction coefficient (some guidance uses 1/7 ≈ 0.143). */
export const REFRACTION_K = 0.13;

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

export function geodeticToEcef({ longitude, latitude, altitude }: Geodetic): [number, number, number] {
  const lat = rad(latitude);
  const lon = rad(longitude);
  const n = A / Math.sqrt(1 - E2 * Math.sin(lat) ** 2);
  return [
    (n + altitude) * Math.cos(lat) * Math.cos(lon),
    (n + altitude) * Math.cos(lat) * Math.sin(lon),
    (n * (1 - E2) + altitude) * Math.sin(lat),
  ];
}

/** Inverse of geodeticToEcef (iterative; converges to well below a millimetre in a few steps). */
export function ecefToGeodetic([x, y, z]: [number, number, number]): Geodetic {
  const lon = Math.atan2(y, x);
  const p = Math.hypot(x, y);
  let lat = Math.atan2(z, p * (1 - E2));
  let altitude = 0;
  for (let i = 0; i < 6; i += 1) {
    const n = A / Math.sqrt(1 - E2 * Math.sin(lat) ** 2);
    altitude = p / Math.cos(lat) - n;
    lat = Math.atan2(z, p * (1 - (E2 * n) / (n + altitude)));
  }
  return { longitude: deg(lon), latitude: deg(lat), altitude };
}

/** Exact east-north-up coordinates of `point` in the tangent frame at `origin`. */
export function geodeticToEnu(origin: Geodetic, point: Geodetic): Enu {
  const [ox, oy, oz] = geodeticToEcef(origin);
  const [px, py, pz] = geodeticToEcef(point);
  const dx = px - ox;
  const dy = py - oy;
  const dz = pz - oz;
  const lat = rad(origin.latitude);
  const lon = rad(origin.longitude);
  const [sLat, cLat, sLon, cLon] = [Math.sin(lat), Math.cos(lat), Math.sin(lon), Math.cos(lon)];
  return {
    east: -sLon * dx + cLon * dy,
    north: -sLat * cLon * dx - sLat * sLon * dy + cLat * dz,
    up: cLat * cLon * dx + cLat * sLon * dy + sLat * dz,
  };
}

export function enuToGeodetic(origin: Geodetic, { east, north, up }: Enu): Geodetic {
  const [ox, oy, oz] = geodeticToEcef(origin);
  const lat = rad(origin.latitude);
  const lon = rad(origin.longitude);
  const [sLat, cLat, sLon, cLon] = [Math.sin(lat), Math.cos(lat), Math.sin(lon), Math.cos(lon)];
  return ecefToGeodetic([
    ox - sLon * east - sLat * cLon * north + cLat * cLon * up,
    oy + cLon * east - sLat * sLon * north + cLat * sLon * up,
    oz + cLat * north + sLat * up,
  ]);
}

/** Effective earth radius with refraction: R' = R / (1 − k). */
export const effectiveRadius = (k = REFRACTION_K) => EARTH_RADIUS / (1 - k);

/** How far below the observer's tangent plane a point at distance d lies: d² / (2R'). */
export const curvatureDrop = (distance: number, k = REFRACTION_K) =>
  (distance * distance) / (2 * effectiveRadius(k));

/** Distance to the sea horizon from eye height h: √(2R'h). */
export const horizonDistance = (eyeHeight: number, k = REFRACTION_K) =>
  Math.sqrt(2 * effectiveRadius(k) * Math.max(0, eyeHeight));

/** Height of an object's lowest part hidden behind the sea horizon, at distance d from eye height h. */
export function hiddenHeight(distance: number, eyeHeight: number, k = REFRACTION_K): number {
  const beyond = distance - horizonDistance(eyeHeight, k);
  return beyond > 0 ? (beyond * beyond) / (2 * effectiveRadius(k)) : 0;
}

/**
 * Where a point appears in the viewer's local frame: exact east and north, and its altitude
 * lowered by the refracted curvature drop at its horizontal distance from the origin.
 */
export function toLocal(origin: Geodetic, point: Geodetic): Enu {
  const { east, north } = geodeticToEnu(origin, { ...point, altitude: 0 });
  return { east, north, up: point.altitude - curvatureDrop(Math.hypot(east, north)) };
}

/** Bearing in degrees (0 = north, clockwise) of a local east/north offset. */
export const bearingOf = (east: number, north: number) => (deg(Math.atan2(east, north)) + 360) % 360;
