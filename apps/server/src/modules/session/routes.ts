import { HEADERS } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/context.js';
import { badRequest } from '../../http/problem.js';
import { route } from '../../http/route.js';
import { updateActivity, updateClientId } from './service.js';

export function clientIdHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADERS.clientId];
  return typeof value === 'string' && value.trim().length > 0 && value.length <= 200 ? value : undefined;
}

/** Spec section 4: the client id conflict and activity reports. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, operations.setActiveClient, async (request, reply) => {
    const { user } = await requireUser(request);
    const clientId = request.body.clientId ?? clientIdHeader(request);
    if (!clientId) throw badRequest(`The client id is required: send the ${HEADERS.clientId} header.`);
    await updateClientId(app.ctx, user.id, { clientId, force: request.body.force });
    return reply.status(204).send(null);
  });

  route(app, operations.reportActivity, async (request, reply) => {
    const { user } = await requireUser(request);
    await updateActivity(app.ctx, user.id, {
      active: request.query.active === 'true',
      clientId: clientIdHeader(request),
      force: request.body?.force ?? false,
    });
    return reply.status(204).send(null);
  });
};
