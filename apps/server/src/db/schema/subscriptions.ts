import { boolean, integer, jsonb, pgTable, serial, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampz } from './columns.js';
import { files } from './files.js';

export type SubscriptionLimits = {
  projectLimit: number;
  teamMemberLimit: number;
  projectMemberLimit: number;
  observerLimit: number;
  plannerObjectLimit: number;
  revisionsLimit: number;
  panoramaAICreditsLimit: number;
};

export const subscriptionTypes = pgTable('subscription_types', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  defaultLimits: jsonb('default_limits').$type<SubscriptionLimits>().notNull(),
  /** feature key -> state for new subscriptions of this type. */
  defaultFeatures: jsonb('default_features').$type<Record<string, string>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The organisation ("customerName" in the spec). */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number'),
  logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  /** Public key the dashboard sends as X-Subscription-Key. */
  key: text('key').notNull().unique(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  typeKey: text('type_key')
    .notNull()
    .references(() => subscriptionTypes.key),
  currentPlanId: text('current_plan_id'),
  isTrial: boolean('is_trial').notNull().default(false),
  expiresAt: timestampz('expires_at'),
  projectLimit: integer('project_limit').notNull(),
  teamMemberLimit: integer('team_member_limit').notNull(),
  projectMemberLimit: integer('project_member_limit').notNull(),
  observerLimit: integer('observer_limit').notNull(),
  plannerObjectLimit: integer('planner_object_limit').notNull(),
  revisionsLimit: integer('revisions_limit').notNull(),
  panoramaAICreditsLimit: integer('panorama_ai_credits_limit').notNull(),
  panoramaAICreditsUsed: integer('panorama_ai_credits_used').notNull().default(0),
  createdAt: createdAt(),
});

export const FeatureStates = ['Hidden', 'Disabled', 'Phantom', 'Enabled'] as const;

export const subscriptionFeatures = pgTable(
  'subscription_features',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    state: text('state', { enum: FeatureStates }).notNull(),
  },
  (t) => [unique('subscription_features_key').on(t.subscriptionId, t.key)],
);
