import type { I18n } from '@lingui/core';
import { ALTITUDE_DIGITS } from '@/lib/plan/format';

/**
 * How the public viewer writes numbers, distances, angles, positions and times, with `Intl` in
 * the active locale ("12.5 m", "12,5 m"). No grouping of thousands in measures ("7323 km"), as
 * the English texts always wrote them; a count is grouped ("1,280 px", "1.280 px").
 */
function number(i18n: I18n, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(i18n.locale, { useGrouping: false, signDisplay: 'negative', ...options });
}

/** A plain number with at most `digits` decimals: "0.62", "0,62". */
export function formatDecimal(i18n: I18n, value: number, digits = 1): string {
  return number(i18n, { maximumFractionDigits: digits }).format(value);
}

/** A count, grouped: "1,280". */
export function formatCount(i18n: I18n, value: number): string {
  return new Intl.NumberFormat(i18n.locale).format(value);
}

/** A length in metres (or another unit): "12.5 m", "7323 km", "73 cm", "50 mm". */
export function formatLength(
  i18n: I18n,
  value: number,
  {
    unit = 'meter',
    digits = 1,
  }: { unit?: 'meter' | 'kilometer' | 'centimeter' | 'millimeter'; digits?: number } = {},
): string {
  return number(i18n, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(
    value,
  );
}

/** A viewpoint's altitude (its eye height) as it was entered: "1.6 m", "1.75 m", "2 m", "1,75 m". */
export function formatAltitude(i18n: I18n, metres: number): string {
  return formatLength(i18n, metres, { digits: ALTITUDE_DIGITS });
}

/** An angle in degrees: "12.5°". */
export function formatAngle(i18n: I18n, degrees: number, digits = 1): string {
  return number(i18n, {
    style: 'unit',
    unit: 'degree',
    unitDisplay: 'narrow',
    maximumFractionDigits: digits,
  }).format(degrees);
}

const COMPASS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;

/** "250° (W)", "90° (O)": the heading, 0..360 clockwise from north, and its nearest compass point. */
export function formatHeading(i18n: I18n, degrees: number): string {
  const heading = ((degrees % 360) + 360) % 360;
  const point = i18n._(`viewer.compass.${COMPASS[Math.round(heading / 45) % 8]}`);
  return `${formatAngle(i18n, Math.round(heading), 0)} (${point})`;
}

/** "52.62050° N, 4.62400° E" */
export function formatCoordinates(i18n: I18n, latitude: number, longitude: number): string {
  const degrees = number(i18n, {
    style: 'unit',
    unit: 'degree',
    unitDisplay: 'narrow',
    minimumFractionDigits: 5,
    maximumFractionDigits: 5,
  });
  const lat = `${degrees.format(Math.abs(latitude))} ${i18n._(latitude < 0 ? 'viewer.compass.s' : 'viewer.compass.n')}`;
  const lon = `${degrees.format(Math.abs(longitude))} ${i18n._(longitude < 0 ? 'viewer.compass.w' : 'viewer.compass.e')}`;
  return `${lat}, ${lon}`;
}

/**
 * A date and time in UTC, to the minute: "2026-06-21 12:00" in English (as the guidance's
 * captions write it), "21 juni 2026 om 12:00", "21. Juni 2026 um 12:00".
 */
export function formatUtcDateTime(i18n: I18n, date: Date): string {
  if (i18n.locale === 'en') {
    const parts = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
  }
  return new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}
