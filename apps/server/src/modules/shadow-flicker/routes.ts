import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { studyPoolOf } from '../../studies/study-pool.js';
import { calculateScenarioShadowFlicker } from './service.js';

export const shadowFlickerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const pool = studyPoolOf(app);

  route(app, operations.calculateShadowFlicker, async (request, _reply, actor) =>
    calculateScenarioShadowFlicker(ctx.db, pool, actor, request.params.projectId, request.body),
  );
};
