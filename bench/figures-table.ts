/**
 * Prints bench/results/latest.json (or the file given) as a Markdown table, for
 * docs/performance.md. Run: node --import tsx bench/figures-table.ts [file]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Row = {
  benchmark: string;
  name: string;
  value: number | null;
  unit: string;
  goal: string | null;
  met: boolean | null;
  from?: string;
};
const file = process.argv[2] ?? fileURLToPath(new URL('results/latest.json', import.meta.url));
const results = JSON.parse(readFileSync(file, 'utf8')) as {
  date: string;
  commit: string;
  machine: { os: string; cpu: string; cores: number; memoryGB: number; node: string };
  figures: Row[];
};
const m = results.machine;
console.log(
  `Run of ${results.date} at ${results.commit}; ${m.cores} × ${m.cpu}, ${m.memoryGB} GB, ${m.os}, Node.js ${m.node}.\n`,
);
console.log('| figure | value | goal | met |\n|---|---|---|---|');
for (const f of results.figures) {
  const value =
    f.value === null ? 'n/a' : `${Number(f.value.toFixed(f.value < 10 ? 2 : 0))} ${f.unit}`.trim();
  const met = f.met === null ? '' : f.met ? 'yes' : '**no**';
  console.log(`| ${f.name}${f.from ? ` (run of ${f.from})` : ''} | ${value} | ${f.goal ?? ''} | ${met} |`);
}
