import {
  CloneRequest,
  ContentIdParams,
  ContentListQuery,
  CreateScenarioRequest,
  ProjectContentParams,
  RenumberScenarioRequest,
  Scenario,
  ScenarioCloneResult,
  UpdateScenarioRequest,
} from '@vantage/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../../auth/context.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { presentPlannerObject } from '../planner-objects/presenter.js';
import { presentScenario } from './presenter.js';
import {
  cloneScenario,
  createScenario,
  deleteScenario,
  findVisibleScenario,
  listScenarios,
  renumberScenario,
  updateScenario,
} from './service.js';

const tags = ['Scenarios'];

export const scenarioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/projects/:projectId/scenarios',
    {
      schema: {
        tags,
        summary: 'Create a scenario in the project, placed last',
        params: ProjectContentParams,
        body: CreateScenarioRequest,
        response: { 201: Scenario },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const row = await createScenario(app.ctx, actor, request.params.projectId, request.body);
      return reply.status(201).send(presentScenario(row));
    },
  );

  app.get(
    '/api/projects/:projectId/scenarios',
    {
      schema: {
        tags,
        summary: "The project's scenarios in their order; X-Total-Count",
        params: ProjectContentParams,
        querystring: ContentListQuery,
        response: { 200: z.array(Scenario) },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const { rows, total } = await listScenarios(
        app.ctx.db,
        actor,
        request.params.projectId,
        pageOf(request.query),
      );
      setTotalCount(reply, total);
      return rows.map(presentScenario);
    },
  );

  app.post(
    '/api/projects/:projectId/scenarios/clone',
    {
      schema: {
        tags,
        summary: 'Copy a scenario with its planner objects; 409 PlannerObjectLimitReached',
        params: ProjectContentParams,
        body: CloneRequest,
        response: { 201: ScenarioCloneResult },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      const result = await cloneScenario(app.ctx, actor, request.params.projectId, request.body.sourceId);
      return reply.status(201).send({
        scenario: presentScenario(result.scenario),
        plannerObjectModels: result.plannerObjects.map(presentPlannerObject),
      });
    },
  );

  app.put(
    '/api/projects/scenarios/renumber/:id',
    {
      schema: {
        tags,
        summary: "Move the scenario to position sortOrder and renumber the project's scenarios 0..n-1",
        params: ContentIdParams,
        body: RenumberScenarioRequest,
        response: { 200: z.array(Scenario) },
      },
    },
    async (request) => {
      const actor = await requireAccount(request);
      const rows = await renumberScenario(app.ctx, actor, request.params.id, request.body.sortOrder);
      return rows.map(presentScenario);
    },
  );

  app.get(
    '/api/projects/scenarios/:id',
    { schema: { tags, summary: 'One scenario', params: ContentIdParams, response: { 200: Scenario } } },
    async (request) => {
      const actor = await requireAccount(request);
      const { scenario } = await findVisibleScenario(app.ctx.db, actor, request.params.id);
      return presentScenario(scenario);
    },
  );

  app.put(
    '/api/projects/scenarios/:id',
    {
      schema: {
        tags,
        summary: 'Change a scenario; only the fields sent change',
        params: ContentIdParams,
        body: UpdateScenarioRequest,
        response: { 200: Scenario },
      },
    },
    async (request) => {
      const actor = await requireAccount(request);
      return presentScenario(await updateScenario(app.ctx, actor, request.params.id, request.body));
    },
  );

  app.delete(
    '/api/projects/scenarios/:id',
    {
      schema: {
        tags,
        summary: 'Delete a scenario with its planner objects',
        params: ContentIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = await requireAccount(request);
      await deleteScenario(app.ctx, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
