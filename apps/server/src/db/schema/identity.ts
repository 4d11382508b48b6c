import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampz } from './columns.js';

/** Accounts of the embedded identity provider (unused when OIDC_ISSUER points at Keycloak). */
export const identityAccounts = pgTable(
  'identity_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('identity_accounts_email_key').on(sql`lower(${t.email})`)],
);

/** oidc-provider adapter storage: sessions, grants, codes, refresh tokens, interactions. */
export const identityModels = pgTable(
  'identity_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestampz('expires_at'),
    consumedAt: timestampz('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('identity_models_grant_idx').on(t.grantId),
    index('identity_models_uid_idx').on(t.uid),
  ],
);

/** Signing keys of the embedded provider, kept so that a restart keeps tokens valid. */
export const identityKeys = pgTable('identity_keys', {
  id: text('id').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});
