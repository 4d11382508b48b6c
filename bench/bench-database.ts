import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '@vantage/server/testing';
import pg from 'pg';

export type BenchDatabase = { handle: DatabaseHandle; drop: () => Promise<void>; kind: string };

/**
 * An in-memory PGlite, or, given a PostgreSQL server's URL, a new database on it that `drop`
 * removes again.
 */
export async function openBenchDatabase(postgresUrl: string | undefined): Promise<BenchDatabase> {
  if (!postgresUrl) {
    const handle = await openDatabase({ kind: 'pglite' });
    return { handle, kind: 'PGlite (in memory)', drop: () => handle.close() };
  }
  const name = `vantage_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    handle,
    kind: `PostgreSQL (${name})`,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
