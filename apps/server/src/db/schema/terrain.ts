import { doublePrecision, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestampz } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * A project's own terrain model: the uploaded GeoTIFF resampled to a regular WGS 84
 * longitude/latitude grid (contracts' TerrainModel), at most one per project. A new upload
 * replaces the row, so `id` is the model's version: it never repeats, not even after a delete.
 * `gridGzip` holds the grid (`width × height` little-endian float32, row 0 north) gzipped, as
 * it is sent to clients that accept gzip.
 */
export const terrainModels = pgTable('terrain_models', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  sourceEpsgCode: integer('source_epsg_code').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  west: doublePrecision('west').notNull(),
  south: doublePrecision('south').notNull(),
  east: doublePrecision('east').notNull(),
  north: doublePrecision('north').notNull(),
  minHeight: doublePrecision('min_height').notNull(),
  maxHeight: doublePrecision('max_height').notNull(),
  sourceResolution: doublePrecision('source_resolution').notNull(),
  gridGzip: bytea('grid_gzip').notNull(),
  uploadedAt: timestampz('uploaded_at').notNull().defaultNow(),
  uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});
