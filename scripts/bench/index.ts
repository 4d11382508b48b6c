/**
 * `npm run bench`: runs each benchmark in its own process, one after the other, so that
 * one's memory and sockets do not skew the next. Add a benchmark by adding its file here.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHMARKS = ['hub.ts', 'projects.ts', 'viewer.ts'];

let failed = 0;
for (const file of BENCHMARKS) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  console.log(`\n== ${file} ==`);
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`${file} failed (exit ${result.status ?? result.signal})`);
  }
}
process.exit(failed === 0 ? 0 : 1);
