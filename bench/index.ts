/**
 * `npm run bench`: runs each benchmark in its own process, one after the other, so that
 * one's memory and sockets do not skew the next. Add a benchmark by adding its file here.
 * `npm run bench -- first-load api-floor` runs only those (names without `.ts`).
 *
 * Writes every figure (value, unit, goal, met) with the date, the commit and the machine to
 * bench/results/latest.json. Git keeps that and baseline.json (the run the budgets in
 * docs/performance.md were set from); compare a run with `git diff` or by loading both.
 */
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, type as osType, release, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const BENCHMARKS = [
  'first-load.ts',
  'api-floor.ts',
  'start-memory.ts',
  'hub.ts',
  'hub-vs-socketio.ts',
  'projects.ts',
  'lighthouse.ts',
  'signin-flood.ts',
  'password-reset.ts',
  'viewer.ts',
  'viewer-terrain.ts',
  'planner.ts',
  'planner-together.ts',
  'ztv.ts',
  'shadow-flicker.ts',
  'noise.ts',
  'report.ts',
  'abuse.ts',
];

/**
 * The Node.js the benchmarks (and the servers they start) run on: one the product supports
 * (package.json `engines`), as production runs it (the Dockerfile's Node.js 24). When the
 * shell's Node.js is not one of them (this machine kind has Node.js 20), the newest supported
 * major comes from the registry's `node` package, as `.ci/run` does for its Node 24 pass.
 * BENCH_NODE=<path> names one; when the registry cannot be reached, the shell's is used and
 * the run says so.
 */
function benchRuntime(): { path: string; version: string } {
  const versionOf = (path: string) => execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  if (process.env.BENCH_NODE)
    return { path: process.env.BENCH_NODE, version: versionOf(process.env.BENCH_NODE) };
  const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines
    .node as string;
  const majors = [...engines.matchAll(/\^(\d+)/g)].map((match) => Number(match[1]));
  if (majors.includes(Number(process.versions.node.split('.')[0]))) {
    return { path: process.execPath, version: process.version };
  }
  const major = Math.max(...majors);
  try {
    const path = execFileSync('npx', ['-y', '-p', `node@${major}`, '--', 'node', '-p', 'process.execPath'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const version = versionOf(path);
    console.log(
      `Node.js ${process.version} is not a supported runtime (engines ${engines}): benchmarks run on ${version}`,
    );
    return { path, version };
  } catch {
    console.warn(
      `Node.js ${process.version} is not a supported runtime (engines ${engines}), and node@${major} could not be fetched: running on it anyway`,
    );
    return { path: process.execPath, version: process.version };
  }
}

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const selected =
  only.length > 0 ? BENCHMARKS.filter((file) => only.includes(file.replace(/\.ts$/, ''))) : BENCHMARKS;
const resultsDir = fileURLToPath(new URL('results/', import.meta.url));
mkdirSync(resultsDir, { recursive: true });
const figuresFile = `${resultsDir}.figures-${process.pid}.jsonl`;
rmSync(figuresFile, { force: true });

const runtime = benchRuntime();
const startedAt = new Date();
let failed = 0;
for (const file of selected) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  console.log(`\n== ${file} ==`);
  const result = spawnSync(runtime.path, ['--expose-gc', '--import', 'tsx', path], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_FIGURES_FILE: figuresFile },
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(`${file} failed (exit ${result.status ?? result.signal})`);
  }
}

const git = (command: string) => {
  try {
    return execSync(`git ${command}`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};
const figures = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
rmSync(figuresFile, { force: true });
const commit = git('rev-parse --short HEAD');
// A run of some benchmarks keeps the other benchmarks' figures of the previous latest.json,
// each marked with the run it comes from.
const previousFile = `${resultsDir}latest.json`;
if (only.length > 0 && existsSync(previousFile)) {
  const previous = JSON.parse(readFileSync(previousFile, 'utf8')) as {
    date: string;
    commit: string | null;
    figures: Array<{ benchmark: string; from?: string }>;
  };
  const ran = new Set(selected.map((file) => file.replace(/\.ts$/, '')));
  for (const f of previous.figures ?? []) {
    if (!ran.has(f.benchmark)) figures.push({ ...f, from: f.from ?? `${previous.date} ${previous.commit}` });
  }
}
const results = {
  date: startedAt.toISOString(),
  commit,
  dirty: git('status --porcelain --untracked-files=no') !== '',
  benchmarks: [...new Set(figures.map((f) => f.benchmark as string))],
  machine: {
    os: `${osType()} ${release()}`,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGB: Number((totalmem() / 1024 ** 3).toFixed(1)),
    freeMemoryGB: Number((freemem() / 1024 ** 3).toFixed(1)),
    node: runtime.version,
  },
  figures,
};
const json = `${JSON.stringify(results, null, 2)}\n`;
writeFileSync(`${resultsDir}latest.json`, json);
const missed = figures.filter((f) => f.met === false);
console.log(
  `\n${figures.length} figures written to bench/results/latest.json` +
    (missed.length ? `; goals missed: ${missed.map((f) => f.name).join('; ')}` : ''),
);
process.exit(failed === 0 ? 0 : 1);
