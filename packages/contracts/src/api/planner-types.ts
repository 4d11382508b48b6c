import { z } from 'zod/mini';
import { PlannerType } from '../features.js';
import { SafeString } from '../primitives.js';
import { defineOperation, json } from './define.js';

const tag = 'Planner types';

export const listPlannerTypes = defineOperation({
  id: 'listPlannerTypes',
  method: 'GET',
  path: '/api/planner-types',
  tag,
  summary: 'The planner types',
  access: 'user',
  answers: { 200: json(z.array(PlannerType)) },
});

export const getPlannerType = defineOperation({
  id: 'getPlannerType',
  method: 'GET',
  path: '/api/planner-types/{key}',
  tag,
  summary: 'One planner type by key',
  access: 'user',
  params: z.object({ key: SafeString }),
  answers: { 200: json(PlannerType) },
});
