import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../test/scratch-postgres.js';
import { type TcpProxy, tcpProxy } from '../test/tcp-proxy.js';
import { clientWithQueryDeadline, QUERY_READ_TIMEOUT } from './query-deadline.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A pool on this machine's PostgreSQL through a proxy, with the client-side limit `limitMs`. */
async function poolBehindProxy(limitMs: number): Promise<{ pool: pg.Pool; proxy: TcpProxy }> {
  const target = new URL(POSTGRES_URL);
  const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  cleanups.push(proxy.close);
  const url = new URL(POSTGRES_URL);
  url.host = `127.0.0.1:${proxy.port}`;
  const pool = new pg.Pool({
    connectionString: url.toString(),
    max: 2,
    connectionTimeoutMillis: 2_000,
    Client: clientWithQueryDeadline(limitMs, 50),
  });
  const errors: Error[] = [];
  pool.on('error', (error) => errors.push(error));
  cleanups.push(() => pool.end().catch(() => {}));
  return { pool, proxy };
}

async function timed<T>(work: Promise<T>): Promise<{ outcome: T | Error; ms: number }> {
  const started = performance.now();
  const outcome = await work.then(
    (value) => value,
    (error: Error) => error,
  );
  return { outcome, ms: performance.now() - started };
}

describe('the client-side query deadline (one sweep per pool)', { timeout: 20_000 }, () => {
  it('answers queries that finish in time, with their rows, in every calling form', async () => {
    const { pool } = await poolBehindProxy(2_000);
    const viaPool = await pool.query<{ n: number }>('select $1::int as n, pg_sleep(0.2)', [7]);
    expect(viaPool.rows[0]!.n).toBe(7);

    const client = await pool.connect();
    try {
      const promised = await client.query<{ word: string }>({
        text: 'select $1::text as word',
        values: ['ok'],
      });
      expect(promised.rows).toEqual([{ word: 'ok' }]);
      const calledBack = await new Promise<pg.QueryResult>((resolve, reject) =>
        client.query('select 2 as two', (error: Error | null, result: pg.QueryResult) =>
          error ? reject(error) : resolve(result),
        ),
      );
      expect(calledBack.rows).toEqual([{ two: 2 }]);
      await expect(client.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    } finally {
      client.release();
    }
  });

  it('fails a query the database stopped answering after the limit, and the pool replaces the connection', async () => {
    const { pool, proxy } = await poolBehindProxy(500);
    await pool.query('select 1'); // a pooled connection, idle
    proxy.blackHole();

    const stuck = await timed(pool.query('select 1'));
    expect(stuck.outcome).toBeInstanceOf(Error);
    expect((stuck.outcome as Error).message).toBe(QUERY_READ_TIMEOUT);
    // Not before the limit; how long after it depends on the machine's load, and the error
    // says that the limit, not the database, ended the query.
    expect(stuck.ms).toBeGreaterThanOrEqual(450);
    expect(pool.totalCount).toBe(0);

    proxy.restore();
    const after = await pool.query<{ n: number }>('select 3 as n');
    expect(after.rows).toEqual([{ n: 3 }]);
  });

  it('a query in a checked-out client (a transaction) fails too, and so does the one queued behind it', async () => {
    const { pool } = await poolBehindProxy(400);
    const client = await pool.connect();
    cleanups.push(async () => client.release(true));
    await client.query('begin');
    // Slower than the limit but answered by the server later: given up on at the limit.
    const slow = timed(client.query('select pg_sleep(3)'));
    const queued = timed(client.query('select 1'));
    const [first, second] = await Promise.all([slow, queued]);
    expect((first.outcome as Error).message).toBe(QUERY_READ_TIMEOUT);
    expect(first.ms).toBeGreaterThanOrEqual(350);
    // The connection is closed with it: the queued query does not wait behind the stuck one
    // (had it waited, the server would have answered it after the sleep, with its row).
    expect(second.outcome).toBeInstanceOf(Error);
  });
});
