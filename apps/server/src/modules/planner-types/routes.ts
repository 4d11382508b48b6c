import type { PlannerType } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireClaims } from '../../auth/context.js';
import { notFound } from '../../http/problem.js';
import { route } from '../../http/route.js';

/**
 * The planner's kinds of project (spec title: wind, solar, line and grid, objects). Fixed
 * by the product, so they live in code; keys match the feature keys that unlock them.
 */
export const PLANNER_TYPES: readonly PlannerType[] = [
  { key: 'Wind', name: 'Wind' },
  { key: 'Solar', name: 'Solar' },
  { key: 'LineAndGrid', name: 'Line & Grid' },
  { key: 'Object', name: 'Object' },
];

export const plannerTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, operations.listPlannerTypes, async (request) => {
    await requireClaims(request);
    return [...PLANNER_TYPES];
  });

  route(app, operations.getPlannerType, async (request) => {
    await requireClaims(request);
    const type = PLANNER_TYPES.find((t) => t.key.toLowerCase() === request.params.key.toLowerCase());
    if (!type) throw notFound(`No planner type "${request.params.key}" exists.`);
    return type;
  });
};
