import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/connection.js';

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: a copy of the PGlite snapshot, or on
 * PostgreSQL (DATABASE_URL) a new database cloned from the migrated template.
 */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  drop(): Promise<void>;
}> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const snapshot = inject('pgliteSnapshot');
    if (!snapshot || !existsSync(snapshot)) {
      throw new Error('PGlite snapshot missing: run the server tests through vitest');
    }
    const loadDataDir = new Blob([readFileSync(snapshot)]);
    const handle = await openDatabase({ kind: 'pglite', loadDataDir });
    return { handle, drop: () => handle.close() };
  }
  const name = `vantage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const url = withDatabase(baseUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 20 });
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      // pool.end() resolves before its connections have closed; dropping WITH (FORCE) while
      // they close makes the server send them a FATAL nobody listens to (an unhandled error).
      for (let i = 0; i < 50; i++) {
        const { rows } = await cleanup.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
