/**
 * Makes package-lock.json complete for `npm ci`.
 *
 * The registry this project installs from does not carry every platform build of every
 * package (e.g. @biomejs/cli-win32-x64 at the version we use). `npm install` then writes a
 * lockfile without those optional entries, and `npm ci` refuses it ("Missing: … from lock
 * file"). This adds the missing optional platform packages with their version, `os`, `cpu` and
 * `libc` taken from the package name; npm skips them on every other platform, so nothing is
 * ever fetched for them here. Run it after changing dependencies: `npm run lockfile`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const platform =
  /-(android|darwin|freebsd|linux|openbsd|sunos|win32|aix)-(arm64|arm|x64|ia32|ppc64|s390x|riscv64|loong64)(?:-(musl|gnu|msvc))?$/;

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${path.slice(0, path.lastIndexOf('node_modules/') + 13) || 'node_modules/'}${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[key] || lock.packages[hoisted]) continue;
    const match = platform.exec(name);
    if (!match) {
      console.warn(`left alone: ${name}@${version} (optional, not a platform build)`);
      continue;
    }
    const [, os, cpu, libc] = match;
    lock.packages[hoisted] = {
      version,
      cpu: [cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(libc === 'musl' || libc === 'gnu' ? { libc: [libc === 'gnu' ? 'glibc' : 'musl'] } : {}),
      optional: true,
      os: [os],
    };
    added += 1;
  }
}

const root = lock.packages[''];
const rest = Object.keys(lock.packages)
  .filter((key) => key !== '')
  .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
lock.packages = { '': root, ...Object.fromEntries(rest.map((key) => [key, lock.packages[key]])) };
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform entr${added === 1 ? 'y' : 'ies'} added`);
