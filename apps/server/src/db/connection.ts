import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema/index.js';

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

/**
 * Opens the database of the configuration. Each engine's driver is loaded only when it is the
 * one configured: an embedded install does not load node-postgres, a PostgreSQL one not PGlite.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return (await import('./postgres-connection.js')).openPostgres(options);
  return (await import('./pglite-connection.js')).openPglite(options);
}

/** For the test harness (it snapshots a migrated PGlite once and copies it) and the build's template. */
export async function dumpPglite(
  handle: DatabaseHandle,
  compression: 'none' | 'gzip' = 'none',
): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return (await client.dumpDataDir(compression)) as Blob;
}
