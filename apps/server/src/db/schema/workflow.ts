import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userAccounts } from './accounts.js';
import { createdAt, timestampz } from './columns.js';
import { projects } from './projects.js';
import { subscriptions } from './subscriptions.js';

export const TransferStatuses = ['Pending', 'Rejected', 'Accepted', 'Revoked'] as const;

export const ownershipTransfers = pgTable(
  'ownership_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fromSubscriptionId: integer('from_subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    requestedByUserAccountId: integer('requested_by_user_account_id').references(() => userAccounts.id, {
      onDelete: 'set null',
    }),
    requestedByEmail: text('requested_by_email').notNull(),
    requestedByFirstName: text('requested_by_first_name').notNull().default(''),
    requestedByLastName: text('requested_by_last_name').notNull().default(''),
    targetUserAccountId: integer('target_user_account_id').references(() => userAccounts.id, {
      onDelete: 'set null',
    }),
    targetEmail: text('target_email').notNull(),
    status: text('status', { enum: TransferStatuses }).notNull().default('Pending'),
    requestedAt: createdAt(),
    decidedAt: timestampz('decided_at'),
    acceptedIntoSubscriptionId: integer('accepted_into_subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('ownership_transfers_one_pending').on(t.projectId).where(sql`${t.status} = 'Pending'`),
    index('ownership_transfers_target_idx').on(sql`lower(${t.targetEmail})`),
  ],
);

export const InvitationStatuses = ['Pending', 'Accepted', 'Declined', 'Revoked'] as const;

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    /** Random activation key, at least 128 bits, URL-safe. */
    key: text('key').notNull().unique(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    inviteeEmail: text('invitee_email').notNull(),
    level: text('level', { enum: ['Observer', 'ProjectMember', 'TeamMember'] }).notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    invitedByUserAccountId: integer('invited_by_user_account_id').references(() => userAccounts.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: InvitationStatuses }).notNull().default('Pending'),
    inviteAt: createdAt(),
    expiresAt: timestampz('expires_at').notNull(),
    activatedAt: timestampz('activated_at'),
  },
  (t) => [
    uniqueIndex('invitations_one_pending')
      .on(t.subscriptionId, sql`lower(${t.inviteeEmail})`)
      .where(sql`${t.status} = 'Pending'`),
    index('invitations_invitee_idx').on(sql`lower(${t.inviteeEmail})`),
  ],
);
