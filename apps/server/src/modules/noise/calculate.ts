import type { NoiseCalculation, NoiseCalculationRequest } from '@vantage/contracts';
import { checkNoiseBounds } from '@vantage/contracts/studies/noise-bounds';
import { NO_NOISE_SOURCES, noiseStudyOnGround } from '@vantage/contracts/studies/noise-study';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { scenarios } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/problem.js';
import type { StudyPool } from '../../studies/study-pool.js';
import type { ContentActor } from '../project-content/access.js';
import { projectTerrainSampler } from '../terrain-model/terrain-sampler.js';
import { noiseStudyInput } from './inputs.js';
import { projectForNoiseRead } from './policy.js';
import { noiseSettingsValues } from './service.js';

/**
 * The noise at the project's receptors from one scenario's turbines, by the same study
 * function the planner runs, in the study pool off the request thread, on the project's ground
 * (its terrain model where it covers every turbine and receptor, else 0 m). The bounds are
 * checked before any work (400 naming the bound).
 */
export async function calculateScenarioNoise(
  db: Queryable,
  pool: StudyPool,
  actor: ContentActor,
  projectId: number,
  request: NoiseCalculationRequest,
): Promise<NoiseCalculation> {
  await projectForNoiseRead(db, actor, projectId);
  const [scenario] = await db
    .select({ id: scenarios.id })
    .from(scenarios)
    .where(and(eq(scenarios.id, request.scenarioId), eq(scenarios.projectId, projectId)));
  if (!scenario) throw notFound(`Scenario ${request.scenarioId} does not exist in project ${projectId}.`);
  const settings = await noiseSettingsValues(db, projectId);
  const planned = await noiseStudyInput(db, projectId, scenario.id, settings);
  const sources = planned.turbines.filter((t) => !t.existing || settings.includeExistingTurbines).length;
  const bound = checkNoiseBounds(sources, planned.receptors.length);
  if (!bound.ok) throw badRequest(`${bound.message}.`);
  // Checked here, before a thread is asked: a scenario without sound power is the caller's to fix.
  if (!planned.turbines.some((t) => t.modes.length && (!t.existing || settings.includeExistingTurbines)))
    throw badRequest(NO_NOISE_SOURCES);
  const input = noiseStudyOnGround(planned, await projectTerrainSampler(db, projectId));
  return { scenarioId: scenario.id, ...(await pool.run('noise', { input, bands: request.bands === true })) };
}
