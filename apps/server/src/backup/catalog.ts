import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/connection.js';

/**
 * What the database itself says about its tables, so that a backup holds every table of
 * the schema it was taken at, not only the ones this build's Drizzle schema names.
 */

const rowsOf = async <T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> =>
  (await db.execute(query)).rows as T[];

/** The application's tables (schema public), parents before the tables that refer to them. */
export async function tablesInDependencyOrder(db: Queryable): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((row) => row.name);
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class p on p.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
         where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error('The tables refer to each other in a cycle; cannot order them.');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** The columns a restore writes: all but the generated ones, which the database computes. */
export async function writableColumns(db: Queryable, table: string): Promise<string[]> {
  return (
    await rowsOf<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
           where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
           order by ordinal_position`,
    )
  ).map((row) => row.name);
}

export type SequenceValue = { name: string; lastValue: string | null };

/** Every sequence's counter (serial ids), so that a row made after a restore gets a new id. */
export async function sequenceValues(db: Queryable): Promise<SequenceValue[]> {
  return (
    await rowsOf<{ name: string; last_value: string | number | null }>(
      db,
      sql`select sequencename as name, last_value from pg_sequences where schemaname = 'public' order by sequencename`,
    )
  ).map((row) => ({ name: row.name, lastValue: row.last_value === null ? null : String(row.last_value) }));
}

/** Whether people's data is in the database: accounts, subscriptions, projects or files. */
export async function holdsData(db: Queryable): Promise<boolean> {
  const present = new Set(
    (
      await rowsOf<{ name: string }>(
        db,
        sql`select tablename as name from pg_tables where schemaname = 'public'`,
      )
    ).map((row) => row.name),
  );
  for (const table of ['users', 'subscriptions', 'projects', 'files', 'identity_accounts']) {
    if (!present.has(table)) continue;
    const [row] = await rowsOf<{ any: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table)}) as any`,
    );
    if (row?.any) return true;
  }
  return false;
}

/**
 * Removes the application's schema (its tables, functions, types and the migrations ledger),
 * leaving what extensions own: a restore rebuilds it at the archive's migration level.
 */
export async function dropApplicationSchema(db: Queryable): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  const notFromExtension = (oid: string) =>
    `not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype = 'e')`;
  const drops = await rowsOf<{ statement: string }>(
    db,
    sql.raw(`
      select 'drop view if exists ' || quote_ident(viewname) || ' cascade' as statement
        from pg_views where schemaname = 'public'
      union all
      select 'drop table if exists ' || quote_ident(c.relname) || ' cascade'
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and ${notFromExtension('c.oid')}`),
  );
  for (const { statement } of drops) await db.execute(sql.raw(statement));
  const rest = await rowsOf<{ statement: string }>(
    db,
    sql.raw(`
      select 'drop sequence if exists ' || quote_ident(c.relname) || ' cascade' as statement
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'S' and ${notFromExtension('c.oid')}
      union all
      select 'drop function if exists ' || p.oid::regprocedure::text || ' cascade'
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and ${notFromExtension('p.oid')}
      union all
      select 'drop type if exists ' || quote_ident(t.typname) || ' cascade'
        from pg_type t join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = 'public' and t.typtype in ('e', 'd', 'c') and t.typrelid = 0
         and ${notFromExtension('t.oid')}`),
  );
  for (const { statement } of rest) await db.execute(sql.raw(statement));
}
