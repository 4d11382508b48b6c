import { DEFAULT_NOISE_SETTINGS_VALUES, type NoiseSettings } from '@vantage/contracts';
import type { noiseSettings } from '../../db/schema/index.js';

export type NoiseSettingsRow = typeof noiseSettings.$inferSelect;

/** The stored settings, or the defaults at version 1 for a project without a row. */
export function presentNoiseSettings(projectId: number, row: NoiseSettingsRow | undefined): NoiseSettings {
  return {
    projectId,
    ...DEFAULT_NOISE_SETTINGS_VALUES,
    ...row?.values,
    version: row?.version ?? 1,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}
