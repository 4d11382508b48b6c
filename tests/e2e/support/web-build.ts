/**
 * Whether the builds the end-to-end server serves (the dashboard in apps/web/dist, the contracts
 * the server imports from packages/contracts/dist) are newer than everything they are built
 * from. `npm test` builds them minutes before its end-to-end step, and building again took a
 * minute of CI's two cores; a plain `npx playwright test` after an edit must still not test
 * a stale build, so the answer is "current" only when it can be shown.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A build's output folder and what goes into it (paths relative to the repository root). */
export type Build = { output: string; inputs: string[] };

export const CONTRACTS_BUILD: Build = {
  output: 'packages/contracts/dist',
  inputs: ['packages/contracts', 'tsconfig.base.json', 'package-lock.json'],
};

export const WEB_BUILD: Build = {
  output: 'apps/web/dist',
  inputs: [
    'apps/web',
    // The dashboard bundles the contracts' sources (vite.config.ts aliases them).
    'packages/contracts',
    'tsconfig.base.json',
    'package-lock.json',
    'scripts/check-bundle-budget.mjs',
    // Git ignores these, but Vite's loadEnv reads them into the build.
    'apps/web/.env',
    'apps/web/.env.local',
    'apps/web/.env.production',
    'apps/web/.env.production.local',
  ],
};

/** The modification times of every file under `dir` (the oldest tells when a build began writing). */
function fileTimes(dir: string): number[] {
  const times: number[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) times.push(statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return times;
}

/**
 * The newest modification time among the inputs' files (git's list: tracked and untracked, not
 * ignored, so no node_modules or dist) and their folders (whose time changes when a file is
 * deleted or renamed in them); undefined when git cannot list them.
 */
function newestInput(root: string, inputs: string[]): number | undefined {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listed.status !== 0) return undefined;
  const paths = new Set(listed.stdout.split('\0').filter(Boolean));
  for (const path of [...paths]) paths.add(dirname(path));
  for (const input of inputs) paths.add(input);
  let newest = 0;
  for (const path of paths) {
    const full = join(root, path);
    if (existsSync(full)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** True when every file of the build's output is newer than every one of its inputs. */
export function isBuildCurrent(root: string, build: Build): boolean {
  const output = join(root, build.output);
  if (!existsSync(output)) return false;
  const outputs = fileTimes(output);
  if (outputs.length === 0) return false;
  const newest = newestInput(root, build.inputs);
  return newest !== undefined && newest < Math.min(...outputs);
}
