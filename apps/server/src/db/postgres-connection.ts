import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  type DatabaseHandle,
  type DatabaseOptions,
  defaultPoolTimeouts,
  migrationsFolder,
  STARTUP_LOCK_KEY,
} from './connection.js';
import { clientWithQueryDeadline } from './query-deadline.js';
import * as schema from './schema/index.js';

/** PostgreSQL through node-postgres (openDatabase loads this module only for DATABASE_URL). */
export async function openPostgres(
  options: Extract<DatabaseOptions, { kind: 'postgres' }>,
): Promise<DatabaseHandle> {
  const timeouts = { ...defaultPoolTimeouts, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // Until the server is ready for queries (TCP connect, TLS, start-up): also how long a
    // request waits for a free connection of the pool.
    connectionTimeoutMillis: timeouts.connectMs,
    // Server side: statements and forgotten transactions are cut off ...
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // ... and client side, for a server that stopped answering altogether (one sweep per
    // pool instead of pg's query_timeout, a timer per query: query-deadline.ts).
    Client: clientWithQueryDeadline(timeouts.statementMs + 5_000),
  });
  // An idle client whose connection the server ends (restart, failover, a dropped test
  // database) emits 'error' on the pool; without a listener that would crash the process.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  // Migrations and the lock run on their own connection, without the statement timeouts:
  // a long migration, or waiting for another process's, is not a hanging request.
  const dedicated = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: timeouts.connectMs,
    });
    client.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => {});
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: () => dedicated((client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder })),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    withStartupLock: (work) =>
      dedicated(async (client) => {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        // Ending the session releases the lock, also when `work` fails.
        return work();
      }),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
