import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withEntityTag } from '../../http/if-match.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { presentSketch } from './presenter.js';
import { createSketch, deleteSketch, listSketches, updateSketch } from './service.js';

export const sketchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.listSketches, async (request, reply, actor) => {
    const { rows, total } = await listSketches(
      ctx.db,
      actor,
      request.params.projectId,
      pageOf(request.query),
    );
    setTotalCount(reply, total);
    return rows.map(presentSketch);
  });

  route(app, operations.createSketch, async (request, reply, actor) => {
    const row = await createSketch(ctx.db, actor, request.params.projectId, request.body);
    return reply.status(201).send(presentSketch(row));
  });

  route(app, operations.updateSketch, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    const row = await updateSketch(ctx.db, actor, projectId, id, request.body, ifMatchOf(request));
    return withEntityTag(reply, presentSketch(row));
  });

  route(app, operations.deleteSketch, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    await deleteSketch(ctx.db, actor, projectId, id);
    return reply.status(204).send(null);
  });
};
