import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireClaims } from '../../auth/context.js';
import { setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { presentCoordinateSystem } from './presenter.js';
import { listCoordinateSystems } from './service.js';

export const coordinateSystemRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, operations.listCoordinateSystems, async (request, reply) => {
    // Reference data: any signed-in caller, no subscription needed.
    await requireClaims(request);
    const rows = await listCoordinateSystems(app.ctx.db);
    setTotalCount(reply, rows.length);
    return rows.map(presentCoordinateSystem);
  });
};
