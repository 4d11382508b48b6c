import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampz } from './columns.js';
import { invitations } from './workflow.js';

/** Release notes shown in the banner and on the support page. */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  notificationDate: timestampz('notification_date').notNull().defaultNow(),
  title: text('title').notNull(),
  content: text('content').notNull(),
});

/** Mail captured for the dev mailbox when no SMTP server is configured. */
export const mails = pgTable('mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

/** Process-independent settings such as maintenance mode (admin CLI). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestampz('updated_at').notNull().defaultNow(),
});

export const OutboxStatuses = ['Pending', 'Sent', 'Failed', 'Cancelled'] as const;
export type OutboxStatus = (typeof OutboxStatuses)[number];

/**
 * Mail to send, written in the transaction of the change that causes it and sent by the
 * outbox poller of any process (mail/outbox.ts, docs/decisions/183-mail-outbox.md).
 * `claimedUntil` is the lease of the process sending it: a process that dies mid-send
 * leaves a row that another process claims again once the lease has passed. A settled row
 * (Sent, Failed, Cancelled) is deleted after MAIL_OUTBOX_RETENTION_DAYS: a sent one counts
 * from `sentAt`, the others from `nextAttemptAt`, which is set to when they settled.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: OutboxStatuses }).notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampz('next_attempt_at').notNull().defaultNow(),
    claimedUntil: timestampz('claimed_until'),
    lastError: text('last_error'),
    /** The invitation the mail announces, so the Team screen can show a failed one. */
    invitationId: integer('invitation_id').references(() => invitations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    sentAt: timestampz('sent_at'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'Pending'`),
    index('mail_outbox_invitation_idx').on(t.invitationId),
  ],
);
