import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampz, version } from './columns.js';
import { projects } from './projects.js';

/**
 * A project's sketch annotations (SketchLayer, decision 196): a kind (label, arrow, line, area),
 * a colour, a text and its points in WGS 84. Copied with the project into clones and revisions;
 * delete cascades from the project. Not planner objects: nothing counts or publishes them.
 */
export const sketches = pgTable(
  'sketches',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    colour: text('colour').notNull(),
    text: text('text').notNull().default(''),
    points: jsonb('points').$type<Array<{ longitude: number; latitude: number }>>().notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: timestampz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sketches_project_idx').on(t.projectId)],
);
