import { CONSTRAINT_LAYER_MAX_BODY_BYTES } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withEntityTag } from '../../http/if-match.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { changedBy } from '../project-content/changed-by.js';
import { announceConstraintLayer } from './events.js';
import { presentConstraintLayer, presentConstraintLayerSummary } from './presenter.js';
import {
  createConstraintLayer,
  deleteConstraintLayer,
  getConstraintLayer,
  listConstraintLayers,
  updateConstraintLayer,
} from './service.js';

export const constraintLayerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.listConstraintLayers, async (request, reply, actor) => {
    const { rows, total } = await listConstraintLayers(
      ctx.db,
      actor,
      request.params.projectId,
      pageOf(request.query),
    );
    setTotalCount(reply, total);
    return rows.map(presentConstraintLayerSummary);
  });

  route(
    app,
    operations.createConstraintLayer,
    async (request, reply, actor) => {
      const row = await createConstraintLayer(ctx.db, actor, request.params.projectId, request.body);
      announceConstraintLayer(ctx, 'OnItemAdded', {
        id: row.id,
        projectId: row.projectId,
        version: row.version,
        changedBy: changedBy(actor),
      });
      return reply.status(201).send(presentConstraintLayer(row));
    },
    // A layer of 5 MB of GeoJSON is as large as the API's usual body limit.
    { bodyLimit: CONSTRAINT_LAYER_MAX_BODY_BYTES },
  );

  route(app, operations.getConstraintLayer, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    return withEntityTag(
      reply,
      presentConstraintLayer(await getConstraintLayer(ctx.db, actor, projectId, id)),
    );
  });

  route(app, operations.updateConstraintLayer, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    const row = await updateConstraintLayer(ctx.db, actor, projectId, id, request.body, ifMatchOf(request));
    announceConstraintLayer(ctx, 'OnItemUpdated', {
      id,
      projectId,
      version: row.version,
      changedBy: changedBy(actor),
    });
    return withEntityTag(reply, presentConstraintLayerSummary(row));
  });

  route(app, operations.deleteConstraintLayer, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    const deleted = await deleteConstraintLayer(ctx.db, actor, projectId, id);
    announceConstraintLayer(ctx, 'OnItemDeleted', {
      id,
      projectId,
      version: deleted.version,
      changedBy: changedBy(actor),
    });
    return reply.status(204).send(null);
  });
};
