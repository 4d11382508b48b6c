import type { NoiseSettingsValues } from '@vantage/contracts';
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { timestampz, version } from './columns.js';
import { projects } from './projects.js';

/**
 * A project's noise settings (docs/decisions/185-noise-study.md): one row once someone changed
 * them, the values as the contract's `NoiseSettingsValues`; no row reads as the defaults at
 * version 1, so the first change makes version 2. Delete cascades from the project.
 */
export const noiseSettings = pgTable('noise_settings', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<NoiseSettingsValues>().notNull(),
  version: version(),
  updatedAt: timestampz('updated_at').notNull().defaultNow(),
});
