import type { Scenario } from '@vantage/contracts';
import type { scenarios } from '../../db/schema/index.js';

export type ScenarioRow = typeof scenarios.$inferSelect;

export function presentScenario(row: ScenarioRow): Scenario {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    visible: row.visible,
    color: row.color,
    tagNames: row.tagNames,
    scenarioDataJson: row.scenarioDataJson,
    sortOrder: row.sortOrder,
    version: row.version,
  };
}
