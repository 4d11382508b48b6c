import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { pgliteTemplate } from './pglite-template.js';
import { clientWithQueryDeadline } from './query-deadline.js';
import * as schema from './schema/index.js';

export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * One query API for both engines. PGlite's drizzle database offers the same methods as
 * node-postgres's, so the rest of the server is written against this one type.
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: what a repository function takes. */
export type Queryable = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock: on PostgreSQL a session advisory lock, so
   * processes starting at once migrate and seed one after the other; on PGlite (one process
   * per directory) it just runs it.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** The pool's counts (PostgreSQL only), for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
};

/** Time limits of PostgreSQL connections (a black-holed database must not hang requests). */
export type PoolTimeouts = {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
};

export const defaultPoolTimeouts: PoolTimeouts = {
  connectMs: 5_000,
  statementMs: 30_000,
  idleInTransactionMs: 60_000,
};

/** Key of the advisory lock taken around migrations and seeding ("vant"). */
export const STARTUP_LOCK_KEY = 0x76616e74;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: Partial<PoolTimeouts> }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /** Archive a new dataDir starts from (default: the build's, pglite-template.ts). */
      template?: string;
    };

/**
 * The embedded database's buffer pool (idle memory). PostgreSQL's default of 128 MB
 * lives in PGlite's WebAssembly memory, inside the server process, and is touched when the
 * database starts: with it the server idled at ~550 MB RSS on Node.js 24. 16 MB holds the
 * embedded installs' data (10,000 projects answered as fast, measured with bench/projects.ts);
 * reads beyond it come from the files through the operating system's cache. Larger
 * installations use PostgreSQL (DATABASE_URL), where this does not apply.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
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
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One process per data directory: a second server or the admin CLI stops here (data-dir-lock.ts).
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let client: PGlite;
  try {
    // A new directory starts from the build's migrated template instead of initdb.
    const isNew = options.dataDir !== undefined && !existsSync(join(options.dataDir, 'PG_VERSION'));
    const loadDataDir = options.loadDataDir ?? (isNew ? pgliteTemplate(options.template) : undefined);
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    withStartupLock: (work) => work(),
  };
}

/** For the test harness (it snapshots a migrated PGlite once and copies it) and the build's template. */
export async function dumpPglite(
  handle: DatabaseHandle,
  compression: 'none' | 'gzip' = 'none',
): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return (await client.dumpDataDir(compression)) as Blob;
}
