import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withEntityTag } from '../../http/if-match.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
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

export const scenarioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.createScenario, async (request, reply, actor) => {
    const row = await createScenario(ctx, actor, request.params.projectId, request.body);
    return reply.status(201).send(presentScenario(row));
  });

  route(app, operations.listScenarios, async (request, reply, actor) => {
    const { rows, total } = await listScenarios(
      ctx.db,
      actor,
      request.params.projectId,
      pageOf(request.query),
    );
    setTotalCount(reply, total);
    return rows.map(presentScenario);
  });

  route(app, operations.cloneScenario, async (request, reply, actor) => {
    const result = await cloneScenario(ctx, actor, request.params.projectId, request.body.sourceId);
    return reply.status(201).send({
      scenario: presentScenario(result.scenario),
      plannerObjectModels: result.plannerObjects.map(presentPlannerObject),
    });
  });

  route(app, operations.renumberScenario, async (request, _reply, actor) => {
    const rows = await renumberScenario(ctx, actor, request.params.id, request.body.sortOrder);
    return rows.map(presentScenario);
  });

  route(app, operations.getScenario, async (request, reply, actor) => {
    const { scenario } = await findVisibleScenario(ctx.db, actor, request.params.id);
    return withEntityTag(reply, presentScenario(scenario));
  });

  route(app, operations.updateScenario, async (request, reply, actor) => {
    const row = await updateScenario(ctx, actor, request.params.id, request.body, ifMatchOf(request));
    return withEntityTag(reply, presentScenario(row));
  });

  route(app, operations.deleteScenario, async (request, reply, actor) => {
    await deleteScenario(ctx, actor, request.params.id);
    return reply.status(204).send(null);
  });
};
