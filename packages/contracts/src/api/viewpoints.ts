import {
  CloneRequest,
  ContentIdParams,
  ContentListQuery,
  CreateViewpointRequest,
  ProjectContentParams,
  UpdateViewpointRequest,
  Viewpoint,
} from '../viewpoints.js';
import { defineOperation, empty, json, list } from './define.js';

const tag = 'Viewpoints';

export const createViewpoint = defineOperation({
  id: 'createViewpoint',
  method: 'POST',
  path: '/api/projects/{projectId}/viewpoints',
  tag,
  summary: 'Create a viewpoint in the project',
  access: 'account',
  params: ProjectContentParams,
  body: CreateViewpointRequest,
  answers: { 201: json(Viewpoint) },
});

export const listViewpoints = defineOperation({
  id: 'listViewpoints',
  method: 'GET',
  path: '/api/projects/{projectId}/viewpoints',
  tag,
  summary: "The project's viewpoints in their order; X-Total-Count",
  access: 'account',
  params: ProjectContentParams,
  query: ContentListQuery,
  answers: { 200: list(Viewpoint) },
});

export const cloneViewpoint = defineOperation({
  id: 'cloneViewpoint',
  method: 'POST',
  path: '/api/projects/{projectId}/viewpoints/clone',
  tag,
  summary: 'Copy a viewpoint of the project as "<name> (copy)"',
  access: 'account',
  params: ProjectContentParams,
  body: CloneRequest,
  answers: { 201: json(Viewpoint) },
});

export const getViewpoint = defineOperation({
  id: 'getViewpoint',
  method: 'GET',
  path: '/api/projects/viewpoints/{id}',
  tag,
  summary: 'One viewpoint',
  access: 'account',
  params: ContentIdParams,
  answers: { 200: json(Viewpoint, { headers: ['ETag'] }) },
});

export const updateViewpoint = defineOperation({
  id: 'updateViewpoint',
  method: 'PUT',
  path: '/api/projects/viewpoints/{id}',
  tag,
  summary: 'Change a viewpoint; only the fields sent change',
  access: 'account',
  params: ContentIdParams,
  body: UpdateViewpointRequest,
  headers: ['ifMatch'],
  answers: { 200: json(Viewpoint, { headers: ['ETag'] }) },
  errors: [412],
});

export const deleteViewpoint = defineOperation({
  id: 'deleteViewpoint',
  method: 'DELETE',
  path: '/api/projects/viewpoints/{id}',
  tag,
  summary: 'Delete a viewpoint (and take it out of the tours)',
  access: 'account',
  params: ContentIdParams,
  answers: { 204: empty() },
});
