import { Feature, SafeString } from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../../auth/context.js';
import { setTotalCount } from '../../http/pagination.js';
import { findFeature, listFeatures } from './service.js';

const present = ({ id, key, state }: Feature) => ({ id, key, state });

/** Features of the selected subscription; every member may read them (the UI hides modules by them). */
export const featureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/features',
    { schema: { tags: ['Features'], response: { 200: z.array(Feature) } } },
    async (request, reply) => {
      const { subscription } = await requireAccount(request);
      const rows = await listFeatures(app.ctx.db, subscription.id);
      setTotalCount(reply, rows.length);
      return rows.map(present);
    },
  );

  app.get(
    '/api/features/:id',
    {
      schema: {
        tags: ['Features'],
        summary: 'One feature of the selected subscription, by id or by key',
        params: z.object({ id: SafeString.check(z.minLength(1)) }),
        response: { 200: Feature },
      },
    },
    async (request) => {
      const { subscription } = await requireAccount(request);
      return present(await findFeature(app.ctx.db, subscription.id, request.params.id));
    },
  );
};
