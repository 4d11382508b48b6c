import { integer, pgTable, primaryKey, serial, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { projects } from './projects.js';
import { subscriptions } from './subscriptions.js';
import { users } from './users.js';

export const RoleValues = [
  'Administrator',
  'Owner',
  'TeamMember',
  'ProjectMember',
  'Observer',
  'PublicSpectator',
  'SupportStaff',
] as const;
export type RoleValue = (typeof RoleValues)[number];

/** A user's membership of one subscription ("userAccountId" in the spec). */
export const userAccounts = pgTable(
  'user_accounts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    roles: text('roles').array().$type<RoleValue[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('user_accounts_user_subscription_key').on(t.userId, t.subscriptionId)],
);

/** Which projects a ProjectMember or Observer account may see. */
export const projectAccess = pgTable(
  'project_access',
  {
    userAccountId: integer('user_account_id')
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userAccountId, t.projectId] })],
);
