import type { AccountContext } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { forbidden } from '../../http/problem.js';
import { findVisibleProject, type ProjectRow } from '../projects/access.js';
import { assertMayEditContent } from '../projects/policy.js';
import { isPresentation } from '../publishing/kinds.js';

export type ContentActor = Pick<AccountContext, 'roles' | 'account' | 'subscription' | 'isExpired'>;

export const PRESENTATION_READ_ONLY_DETAIL =
  'A presentation cannot be changed. Create a new presentation from the original project instead.';

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
  assertMayEditContent(actor);
  assertEditableProject(project);
  return project;
}

export function assertEditableProject(project: Pick<ProjectRow, 'publicationKey'>): void {
  if (isPresentation(project)) throw forbidden(PRESENTATION_READ_ONLY_DETAIL);
}

/** After a visibility check that already loaded the project row. */
export function assertMayEditProjectContent(actor: ContentActor, project: ProjectRow): void {
  assertMayEditContent(actor);
  assertEditableProject(project);
}
