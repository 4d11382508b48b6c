import {
  CreatePlannerObjectRequest,
  PlannerObject,
  PlannerObjectListQuery,
  PlannerObjectParams,
  ProjectContentParams,
  UpdatePlannerObjectRequest,
} from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../../auth/context.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { presentPlannerObject } from './presenter.js';
import {
  createPlannerObject,
  deletePlannerObject,
  getPlannerObject,
  listPlannerObjects,
  updatePlannerObject,
} from './service.js';

const tags = ['Planner objects'];
/** Objects of a project are loaded at once by the editor; a project holds thousands at most. */
const DEFAULT_LIMIT = 10_000;

export const plannerObjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/projects/:projectId/planner-objects',
    {
      schema: {
        tags,
        summary: "The project's planner objects (optionally of one scenario); X-Total-Count",
        params: ProjectContentParams,
        querystring: PlannerObjectListQuery,
        response: { 200: z.array(PlannerObject) },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const { rows, total } = await listPlannerObjects(app.ctx.db, actor, request.params.projectId, {
        ...pageOf(request.query, DEFAULT_LIMIT),
        scenarioId: request.query.scenarioId,
      });
      setTotalCount(reply, total);
      return rows.map(presentPlannerObject);
    },
  );

  app.post(
    '/api/projects/:projectId/planner-objects',
    {
      schema: {
        tags,
        summary:
          'Create a planner object; 409 PlannerObjectLimitReached, ScenarioProjectIdNotEqualToPresetProjectId',
        params: ProjectContentParams,
        body: CreatePlannerObjectRequest,
        response: { 201: PlannerObject },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const row = await createPlannerObject(app.ctx, actor, request.params.projectId, request.body);
      return reply.status(201).send(presentPlannerObject(row));
    },
  );

  app.get(
    '/api/projects/:projectId/planner-objects/:id',
    {
      schema: {
        tags,
        summary: 'One planner object',
        params: PlannerObjectParams,
        response: { 200: PlannerObject },
      },
    },
    async (request) => {
      const actor = await requireAccount(request);
      const { projectId, id } = request.params;
      return presentPlannerObject(await getPlannerObject(app.ctx.db, actor, projectId, id));
    },
  );

  app.put(
    '/api/projects/:projectId/planner-objects/:id',
    {
      schema: {
        tags,
        summary:
          'Change a planner object; 409 CannotChangeToScenarioOfAnotherProject, CannotChangeToPresetOfAnotherProject, CannotChangePlannerObjectType',
        params: PlannerObjectParams,
        body: UpdatePlannerObjectRequest,
        response: { 200: PlannerObject },
      },
    },
    async (request) => {
      const actor = await requireAccount(request);
      const { projectId, id } = request.params;
      return presentPlannerObject(await updatePlannerObject(app.ctx, actor, projectId, id, request.body));
    },
  );

  app.delete(
    '/api/projects/:projectId/planner-objects/:id',
    {
      schema: {
        tags,
        summary: 'Delete a planner object',
        params: PlannerObjectParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const { projectId, id } = request.params;
      await deletePlannerObject(app.ctx, actor, projectId, id);
      return reply.status(204).send(null);
    },
  );
};
