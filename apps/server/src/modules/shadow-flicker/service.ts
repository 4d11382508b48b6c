import { plannerDataOf } from '@vantage/contracts';
import type { ShadowFlickerAnswer, ShadowFlickerRequest } from '@vantage/contracts/studies/shadow-api';
import { checkShadowBound } from '@vantage/contracts/studies/shadow-bound';
import { shadowFigures, shadowPlanStudy, shadowStudyOnGround } from '@vantage/contracts/studies/shadow-plan';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { plannerObjects, presets, scenarios } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/problem.js';
import type { StudyPool } from '../../studies/study-pool.js';
import type { ContentActor } from '../project-content/access.js';
import { projectTerrainSampler } from '../terrain-model/terrain-sampler.js';
import { projectForShadowFlicker } from './policy.js';
import { storedShadowFlickerSettings } from './settings.js';

/**
 * A scenario's shadow flicker at the project's receptors: the plan read as the planner reads it
 * (shadow-plan.ts), bounded in turbine–receptor pairs, put on the project's ground (its terrain
 * model where it covers every turbine and receptor, else 0 m), and computed in the study pool.
 */
export async function calculateScenarioShadowFlicker(
  db: Queryable,
  pool: StudyPool,
  actor: ContentActor,
  projectId: number,
  request: ShadowFlickerRequest,
): Promise<ShadowFlickerAnswer> {
  await projectForShadowFlicker(db, actor, projectId);
  const { scenarioId, ...asked } = request;
  const settings = { ...(await storedShadowFlickerSettings(db, projectId)), ...asked };
  const [scenario] = await db
    .select({ id: scenarios.id })
    .from(scenarios)
    .where(and(eq(scenarios.id, scenarioId), eq(scenarios.projectId, projectId)));
  if (!scenario) throw notFound(`Scenario ${scenarioId} does not exist in project ${projectId}.`);
  const rows = await db
    .select({ object: plannerObjects, presetDataJson: presets.presetDataJson })
    .from(plannerObjects)
    .leftJoin(presets, eq(presets.id, plannerObjects.presetId))
    .where(eq(plannerObjects.projectId, projectId));
  const objects = rows.flatMap(({ object, presetDataJson }) => {
    const point = object.points[0];
    if (!point) return [];
    return [
      {
        id: object.id,
        name: object.name,
        typeId: object.plannerObjectTypeId,
        scenarioId: object.scenarioId,
        longitude: point.longitude,
        latitude: point.latitude,
        data: plannerDataOf(object.plannerObjectDataJson),
        presetData: plannerDataOf(presetDataJson),
      },
    ];
  });
  const planned = shadowPlanStudy(objects, scenarioId, settings);
  const counted = planned.settings.includeExisting
    ? planned.turbines.length
    : planned.turbines.filter((turbine) => !turbine.existing).length;
  const bound = checkShadowBound(counted, planned.receptors.length);
  if (!bound.ok) throw badRequest(bound.message);
  const study = shadowStudyOnGround(planned, await projectTerrainSampler(db, projectId));
  const figures =
    study.turbines.length === 0 || study.receptors.length === 0
      ? []
      : await pool.run('shadowFlicker', {
          turbines: study.turbines,
          receptors: study.receptors,
          settings: study.settings,
        });
  return {
    scenarioId,
    ground: study.ground,
    year: study.settings.year,
    timeZone: study.settings.timeZone ?? 'UTC',
    limits: study.limits,
    receptors:
      figures.length === 0
        ? study.receptorRefs.map((receptor) => ({
            receptorId: receptor.id,
            name: receptor.name,
            minutes: 0,
            hours: 0,
            days: 0,
            maxMinutesPerDay: 0,
            firstDate: null,
            lastDate: null,
            expectedHours: null,
            exceeded: false,
            perTurbine: [],
          }))
        : shadowFigures(study, figures),
  };
}
