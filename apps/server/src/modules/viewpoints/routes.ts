import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withEntityTag } from '../../http/if-match.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { findPhotoInfo, photosOf } from '../viewpoint-photos/queries.js';
import { presentViewpoint } from './presenter.js';
import {
  cloneViewpoint,
  createViewpoint,
  deleteViewpoint,
  findVisibleViewpoint,
  listViewpoints,
  updateViewpoint,
} from './service.js';

export const viewpointRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.createViewpoint, async (request, reply, actor) => {
    const row = await createViewpoint(ctx, actor, request.params.projectId, request.body);
    return reply.status(201).send(presentViewpoint(row));
  });

  route(app, operations.listViewpoints, async (request, reply, actor) => {
    const { rows, total } = await listViewpoints(
      ctx.db,
      actor,
      request.params.projectId,
      pageOf(request.query),
    );
    setTotalCount(reply, total);
    const photos = await photosOf(
      ctx.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentViewpoint(row, photos.get(row.id)));
  });

  route(app, operations.cloneViewpoint, async (request, reply, actor) => {
    const row = await cloneViewpoint(ctx, actor, request.params.projectId, request.body.sourceId);
    return reply.status(201).send(presentViewpoint(row, await findPhotoInfo(ctx.db, row.id)));
  });

  route(app, operations.getViewpoint, async (request, reply, actor) => {
    const { viewpoint } = await findVisibleViewpoint(ctx.db, actor, request.params.id);
    return withEntityTag(reply, presentViewpoint(viewpoint, await findPhotoInfo(ctx.db, viewpoint.id)));
  });

  route(app, operations.updateViewpoint, async (request, reply, actor) => {
    const row = await updateViewpoint(ctx, actor, request.params.id, request.body, ifMatchOf(request));
    return withEntityTag(reply, presentViewpoint(row, await findPhotoInfo(ctx.db, row.id)));
  });

  route(app, operations.deleteViewpoint, async (request, reply, actor) => {
    await deleteViewpoint(ctx, actor, request.params.id);
    return reply.status(204).send(null);
  });
};
