import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount, requireClaims, subscriptionKeyOf } from '../../auth/context.js';
import { setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { presentCoordinateSystem } from './presenter.js';
import { createOwnCoordinateSystem, deleteOwnCoordinateSystem, listCoordinateSystems } from './service.js';

export const coordinateSystemRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, operations.listCoordinateSystems, async (request, reply) => {
    // The built-in systems for any signed-in caller; a subscription's own for its members.
    await requireClaims(request);
    const subscriptionId = subscriptionKeyOf(request)
      ? (await requireAccount(request)).subscription.id
      : undefined;
    const rows = await listCoordinateSystems(app.ctx.db, subscriptionId);
    setTotalCount(reply, rows.length);
    return rows.map(presentCoordinateSystem);
  });

  route(app, operations.createCoordinateSystem, async (request, reply, actor) => {
    const row = await createOwnCoordinateSystem(app.ctx.db, actor, request.body);
    return reply.status(201).send(presentCoordinateSystem(row));
  });

  route(app, operations.deleteCoordinateSystem, async (request, reply, actor) => {
    await deleteOwnCoordinateSystem(app.ctx.db, actor, request.params.id);
    return reply.status(204).send(null);
  });
};
