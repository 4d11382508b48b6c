/**
 * The sun's position by NREL's Solar Position Algorithm (I. Reda, A. Andreas, "Solar Position
 * Algorithm for Solar Radiation Applications", NREL/TP-560-34302, 2003, revised 2008; Solar
 * Energy 76 (2004) 577–589), written from the paper's steps 3.1–3.15. Uncertainty ±0.0003°
 * for −2000…6000. The shadow study uses the topocentric elevation without refraction
 * (`elevation`); `apparentElevation` adds the paper's refraction for the comparison with its
 * published example.
 */
import { B_TERMS, L_TERMS, NUTATION_TERMS, R_TERMS } from './sun-terms.js';

export interface SunSite {
  /** Degrees north. */
  latitude: number;
  /** Degrees east. */
  longitude: number;
  /** Metres above sea level. */
  elevation?: number;
}

export interface SunPositionOptions {
  /** TT − UT in seconds (default 69.2, the value of the mid-2020s). */
  deltaT?: number;
  /** For the refraction of `apparentElevation` only: millibar (default 1010) and °C (default 10). */
  pressure?: number;
  temperature?: number;
}

export interface SunPosition {
  /** Topocentric elevation of the sun's centre, no refraction, degrees. */
  elevation: number;
  /** Topocentric azimuth, eastward from north, degrees 0–360. */
  azimuth: number;
  /** Elevation with the paper's atmospheric refraction, degrees. */
  apparentElevation: number;
}

export const DEFAULT_DELTA_T = 69.2;
const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

const limitDegrees = (degrees: number) => {
  const limited = degrees % 360;
  return limited < 0 ? limited + 360 : limited;
};

export const julianDay = (utcMs: number) => utcMs / 86_400_000 + 2_440_587.5;

function earthSum(terms: readonly (readonly (readonly [number, number, number])[])[], jme: number): number {
  let sum = 0;
  let power = 1;
  for (const series of terms) {
    let part = 0;
    for (const [a, b, c] of series) part += a * Math.cos(b + c * jme);
    sum += part * power;
    power *= jme;
  }
  return sum / 1e8;
}

/** The slow geocentric terms: apparent right ascension and declination, the nutation of sidereal time. */
export interface GeocentricSun {
  /** Degrees. */
  rightAscension: number;
  declination: number;
  /** Δψ·cos ε, degrees, added to the mean sidereal time. */
  nutationInRightAscension: number;
  /** Earth–sun distance, AU. */
  radius: number;
}

export function geocentricSun(utcMs: number, deltaT = DEFAULT_DELTA_T): GeocentricSun {
  const jde = julianDay(utcMs) + deltaT / 86_400;
  const jce = (jde - 2_451_545) / 36_525;
  const jme = jce / 10;
  const heliocentricLongitude = limitDegrees(earthSum(L_TERMS, jme) * DEG);
  const heliocentricLatitude = earthSum(B_TERMS, jme) * DEG;
  const radius = earthSum(R_TERMS, jme);
  const theta = limitDegrees(heliocentricLongitude + 180);
  const beta = -heliocentricLatitude;

  const x = [
    297.85036 + 445_267.11148 * jce - 0.0019142 * jce ** 2 + jce ** 3 / 189_474,
    357.52772 + 35_999.05034 * jce - 0.0001603 * jce ** 2 - jce ** 3 / 300_000,
    134.96298 + 477_198.867398 * jce + 0.0086972 * jce ** 2 + jce ** 3 / 56_250,
    93.27191 + 483_202.017538 * jce - 0.0036825 * jce ** 2 + jce ** 3 / 327_270,
    125.04452 - 1934.136261 * jce + 0.0020708 * jce ** 2 + jce ** 3 / 450_000,
  ];
  let deltaPsi = 0;
  let deltaEpsilon = 0;
  for (const term of NUTATION_TERMS) {
    let argument = 0;
    for (let j = 0; j < 5; j++) argument += x[j]! * term[j]!;
    argument *= RAD;
    deltaPsi += (term[5]! + term[6]! * jce) * Math.sin(argument);
    deltaEpsilon += (term[7]! + term[8]! * jce) * Math.cos(argument);
  }
  deltaPsi /= 36_000_000;
  deltaEpsilon /= 36_000_000;

  const u = jme / 10;
  const meanObliquity =
    84_381.448 +
    u *
      (-4680.93 +
        u *
          (-1.55 +
            u *
              (1999.25 +
                u *
                  (-51.38 +
                    u * (-249.67 + u * (-39.05 + u * (7.12 + u * (27.87 + u * (5.79 + u * 2.45)))))))));
  const epsilon = (meanObliquity / 3600 + deltaEpsilon) * RAD;
  const aberration = -20.4898 / (3600 * radius);
  const lambda = (theta + deltaPsi + aberration) * RAD;
  const betaRad = beta * RAD;
  const rightAscension = limitDegrees(
    Math.atan2(
      Math.sin(lambda) * Math.cos(epsilon) - Math.tan(betaRad) * Math.sin(epsilon),
      Math.cos(lambda),
    ) * DEG,
  );
  const declination =
    Math.asin(
      Math.sin(betaRad) * Math.cos(epsilon) + Math.cos(betaRad) * Math.sin(epsilon) * Math.sin(lambda),
    ) * DEG;
  return { rightAscension, declination, nutationInRightAscension: deltaPsi * Math.cos(epsilon), radius };
}

/** Mean sidereal time at Greenwich (degrees), SPA eq. 12, from the UT Julian day. */
export function meanSiderealTime(utcMs: number): number {
  const jd = julianDay(utcMs);
  const jc = (jd - 2_451_545) / 36_525;
  return limitDegrees(
    280.46061837 + 360.98564736629 * (jd - 2_451_545) + 0.000387933 * jc * jc - (jc * jc * jc) / 38_710_000,
  );
}

/** Per site, the constants of the parallax correction (SPA 3.12). */
export interface SiteFrame {
  latitude: number;
  longitude: number;
  sinLatitude: number;
  cosLatitude: number;
  parallaxX: number;
  parallaxY: number;
}

export function siteFrame(site: SunSite): SiteFrame {
  const phi = site.latitude * RAD;
  const height = site.elevation ?? 0;
  const u = Math.atan(0.99664719 * Math.tan(phi));
  return {
    latitude: site.latitude,
    longitude: site.longitude,
    sinLatitude: Math.sin(phi),
    cosLatitude: Math.cos(phi),
    parallaxX: Math.cos(u) + (height / 6_378_140) * Math.cos(phi),
    parallaxY: 0.99664719 * Math.sin(u) + (height / 6_378_140) * Math.sin(phi),
  };
}

/**
 * Topocentric elevation and azimuth (degrees) from the geocentric terms and the apparent
 * sidereal time `nu` (degrees). Writes into `out` to keep a year's loop free of allocations.
 */
export function topocentric(
  frame: SiteFrame,
  rightAscension: number,
  declination: number,
  nu: number,
  radius: number,
  out: { elevation: number; azimuth: number },
): void {
  const hourAngle = (nu + frame.longitude - rightAscension) * RAD;
  const delta = declination * RAD;
  const xi = (8.794 / (3600 * radius)) * RAD;
  const sinXi = Math.sin(xi);
  const cosDelta = Math.cos(delta);
  const denominator = cosDelta - frame.parallaxX * sinXi * Math.cos(hourAngle);
  const deltaAlpha = Math.atan2(-frame.parallaxX * sinXi * Math.sin(hourAngle), denominator);
  const deltaPrime = Math.atan2(
    (Math.sin(delta) - frame.parallaxY * sinXi) * Math.cos(deltaAlpha),
    denominator,
  );
  const hourPrime = hourAngle - deltaAlpha;
  const sinDeltaPrime = Math.sin(deltaPrime);
  const cosDeltaPrime = Math.cos(deltaPrime);
  const cosHour = Math.cos(hourPrime);
  out.elevation =
    Math.asin(frame.sinLatitude * sinDeltaPrime + frame.cosLatitude * cosDeltaPrime * cosHour) * DEG;
  const gamma = Math.atan2(
    Math.sin(hourPrime),
    cosHour * frame.sinLatitude - (sinDeltaPrime / cosDeltaPrime) * frame.cosLatitude,
  );
  out.azimuth = limitDegrees(gamma * DEG + 180);
}

/** Refraction (SPA eq. 42), degrees, for a geometric elevation in degrees; none below −0.83°. */
export function refraction(elevation: number, pressure = 1010, temperature = 10): number {
  if (elevation < -0.26667 - 0.5667) return 0;
  return (
    ((pressure / 1010) * (283 / (273 + temperature)) * 1.02) /
    (60 * Math.tan((elevation + 10.3 / (elevation + 5.11)) * RAD))
  );
}

/** The sun's position at one instant (milliseconds since 1970 UTC), the full algorithm. */
export function sunPosition(utcMs: number, site: SunSite, options: SunPositionOptions = {}): SunPosition {
  const geocentric = geocentricSun(utcMs, options.deltaT ?? DEFAULT_DELTA_T);
  const nu = meanSiderealTime(utcMs) + geocentric.nutationInRightAscension;
  const out = { elevation: 0, azimuth: 0 };
  topocentric(siteFrame(site), geocentric.rightAscension, geocentric.declination, nu, geocentric.radius, out);
  return {
    elevation: out.elevation,
    azimuth: out.azimuth,
    apparentElevation: out.elevation + refraction(out.elevation, options.pressure, options.temperature),
  };
}
