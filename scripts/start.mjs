#!/usr/bin/env node
// `npm start`: build whatever is older than its sources, then run the product on the
// embedded defaults (or whatever the environment configures).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from './server-node-args.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, '.tmp', 'build-stamp');
const sources = [
  'packages/contracts/src',
  'apps/server/src',
  'apps/server/migrations',
  'apps/web/src',
  'apps/web/index.html',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const built =
  existsSync(stamp) &&
  existsSync(join(root, 'apps/server/dist/main.js')) &&
  existsSync(join(root, 'apps/web/dist/index.html'));
const stale = !built || sources.some((source) => newestMtime(join(root, source)) > statSync(stamp).mtimeMs);
if (stale) {
  console.log('Building Vantage (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, new Date().toISOString());
}

// Embedded defaults (no SMTP_URL): mail is read in the dev mailbox, so it is switched on,
// never in production (the server refuses DEV_MAILBOX with NODE_ENV=production).
const env = { ...process.env };
if (!env.SMTP_URL && env.DEV_MAILBOX === undefined && env.NODE_ENV !== 'production') {
  env.DEV_MAILBOX = 'true';
  console.warn(
    'Warning: DEV_MAILBOX=true - every mail is readable at /dev/mailbox. Set SMTP_URL for real use.',
  );
}
// Node.js 22.1+ keeps the compiled code of the server's modules here, so a later start does
// not parse and compile them again; older versions ignore it.
env.NODE_COMPILE_CACHE ??= join(root, '.tmp', 'node-compile-cache');
const server = spawnSync(process.execPath, [...serverNodeArgs(env), 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(server.status ?? 0);
