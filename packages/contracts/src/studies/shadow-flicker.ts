/**
 * Shadow flicker at receptors: the astronomical worst case for a local calendar year at every
 * minute, its figures per receptor and per turbine, the limits checked, and the expected
 * ("real") case. The method and every choice are in docs/studies/shadow-flicker.md.
 *
 * Positions are metres in one local planar frame (x east, y north), heights metres above sea
 * level (or any one datum) for the ground, above the ground for the hub and the receptor.
 */

import {
  chordRuleDistance,
  pointShaded,
  type ShadowWindow,
  windDiscShaded,
  windowFrame,
  windowShaded,
} from './shadow-geometry.js';
import { checkLimits, type LimitFlags, type ShadowLimits } from './shadow-limits.js';
import { type StudyYear, studyYear } from './shadow-time.js';
import type { SunSite } from './sun-position.js';
import { type SunTrack, sunTrack } from './sun-year.js';

export interface ShadowTurbine {
  x: number;
  y: number;
  groundHeight: number;
  hubHeight: number;
  rotorDiameter: number;
  /** The blade's greatest chord, metres, for the 20 % rule. */
  maxChord?: number;
  existing?: boolean;
}

export interface ShadowReceptor {
  x: number;
  y: number;
  groundHeight: number;
  /** The point's (or the window centre's) height above the ground; default 2 m. */
  height?: number;
  /** Absent: "all directions" (a point). */
  window?: ShadowWindow;
}

/** A turbine stopped from `startMinute` to `endMinute` (minute indices of the study year, end excluded). */
export interface ShadowStop {
  turbine: number;
  startMinute: number;
  endMinute: number;
}

export interface ExpectedCaseInput {
  /** Per local month, the fraction of the possible sunshine hours (long-term means). */
  sunshine: readonly number[];
  /** Per 30° sector (wind from 0°, 30°, … 330°, each ±15°), the share of the year's hours the turbines run. */
  operating: readonly number[];
  /**
   * 'facing-sun': the rotor keeps the worst case's orientation, the sector shares only scale;
   * 'wind': the rotor faces the sector's wind direction, and a minute counts for a sector only
   * when the ray towards the sun crosses the disc so oriented (exact per sector centre).
   */
  orientation?: 'facing-sun' | 'wind';
}

export interface ShadowSettings {
  year: number;
  /** IANA zone of the receptors' local time; default UTC. */
  timeZone?: string;
  /** The park's position for the sun. */
  site: SunSite;
  /** The sun's centre at least this high (geometric, degrees); default 3. */
  minimumElevation?: number;
  /** 'fixed' (default 2,000 m) or 'chord': each turbine's from its `maxChord` by the 20 % rule. */
  distance?: { rule: 'fixed'; metres?: number } | { rule: 'chord' };
  includeExisting?: boolean;
  limits?: ShadowLimits;
  expected?: ExpectedCaseInput;
  stops?: readonly ShadowStop[];
  deltaT?: number;
}

export interface TurbineShadow {
  turbine: number;
  minutes: number;
  days: number;
  maxMinutesPerDay: number;
  expectedMinutes?: number;
}

/** A run of shadow minutes from one turbine on one local day: start and end minute of the day (end excluded). */
export interface ShadowPeriod {
  day: number;
  start: number;
  end: number;
  turbine: number;
  /** Study-year minute index of the start (UTC-based, unambiguous). */
  startMinute: number;
}

export interface ReceptorShadow {
  receptor: number;
  minutes: number;
  hours: number;
  days: number;
  maxMinutesPerDay: number;
  /** YYYY-MM-DD, local; null without shadow. */
  firstDate: string | null;
  lastDate: string | null;
  perTurbine: TurbineShadow[];
  expectedHours?: number;
  flags: LimitFlags;
  periods: ShadowPeriod[];
}

export interface ShadowResult {
  year: StudyYear;
  receptors: ReceptorShadow[];
  /** Per receptor, per turbine: the sorted study-year minutes it shades (for the shutdown schedule). */
  minutes: Int32Array[][];
}

export const DEFAULT_MAX_DISTANCE = 2000;

/** The minutes with the sun high enough, bucketed by elevation and azimuth (cells of BIN degrees). */
interface SunIndex {
  offsets: Int32Array;
  minutes: Int32Array;
}

const BIN = 0.5;
const AZIMUTH_BINS = 360 / BIN;
const ELEVATION_BINS = 90 / BIN;

function indexSun(track: SunTrack, minimumElevation: number): SunIndex {
  const cell = (minute: number) =>
    Math.min(ELEVATION_BINS - 1, Math.floor(track.elevation[minute]! / BIN)) * AZIMUTH_BINS +
    Math.min(AZIMUTH_BINS - 1, Math.floor(track.azimuth[minute]! / BIN));
  const counts = new Int32Array(AZIMUTH_BINS * ELEVATION_BINS + 1);
  for (let m = 0; m < track.minutes; m++) if (track.elevation[m]! >= minimumElevation) counts[cell(m) + 1]!++;
  for (let i = 1; i < counts.length; i++) counts[i]! += counts[i - 1]!;
  const minutes = new Int32Array(counts[counts.length - 1]!);
  const fill = counts.slice();
  for (let m = 0; m < track.minutes; m++)
    if (track.elevation[m]! >= minimumElevation) minutes[fill[cell(m)]!++] = m;
  return { offsets: counts, minutes };
}

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/**
 * The half-width in azimuth (degrees) of a cone of angular radius `cone` around a direction of
 * elevation `centre`, over the elevations [low, high]: the largest ΔA with
 * sin e·sin c + cos e·cos c·cos ΔA ≥ cos(cone), by the spherical law of cosines.
 */
function azimuthHalfWidth(centre: number, cone: number, low: number, high: number): number {
  const c = centre * RAD;
  const limit = Math.cos(cone * RAD);
  let widest = 0;
  // The widest point of the cone lies at elevation asin(sin c / cos ρ); test it and the edges.
  const middle = Math.asin(Math.max(-1, Math.min(1, Math.sin(c) / limit))) * DEG;
  for (const e of [low, high, Math.max(low, Math.min(high, middle))]) {
    const er = e * RAD;
    const denominator = Math.cos(er) * Math.cos(c);
    if (denominator <= 1e-12) return 180;
    const cosine = (limit - Math.sin(er) * Math.sin(c)) / denominator;
    if (cosine <= -1) return 180;
    if (cosine < 1) widest = Math.max(widest, Math.acos(cosine) * DEG);
  }
  return widest;
}

/** The minutes at which the pair's test holds, unsorted, appended to `into`. */
function pairMinutes(
  index: SunIndex,
  minimumElevation: number,
  hx: number,
  hy: number,
  hz: number,
  radius: number,
  test: (m: number) => boolean,
  margin: number,
  into: number[],
): void {
  const length = Math.hypot(hx, hy, hz);
  if (length <= radius + margin) return;
  const cone = Math.asin(Math.min(1, (radius + margin) / length)) * DEG + 0.01;
  const elevation = Math.asin(hz / length) * DEG;
  const azimuth = (Math.atan2(hx, hy) * DEG + 360) % 360;
  const lowest = Math.max(minimumElevation, elevation - cone);
  const highest = Math.min(89.999, elevation + cone);
  if (lowest > highest) return;
  for (let band = Math.floor(lowest / BIN); band <= Math.floor(highest / BIN); band++) {
    const low = Math.max(lowest, band * BIN);
    const high = Math.min(highest, (band + 1) * BIN);
    const halfWidth = azimuthHalfWidth(elevation, cone, low, high);
    const from = halfWidth >= 180 ? 0 : Math.floor((azimuth - halfWidth) / BIN);
    const to = halfWidth >= 180 ? AZIMUTH_BINS - 1 : Math.floor((azimuth + halfWidth) / BIN);
    for (let a = from; a <= to; a++) {
      const bin = band * AZIMUTH_BINS + (((a % AZIMUTH_BINS) + AZIMUTH_BINS) % AZIMUTH_BINS);
      const end = index.offsets[bin + 1]!;
      for (let k = index.offsets[bin]!; k < end; k++) {
        const m = index.minutes[k]!;
        if (test(m)) into.push(m);
      }
    }
  }
}

function stopMasks(
  stops: readonly ShadowStop[] | undefined,
  turbines: number,
  minutes: number,
): (Uint8Array | null)[] {
  const masks: (Uint8Array | null)[] = Array.from({ length: turbines }, () => null);
  for (const stop of stops ?? []) {
    const mask = masks[stop.turbine] ?? new Uint8Array(minutes);
    masks[stop.turbine] = mask;
    mask.fill(1, Math.max(0, stop.startMinute), Math.min(minutes, stop.endMinute));
  }
  return masks;
}

const SECTOR_NORMALS = Array.from(
  { length: 12 },
  (_, k) => [Math.sin(k * 30 * RAD), Math.cos(k * 30 * RAD)] as const,
);

export function computeShadowFlicker(
  turbines: readonly ShadowTurbine[],
  receptors: readonly ShadowReceptor[],
  settings: ShadowSettings,
): ShadowResult {
  const year = studyYear(settings.year, settings.timeZone ?? 'UTC');
  const track = sunTrack(settings.site, year.start, year.minutes, settings.deltaT);
  const minimumElevation = settings.minimumElevation ?? 3;
  const index = indexSun(track, minimumElevation);
  const masks = stopMasks(settings.stops, turbines.length, year.minutes);
  const included = turbines.map((turbine) => settings.includeExisting !== false || !turbine.existing);
  const reach = turbines.map((turbine) =>
    settings.distance?.rule === 'chord'
      ? chordRuleDistance(turbine.maxChord ?? 0)
      : (settings.distance?.metres ?? DEFAULT_MAX_DISTANCE),
  );
  const { east, north, up } = track;
  const expected = settings.expected;
  const windOriented = expected?.orientation === 'wind';
  const sectorShares = expected?.operating ?? [];
  const union = new Uint8Array(year.minutes);
  const sectors = new Uint16Array(year.minutes);
  const results: ReceptorShadow[] = [];
  const allMinutes: Int32Array[][] = [];

  receptors.forEach((receptor, r) => {
    const frame = receptor.window ? windowFrame(receptor.window) : null;
    const pz = receptor.groundHeight + (receptor.height ?? 2);
    const perTurbineMinutes: Int32Array[] = [];
    const touched: number[] = [];
    const perTurbine: TurbineShadow[] = [];
    const periods: ShadowPeriod[] = [];
    let expectedMinutes = 0;
    turbines.forEach((turbine, t) => {
      const hx = turbine.x - receptor.x;
      const hy = turbine.y - receptor.y;
      const hz = turbine.groundHeight + turbine.hubHeight - pz;
      const radius = turbine.rotorDiameter / 2;
      const found: number[] = [];
      if (included[t] && Math.hypot(hx, hy) <= reach[t]!) {
        const test = frame
          ? (m: number) => windowShaded(frame, hx, hy, hz, east[m]!, north[m]!, up[m]!, radius)
          : (m: number) => pointShaded(hx, hy, hz, east[m]!, north[m]!, up[m]!, radius);
        pairMinutes(index, minimumElevation, hx, hy, hz, radius, test, frame?.halfDiagonal ?? 0, found);
      }
      const mask = masks[t];
      const minutes = Int32Array.from(mask ? found.filter((m) => !mask[m]) : found).sort();
      perTurbineMinutes.push(minutes);
      const days = new Map<number, number>();
      let turbineExpected = 0;
      let runStart = -1;
      for (let i = 0; i < minutes.length; i++) {
        const m = minutes[i]!;
        const day = year.day[m]!;
        days.set(day, (days.get(day) ?? 0) + 1);
        if (union[m] === 0) touched.push(m);
        union[m]! += 1;
        let bits = 0xfff;
        if (windOriented) {
          bits = 0;
          for (let k = 0; k < 12; k++) {
            const [nx, ny] = SECTOR_NORMALS[k]!;
            if (windDiscShaded(hx, hy, hz, east[m]!, north[m]!, up[m]!, radius, nx, ny)) bits |= 1 << k;
          }
        }
        sectors[m]! |= bits;
        if (expected)
          turbineExpected += (expected.sunshine[year.month[m]!] ?? 0) * shareOf(bits, sectorShares);
        if (runStart < 0) runStart = i;
        const next = minutes[i + 1];
        if (next === undefined || next !== m + 1 || year.day[next] !== day) {
          const first = minutes[runStart]!;
          periods.push({
            day,
            start: year.minuteOfDay[first]!,
            end: year.minuteOfDay[m]! + 1,
            turbine: t,
            startMinute: first,
          });
          runStart = -1;
        }
      }
      perTurbine.push({
        turbine: t,
        minutes: minutes.length,
        days: days.size,
        maxMinutesPerDay: Math.max(0, ...days.values()),
        ...(expected ? { expectedMinutes: turbineExpected } : {}),
      });
    });

    touched.sort((a, b) => a - b);
    const perDay = new Map<number, number>();
    for (const m of touched) {
      perDay.set(year.day[m]!, (perDay.get(year.day[m]!) ?? 0) + 1);
      if (expected)
        expectedMinutes += (expected.sunshine[year.month[m]!] ?? 0) * shareOf(sectors[m]!, sectorShares);
    }
    const nearDays = settings.limits?.daysOver
      ? daysOverNear(perTurbineMinutes, turbines, receptor, year, settings.limits.daysOver)
      : 0;
    const firstMinute = touched[0];
    const lastMinute = touched[touched.length - 1];
    const figures = {
      minutes: touched.length,
      maxMinutesPerDay: Math.max(0, ...perDay.values()),
    };
    periods.sort((a, b) => a.startMinute - b.startMinute || a.turbine - b.turbine);
    results.push({
      receptor: r,
      minutes: figures.minutes,
      hours: figures.minutes / 60,
      days: perDay.size,
      maxMinutesPerDay: figures.maxMinutesPerDay,
      firstDate: firstMinute === undefined ? null : year.dates[year.day[firstMinute]!]!,
      lastDate: lastMinute === undefined ? null : year.dates[year.day[lastMinute]!]!,
      perTurbine,
      ...(expected ? { expectedHours: expectedMinutes / 60 } : {}),
      flags: checkLimits(settings.limits ?? {}, figures.minutes / 60, figures.maxMinutesPerDay, nearDays),
      periods,
    });
    allMinutes.push(perTurbineMinutes);
    for (const m of touched) {
      union[m] = 0;
      sectors[m] = 0;
    }
  });
  return { year, receptors: results, minutes: allMinutes };
}

function shareOf(bits: number, shares: readonly number[]): number {
  let sum = 0;
  for (let k = 0; k < 12; k++) if (bits & (1 << k)) sum += shares[k] ?? 0;
  return sum;
}

/** The Dutch count: local days on which the turbines within N rotor diameters shade more than the minutes given. */
export function daysOverNear(
  perTurbineMinutes: readonly Int32Array[],
  turbines: readonly ShadowTurbine[],
  receptor: ShadowReceptor,
  year: StudyYear,
  rule: NonNullable<ShadowLimits['daysOver']>,
): number {
  const seen = new Set<number>();
  const perDay = new Map<number, number>();
  perTurbineMinutes.forEach((minutes, t) => {
    const turbine = turbines[t]!;
    const within = rule.withinRotorDiameters;
    if (
      within !== undefined &&
      Math.hypot(turbine.x - receptor.x, turbine.y - receptor.y) > within * turbine.rotorDiameter
    )
      return;
    for (const m of minutes) {
      if (seen.has(m)) continue;
      seen.add(m);
      perDay.set(year.day[m]!, (perDay.get(year.day[m]!) ?? 0) + 1);
    }
  });
  let days = 0;
  for (const count of perDay.values()) if (count > rule.minutesPerDay) days++;
  return days;
}
