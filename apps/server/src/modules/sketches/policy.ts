import { SKETCH_FEATURE_KEY } from '@vantage/contracts/sketches';
import type { Queryable } from '../../db/connection.js';
import { assertFeatureEnabled } from '../features/policy.js';
import { assertMayEditProjectContent, type ContentActor } from '../project-content/access.js';
import { findVisibleProject, type ProjectRow } from '../projects/access.js';

/**
 * Who may do what with a project's sketch annotations (decision 196):
 * - list them: whoever sees the project (Observers too: the team sees the sketches); another
 *   organisation's project is 404;
 * - draw or change them: whoever may change the project's content (`project.update`; 403 for
 *   Observers, presentations and expired subscriptions), and the SketchLayer module Enabled
 *   (403 naming it, SKETCH_LOCKED_DETAIL);
 * - delete them: the content rule only, so that what was drawn before stays removable.
 */
export const projectForSketchRead = (db: Queryable, actor: ContentActor, projectId: number) =>
  findVisibleProject(db, actor, projectId);

export async function projectForSketchDelete(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
): Promise<ProjectRow> {
  const project = await findVisibleProject(db, actor, projectId);
  assertMayEditProjectContent(actor, project);
  return project;
}

export async function projectForSketchDraw(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
): Promise<ProjectRow> {
  const project = await projectForSketchDelete(db, actor, projectId);
  await assertFeatureEnabled(db, actor, SKETCH_FEATURE_KEY, 'Sketch layer (SketchLayer)');
  return project;
}
