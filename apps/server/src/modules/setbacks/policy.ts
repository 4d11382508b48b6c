import { SETBACK_FEATURE_KEY, SETBACK_FEATURE_LABEL } from '@vantage/contracts';
import type { Queryable } from '../../db/connection.js';
import { assertFeatureEnabled } from '../features/policy.js';
import { assertMayEditProjectContent, type ContentActor } from '../project-content/access.js';
import { findVisibleProject, type ProjectRow } from '../projects/access.js';

/**
 * Who may do what with a project's setback rules (the policy table's `project.update` for
 * changes: the roles that edit viewpoints; docs/decisions/181-setback-rules.md):
 * - read them and check a scenario against them: whoever sees the project (Observers too);
 *   another organisation's project is 404;
 * - create, change or delete them: whoever may change the project's content (403 for
 *   Observers, presentations and expired subscriptions);
 * - either needs the Buffer layer feature (`BufferLayer`) Enabled: 403 naming the module.
 */
export async function projectForSetbackRead(db: Queryable, actor: ContentActor, projectId: number) {
  const project = await findVisibleProject(db, actor, projectId);
  await assertFeatureEnabled(db, actor, SETBACK_FEATURE_KEY, SETBACK_FEATURE_LABEL);
  return project;
}

export async function projectForSetbackEdit(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
): Promise<ProjectRow> {
  const project = await findVisibleProject(db, actor, projectId);
  assertMayEditProjectContent(actor, project);
  await assertFeatureEnabled(db, actor, SETBACK_FEATURE_KEY, SETBACK_FEATURE_LABEL);
  return project;
}
