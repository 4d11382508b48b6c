import type { ShadowReceptorFigures } from '@vantage/contracts/studies/shadow-api';
import type { ShadowPeriod } from '@vantage/contracts/studies/shadow-flicker';
import type { ShutdownRow } from '@vantage/contracts/studies/shadow-shutdown';
import { clockTime } from '@vantage/contracts/studies/shadow-time';

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csv = (rows: (string | number | null)[][]) =>
  `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;

/** The receptors' table: one row per receptor, its figures and each turbine's hours. */
export function receptorsCsv(figures: readonly ShadowReceptorFigures[]): string {
  return csv([
    [
      'receptor',
      'hours_per_year',
      'minutes_per_year',
      'days_per_year',
      'max_minutes_per_day',
      'first_date',
      'last_date',
      'expected_hours',
      'over_limits',
      'per_turbine_hours',
    ],
    ...figures.map((receptor) => [
      receptor.name,
      receptor.hours.toFixed(2),
      receptor.minutes,
      receptor.days,
      receptor.maxMinutesPerDay,
      receptor.firstDate,
      receptor.lastDate,
      receptor.expectedHours === null ? null : receptor.expectedHours.toFixed(2),
      receptor.exceeded ? 'yes' : 'no',
      receptor.perTurbine
        .filter((turbine) => turbine.minutes > 0)
        .map((turbine) => `${turbine.name}: ${(turbine.minutes / 60).toFixed(2)}`)
        .join('; '),
    ]),
  ]);
}

/** The local date YYYY-MM-DD of a day of the study year (0: 1 January). */
export const dateOfDay = (year: number, day: number) =>
  new Date(Date.UTC(year, 0, 1 + day)).toISOString().slice(0, 10);

/** Every shadow period: receptor, local date, start and end (HH:MM, end excluded), turbine. */
export function periodsCsv(
  year: number,
  figures: readonly ShadowReceptorFigures[],
  periods: readonly (readonly ShadowPeriod[])[],
  turbineNames: readonly string[],
): string {
  return csv([
    ['receptor', 'date', 'start', 'end', 'turbine'],
    ...periods.flatMap((list, r) =>
      list.map((period) => [
        figures[r]!.name,
        dateOfDay(year, period.day),
        clockTime(period.start),
        clockTime(period.end),
        turbineNames[period.turbine] ?? String(period.turbine),
      ]),
    ),
  ]);
}

/** The shutdown schedule a turbine controller is programmed from: turbine, date, stop, restart. */
export function shutdownCsv(rows: readonly ShutdownRow[], turbineNames: readonly string[]): string {
  return csv([
    ['turbine', 'date', 'stop', 'start_again'],
    ...rows.map((row) => [turbineNames[row.turbine] ?? String(row.turbine), row.date, row.start, row.end]),
  ]);
}
