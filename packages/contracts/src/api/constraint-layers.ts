import {
  ConstraintLayer,
  ConstraintLayerParams,
  ConstraintLayerSummary,
  CreateConstraintLayerRequest,
  UpdateConstraintLayerRequest,
} from '../constraint-layers.js';
import { ContentListQuery, ProjectContentParams } from '../viewpoints.js';
import { defineOperation, empty, json, list } from './define.js';

const tag = 'Constraint layers';
const read = '404 for a project the caller does not see (another organisation\u2019s too).';
const edit = `${read} Changing needs the right to change the project's content (as viewpoints); Observers 403.`;

export const listConstraintLayers = defineOperation({
  id: 'listConstraintLayers',
  method: 'GET',
  path: '/api/projects/{projectId}/constraint-layers',
  tag,
  summary:
    "The project's constraint layers (without their features) in the order they were made; X-Total-Count",
  description: read,
  access: 'account',
  params: ProjectContentParams,
  query: ContentListQuery,
  answers: { 200: list(ConstraintLayerSummary) },
});

export const createConstraintLayer = defineOperation({
  id: 'createConstraintLayer',
  method: 'POST',
  path: '/api/projects/{projectId}/constraint-layers',
  tag,
  summary:
    'Add a constraint layer: reference features (GeoJSON in WGS84) shown on the map and measured by setback rules',
  description: `${edit} At most 5,000 features (400), 5 MB of GeoJSON (413) and 20 layers per project (400); nothing is written when refused.`,
  access: 'account',
  params: ProjectContentParams,
  body: CreateConstraintLayerRequest,
  answers: { 201: json(ConstraintLayer) },
  errors: [413],
});

export const getConstraintLayer = defineOperation({
  id: 'getConstraintLayer',
  method: 'GET',
  path: '/api/projects/{projectId}/constraint-layers/{id}',
  tag,
  summary: 'One constraint layer with its features',
  description: read,
  access: 'account',
  params: ConstraintLayerParams,
  answers: { 200: json(ConstraintLayer, { headers: ['ETag'] }) },
});

export const updateConstraintLayer = defineOperation({
  id: 'updateConstraintLayer',
  method: 'PUT',
  path: '/api/projects/{projectId}/constraint-layers/{id}',
  tag,
  summary:
    'Rename or recolour a constraint layer (its features do not change); 412 when If-Match names an older version',
  description: edit,
  access: 'account',
  params: ConstraintLayerParams,
  body: UpdateConstraintLayerRequest,
  headers: ['ifMatch'],
  answers: { 200: json(ConstraintLayerSummary, { headers: ['ETag'] }) },
  errors: [412],
});

export const deleteConstraintLayer = defineOperation({
  id: 'deleteConstraintLayer',
  method: 'DELETE',
  path: '/api/projects/{projectId}/constraint-layers/{id}',
  tag,
  summary: 'Delete a constraint layer and the setback rules measured from it',
  description: edit,
  access: 'account',
  params: ConstraintLayerParams,
  answers: { 204: empty() },
});
