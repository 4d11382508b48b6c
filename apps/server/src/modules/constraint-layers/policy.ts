import type { Queryable } from '../../db/connection.js';
import { assertMayEditProjectContent, type ContentActor } from '../project-content/access.js';
import { findVisibleProject, type ProjectRow } from '../projects/access.js';

/**
 * Who may do what with a project's constraint layers (docs/decisions/194-gis-import-constraint-layers.md):
 * - list and read them: whoever sees the project (Observers too); another organisation's
 *   project is 404;
 * - create, rename, recolour or delete them: whoever may change the project's content (the
 *   policy table's `project.update`, as for viewpoints and setback rules; 403 for Observers,
 *   presentations and expired subscriptions).
 * No module gates them: they are the site's context, like receptors (decision 182).
 */
export const projectForConstraintLayerRead = (db: Queryable, actor: ContentActor, projectId: number) =>
  findVisibleProject(db, actor, projectId);

export async function projectForConstraintLayerEdit(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
): Promise<ProjectRow> {
  const project = await findVisibleProject(db, actor, projectId);
  assertMayEditProjectContent(actor, project);
  return project;
}
