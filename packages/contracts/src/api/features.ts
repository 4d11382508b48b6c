import { z } from 'zod/mini';
import { Feature } from '../features.js';
import { SafeString } from '../primitives.js';
import { defineOperation, json, list } from './define.js';

/** Every member may read them (the dashboard hides modules by them). */
const tag = 'Features';

export const listFeatures = defineOperation({
  id: 'listFeatures',
  method: 'GET',
  path: '/api/features',
  tag,
  summary: 'Features of the selected subscription with their state',
  access: 'account',
  answers: { 200: list(Feature) },
});

export const getFeature = defineOperation({
  id: 'getFeature',
  method: 'GET',
  path: '/api/features/{id}',
  tag,
  summary: 'One feature of the selected subscription, by id or by key',
  access: 'account',
  params: z.object({ id: SafeString.check(z.minLength(1)) }),
  answers: { 200: json(Feature) },
});
