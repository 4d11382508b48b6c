import {
  PLANNER_OBJECT_KINDS,
  RECEPTOR_CATEGORIES,
  type ReceptorCategory,
  type SetbackCheck,
} from '@vantage/contracts';
import {
  checkSetbacks,
  type SetbackReceptor,
  type SetbackTurbine,
} from '@vantage/contracts/studies/setbacks';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { plannerObjects, presets, scenarios } from '../../db/schema/index.js';
import { notFound } from '../../http/problem.js';
import type { ContentActor } from '../project-content/access.js';
import { projectForSetbackRead } from './policy.js';
import { presentSetbackRule } from './presenter.js';
import { allSetbackRules } from './service.js';

/** The receptor kind's type id (issue 47's receptor kind, declared in planner-kinds.ts by its own change). */
const RECEPTOR_TYPE_ID = 5;

/**
 * A turbine's size when neither it nor its preset states one: the planner's own default
 * (apps/web/src/lib/plan/object-specs.ts `TURBINE_DEFAULTS`), so that the check measures the
 * turbine the planner draws.
 */
const DEFAULT_SIZE = { hubHeight: 150, rotorDiameter: 236 };

function dataOf(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const data: unknown = JSON.parse(json);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

const categoryOf = (value: unknown): ReceptorCategory =>
  RECEPTOR_CATEGORIES.includes(value as ReceptorCategory) ? (value as ReceptorCategory) : 'other';

/**
 * The project's setback rules evaluated for one scenario's wind turbines against the project's
 * receptors (of every scenario: receptors belong to the project). Objects without a position
 * are left out; a receptor's category that is missing or unknown reads as `other`.
 */
export async function checkScenarioSetbacks(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  scenarioId: number,
): Promise<SetbackCheck> {
  await projectForSetbackRead(db, actor, projectId);
  const [scenario] = await db
    .select({ id: scenarios.id })
    .from(scenarios)
    .where(and(eq(scenarios.id, scenarioId), eq(scenarios.projectId, projectId)));
  if (!scenario) throw notFound(`Scenario ${scenarioId} does not exist in project ${projectId}.`);
  const [rules, objects] = await Promise.all([
    allSetbackRules(db, projectId),
    db
      .select({ object: plannerObjects, presetDataJson: presets.presetDataJson })
      .from(plannerObjects)
      .leftJoin(presets, eq(presets.id, plannerObjects.presetId))
      .where(eq(plannerObjects.projectId, projectId)),
  ]);
  const turbines: SetbackTurbine[] = [];
  const receptors: SetbackReceptor[] = [];
  for (const { object, presetDataJson } of objects) {
    const point = object.points[0];
    if (!point) continue;
    const own = dataOf(object.plannerObjectDataJson);
    if (
      object.plannerObjectTypeId === PLANNER_OBJECT_KINDS.turbine.typeId &&
      object.scenarioId === scenarioId
    ) {
      const preset = dataOf(presetDataJson);
      turbines.push({
        id: object.id,
        name: object.name,
        longitude: point.longitude,
        latitude: point.latitude,
        hubHeight: positive(own.hubHeight) ?? positive(preset.hubHeight) ?? DEFAULT_SIZE.hubHeight,
        rotorDiameter:
          positive(own.rotorDiameter) ?? positive(preset.rotorDiameter) ?? DEFAULT_SIZE.rotorDiameter,
      });
    } else if (object.plannerObjectTypeId === RECEPTOR_TYPE_ID) {
      receptors.push({
        id: object.id,
        name: object.name,
        category: categoryOf(own.category),
        longitude: point.longitude,
        latitude: point.latitude,
      });
    }
  }
  turbines.sort((a, b) => a.id - b.id);
  const inputs = rules.map((rule) => ({
    ...presentSetbackRule(rule),
    receptorCategory: rule.receptorCategory ?? null,
  }));
  const breaches = checkSetbacks({ rules: inputs, turbines, receptors, boundaries: [] });
  const turbineNames = new Map(turbines.map((t) => [t.id, t.name]));
  const ruleNames = new Map(rules.map((r) => [r.id, r.name]));
  return {
    scenarioId,
    breaches: breaches.map((breach) => ({
      ...breach,
      turbineName: turbineNames.get(breach.turbineId) ?? '',
      ruleName: ruleNames.get(breach.ruleId) ?? '',
    })),
  };
}
