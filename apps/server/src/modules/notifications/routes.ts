import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireClaims } from '../../auth/context.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { listNotifications } from './service.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, operations.listNotifications, async (request, reply) => {
    await requireClaims(request);
    const { total, rows } = await listNotifications(app.ctx.db, pageOf(request.query));
    setTotalCount(reply, total);
    return rows.map((row) => ({
      id: row.id,
      notificationDate: row.notificationDate.toISOString(),
      title: row.title,
      content: row.content,
    }));
  });
};
