import { CoordinateSystem } from '../coordinate-systems.js';
import { CoordinateSystemParams, CreateCoordinateSystemRequest } from '../own-coordinate-systems.js';
import { defineOperation, empty, json } from './define.js';

const tag = 'Coordinate systems';
const gate =
  'Owners, Administrators and Team members (403 for the others and for an expired subscription); needs the AddCrs module Enabled (403 naming the module).';

export const createCoordinateSystem = defineOperation({
  id: 'createCoordinateSystem',
  method: 'POST',
  path: '/api/coordinate-systems',
  tag,
  summary:
    'Add one of the subscription’s own coordinate systems: an EPSG (or own) code, a proj4 or WKT definition and its area of use',
  description: `${gate} The definition must parse and carry a point at the centre of the area of use to the system and back within 1 cm; the area lies within −180..180 and −90..90 with west < east and south < north. A refused definition answers 400 saying what is wrong; a code already built in or already added answers 409 AlreadyExists; at most 50 per subscription (400). Nothing is written when refused.`,
  access: 'account',
  action: 'coordinateSystem.manage',
  body: CreateCoordinateSystemRequest,
  answers: { 201: json(CoordinateSystem) },
  conflicts: ['AlreadyExists'],
});

export const deleteCoordinateSystem = defineOperation({
  id: 'deleteCoordinateSystem',
  method: 'DELETE',
  path: '/api/coordinate-systems/{id}',
  tag,
  summary: 'Delete one of the subscription’s own coordinate systems while no project uses it',
  description: `${gate} 404 for a built-in system and for another subscription’s; 409 IsInUse while a project (a revision or presentation too) uses it.`,
  access: 'account',
  action: 'coordinateSystem.manage',
  params: CoordinateSystemParams,
  answers: { 204: empty() },
  conflicts: ['IsInUse'],
});
