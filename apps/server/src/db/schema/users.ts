import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampz } from './columns.js';
import { files } from './files.js';

/** One row per person, created by ensure-created from the token's claims. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** `embedded` for our own provider, else the external issuer's URL. */
    identityProvider: text('identity_provider').notNull(),
    avatarFileId: uuid('avatar_file_id').references(() => files.id, { onDelete: 'set null' }),
    activeClientId: text('active_client_id'),
    isActive: boolean('is_active').notNull().default(false),
    lastActivityAt: timestampz('last_activity_at'),
    lastReleaseNotesViewedAt: timestampz('last_release_notes_viewed_at'),
    /** `en`, `nl` or `de` as the person chose it (profile page); null follows the browser. */
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);
