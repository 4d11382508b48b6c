import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { AppContext } from '../app-context.js';
import { loadConfig } from '../config.js';
import { createContext, databaseOptionsFrom } from '../context.js';
import { openDatabase } from '../db/connection.js';
import { QUERY_READ_TIMEOUT } from '../db/query-deadline.js';
import { serverMounts } from '../mounts.js';
import { createTestApp } from '../test/harness.js';
import { POSTGRES_URL, scratchPostgres } from '../test/scratch-postgres.js';
import { type TcpProxy, tcpProxy } from '../test/tcp-proxy.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const REDIS = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

/** The app on a new PostgreSQL database reached through a proxy, and optionally Redis too. */
async function appBehindProxies(
  env: Record<string, string>,
  options: { redis?: boolean } = {},
): Promise<{ app: FastifyInstance; ctx: AppContext; database: TcpProxy; redis?: TcpProxy }> {
  const scratch = await scratchPostgres();
  cleanups.push(scratch.drop);
  const target = new URL(POSTGRES_URL);
  const database = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  cleanups.push(database.close);
  const redis = options.redis
    ? await tcpProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) })
    : undefined;
  if (redis) cleanups.push(redis.close);
  const url = new URL(scratch.url);
  url.host = `127.0.0.1:${database.port}`;
  const config = loadConfig({
    DATABASE_URL: url.toString(),
    ...(redis ? { REDIS_URL: `redis://127.0.0.1:${redis.port}` } : {}),
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const handle = await openDatabase(databaseOptionsFrom(config));
  cleanups.push(() => handle.close());
  await handle.migrate();
  const ctx = await createContext(config, handle);
  const app = await buildApp(ctx, { mounts: serverMounts(ctx), logger: false });
  cleanups.push(() => app.close());
  await app.ready();
  return { app, ctx, database, redis };
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
}

describe('/readyz', { timeout: 60_000 }, () => {
  it('answers 200 ready with its checks', async () => {
    const t = await createTestApp();
    cleanups.push(t.close);
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', backplane: 'in-process' },
    });
  });

  it('a black-holed database: /readyz answers 503 within READYZ_TIMEOUT_SECONDS and the API within the pool timeouts', async () => {
    const { app, ctx, database } = await appBehindProxies({
      READYZ_TIMEOUT_SECONDS: '1',
      DATABASE_CONNECT_TIMEOUT_SECONDS: '1',
      DATABASE_STATEMENT_TIMEOUT_SECONDS: '1',
    });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    database.blackHole();

    const probe = await timed(app.inject({ url: '/readyz' }));
    expect(probe.value.statusCode).toBe(503);
    expect(probe.value.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'timeout', backplane: 'in-process' },
    });
    // 'timeout' is the probe's own limit ending the check; it cannot come before that limit.
    expect(probe.ms).toBeGreaterThanOrEqual(950);

    // A query on a pooled connection gives up after the statement timeout (+5 s on the
    // client side), a new connection after the connect timeout: no 50 s hang.
    const query = await timed(
      ctx.database.ping().then(
        () => 'answered',
        (error: Error) => error.message,
      ),
    );
    // Ended by a client-side deadline, not by the operating system's TCP timeout (minutes):
    // the pooled connection's read deadline, or, when the pool has dropped that connection
    // (as the probe's timed-out check may leave it), the new connection's connect timeout.
    // Which one comes first depends on the machine's load, so both are the outcome.
    expect([QUERY_READ_TIMEOUT, 'Connection terminated due to connection timeout']).toContain(query.value);
    expect(query.ms).toBeGreaterThanOrEqual(1_000);
  });

  it('reports the Redis backplane: 503 degraded while Redis is unreachable, ready again after', async () => {
    const { app, redis } = await appBehindProxies({}, { redis: true });
    expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', backplane: 'ok' },
    });
    redis!.cut();
    const down = await app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'degraded', checks: { database: 'ok', backplane: 'down' } });

    redis!.restore();
    const until = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < until && status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await app.inject({ url: '/readyz' })).statusCode;
    }
    expect(status).toBe(200);
  });
});
