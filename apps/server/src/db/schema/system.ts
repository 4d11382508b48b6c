import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampz } from './columns.js';

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
