import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withEntityTag } from '../../http/if-match.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { presentPreset } from './presenter.js';
import { createPreset, deletePreset, getPreset, listPresets, updatePreset } from './service.js';

export const presetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.listPresets, async (request, reply, actor) => {
    const { rows, total } = await listPresets(ctx.db, actor, request.params.projectId, pageOf(request.query));
    setTotalCount(reply, total);
    return rows.map(presentPreset);
  });

  route(app, operations.createPreset, async (request, reply, actor) => {
    const row = await createPreset(ctx, actor, request.params.projectId, request.body);
    return reply.status(201).send(presentPreset(row));
  });

  route(app, operations.getPreset, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    return withEntityTag(reply, presentPreset(await getPreset(ctx.db, actor, projectId, id)));
  });

  route(app, operations.updatePreset, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    const row = await updatePreset(ctx, actor, projectId, id, request.body, ifMatchOf(request));
    return withEntityTag(reply, presentPreset(row));
  });

  route(app, operations.deletePreset, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    await deletePreset(ctx, actor, projectId, id);
    return reply.status(204).send(null);
  });
};
