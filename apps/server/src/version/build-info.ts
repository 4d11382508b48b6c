import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeVersion } from '@vantage/contracts';

/** What runs: the product's version (root package.json) and the commit it was built from. */
export type BuildInfo = { version: string; commit: string };

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** Written by the build beside the compiled server (`dist/build-info.json`, write-build-info.ts). */
const builtFile = fileURLToPath(new URL('../build-info.json', import.meta.url));

/**
 * The version and commit as the build sees them: VANTAGE_COMMIT when the build sets it (the
 * Docker image, whose context has no .git), else `git rev-parse HEAD` of the checkout, else
 * "unknown".
 */
export function readBuildInfoFromSources(env: NodeJS.ProcessEnv = process.env): BuildInfo {
  const { version } = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as { version?: string };
  return { version: version ?? '0.0.0', commit: env.VANTAGE_COMMIT?.trim() || gitCommit() };
}

function gitCommit(): string {
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]{40}$/.test(out) ? out : 'unknown';
  } catch {
    return 'unknown';
  }
}

let cached: BuildInfo | undefined;

/**
 * The build's answer, fixed when the server was compiled; run from sources (development,
 * tests) it is read from the checkout once per process.
 */
export function buildInfo(): BuildInfo {
  cached ??= existsSync(builtFile)
    ? (JSON.parse(readFileSync(builtFile, 'utf8')) as BuildInfo)
    : readBuildInfoFromSources();
  return cached;
}

/** "Vantage 0.1.0 (commit abc1234)": the logs' first line and the Support page say it so. */
export function describeBuild(product: string, info: BuildInfo = buildInfo()): string {
  return describeVersion(product, info);
}
