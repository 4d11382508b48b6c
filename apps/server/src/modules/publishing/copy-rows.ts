import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/connection.js';

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters for these tables. */
const CHUNK = 1000;

/**
 * Reserves `count` ids of a serial table, so that copies are inserted with known ids and
 * the source -> copy mapping does not depend on the order INSERT ... RETURNING answers in.
 */
export async function reserveIds(tx: Transaction, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return result.rows.map((row) => Number(row.id));
}

export async function insertChunked<T extends PgTable>(tx: Transaction, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
}
