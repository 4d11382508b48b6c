import { z } from 'zod/mini';
import { ActivityQuery, ActivityUpdateRequest, ClientIdUpdateRequest } from '../session.js';
import { defineOperation, empty } from './define.js';

/** Spec section 4: the client id conflict and activity reports. */
const tag = 'User';

export const setActiveClient = defineOperation({
  id: 'setActiveClient',
  method: 'PUT',
  path: '/api/user/client-id',
  tag,
  summary: "Make the calling client (X-Client-Id) the user's active client",
  description:
    'Answers 412 while another client of the same user is active, unless `force` is true; ' +
    'with `force` the previous client receives OnClientIdChanged on the hub.',
  access: 'user',
  body: ClientIdUpdateRequest,
  headers: ['clientId'],
  answers: { 204: empty() },
  errors: [412],
});

export const reportActivity = defineOperation({
  id: 'reportActivity',
  method: 'PUT',
  path: '/api/user/activity',
  tag,
  summary: 'Report the calling client active or inactive',
  access: 'user',
  query: ActivityQuery,
  body: z.optional(ActivityUpdateRequest),
  headers: ['clientId'],
  answers: { 204: empty() },
  errors: [412],
});
