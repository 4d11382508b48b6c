/**
 * The sun for every minute of a span (a year: 525,600 or 527,040 minutes), fast: the SPA's slow
 * geocentric terms (right ascension, declination, nutation, distance) are computed in full at
 * each UTC midnight and interpolated within the day by a three-point (quadratic) formula, the
 * SPA paper's own scheme for rise and set; the sidereal time and the topocentric step are exact
 * per minute. Agrees with the full algorithm to better than 0.001° (sun-year.test.ts).
 *
 * Each sample is the centre of its minute (start + 30 s). Vectors are in the site's local
 * frame: x east, y north, z up. In a planar local frame the sun's direction is the same at
 * every point of a park (the frame does not turn with the Earth's surface), so one track serves
 * all receptors and turbines of the frame.
 */
import {
  DEFAULT_DELTA_T,
  geocentricSun,
  meanSiderealTime,
  type SunSite,
  siteFrame,
  topocentric,
} from './sun-position.js';

export interface SunTrack {
  /** UTC milliseconds of the first minute's start. */
  start: number;
  minutes: number;
  /** Topocentric elevation without refraction (degrees) and azimuth (degrees from north). */
  elevation: Float64Array;
  azimuth: Float64Array;
  east: Float64Array;
  north: Float64Array;
  up: Float64Array;
}

const DAY = 86_400_000;
const RAD = Math.PI / 180;

const unwrap = (value: number, reference: number) =>
  value - reference > 180 ? value - 360 : value - reference < -180 ? value + 360 : value;

export function sunTrack(site: SunSite, start: number, minutes: number, deltaT = DEFAULT_DELTA_T): SunTrack {
  const elevation = new Float64Array(minutes);
  const azimuth = new Float64Array(minutes);
  const east = new Float64Array(minutes);
  const north = new Float64Array(minutes);
  const up = new Float64Array(minutes);
  const frame = siteFrame(site);
  const out = { elevation: 0, azimuth: 0 };
  const firstMidnight = Math.floor(start / DAY) * DAY;
  const lastSample = start + (minutes - 1) * 60_000 + 30_000;
  let previous = geocentricSun(firstMidnight - DAY, deltaT);
  let current = geocentricSun(firstMidnight, deltaT);
  let next = geocentricSun(firstMidnight + DAY, deltaT);
  let minute = 0;
  for (let midnight = firstMidnight; midnight <= lastSample; midnight += DAY) {
    if (midnight > firstMidnight) {
      previous = current;
      current = next;
      next = geocentricSun(midnight + DAY, deltaT);
    }
    const a0 = current.rightAscension;
    const aMinus = unwrap(previous.rightAscension, a0);
    const aPlus = unwrap(next.rightAscension, a0);
    const aB = (aPlus - aMinus) / 2;
    const aC = (aPlus - 2 * a0 + aMinus) / 2;
    const d0 = current.declination;
    const dB = (next.declination - previous.declination) / 2;
    const dC = (next.declination - 2 * d0 + previous.declination) / 2;
    const n0 = current.nutationInRightAscension;
    const nB = (next.nutationInRightAscension - previous.nutationInRightAscension) / 2;
    const r0 = current.radius;
    const rB = (next.radius - previous.radius) / 2;
    const dayEnd = midnight + DAY;
    for (; minute < minutes; minute++) {
      const instant = start + minute * 60_000 + 30_000;
      if (instant >= dayEnd) break;
      const f = (instant - midnight) / DAY;
      const alpha = a0 + f * (aB + f * aC);
      const delta = d0 + f * (dB + f * dC);
      const nu = meanSiderealTime(instant) + n0 + f * nB;
      topocentric(frame, alpha, delta, nu, r0 + f * rB, out);
      elevation[minute] = out.elevation;
      azimuth[minute] = out.azimuth;
      const e = out.elevation * RAD;
      const a = out.azimuth * RAD;
      east[minute] = Math.cos(e) * Math.sin(a);
      north[minute] = Math.cos(e) * Math.cos(a);
      up[minute] = Math.sin(e);
    }
  }
  return { start, minutes, elevation, azimuth, east, north, up };
}
