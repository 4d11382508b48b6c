import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../db/connection.js';
import { seedReferenceData } from '../seed/reference.js';
import { withDatabase } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: the migrated snapshot file every test file copies. */
    pgliteSnapshot: string;
    /** PostgreSQL runs: the migrated template database every test file clones. */
    pgTemplate: string;
  }
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Migrates one database once per run; every test file then copies it (fast test databases).
 * Names are unique per run, so concurrent runs on one machine do not trip over each other.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = randomBytes(4).toString('hex');
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dir = join(tmpdir(), `vantage-test-${runId}`);
    mkdirSync(dir, { recursive: true });
    const snapshot = join(dir, 'pglite-template.tar');
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    await seedReferenceData(handle.db);
    writeFileSync(snapshot, Buffer.from(await (await dumpPglite(handle)).arrayBuffer()));
    await handle.close();
    project.provide('pgliteSnapshot', snapshot);
    project.provide('pgTemplate', '');
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const template = `vantage_test_template_${runId}`;
  await withAdmin(baseUrl, (client) => client.query(`CREATE DATABASE ${template}`));
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(baseUrl, template) });
  await handle.migrate();
  await seedReferenceData(handle.db);
  await handle.close();
  project.provide('pgliteSnapshot', '');
  project.provide('pgTemplate', template);
  return () =>
    withAdmin(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
}
