import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { create as createTar } from 'tar';
import type { DatabaseHandle, Queryable } from '../db/connection.js';
import { buildInfo } from '../version/build-info.js';
import { sequenceValues, tablesInDependencyOrder } from './catalog.js';
import { formatChecksums, sha256OfFile } from './checksums.js';
import {
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  CHECKSUMS_MEMBER,
  MANIFEST_MEMBER,
  tableMember,
} from './manifest.js';
import { appliedMigrations } from './migration-level.js';

/** Rows fetched per round trip; photos and terrain grids are megabytes each. */
const FETCH_ROWS = 100;

/**
 * Writes the whole database into one gzip'd tar at `file`: manifest.json, one
 * tables/<table>.ndjson per table (each row as PostgreSQL's `row_to_json`, so bytea is hex and
 * the text is the same for PGlite and PostgreSQL) and SHA256SUMS over every other member.
 * Everything is read in one repeatable-read transaction: a consistent picture of a running
 * PostgreSQL. Rows go from a cursor to a file, never all in memory.
 */
export async function createBackup(database: DatabaseHandle, file: string): Promise<BackupManifest> {
  const staging = await mkdtemp(join(tmpdir(), 'vantage-backup-'));
  try {
    await mkdir(join(staging, 'tables'));
    const manifest = await database.db.transaction(
      async (tx) => {
        const tables: BackupManifest['tables'] = [];
        for (const name of await tablesInDependencyOrder(tx)) {
          tables.push({ name, rows: await writeTable(tx, name, join(staging, tableMember(name))) });
        }
        const info = buildInfo();
        return {
          format: 'vantage-backup',
          formatVersion: BACKUP_FORMAT_VERSION,
          appVersion: info.version,
          commit: info.commit,
          createdAt: new Date().toISOString(),
          sourceDialect: database.kind,
          migrations: await appliedMigrations(tx),
          tables,
          sequences: await sequenceValues(tx),
        } satisfies BackupManifest;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await writeFile(join(staging, MANIFEST_MEMBER), `${JSON.stringify(manifest, null, 2)}\n`);
    const members = [MANIFEST_MEMBER, ...manifest.tables.map((t) => tableMember(t.name))];
    const sums = new Map<string, string>();
    for (const member of members) sums.set(member, await sha256OfFile(join(staging, member)));
    await writeFile(join(staging, CHECKSUMS_MEMBER), formatChecksums(sums));
    const target = resolve(file);
    await mkdir(dirname(target), { recursive: true });
    await createTar({ file: target, cwd: staging, gzip: true, portable: true }, [
      MANIFEST_MEMBER,
      CHECKSUMS_MEMBER,
      ...members.slice(1),
    ]);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function writeTable(tx: Queryable, table: string, path: string): Promise<number> {
  const out = createWriteStream(path);
  let rows = 0;
  try {
    await tx.execute(
      sql`declare vantage_backup no scroll cursor for select row_to_json(t)::text as line from ${sql.identifier(table)} t`,
    );
    for (;;) {
      const { rows: batch } = await tx.execute(sql.raw(`fetch forward ${FETCH_ROWS} from vantage_backup`));
      if (batch.length === 0) break;
      for (const { line } of batch as Array<{ line: string }>) {
        if (!out.write(`${line}\n`)) await once(out, 'drain');
        rows++;
      }
    }
    await tx.execute(sql`close vantage_backup`);
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}
