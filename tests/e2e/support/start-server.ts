/**
 * Starts the real server for the end-to-end run (Playwright `webServer`), on a fresh database:
 * - DATABASE_URL set (CI): a new PostgreSQL database `vantage_e2e_<random>` next to it,
 *   dropped again when the run ends; REDIS_URL passes through;
 * - otherwise: PGlite in a new temporary directory, removed at the end.
 * Demo data is seeded either way. Builds the contracts (incrementally: seconds when they are
 * current) and the web app first, the latter only when its build is older than its sources
 * (support/web-build.ts: `npm test` has just built it), so the run always serves the current
 * dashboard; E2E_SKIP_BUILD=1 skips both without asking.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEV_ADMIN_TOKEN, E2E_PORT } from './config';
import { E2E_SERVER_LOG } from './server-log';
import { isWebBuildCurrent } from './web-build';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${result.status}`);
}

async function withAdmin<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

type Database = { env: Record<string, string>; cleanup: () => Promise<void> };

async function freshDatabase(): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'vantage-e2e-'));
    return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `vantage_e2e_${randomBytes(6).toString('hex')}`;
  await withAdmin(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    cleanup: () =>
      withAdmin(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}

async function main(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    run('npx', ['tsc', '-p', 'packages/contracts']);
    if (isWebBuildCurrent(root)) console.log('e2e: apps/web/dist is newer than its sources: not built again');
    else run('npm', ['run', 'build', '-w', 'apps/web']);
  }
  const database = await freshDatabase();
  // The log goes to a file as well, for the secret scan after the run (secret-scan.ts).
  const log = createWriteStream(E2E_SERVER_LOG, { flags: 'w' });
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...database.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      SEED_DEMO: 'true',
      // Test support routes (/dev/admin/*, see tests/e2e/support/admin.ts).
      DEV_ADMIN_TOKEN,
      // The dev mailbox: the tests read verification, reset and invitation mails there.
      DEV_MAILBOX: 'true',
      // Two attempts a second apart (the next poll takes it, within 5 s): a mail that cannot be
      // sent (team.spec.ts) fails within seconds, not after the production backoff of an hour.
      MAIL_MAX_ATTEMPTS: '2',
      MAIL_RETRY_BASE_MS: '1000',
      // Every test registers from this one address.
      REGISTRATIONS_PER_HOUR: '100000',
      // debug: every request's URL is logged (requests are logged at debug), which
      // is where codes and keys would leak; the secret scan reads this log.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'debug',
    },
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  // The terminal keeps what it showed before: warnings and errors only.
  server.stderr?.pipe(process.stderr);
  server.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n'))
      if (/"level":(4|5|6)\d/.test(line) || (line && !line.startsWith('{')))
        process.stdout.write(`${line}\n`);
  });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await database.cleanup().catch((error: unknown) => console.error('e2e cleanup failed', error));
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  server.on('exit', (code) => void stop(code ?? 1));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
