import { HeartbeatRequest } from '@vantage/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { bearerToken } from '../../auth/verify-token.js';
import { clientIdHeader } from '../session/routes.js';
import { touchSession } from '../session/service.js';
import { findUserBySubject } from '../users/service.js';
import { activeMaintenance, type MaintenanceWindow } from './service.js';

export const HEARTBEAT_PATH = '/metrics/heartbeat';
/** Asked of clients when the window has no end. */
const DEFAULT_RETRY_AFTER_SECONDS = 300;

function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return (path === '/api' || path.startsWith('/api/')) && !path.startsWith('/api/docs');
}

function sendUnavailable(ctx: AppContext, reply: FastifyReply, window: MaintenanceWindow, now: Date) {
  const endsAt = window.endsAt ? new Date(window.endsAt) : undefined;
  const retryAfter = endsAt
    ? Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000))
    : DEFAULT_RETRY_AFTER_SECONDS;
  const until = endsAt ? ` It should be back on or before ${endsAt.toISOString()} (UTC).` : '';
  return reply
    .status(503)
    .headers({ 'retry-after': String(retryAfter), 'x-maintenance': 'true', 'cache-control': 'no-store' })
    .type('application/problem+json; charset=utf-8')
    .send({
      status: 503,
      title: 'Service Unavailable',
      detail: `${ctx.config.PRODUCT_NAME} is undergoing scheduled maintenance.${until} Please check back later.`,
      maintenance: { startsAt: window.startsAt, endsAt: window.endsAt },
    });
}

/**
 * Maintenance mode and the heartbeat. While a maintenance window is in force every /api
 * call answers 503, and so does the heartbeat: the /maintenance page polls it and sends
 * the user back to /login at its first success. Identity, hub and static files stay up.
 */
export function maintenanceMount(ctx: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiPath(request.url)) return;
      const now = new Date();
      const window = await activeMaintenance(ctx.config, ctx.db, now);
      if (window) return sendUnavailable(ctx, reply, window, now);
    });

    await app.register(async (scope) => {
      // Clients post nothing, `{}` or `{"idling":…}` with any content type: parse leniently here.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      scope.post(HEARTBEAT_PATH, { schema: { hide: true } }, async (request, reply) => {
        const now = new Date();
        const window = await activeMaintenance(ctx.config, ctx.db, now);
        if (window) return sendUnavailable(ctx, reply, window, now);
        const input = parseHeartbeat(request.body);
        if (!input) {
          return reply.status(400).type('application/problem+json; charset=utf-8').send({
            status: 400,
            title: 'Bad Request',
            detail: 'body: expected nothing or {"idling": boolean}',
          });
        }
        if (input.idling !== true) await keepSessionFresh(ctx, request);
        return reply.status(204).send();
      });
    });
  };
}

function parseHeartbeat(body: unknown): HeartbeatRequest | undefined {
  if (body === undefined || (typeof body === 'string' && body.trim() === '')) return {};
  try {
    const parsed = HeartbeatRequest.safeParse(typeof body === 'string' ? JSON.parse(body) : body);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A heartbeat with a valid token keeps the active client's session fresh; without one it only answers. */
async function keepSessionFresh(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return;
  try {
    const claims = await ctx.verifyToken(token);
    const user = await findUserBySubject(ctx.db, claims.sub);
    if (user) await touchSession(ctx.db, user.id, clientIdHeader(request));
  } catch {
    // An expired token must not fail the heartbeat: it says only that the server is up.
  }
}
