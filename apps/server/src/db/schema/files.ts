import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.js';

/** Avatars and logos. Kept in the database; swap for object storage later. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  bytes: bytea('bytes').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});
