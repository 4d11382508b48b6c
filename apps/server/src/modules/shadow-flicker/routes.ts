import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withEntityTag } from '../../http/if-match.js';
import { route } from '../../http/route.js';
import { studyPoolOf } from '../../studies/study-pool.js';
import { calculateScenarioShadowFlicker } from './service.js';
import { getShadowFlickerSettings, updateShadowFlickerSettings } from './settings.js';

export const shadowFlickerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const pool = studyPoolOf(app);

  route(app, operations.getShadowFlickerSettings, async (request, reply, actor) =>
    withEntityTag(reply, await getShadowFlickerSettings(ctx.db, actor, request.params.projectId)),
  );

  route(app, operations.updateShadowFlickerSettings, async (request, reply, actor) =>
    withEntityTag(
      reply,
      await updateShadowFlickerSettings(
        ctx.db,
        actor,
        request.params.projectId,
        request.body,
        ifMatchOf(request),
      ),
    ),
  );

  route(app, operations.calculateShadowFlicker, async (request, _reply, actor) =>
    calculateScenarioShadowFlicker(ctx.db, pool, actor, request.params.projectId, request.body),
  );
};
