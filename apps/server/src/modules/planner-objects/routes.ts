import { PLANNER_OBJECT_BATCH_MAX_BYTES } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withEntityTag } from '../../http/if-match.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { createPlannerObjects, deletePlannerObjects, updatePlannerObjects } from './batch.js';
import { presentPlannerObject } from './presenter.js';
import {
  createPlannerObject,
  deletePlannerObject,
  getPlannerObject,
  listPlannerObjects,
  updatePlannerObject,
} from './service.js';

/** Objects of a project are loaded at once by the editor; a project holds thousands at most. */
const DEFAULT_LIMIT = 10_000;

/** A batch of thousands of paths and areas is larger than the API's usual body limit. */
const batchBody = { bodyLimit: PLANNER_OBJECT_BATCH_MAX_BYTES };

export const plannerObjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.listPlannerObjects, async (request, reply, actor) => {
    const { rows, total } = await listPlannerObjects(ctx.db, actor, request.params.projectId, {
      ...pageOf(request.query, DEFAULT_LIMIT),
      scenarioId: request.query.scenarioId,
    });
    setTotalCount(reply, total);
    return rows.map(presentPlannerObject);
  });

  route(app, operations.createPlannerObject, async (request, reply, actor) => {
    const row = await createPlannerObject(ctx, actor, request.params.projectId, request.body);
    return reply.status(201).send(presentPlannerObject(row));
  });

  route(app, operations.getPlannerObject, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    return withEntityTag(reply, presentPlannerObject(await getPlannerObject(ctx.db, actor, projectId, id)));
  });

  route(app, operations.updatePlannerObject, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    const row = await updatePlannerObject(ctx, actor, projectId, id, request.body, ifMatchOf(request));
    return withEntityTag(reply, presentPlannerObject(row));
  });

  route(app, operations.deletePlannerObject, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    await deletePlannerObject(ctx, actor, projectId, id);
    return reply.status(204).send(null);
  });

  // Registered beside `/{id}`: the router prefers the literal `batch` segment, and `{id}` is
  // an integer, so no URL reaches both.
  route(
    app,
    operations.createPlannerObjects,
    async (request, reply, actor) => {
      const rows = await createPlannerObjects(
        ctx,
        actor,
        request.params.projectId,
        request.body.plannerObjects,
      );
      return reply.status(201).send(rows.map(presentPlannerObject));
    },
    batchBody,
  );

  route(
    app,
    operations.updatePlannerObjects,
    async (request, _reply, actor) => {
      const rows = await updatePlannerObjects(
        ctx,
        actor,
        request.params.projectId,
        request.body.plannerObjects,
      );
      return rows.map(presentPlannerObject);
    },
    batchBody,
  );

  route(app, operations.deletePlannerObjects, async (request, reply, actor) => {
    await deletePlannerObjects(ctx, actor, request.params.projectId, request.body.ids);
    return reply.status(204).send(null);
  });
};
