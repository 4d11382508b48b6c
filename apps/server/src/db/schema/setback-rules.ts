import { RECEPTOR_CATEGORIES, SETBACK_DISTANCE_UNITS, SETBACK_TARGET_KINDS } from '@vantage/contracts';
import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampz, version } from './columns.js';
import { constraintLayers } from './constraint-layers.js';
import { projects } from './projects.js';

/**
 * A project's setback rules (docs/decisions/181-setback-rules.md): "turbines at least
 * `distanceValue` `distanceUnit` from" the receptors of `receptorCategory` or, for
 * `siteBoundary`, inside the site boundary at least that far from its edge, or, for
 * `constraintLayer`, the nearest feature of `constraint_layer_id`. Delete cascades from the
 * project and from the constraint layer (a rule about a layer gone asks nothing).
 */
export const setbackRules = pgTable(
  'setback_rules',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    targetKind: text('target_kind', { enum: SETBACK_TARGET_KINDS }).notNull(),
    receptorCategory: text('receptor_category', { enum: RECEPTOR_CATEGORIES }),
    constraintLayerId: integer('constraint_layer_id').references(() => constraintLayers.id, {
      onDelete: 'cascade',
    }),
    distanceValue: doublePrecision('distance_value').notNull(),
    distanceUnit: text('distance_unit', { enum: SETBACK_DISTANCE_UNITS }).notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: timestampz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('setback_rules_project_idx').on(t.projectId)],
);
