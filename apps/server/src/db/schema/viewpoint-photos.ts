import { doublePrecision, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestampz } from './columns.js';
import { viewpoints } from './projects.js';
import { users } from './users.js';

/**
 * A viewpoint's photograph (contracts' ViewpointPhoto), at most one per viewpoint. `bytes` is
 * the re-encoded JPEG without any metadata: what the team and the public receive. A new
 * upload replaces the row, so `id` is the photo's version (its ETag): it never repeats, not
 * even after a delete. The camera columns keep what the upload's EXIF said (null when it did
 * not say), for the team only; the alignment columns say how the photo lies in the view.
 */
export const viewpointPhotos = pgTable('viewpoint_photos', {
  id: serial('id').primaryKey(),
  viewpointId: integer('viewpoint_id')
    .notNull()
    .unique()
    .references(() => viewpoints.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  kind: text('kind', { enum: ['frame', 'panorama'] }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  fileName: text('file_name').notNull(),
  /** EXIF DateTimeOriginal as the camera's local time, ISO 8601 without a zone. */
  takenAt: text('taken_at'),
  uploadedAt: timestampz('uploaded_at').notNull().defaultNow(),
  uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  cameraLatitude: doublePrecision('camera_latitude'),
  cameraLongitude: doublePrecision('camera_longitude'),
  cameraAltitude: doublePrecision('camera_altitude'),
  cameraHeading: doublePrecision('camera_heading'),
  focalLength35mm: doublePrecision('focal_length_35mm'),
  cameraFieldOfView: doublePrecision('camera_field_of_view'),
  heading: doublePrecision('heading').notNull(),
  pitch: doublePrecision('pitch').notNull(),
  roll: doublePrecision('roll').notNull(),
  fieldOfView: doublePrecision('field_of_view').notNull(),
});
