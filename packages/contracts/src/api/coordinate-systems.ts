import { CoordinateSystem } from '../coordinate-systems.js';
import { defineOperation, list } from './define.js';

export const listCoordinateSystems = defineOperation({
  id: 'listCoordinateSystems',
  method: 'GET',
  path: '/api/coordinate-systems',
  tag: 'Coordinate systems',
  summary: 'The coordinate systems a project can use by default',
  access: 'user',
  answers: { 200: list(CoordinateSystem) },
});
