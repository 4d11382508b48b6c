import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { dumpPglite, openDatabase } from '../db/connection.js';
import { seedReferenceData } from '../seed/reference.js';
import { PG_TEMPLATE_DB, PGLITE_SNAPSHOT, withDatabase } from './database.js';

/** Migrates one database once; every test file then copies it (fast test databases). */
export default async function setup(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    await seedReferenceData(handle.db);
    const blob = await dumpPglite(handle);
    mkdirSync(dirname(PGLITE_SNAPSHOT), { recursive: true });
    writeFileSync(PGLITE_SNAPSHOT, Buffer.from(await blob.arrayBuffer()));
    await handle.close();
    return;
  }
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(baseUrl, PG_TEMPLATE_DB) });
  await handle.migrate();
  await seedReferenceData(handle.db);
  await handle.close();
}
