import type { ShadowFlickerSettings } from '@vantage/contracts/studies/shadow-api';
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { timestampz, version } from './columns.js';
import { projects } from './projects.js';

/**
 * A project's shadow-flicker settings (docs/decisions/190-shadow-flicker-settings-and-isolines.md):
 * one row once someone saved them, the values as the contract's `ShadowFlickerSettings` (a field
 * left out is its default); no row reads as the defaults at version 1, so the first save makes
 * version 2. Delete cascades from the project.
 */
export const shadowFlickerSettings = pgTable('shadow_flicker_settings', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<ShadowFlickerSettings>().notNull(),
  version: version(),
  updatedAt: timestampz('updated_at').notNull().defaultNow(),
});
