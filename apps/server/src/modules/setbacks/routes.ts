import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withEntityTag } from '../../http/if-match.js';
import { pageOf, setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { checkScenarioSetbacks } from './check.js';
import { presentSetbackRule } from './presenter.js';
import {
  createSetbackRule,
  deleteSetbackRule,
  getSetbackRule,
  listSetbackRules,
  updateSetbackRule,
} from './service.js';

export const setbackRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.listSetbackRules, async (request, reply, actor) => {
    const { rows, total } = await listSetbackRules(
      ctx.db,
      actor,
      request.params.projectId,
      pageOf(request.query),
    );
    setTotalCount(reply, total);
    return rows.map(presentSetbackRule);
  });

  route(app, operations.createSetbackRule, async (request, reply, actor) => {
    const row = await createSetbackRule(ctx.db, actor, request.params.projectId, request.body);
    return reply.status(201).send(presentSetbackRule(row));
  });

  route(app, operations.checkSetbackRules, async (request, _reply, actor) =>
    checkScenarioSetbacks(ctx.db, actor, request.params.projectId, request.query.scenarioId),
  );

  route(app, operations.getSetbackRule, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    return withEntityTag(reply, presentSetbackRule(await getSetbackRule(ctx.db, actor, projectId, id)));
  });

  route(app, operations.updateSetbackRule, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    const row = await updateSetbackRule(ctx.db, actor, projectId, id, request.body, ifMatchOf(request));
    return withEntityTag(reply, presentSetbackRule(row));
  });

  route(app, operations.deleteSetbackRule, async (request, reply, actor) => {
    const { projectId, id } = request.params;
    await deleteSetbackRule(ctx.db, actor, projectId, id);
    return reply.status(204).send(null);
  });
};
