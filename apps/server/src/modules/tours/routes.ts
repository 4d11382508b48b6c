import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withEntityTag } from '../../http/if-match.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { presentTour } from './presenter.js';
import { cloneTour, createTour, deleteTour, findVisibleTour, listTours, updateTour } from './service.js';

export const tourRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.createTour, async (request, reply, actor) => {
    const row = await createTour(ctx, actor, request.params.projectId, request.body);
    return reply.status(201).send(presentTour(row));
  });

  route(app, operations.listTours, async (request, reply, actor) => {
    const { rows, total } = await listTours(ctx.db, actor, request.params.projectId, pageOf(request.query));
    setTotalCount(reply, total);
    return rows.map(presentTour);
  });

  route(app, operations.cloneTour, async (request, reply, actor) => {
    const row = await cloneTour(ctx, actor, request.params.projectId, request.body.sourceId);
    return reply.status(201).send(presentTour(row));
  });

  route(app, operations.getTour, async (request, reply, actor) => {
    const { tour } = await findVisibleTour(ctx.db, actor, request.params.id);
    return withEntityTag(reply, presentTour(tour));
  });

  route(app, operations.updateTour, async (request, reply, actor) => {
    const row = await updateTour(ctx, actor, request.params.id, request.body, ifMatchOf(request));
    return withEntityTag(reply, presentTour(row));
  });

  route(app, operations.deleteTour, async (request, reply, actor) => {
    await deleteTour(ctx, actor, request.params.id);
    return reply.status(204).send(null);
  });
};
