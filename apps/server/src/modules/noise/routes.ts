import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withEntityTag } from '../../http/if-match.js';
import { route } from '../../http/route.js';
import { studyPoolOf } from '../../studies/study-pool.js';
import { calculateScenarioNoise } from './calculate.js';
import { getNoiseSettings, updateNoiseSettings } from './service.js';

export const noiseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const pool = studyPoolOf(app);

  route(app, operations.getNoiseSettings, async (request, reply, actor) =>
    withEntityTag(reply, await getNoiseSettings(ctx.db, actor, request.params.projectId)),
  );

  route(app, operations.updateNoiseSettings, async (request, reply, actor) =>
    withEntityTag(
      reply,
      await updateNoiseSettings(ctx.db, actor, request.params.projectId, request.body, ifMatchOf(request)),
    ),
  );

  route(app, operations.calculateNoise, async (request, _reply, actor) =>
    calculateScenarioNoise(ctx.db, pool, actor, request.params.projectId, request.body),
  );
};
