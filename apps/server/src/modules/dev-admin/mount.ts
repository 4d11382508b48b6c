import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:net';
import { FeatureState } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UsageError } from '../../admin/arguments.js';
import { setFeature } from '../../admin/commands/features.js';
import { addNote } from '../../admin/commands/release-notes.js';
import {
  createPaidSubscription,
  LIMIT_OPTIONS,
  setExpiry,
  setLimits,
} from '../../admin/commands/subscriptions.js';
import type { AppContext } from '../../app-context.js';
import { notifications, type SubscriptionLimits } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/problem.js';
import { DevMailbox, SmtpMailer } from '../../mail/mailer.js';
import { writeMaintenance } from '../maintenance/service.js';

export const DEV_ADMIN_TOKEN_HEADER = 'x-dev-admin-token';

/** Compares in constant time; hashing first gives both sides the same length. */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const keyParams = z.object({ key: z.string().min(1) });
const addressParams = z.object({ address: z.email() });
const CreateBody = z.object({
  customer: z.string().min(1),
  type: z.string().min(1).default('wind-planner'),
  owner: z.email().optional(),
  expires: z.iso.datetime({ offset: true }).optional(),
});
const ExpiryBody = z.object({ expiresAt: z.iso.datetime({ offset: true }).nullable() });
const LimitsBody = z
  .object(Object.fromEntries(LIMIT_OPTIONS.map(({ limit }) => [limit, z.number().int().min(0).optional()])))
  .strict();
const FeatureBody = z.object({ state: FeatureState });
const MaintenanceBody = z.object({
  enabled: z.boolean(),
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
const NoteBody = z.object({
  title: z.string().min(1),
  content: z.string().min(1),
  date: z.iso.datetime({ offset: true }).optional(),
});

/** A local port nothing listens on: one the system just gave out and that was closed again. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The admin CLI's usage errors are the caller's mistakes here too. */
async function asAdmin<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UsageError) throw badRequest(error.message);
    throw error;
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(z.prettifyError(result.error));
  return result.data;
}

/**
 * Test support: the admin CLI's operations over HTTP under /dev/admin, for end-to-end tests
 * whose server holds its embedded database open (so the CLI cannot reach it). Mounted only
 * when DEV_ADMIN_TOKEN is set (never in production); every request must carry that token in
 * `x-dev-admin-token`, else it answers 404 as if nothing were there.
 */
export function devAdminMount(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const expected = ctx.config.DEV_ADMIN_TOKEN;
    if (!expected) return;
    const mailbox = () => {
      if (!(ctx.mailer instanceof DevMailbox))
        throw badRequest('Mail goes out through SMTP_URL, not the dev mailbox.');
      return ctx.mailer;
    };
    await root.register(async (app) => {
      const hide = { hide: true };
      app.addHook('onRequest', async (request) => {
        const given = request.headers[DEV_ADMIN_TOKEN_HEADER];
        if (!tokenMatches(typeof given === 'string' ? given : undefined, expected)) throw notFound();
      });

      app.post('/dev/admin/subscriptions', { schema: hide }, async (request, reply) => {
        const body = parse(CreateBody, request.body);
        const { subscription, customer } = await asAdmin(() =>
          createPaidSubscription(ctx, {
            customer: body.customer,
            type: body.type,
            owner: body.owner,
            expires: body.expires ? new Date(body.expires) : undefined,
          }),
        );
        return reply.status(201).send({ subscriptionKey: subscription.key, customerName: customer.name });
      });

      app.put('/dev/admin/subscriptions/:key/expiry', { schema: hide }, async (request, reply) => {
        const { key } = parse(keyParams, request.params);
        const { expiresAt } = parse(ExpiryBody, request.body);
        await asAdmin(() => setExpiry(ctx, key, expiresAt ? new Date(expiresAt) : null));
        return reply.status(204).send();
      });

      app.put('/dev/admin/subscriptions/:key/limits', { schema: hide }, async (request, reply) => {
        const { key } = parse(keyParams, request.params);
        const limits = parse(LimitsBody, request.body) as Partial<SubscriptionLimits>;
        await asAdmin(() => setLimits(ctx, key, limits));
        return reply.status(204).send();
      });

      app.put('/dev/admin/subscriptions/:key/features/:feature', { schema: hide }, async (request, reply) => {
        const { key, feature } = parse(keyParams.extend({ feature: z.string().min(1) }), request.params);
        const { state } = parse(FeatureBody, request.body);
        await asAdmin(() => setFeature(ctx, key, feature, state));
        return reply.status(204).send();
      });

      // Maintenance mode, as `npm run admin -- maintenance on|off` (answers the stored window).
      app.put('/dev/admin/maintenance', { schema: hide }, async (request, reply) => {
        const body = parse(MaintenanceBody, request.body);
        return reply.send(await writeMaintenance(ctx.db, body));
      });

      // Mail to the address goes out through SMTP to a closed port from now on (and after
      // DELETE to the dev mailbox again), so that an end-to-end test sees the outbox retry,
      // give up, and "Send again" deliver.
      app.put('/dev/admin/mailbox/unreachable/:address', { schema: hide }, async (request, reply) => {
        const { address } = parse(addressParams, request.params);
        const smtp = new SmtpMailer(`smtp://127.0.0.1:${await closedPort()}`, ctx.config.MAIL_FROM, 2_000);
        mailbox().divert(address, smtp);
        return reply.status(204).send();
      });
      app.delete('/dev/admin/mailbox/unreachable/:address', { schema: hide }, async (request, reply) => {
        const { address } = parse(addressParams, request.params);
        mailbox().divert(address, undefined);
        return reply.status(204).send();
      });

      app.post('/dev/admin/release-notes', { schema: hide }, async (request, reply) => {
        const body = parse(NoteBody, request.body);
        const note = await asAdmin(() =>
          addNote(ctx, { ...body, date: body.date ? new Date(body.date) : undefined }),
        );
        return reply.status(201).send({ id: note.id });
      });

      // Release notes are global: a test that adds one removes it again, so that other tests'
      // banners are not taken over by its notice.
      app.delete('/dev/admin/release-notes/:id', { schema: hide }, async (request, reply) => {
        const { id } = parse(z.object({ id: z.coerce.number().int().positive() }), request.params);
        const removed = await ctx.db.delete(notifications).where(eq(notifications.id, id)).returning();
        if (removed.length === 0) throw notFound(`No release note ${id}.`);
        return reply.status(204).send();
      });
    });
  };
}
