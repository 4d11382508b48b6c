/**
 * Whether the dashboard's build (apps/web/dist) is newer than everything it is built from.
 * `npm test` builds it minutes before its end-to-end step, and building again took a minute of
 * CI's two cores; a plain `npx playwright test` after an edit must still not test a stale
 * build, so the answer is "current" only when it can be shown.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What goes into the dashboard's build, relative to the repository root. */
const WEB_INPUTS = [
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
];
const WEB_OUTPUT = 'apps/web/dist';

/** The oldest modification time of the files under `dir`: when the build began writing them. */
function oldestFile(dir: string): number | undefined {
  let oldest: number | undefined;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const time = statSync(join(entry.parentPath, entry.name)).mtimeMs;
    oldest = oldest === undefined ? time : Math.min(oldest, time);
  }
  return oldest;
}

/**
 * The newest modification time among the inputs' files (git's list: tracked and untracked, not
 * ignored, so no node_modules or dist) and the folders that hold them below the inputs' own (a
 * folder's time changes when something in it is deleted or renamed); undefined when git cannot
 * list them. The inputs' own folders are left out: tools write there beside the sources (Vite a
 * temporary copy of its config whenever it loads it, tsc its build info).
 */
function newestInput(root: string, inputs: string[]): number | undefined {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (listed.status !== 0) return undefined;
  const files = listed.stdout.split('\0').filter(Boolean);
  const folders = new Set<string>();
  for (const file of files) {
    for (let folder = dirname(file); inputs.some((input) => folder.startsWith(`${input}/`)); ) {
      folders.add(folder);
      folder = dirname(folder);
    }
  }
  let newest = 0;
  for (const path of [...files, ...folders, ...inputs]) {
    const full = join(root, path);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (stat.isFile() || folders.has(path)) newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

/** True when every file of apps/web/dist is newer than every one of the dashboard's inputs. */
export function isWebBuildCurrent(root: string): boolean {
  const output = join(root, WEB_OUTPUT);
  if (!existsSync(output)) return false;
  const built = oldestFile(output);
  const newest = newestInput(root, WEB_INPUTS);
  return built !== undefined && newest !== undefined && newest < built;
}
