import type { Feature } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { findFeature, listFeatures } from './service.js';

const present = ({ id, key, state }: Feature) => ({ id, key, state });

/** Features of the selected subscription; every member may read them (the UI hides modules by them). */
export const featureRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, operations.listFeatures, async (_request, reply, { subscription }) => {
    const rows = await listFeatures(app.ctx.db, subscription.id);
    setTotalCount(reply, rows.length);
    return rows.map(present);
  });

  route(app, operations.getFeature, async (request, _reply, { subscription }) =>
    present(await findFeature(app.ctx.db, subscription.id, request.params.id)),
  );
};
