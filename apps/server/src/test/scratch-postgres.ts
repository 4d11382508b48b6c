import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from './database.js';

/** This machine's PostgreSQL (CI starts it), or the run's DATABASE_URL. */
export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database (no migrations), for tests of start-up itself and of
 * separate server processes; `drop` removes it with whatever is still connected.
 */
export async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vantage_scratch_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: withDatabase(POSTGRES_URL, name),
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
