import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { mails } from '../../db/schema/index.js';
import { notFound } from '../../http/problem.js';
import { linksOf, listPage, messagePage } from './pages.js';

/**
 * The dev mailbox at /dev/mailbox: mail captured while no SMTP_URL is set (the demo and
 * the end-to-end tests read it). Mounted only then and with DEV_MAILBOX=true (which config
 * refuses with NODE_ENV=production): it shows every mail, invitation keys and reset links
 * included, to whoever asks.
 */
export function mailboxMount(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    if (!ctx.mailer.captures || !ctx.config.DEV_MAILBOX) return;
    await root.register(async (app) => {
      const hide = { hide: true };

      app.get('/dev/mailbox', { schema: hide }, async (_request, reply) => {
        const rows = await ctx.db
          .select()
          .from(mails)
          .orderBy(desc(mails.createdAt), desc(mails.id))
          .limit(200);
        return reply.type('text/html; charset=utf-8').send(listPage(rows));
      });

      app.get('/dev/mailbox/:id', { schema: hide }, async (request, reply) => {
        const id = Number((request.params as { id: string }).id);
        const [row] = Number.isInteger(id) ? await ctx.db.select().from(mails).where(eq(mails.id, id)) : [];
        if (!row) throw notFound('No such mail.');
        return reply.type('text/html; charset=utf-8').send(messagePage(row));
      });

      const query = z.object({ to: z.string().optional() });
      app.get('/dev/mailbox/api/messages', { schema: hide }, async (request) => {
        const { to } = query.parse(request.query);
        const rows = await ctx.db
          .select()
          .from(mails)
          .where(to ? sql`lower(${mails.to}) = lower(${to})` : undefined)
          .orderBy(desc(mails.createdAt), desc(mails.id))
          .limit(200);
        return rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          createdAt: m.createdAt.toISOString(),
          links: linksOf(m),
        }));
      });

      app.delete('/dev/mailbox/api/messages', { schema: hide }, async (_request, reply) => {
        await ctx.db.delete(mails);
        return reply.status(204).send();
      });
    });
  };
}
