import { ActivityQuery, ActivityUpdateRequest, ClientIdUpdateRequest, HEADERS } from '@vantage/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/context.js';
import { badRequest } from '../../http/problem.js';
import { updateActivity, updateClientId } from './service.js';

const NoContent = z.null().describe('No content');

export function clientIdHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADERS.clientId];
  return typeof value === 'string' && value.trim().length > 0 && value.length <= 200 ? value : undefined;
}

/** Spec section 4: the client id conflict and activity reports. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user/client-id',
    {
      schema: {
        tags: ['User'],
        summary: "Make the calling client (X-Client-Id) the user's active client",
        description:
          'Answers 412 while another client of the same user is active, unless `force` is true; ' +
          'with `force` the previous client receives OnClientIdChanged on the hub.',
        body: ClientIdUpdateRequest,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const clientId = request.body.clientId ?? clientIdHeader(request);
      if (!clientId) throw badRequest(`The client id is required: send the ${HEADERS.clientId} header.`);
      await updateClientId(app.ctx, user.id, { clientId, force: request.body.force });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/user/activity',
    {
      schema: {
        tags: ['User'],
        summary: 'Report the calling client active or inactive',
        querystring: ActivityQuery,
        body: z.optional(ActivityUpdateRequest),
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      await updateActivity(app.ctx, user.id, {
        active: request.query.active === 'true',
        clientId: clientIdHeader(request),
        force: request.body?.force ?? false,
      });
      return reply.status(204).send(null);
    },
  );
};
