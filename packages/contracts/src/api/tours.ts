import { CreateTourRequest, Tour, UpdateTourRequest } from '../tours.js';
import { CloneRequest, ContentIdParams, ContentListQuery, ProjectContentParams } from '../viewpoints.js';
import { defineOperation, empty, json, list } from './define.js';

const tag = 'Tours';

export const createTour = defineOperation({
  id: 'createTour',
  method: 'POST',
  path: '/api/projects/{projectId}/tours',
  tag,
  summary: 'Create a tour in the project',
  access: 'account',
  params: ProjectContentParams,
  body: CreateTourRequest,
  answers: { 201: json(Tour) },
});

export const listTours = defineOperation({
  id: 'listTours',
  method: 'GET',
  path: '/api/projects/{projectId}/tours',
  tag,
  summary: "The project's tours in their order; X-Total-Count",
  access: 'account',
  params: ProjectContentParams,
  query: ContentListQuery,
  answers: { 200: list(Tour) },
});

export const cloneTour = defineOperation({
  id: 'cloneTour',
  method: 'POST',
  path: '/api/projects/{projectId}/tours/clone',
  tag,
  summary: 'Copy a tour of the project as "<name> (copy)"',
  access: 'account',
  params: ProjectContentParams,
  body: CloneRequest,
  answers: { 201: json(Tour) },
});

export const getTour = defineOperation({
  id: 'getTour',
  method: 'GET',
  path: '/api/projects/tours/{id}',
  tag,
  summary: 'One tour',
  access: 'account',
  params: ContentIdParams,
  answers: { 200: json(Tour, { headers: ['ETag'] }) },
});

export const updateTour = defineOperation({
  id: 'updateTour',
  method: 'PUT',
  path: '/api/projects/tours/{id}',
  tag,
  summary: 'Change a tour; only the fields sent change',
  access: 'account',
  params: ContentIdParams,
  body: UpdateTourRequest,
  headers: ['ifMatch'],
  answers: { 200: json(Tour, { headers: ['ETag'] }) },
  errors: [412],
});

export const deleteTour = defineOperation({
  id: 'deleteTour',
  method: 'DELETE',
  path: '/api/projects/tours/{id}',
  tag,
  summary: 'Delete a tour',
  access: 'account',
  params: ContentIdParams,
  answers: { 204: empty() },
});
