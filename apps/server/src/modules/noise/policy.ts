import { NOISE_FEATURE_KEY, NOISE_FEATURE_LABEL } from '@vantage/contracts';
import type { Queryable } from '../../db/connection.js';
import { assertFeatureEnabled } from '../features/policy.js';
import { assertMayEditProjectContent, type ContentActor } from '../project-content/access.js';
import { findVisibleProject, type ProjectRow } from '../projects/access.js';

/**
 * Who may do what with a project's noise study (docs/decisions/185-noise-study.md):
 * - read the settings and calculate: whoever sees the project (Observers too); another
 *   organisation's project is 404;
 * - change the settings: whoever may change the project's content (403 for Observers,
 *   presentations and expired subscriptions);
 * - either needs the Noise Simulation feature (`NoiseSimulation`) Enabled: 403 naming the module.
 */
export async function projectForNoiseRead(db: Queryable, actor: ContentActor, projectId: number) {
  const project = await findVisibleProject(db, actor, projectId);
  await assertFeatureEnabled(db, actor, NOISE_FEATURE_KEY, NOISE_FEATURE_LABEL);
  return project;
}

export async function projectForNoiseEdit(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
): Promise<ProjectRow> {
  const project = await findVisibleProject(db, actor, projectId);
  assertMayEditProjectContent(actor, project);
  await assertFeatureEnabled(db, actor, NOISE_FEATURE_KEY, NOISE_FEATURE_LABEL);
  return project;
}
