/**
 * The tests' own reference for ground distances: Vincenty's inverse formula on WGS 84
 * (T. Vincenty, "Direct and inverse solutions of geodesics on the ellipsoid", Survey Review
 * 1975), written out here so that the studies' figures (GeographicLib's algorithm) are checked
 * against another method. Vincenty is good to about 0.5 mm away from near-antipodal points.
 */
import geographiclib from 'geographiclib-geodesic';
import { geodesicDestination, type LonLat } from './geodesy.js';

const A = 6378137;
const F = 1 / 298.257223563;
const B = A * (1 - F);
const RAD = Math.PI / 180;

export function vincentyDistance(p: LonLat, q: LonLat): number {
  const L = (q.longitude - p.longitude) * RAD;
  const U1 = Math.atan((1 - F) * Math.tan(p.latitude * RAD));
  const U2 = Math.atan((1 - F) * Math.tan(q.latitude * RAD));
  const sinU1 = Math.sin(U1);
  const cosU1 = Math.cos(U1);
  const sinU2 = Math.sin(U2);
  const cosU2 = Math.cos(U2);
  let lambda = L;
  let sinSigma = 0;
  let cosSigma = 1;
  let sigma = 0;
  let cos2Alpha = 1;
  let cos2SigmaM = 0;
  for (let i = 0; i < 200; i++) {
    const sinLambda = Math.sin(lambda);
    const cosLambda = Math.cos(lambda);
    sinSigma = Math.hypot(cosU2 * sinLambda, cosU1 * sinU2 - sinU1 * cosU2 * cosLambda);
    if (sinSigma === 0) return 0;
    cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda;
    sigma = Math.atan2(sinSigma, cosSigma);
    const sinAlpha = (cosU1 * cosU2 * sinLambda) / sinSigma;
    cos2Alpha = 1 - sinAlpha * sinAlpha;
    cos2SigmaM = cos2Alpha === 0 ? 0 : cosSigma - (2 * sinU1 * sinU2) / cos2Alpha;
    const C = (F / 16) * cos2Alpha * (4 + F * (4 - 3 * cos2Alpha));
    const previous = lambda;
    lambda =
      L +
      (1 - C) *
        F *
        sinAlpha *
        (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)));
    if (Math.abs(lambda - previous) < 1e-13) break;
  }
  const u2 = (cos2Alpha * (A * A - B * B)) / (B * B);
  const bigA = 1 + (u2 / 16384) * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)));
  const bigB = (u2 / 1024) * (256 + u2 * (-128 + u2 * (74 - 47 * u2)));
  const deltaSigma =
    bigB *
    sinSigma *
    (cos2SigmaM +
      (bigB / 4) *
        (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) -
          (bigB / 6) * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)));
  return B * bigA * (sigma - deltaSigma);
}

/**
 * The brute-force nearest point of a geodesic edge: the least Vincenty distance from `from` to
 * `samples + 1` points spaced evenly along the edge (placed with the edge's own geodesic).
 */
export function bruteForceEdgeDistance(from: LonLat, a: LonLat, b: LonLat, samples = 20_000): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 0; i <= samples; i++)
    nearest = Math.min(nearest, vincentyDistance(from, pointAlongGeodesic(a, b, i / samples)));
  return nearest;
}

/** The point a fraction of the way along the geodesic a–b (an edge's own line). */
export function pointAlongGeodesic(a: LonLat, b: LonLat, fraction: number): LonLat {
  const r = geographiclib.Geodesic.WGS84.Inverse(a.latitude, a.longitude, b.latitude, b.longitude);
  return geodesicDestination(a, r.azi1!, r.s12! * fraction);
}
