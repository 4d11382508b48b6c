import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import type { Queryable, Transaction } from '../../db/connection.js';
import { findVisibleProject, type ProjectRow } from '../projects/access.js';
import { lockProjectOf } from '../projects/lock.js';
import { assertEditableProject } from '../projects/policy.js';

export type ContentActor = Pick<AccountContext, 'roles' | 'account' | 'subscription' | 'isExpired' | 'user'>;

/**
 * The project whose content (viewpoints, tours, scenarios, planner objects, presets) the
 * caller changes: 404 unless visible, then 403 unless the caller may edit content
 * (projects/policy.ts: team roles, support staff, project members on their own projects;
 * never observers; never on an expired subscription). A presentation is a frozen copy the
 * public sees, so its content is read-only for everyone.
 */
export async function projectForContentEdit(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
): Promise<ProjectRow> {
  const project = await findVisibleProject(db, actor, projectId);
  authorize(actor, 'project.update');
  assertEditableProject(project);
  return project;
}

/** After a visibility check that already loaded the project row. */
export function assertMayEditProjectContent(actor: ContentActor, project: ProjectRow): void {
  authorize(actor, 'project.update');
  assertEditableProject(project);
}

/**
 * Every write to a project's content: visibility (404) and the edit rule (403) first, then
 * one transaction that locks the project row of the caller's subscription (projects/lock.ts)
 * and hands `work` the locked row and the transaction to write with. A transfer accepted by
 * another organisation meanwhile makes the write a 404 that wrote nothing; a write that got
 * the lock first makes the accept wait and then move the written content with the project.
 * `work` must not lock subscription rows before this (lock order: projects, then
 * subscriptions).
 */
export async function withContentEdit<T>(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  work: (tx: Transaction, project: ProjectRow) => Promise<T>,
): Promise<T> {
  await projectForContentEdit(db, actor, projectId);
  return db.transaction(async (tx) => work(tx, await lockProjectOf(tx, projectId, actor.subscription.id)));
}
