import { geodeticToEcef } from '@/lib/plan/geodesy';

/**
 * The inverse of the scene's horizontal frame (geodesy.ts toLocal): the longitude and latitude
 * of the ground point that lies `east`, `north` metres from the origin. The ground mesh asks this
 * for every vertex (some 100,000 per viewpoint), so it is closed-form rather than
 * ecefToGeodetic's iteration: the point in the tangent frame, lowered by the geometric drop
 * d²/2R to about the ellipsoid (R the ellipsoid's radius of curvature in that direction), then
 * Bowring's formula for the latitude (sub-millimetre near the surface). local-frame.test.ts
 * checks it against toLocal: within 2 cm out to 120 km.
 */
const A = 6_378_137;
const F = 1 / 298.257223563;
const B = A * (1 - F);
const E2 = F * (2 - F);
const EP2 = E2 / (1 - E2);

export type LonLat = { longitude: number; latitude: number };

export function localToLonLat(origin: LonLat): (east: number, north: number) => LonLat {
  const lat = (origin.latitude * Math.PI) / 180;
  const lon = (origin.longitude * Math.PI) / 180;
  const [sLat, cLat, sLon, cLon] = [Math.sin(lat), Math.cos(lat), Math.sin(lon), Math.cos(lon)];
  const [ox, oy, oz] = geodeticToEcef({ ...origin, altitude: 0 });
  // The ellipsoid's radii of curvature at the origin: along the meridian (M) and across it (N).
  const w = 1 - E2 * sLat * sLat;
  const m = (A * (1 - E2)) / w ** 1.5;
  const n = A / Math.sqrt(w);
  return (east, north) => {
    // The drop along this direction, with Euler's radius 1/R = cos²α/M + sin²α/N.
    const up = -((north * north) / m + (east * east) / n) / 2;
    const x = ox - sLon * east - sLat * cLon * north + cLat * cLon * up;
    const y = oy + cLon * east - sLat * sLon * north + cLat * sLon * up;
    const z = oz + cLat * north + sLat * up;
    const p = Math.hypot(x, y);
    const theta = Math.atan2(z * A, p * B);
    const latitude = Math.atan2(z + EP2 * B * Math.sin(theta) ** 3, p - E2 * A * Math.cos(theta) ** 3);
    return { longitude: (Math.atan2(y, x) * 180) / Math.PI, latitude: (latitude * 180) / Math.PI };
  };
}
