import { SHADOW_FEATURE_KEY, SHADOW_FEATURE_LABEL } from '@vantage/contracts/studies/shadow-limits';
import type { Queryable } from '../../db/connection.js';
import { assertFeatureEnabled } from '../features/policy.js';
import { assertMayEditProjectContent, type ContentActor } from '../project-content/access.js';
import { findVisibleProject, type ProjectRow } from '../projects/access.js';

/**
 * Who may calculate a scenario's shadow flicker and read the project's shadow-flicker settings
 * (docs/decisions/184-shadow-flicker-in-the-product.md): whoever sees the project, Observers
 * too: the calculation changes nothing and reads only what they already see (the scenario's
 * turbines, the receptors), as the setback check; another organisation's project is 404. The
 * Shadow Flicker Simulation feature must be Enabled: 403 naming the module.
 */
export async function projectForShadowFlicker(db: Queryable, actor: ContentActor, projectId: number) {
  const project = await findVisibleProject(db, actor, projectId);
  await assertFeatureEnabled(db, actor, SHADOW_FEATURE_KEY, SHADOW_FEATURE_LABEL);
  return project;
}

/**
 * Who may change the project's shadow-flicker settings: whoever may change its content, as the
 * noise settings (403 for Observers, presentations and expired subscriptions), with the feature
 * Enabled.
 */
export async function projectForShadowFlickerEdit(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
): Promise<ProjectRow> {
  const project = await findVisibleProject(db, actor, projectId);
  assertMayEditProjectContent(actor, project);
  await assertFeatureEnabled(db, actor, SHADOW_FEATURE_KEY, SHADOW_FEATURE_LABEL);
  return project;
}
