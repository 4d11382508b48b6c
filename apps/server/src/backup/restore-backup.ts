import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { extract } from 'tar';
import type { DatabaseHandle, Queryable } from '../db/connection.js';
import { dropApplicationSchema, holdsData, tablesInDependencyOrder, writableColumns } from './catalog.js';
import { parseChecksums, sha256OfFile } from './checksums.js';
import { BackupError } from './errors.js';
import {
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  BackupManifestSchema,
  CHECKSUMS_MEMBER,
  MANIFEST_MEMBER,
  tableMember,
} from './manifest.js';
import { applyMigrations, buildMigrations } from './migration-level.js';

/** Rows per INSERT, and the most JSON text one INSERT carries (whichever comes first). */
const INSERT_ROWS = 500;
const INSERT_BYTES = 8 * 1024 * 1024;

export type RestoreResult = {
  manifest: BackupManifest;
  rows: number;
  /** Migrations the archive was at, and this build's (the restore ran the ones between). */
  fromLevel: number;
  toLevel: number;
};

const MEMBER_NAME = /^(manifest\.json|SHA256SUMS|tables\/[a-z_][a-z0-9_]*\.ndjson)$/;

/**
 * Restores an archive of createBackup into `database`, which must hold no one's data (unless
 * `force`). Every member's checksum is verified before the database is touched; then, in one
 * transaction, the schema is rebuilt at the archive's migration level, the rows and sequence
 * counters are written, and this build's later migrations run. Any failure rolls it all back.
 */
export async function restoreBackup(
  database: DatabaseHandle,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const staging = await mkdtemp(join(tmpdir(), 'vantage-restore-'));
  try {
    const manifest = await unpackAndVerify(file, staging);
    const migrations = buildMigrations();
    const level = manifest.migrations.length;
    if (level > migrations.length) {
      throw new BackupError(
        `The archive was made by a newer version (${manifest.appVersion}, ${level} migrations; this one has ${migrations.length}). Restore it with that version or a later one.`,
      );
    }
    manifest.migrations.forEach((applied, i) => {
      if (applied.createdAt !== migrations[i]!.folderMillis) {
        throw new BackupError(
          `The archive's migration ${i + 1} is not this version's (a different line of development); nothing was restored.`,
        );
      }
    });
    if (!options.force && (await holdsData(database.db))) {
      throw new BackupError(
        'The database already holds data (accounts, subscriptions or projects); nothing was restored. Restore into an empty database, or give --force to replace everything in it.',
      );
    }
    let rows = 0;
    await database.db.transaction(async (tx) => {
      if (database.kind === 'postgres') await tx.execute(sql`set local statement_timeout = 0`);
      await dropApplicationSchema(tx);
      await applyMigrations(tx, migrations.slice(0, level));
      const tables = await tablesInDependencyOrder(tx);
      const archived = new Map(manifest.tables.map((t) => [t.name, t.rows]));
      const missing = tables.filter((t) => !archived.has(t));
      const unknown = [...archived.keys()].filter((t) => !tables.includes(t));
      if (missing.length > 0 || unknown.length > 0) {
        throw new BackupError(
          `The archive's tables do not match its migration level (missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'}); nothing was restored.`,
        );
      }
      for (const table of tables) {
        const written = await insertRows(tx, table, join(staging, tableMember(table)));
        if (written !== archived.get(table)) {
          throw new BackupError(
            `Table ${table}: the archive holds ${written} rows, its manifest says ${archived.get(table)}; nothing was restored.`,
          );
        }
        rows += written;
      }
      for (const { name, lastValue } of manifest.sequences) {
        if (lastValue !== null)
          await tx.execute(
            sql`select setval(${`public.${quoteIdent(name)}`}::regclass, ${lastValue}::bigint, true)`,
          );
      }
      await applyMigrations(tx, migrations.slice(level));
    });
    return { manifest, rows, fromLevel: level, toLevel: migrations.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Unpacks the archive's known members into `staging` and checks every one against SHA256SUMS. */
async function unpackAndVerify(file: string, staging: string): Promise<BackupManifest> {
  const unexpected: string[] = [];
  try {
    await extract({
      file,
      cwd: staging,
      strict: true,
      filter: (path, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        if (type === 'Directory' && path.replace(/\/$/, '') === 'tables') return true;
        if (type === 'File' && MEMBER_NAME.test(path)) return true;
        unexpected.push(path);
        return false;
      },
    });
  } catch (error) {
    throw new BackupError(
      `The archive cannot be read (damaged, or not a Vantage backup: ${(error as Error).message}); nothing was restored.`,
    );
  }
  if (unexpected.length > 0) {
    throw new BackupError(
      `The archive holds members a Vantage backup does not have (${unexpected.slice(0, 3).join(', ')}); nothing was restored.`,
    );
  }
  if (!existsSync(join(staging, CHECKSUMS_MEMBER)) || !existsSync(join(staging, MANIFEST_MEMBER))) {
    throw new BackupError(
      'The archive has no manifest.json or SHA256SUMS: it is not a Vantage backup; nothing was restored.',
    );
  }
  const sums = parseChecksums(await readFile(join(staging, CHECKSUMS_MEMBER), 'utf8'));
  const present = [
    MANIFEST_MEMBER,
    ...(existsSync(join(staging, 'tables')) ? await readdir(join(staging, 'tables')) : []).map(
      (f) => `tables/${f}`,
    ),
  ];
  for (const member of present) {
    const expected = sums.get(member);
    if (!expected)
      throw new BackupError(`The archive's member ${member} has no checksum; nothing was restored.`);
    if ((await sha256OfFile(join(staging, member))) !== expected) {
      throw new BackupError(
        `The archive is damaged: ${member} does not match its SHA-256 checksum; nothing was restored.`,
      );
    }
  }
  const absent = [...sums.keys()].filter((member) => !present.includes(member));
  if (absent.length > 0)
    throw new BackupError(`The archive is incomplete: ${absent.join(', ')} missing; nothing was restored.`);
  const parsed = BackupManifestSchema.safeParse(
    JSON.parse(await readFile(join(staging, MANIFEST_MEMBER), 'utf8')),
  );
  if (!parsed.success)
    throw new BackupError(`The archive's manifest is not one Vantage writes; nothing was restored.`);
  if (parsed.data.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `The archive has format version ${parsed.data.formatVersion}; this version reads ${BACKUP_FORMAT_VERSION}. Nothing was restored.`,
    );
  }
  const tables = new Set(parsed.data.tables.map((t) => tableMember(t.name)));
  for (const member of present.slice(1)) {
    if (!tables.has(member))
      throw new BackupError(`The archive's ${member} is not in its manifest; nothing was restored.`);
  }
  for (const member of tables) {
    if (!present.includes(member))
      throw new BackupError(`The archive is incomplete: ${member} missing; nothing was restored.`);
  }
  return parsed.data;
}

/** Streams one table's lines into INSERTs of at most INSERT_ROWS rows or INSERT_BYTES of text. */
async function insertRows(tx: Queryable, table: string, path: string): Promise<number> {
  const columns = sql.join(
    (await writableColumns(tx, table)).map((column) => sql.identifier(column)),
    sql`, `,
  );
  let batch: string[] = [];
  let bytes = 0;
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${columns}) overriding system value
          select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${batch.join(',')}]`}::json)`,
    );
    written += batch.length;
    batch = [];
    bytes = 0;
  };
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) await flush();
  }
  await flush();
  return written;
}
