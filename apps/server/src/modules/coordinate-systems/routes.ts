import { CoordinateSystem } from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireClaims } from '../../auth/context.js';
import { setTotalCount } from '../../http/pagination.js';
import { presentCoordinateSystem } from './presenter.js';
import { listCoordinateSystems } from './service.js';

export const coordinateSystemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/coordinate-systems',
    {
      schema: {
        tags: ['Coordinate systems'],
        summary: 'The coordinate systems a project can use by default',
        response: { 200: z.array(CoordinateSystem) },
      },
    },
    async (request, reply) => {
      // Reference data: any signed-in caller, no subscription needed.
      await requireClaims(request);
      const rows = await listCoordinateSystems(app.ctx.db);
      setTotalCount(reply, rows.length);
      return rows.map(presentCoordinateSystem);
    },
  );
};
