import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

/** One process at a time on a PGlite data directory; the second is told who holds it. */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vantage-lock-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs a command to its end: exit code and everything it printed. */
function withoutServices(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = env;
  return rest;
}

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: repoRoot,
      // PGlite's lock: never the PostgreSQL or Redis a CI run sets for the other tests.
      env: { ...withoutServices(process.env), ...env, LOG_LEVEL: 'silent' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('PGlite data directory lock', () => {
  it('makes a second server and the admin CLI refuse, naming the PID that holds it', async () => {
    const dir = tempDir();
    // DATA_DIR/pglite is what the server and the admin CLI open.
    const server = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    try {
      expect(existsSync(join(dir, 'pglite', LOCK_FILE))).toBe(true);
      const admin = await run(['apps/server/src/admin/cli.ts', 'maintenance', 'on'], { DATA_DIR: dir });
      expect(admin.code).not.toBe(0);
      expect(admin.output).toContain(`in use by another process (PID ${process.pid}`);
      expect(admin.output).toContain('Stop that process first');
      const second = await run(['apps/server/src/main.ts'], { DATA_DIR: dir, PORT: '0' });
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(`in use by another process (PID ${process.pid}`);
    } finally {
      await server.close();
    }
    expect(existsSync(join(dir, 'pglite', LOCK_FILE))).toBe(false);
  }, 120_000);

  it('refuses a second lock in the same process, and locks again once released', () => {
    const dir = tempDir();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`PID ${process.pid}`);
    first.release();
    lockDataDir(dir).release();
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = tempDir();
    // A PID far above any pid_max: no such process.
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({
        pid: 2 ** 22 + 17,
        hostname: hostname(),
        startedAt: '2020-01-01T00:00:00Z',
        command: 'x',
      }),
    );
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toContain(`"pid":${process.pid}`);
    lock.release();
  });
});
