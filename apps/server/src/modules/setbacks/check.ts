import {
  type ConstraintFeatureCollection,
  PLANNER_OBJECT_KINDS,
  plannerDataOf,
  RECEPTOR_CATEGORIES,
  type ReceptorCategory,
  receptorFootprintOf,
  type SetbackCheck,
  TURBINE_DEFAULT_SIZE,
} from '@vantage/contracts';
import {
  checkSetbacks,
  type SetbackConstraintLayer,
  type SetbackReceptor,
  type SetbackTurbine,
  type SiteBoundary,
} from '@vantage/contracts/studies/setbacks';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { constraintLayers, plannerObjects, presets, scenarios } from '../../db/schema/index.js';
import { notFound } from '../../http/problem.js';
import type { ContentActor } from '../project-content/access.js';
import { projectForSetbackRead } from './policy.js';
import { presentSetbackRule } from './presenter.js';
import { allSetbackRules } from './service.js';

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

const categoryOf = (value: unknown): ReceptorCategory =>
  RECEPTOR_CATEGORIES.includes(value as ReceptorCategory) ? (value as ReceptorCategory) : 'other';

/**
 * The project's setback rules evaluated for one scenario's wind turbines against the project's
 * receptors, site boundaries (of every scenario: they belong to the project) and the constraint
 * layers the rules name. Objects without a position
 * are left out; a receptor's category that is missing or unknown reads as `other`; a receptor
 * with a footprint (a building) is measured from its nearest wall.
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
  const layerIds = [
    ...new Set(rules.flatMap((rule) => (rule.constraintLayerId ? [rule.constraintLayerId] : []))),
  ];
  const layers: SetbackConstraintLayer[] = (
    layerIds.length === 0
      ? []
      : await db
          .select({ id: constraintLayers.id, name: constraintLayers.name, geojson: constraintLayers.geojson })
          .from(constraintLayers)
          .where(and(eq(constraintLayers.projectId, projectId), inArray(constraintLayers.id, layerIds)))
  ).map((layer) => ({
    id: layer.id,
    name: layer.name,
    // Stored only after `readConstraintGeoJson` accepted it.
    geometries: (JSON.parse(layer.geojson) as ConstraintFeatureCollection).features.map((f) => f.geometry),
  }));
  const turbines: SetbackTurbine[] = [];
  const receptors: SetbackReceptor[] = [];
  const boundaries: SiteBoundary[] = [];
  for (const { object, presetDataJson } of objects) {
    const point = object.points[0];
    if (!point) continue;
    // Each site boundary object is one part of the site, of every scenario (it belongs to the project).
    if (object.plannerObjectTypeId === PLANNER_OBJECT_KINDS.siteBoundary.typeId) {
      if (object.points.length >= 3)
        boundaries.push({ id: object.id, name: object.name, parts: [[object.points]] });
      continue;
    }
    const own = plannerDataOf(object.plannerObjectDataJson);
    if (
      object.plannerObjectTypeId === PLANNER_OBJECT_KINDS.turbine.typeId &&
      object.scenarioId === scenarioId
    ) {
      const preset = plannerDataOf(presetDataJson);
      turbines.push({
        id: object.id,
        name: object.name,
        longitude: point.longitude,
        latitude: point.latitude,
        hubHeight: positive(own.hubHeight) ?? positive(preset.hubHeight) ?? TURBINE_DEFAULT_SIZE.hubHeight,
        rotorDiameter:
          positive(own.rotorDiameter) ?? positive(preset.rotorDiameter) ?? TURBINE_DEFAULT_SIZE.rotorDiameter,
      });
    } else if (object.plannerObjectTypeId === PLANNER_OBJECT_KINDS.receptor.typeId) {
      receptors.push({
        id: object.id,
        name: object.name,
        category: categoryOf(own.category),
        longitude: point.longitude,
        latitude: point.latitude,
        footprint: receptorFootprintOf(own),
      });
    }
  }
  turbines.sort((a, b) => a.id - b.id);
  const inputs = rules.map((rule) => ({
    ...presentSetbackRule(rule),
    receptorCategory: rule.receptorCategory ?? null,
    constraintLayerId: rule.constraintLayerId ?? null,
  }));
  const breaches = checkSetbacks({
    rules: inputs,
    turbines,
    receptors,
    boundaries,
    constraintLayers: layers,
  });
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
