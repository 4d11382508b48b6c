import type { NoiseOutcome } from './noise-run';

const PERIODS = ['day', 'evening', 'night'] as const;
const db = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : value.toFixed(1);
/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const field = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * The receptor table as CSV: per receptor its category and the rule set's, the level by period
 * (and Lden), each period's limit and margin, whether it is over, and the night level from each
 * turbine, in dB(A) to a tenth.
 */
export function noiseCsv(study: NoiseOutcome['study']): string {
  const header = [
    'receptor',
    'category',
    'limit category',
    ...PERIODS.map((period) => `${period} dB(A)`),
    'Lden dB',
    ...PERIODS.flatMap((period) => [`${period} limit`, `${period} margin`]),
    'over a limit',
    ...study.sources.map((source) => `night from ${source.name}`),
  ];
  const rows = study.receptors.map((receptor) => [
    receptor.name,
    receptor.category,
    receptor.limitCategory,
    ...PERIODS.map((period) => db(receptor[period].total)),
    db(receptor.lden),
    ...PERIODS.flatMap((period) => [
      db(receptor.indicators[period]?.limit),
      db(receptor.indicators[period]?.margin),
    ]),
    receptor.over ? 'yes' : 'no',
    ...receptor.night.bySource.map(db),
  ]);
  return `${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
