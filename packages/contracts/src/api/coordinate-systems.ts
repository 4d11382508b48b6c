import { CoordinateSystem } from '../coordinate-systems.js';
import { defineOperation, list } from './define.js';

export const listCoordinateSystems = defineOperation({
  id: 'listCoordinateSystems',
  method: 'GET',
  path: '/api/coordinate-systems',
  tag: 'Coordinate systems',
  summary:
    'The coordinate systems a project can use: the built-in ones, and with X-Subscription-Key that subscription’s own',
  description:
    'Without X-Subscription-Key the built-in systems only. With it, the caller must be a member of that subscription (403 otherwise), and its own systems (AddCrs) follow the built-in ones, marked `own`.',
  access: 'user',
  headers: ['optionalSubscriptionKey'],
  answers: { 200: list(CoordinateSystem) },
  errors: [403],
});
