import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../config.js';

/**
 * One process at a time on an embedded (PGlite) data directory (two servers on
 * one directory lost half of their acknowledged writes). The lock is a file created with
 * O_EXCL that names its owner; a file whose process is gone (a crash, a kill -9) is taken
 * over. PostgreSQL needs none of this: it is a server of its own.
 */
export const LOCK_FILE = 'vantage.lock';

type Owner = { pid: number; hostname: string; startedAt: string; command: string };

export class DataDirLockedError extends ConfigError {}

/** Lock files this process holds: opening one directory twice in one process is refused too. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Owner;
  } catch {
    return undefined;
  }
}

function refusal(dataDir: string, owner: Owner, path: string): DataDirLockedError {
  const where = owner.hostname === hostname() ? '' : ` on host ${owner.hostname}`;
  return new DataDirLockedError(
    `The embedded database in ${dataDir} is in use by another process (PID ${owner.pid}${where}, ` +
      `"${owner.command}", since ${owner.startedAt}). Stop that process first: two processes on ` +
      `one PGlite directory lose data. If it is certainly gone, delete ${path}.`,
  );
}

/** Takes the lock or throws DataDirLockedError naming the process that holds it. */
export function lockDataDir(dataDir: string): { release(): void } {
  const path = join(dataDir, LOCK_FILE);
  const me: Owner = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' ').slice(0, 200),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      // A half-written file (an owner that crashed while writing it) counts as stale.
      // Our own PID on a file we do not hold: a previous life of this container (PID reuse).
      const stale =
        !owner ||
        (owner.hostname === me.hostname &&
          (owner.pid === process.pid ? !held.has(path) : !isAlive(owner.pid)));
      if (!stale) throw refusal(dataDir, owner, path);
      unlinkSync(path);
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    held.add(path);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held.delete(path);
      process.off('exit', release);
      // Only our own file: never one a successor wrote after we were presumed gone.
      if (readOwner(path)?.pid === process.pid) unlinkSync(path);
    };
    process.on('exit', release);
    return { release };
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dataDir}; try again.`);
}
