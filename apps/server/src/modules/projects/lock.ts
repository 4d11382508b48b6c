import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/connection.js';
import { projects } from '../../db/schema/index.js';
import { notFound } from '../../http/problem.js';
import type { ProjectRow } from './access.js';

/**
 * Every write to a project locks its row and re-checks, in the same transaction, that it
 * still belongs to the subscription the caller acts in. On PostgreSQL a
 * `SELECT ... FOR UPDATE` that waited for a concurrent transfer or delete re-reads the row
 * and re-applies the WHERE clause, so:
 * - a transfer accepted by B first -> A's rename, delete or logo change answers 404 and
 *   writes nothing (the row now belongs to B);
 * - a delete first -> the other deletes answer 404 and publish nothing;
 * - A's write first -> the accept waits for it and moves the changed project.
 * Lock order everywhere: project rows (by id), then subscription rows, so no deadlock.
 */
export async function lockProjectOf(
  tx: Transaction,
  projectId: number,
  subscriptionId: number,
): Promise<ProjectRow> {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.subscriptionId, subscriptionId)))
    .for('update');
  if (!row) throw notFound(`Project ${projectId} does not exist.`);
  return row;
}

/** Several rows of one subscription in id order (activating a revision locks two). */
export async function lockProjectsOf(
  tx: Transaction,
  projectIds: number[],
  subscriptionId: number,
): Promise<ProjectRow[]> {
  const rows = await tx
    .select()
    .from(projects)
    .where(and(inArray(projects.id, projectIds), eq(projects.subscriptionId, subscriptionId)))
    .orderBy(asc(projects.id))
    .for('update');
  const missing = projectIds.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw notFound(`Project ${missing} does not exist.`);
  return rows;
}
