import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type IfMatch, ifMatchAllows } from '../../http/if-match.js';
import { changedBySomeoneElse } from '../../http/problem.js';

/**
 * Versions of a project's content (planner objects, viewpoints, scenarios, tours): every
 * change of a row sets `version = version + 1`, and a change sent with `If-Match` is made
 * only while the row is still at a version it names (docs/decisions/161-optimistic-concurrency.md).
 *
 * The check and the write are one step. Every change of a project's content runs in a
 * transaction that holds the project's row lock (project-content/access.ts), so the version
 * a change reads stays current until it commits; on top of that the UPDATE itself names the
 * version it read (`sameVersion`), so a write that would slip past the lock changes nothing
 * and answers 412 instead of overwriting in silence.
 */

/** `version + 1`, the value of `version` in every UPDATE of a versioned row. */
export const nextVersion = (column: AnyPgColumn): SQL => sql`${column} + 1`;

/** The UPDATE's guard: the row is still at the version read, when the caller sent If-Match. */
export const sameVersion = (column: AnyPgColumn, ifMatch: IfMatch, version: number): SQL | undefined =>
  ifMatch === undefined ? undefined : eq(column, version);

/**
 * 412 unless the item is at a version `ifMatch` names; `present` turns the row into the answer
 * the 412 carries as `current`.
 */
export function assertIfMatch<Row extends { name: string; version: number }>(
  ifMatch: IfMatch,
  kind: string,
  row: Row,
  present: (row: Row) => unknown,
): void {
  if (!ifMatchAllows(ifMatch, row.version)) throw staleItem(kind, row, present);
}

/** The 412 for one item: `<Kind> "<name>" was changed by someone else since you loaded it.` */
export function staleItem<Row extends { name: string }>(
  kind: string,
  row: Row,
  present: (row: Row) => unknown,
) {
  return changedBySomeoneElse(
    `${kind} "${row.name}" was changed by someone else since you loaded it.`,
    present(row),
  );
}
