import { sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type Queryable } from '../db/connection.js';

/**
 * A database's migration level: the migrations applied to it, as Drizzle's ledger
 * (drizzle.__drizzle_migrations) records them. Drizzle decides by `created_at` (the journal's
 * `when`) alone, and so do we.
 */
export type AppliedMigration = { hash: string; createdAt: number };

export function buildMigrations(): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder });
}

export async function appliedMigrations(db: Queryable): Promise<AppliedMigration[]> {
  const { rows } = await db.execute(
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return (rows as Array<{ hash: string; created_at: string | number }>).map((row) => ({
    hash: row.hash,
    createdAt: Number(row.created_at),
  }));
}

/**
 * Applies `migrations` and records them in the ledger, exactly as Drizzle's migrator does, but
 * inside the caller's transaction: a restore that fails leaves no half-built schema behind.
 */
export async function applyMigrations(tx: Queryable, migrations: MigrationMeta[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
