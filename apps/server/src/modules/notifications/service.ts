import { desc } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/connection.js';
import { notifications } from '../../db/schema/index.js';
import { countAll } from '../subscriptions/lock.js';

export type NotificationRow = typeof notifications.$inferSelect;

export async function listNotifications(db: Queryable, page: { offset: number; limit: number }) {
  const [total] = await db.select({ value: countAll }).from(notifications);
  const rows = await db
    .select()
    .from(notifications)
    .orderBy(desc(notifications.notificationDate), desc(notifications.id))
    .offset(page.offset)
    .limit(page.limit);
  return { total: total?.value ?? 0, rows };
}

/** Release notes are written by the operator (admin CLI `add-release-note`). */
export async function addReleaseNote(
  ctx: Pick<AppContext, 'db'>,
  input: { title: string; content: string; date?: Date },
): Promise<NotificationRow> {
  const [row] = await ctx.db
    .insert(notifications)
    .values({ title: input.title, content: input.content, notificationDate: input.date ?? new Date() })
    .returning();
  return row!;
}
