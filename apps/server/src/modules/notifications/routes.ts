import { Notification, OffsetLimitQuery } from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireClaims } from '../../auth/context.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { listNotifications } from './service.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['Notifications'],
        summary: 'Release notes, newest first',
        querystring: OffsetLimitQuery,
        response: { 200: z.array(Notification) },
      },
    },
    async (request, reply) => {
      await requireClaims(request);
      const { total, rows } = await listNotifications(app.ctx.db, pageOf(request.query));
      setTotalCount(reply, total);
      return rows.map((row) => ({
        id: row.id,
        notificationDate: row.notificationDate.toISOString(),
        title: row.title,
        content: row.content,
      }));
    },
  );
};
