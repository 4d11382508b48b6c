import type { SetbackRule } from '@vantage/contracts';
import type { setbackRules } from '../../db/schema/index.js';

export type SetbackRuleRow = typeof setbackRules.$inferSelect;

export function presentSetbackRule(row: SetbackRuleRow): SetbackRule {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    targetKind: row.targetKind,
    receptorCategory: row.receptorCategory ?? null,
    constraintLayerId: row.constraintLayerId ?? null,
    distanceValue: row.distanceValue,
    distanceUnit: row.distanceUnit,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
