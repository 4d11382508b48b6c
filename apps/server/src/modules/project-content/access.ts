import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { findVisibleProject, type ProjectRow } from '../projects/access.js';
import { assertEditableProject } from '../projects/policy.js';

export type ContentActor = Pick<AccountContext, 'roles' | 'account' | 'subscription' | 'isExpired'>;

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
