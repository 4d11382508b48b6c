import { createHash } from 'node:crypto';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppContext } from '../app-context.js';
import { ApiError } from './problem.js';

/**
 * @fastify/rate-limit for the routes that need it (never global), with its Redis store when
 * REDIS_URL is set so that a limit holds across processes. One Redis client per context.
 */
const clients = new WeakMap<AppContext, Redis>();

function databaseTag(ctx: AppContext): string {
  const source = ctx.config.DATABASE_URL ? new URL(ctx.config.DATABASE_URL).pathname : ctx.config.DATA_DIR;
  return createHash('sha256').update(source).digest('hex').slice(0, 12);
}

/** Redis's client, loaded only when REDIS_URL is set (an embedded install never loads it). */
async function redisOf(ctx: AppContext): Promise<Redis | undefined> {
  if (!ctx.config.REDIS_URL) return undefined;
  let client = clients.get(ctx);
  if (!client) {
    const { Redis } = await import('ioredis');
    // Another registration of the same context may have made it meanwhile.
    client = clients.get(ctx);
    if (client) return client;
    client = new Redis(ctx.config.REDIS_URL, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    client.on('error', () => {});
    clients.set(ctx, client);
  }
  return client;
}

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const redis = await redisOf(app.ctx);
  await app.register(rateLimit, {
    global: false,
    redis,
    // Per database: processes of one installation share counts, other installations (and
    // test databases) on the same Redis do not.
    nameSpace: `vantage-rate-limit-${databaseTag(app.ctx)}-`,
    // Redis down must not take sign-up or invitations down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'Too Many Requests', `Too many requests: try again in ${context.after}.`, undefined, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
  if (redis)
    app.addHook('onClose', async () => {
      if (clients.get(app.ctx) === redis && redis.status !== 'end') await redis.quit().catch(() => {});
      clients.delete(app.ctx);
    });
}

/**
 * Mail-sending actions of a subscription (invitations, transfer requests) share one budget
 * per subscription key: a trial owner cannot make the product send mail by the hundred.
 */
export const MAIL_ACTIONS_PER_HOUR = 60;
export const mailRateLimit: RateLimitOptions = {
  max: MAIL_ACTIONS_PER_HOUR,
  timeWindow: '1 hour',
  groupId: 'subscription-mail',
  keyGenerator: (request: FastifyRequest) => {
    const key = request.headers['x-subscription-key'];
    return typeof key === 'string' && key ? `subscription:${key}` : `address:${request.ip}`;
  },
};
