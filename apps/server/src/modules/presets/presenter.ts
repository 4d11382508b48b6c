import type { Preset } from '@vantage/contracts';
import type { presets } from '../../db/schema/index.js';

export type PresetRow = typeof presets.$inferSelect;

export function presentPreset(row: PresetRow): Preset {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    plannerObjectTypeId: row.plannerObjectTypeId,
    presetDataJson: row.presetDataJson,
    version: row.version,
  };
}
