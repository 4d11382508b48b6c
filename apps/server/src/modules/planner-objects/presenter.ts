import type { PlannerObject } from '@vantage/contracts';
import type { plannerObjects } from '../../db/schema/index.js';

export type PlannerObjectRow = typeof plannerObjects.$inferSelect;

export function presentPlannerObject(row: PlannerObjectRow): PlannerObject {
  return {
    id: row.id,
    name: row.name,
    projectId: row.projectId,
    presetId: row.presetId,
    scenarioId: row.scenarioId,
    tagNames: row.tagNames,
    layout: row.layout,
    plannerObjectDataJson: row.plannerObjectDataJson,
    points: row.points,
    rotation: row.rotation,
    plannerObjectTypeId: row.plannerObjectTypeId,
    version: row.version,
  };
}
