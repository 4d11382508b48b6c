/**
 * Figures a benchmark reports for bench/results/latest.json. Each benchmark runs in
 * its own process (bench/index.ts); it appends its figures to the file named by
 * BENCH_FIGURES_FILE (one JSON object per line), and index.ts gathers them with the date, the
 * commit and the machine. Run alone, a benchmark only prints.
 */
import { appendFileSync } from 'node:fs';

export type Figure = {
  /** What was measured, e.g. "GET /api/projects requests/s vs floor". */
  name: string;
  value: number | null;
  unit: string;
  /** The goal as written in the issue, e.g. "≥ 0.9" or "≤ 150 KB"; null when there is none. */
  goal: string | null;
  /** Whether the goal is met; null when there is no goal or no value. */
  met: boolean | null;
  /** How it was measured, in a few words. */
  method?: string;
};

export function figure(
  name: string,
  value: number | null,
  unit: string,
  goal?: { atMost?: number; atLeast?: number; below?: number; text?: string },
  method?: string,
): Figure {
  let met: boolean | null = null;
  let text: string | null = goal?.text ?? null;
  if (goal && value !== null) {
    if (goal.atMost !== undefined) met = value <= goal.atMost;
    if (goal.atLeast !== undefined) met = value >= goal.atLeast;
    if (goal.below !== undefined) met = value < goal.below;
  }
  if (goal && text === null) {
    if (goal.atMost !== undefined) text = `≤ ${goal.atMost} ${unit}`;
    else if (goal.atLeast !== undefined) text = `≥ ${goal.atLeast} ${unit}`;
    else if (goal.below !== undefined) text = `< ${goal.below} ${unit}`;
  }
  return { name, value: value === null ? null : Number(value.toFixed(3)), unit, goal: text, met, method };
}

/** Records figures for latest.json (when run by `npm run bench`). */
export function record(benchmark: string, figures: Figure[]): void {
  const file = process.env.BENCH_FIGURES_FILE;
  if (!file) return;
  for (const f of figures) appendFileSync(file, `${JSON.stringify({ benchmark, ...f })}\n`);
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
