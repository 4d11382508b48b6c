import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampz, version } from './columns.js';
import { projects } from './projects.js';

/**
 * A project's constraint layers (docs/decisions/194-gis-import-constraint-layers.md): reference
 * features imported from GIS files, as the GeoJSON text (WGS84) that was checked and sent, with the name and colour the map shows
 * them by. `feature_count` and `byte_size` are kept beside the features so that a list and the
 * limits never read the features. Delete cascades from the project.
 */
export const constraintLayers = pgTable(
  'constraint_layers',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    geojson: text('geojson').notNull(),
    featureCount: integer('feature_count').notNull(),
    byteSize: integer('byte_size').notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: timestampz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('constraint_layers_project_idx').on(t.projectId)],
);
