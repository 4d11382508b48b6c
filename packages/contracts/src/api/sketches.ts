import { CreateSketchRequest, Sketch, SketchParams, UpdateSketchRequest } from '../sketches.js';
import { ContentListQuery, ProjectContentParams } from '../viewpoints.js';
import { defineOperation, empty, json, list } from './define.js';

const tag = 'Sketch layer';
const read = '404 for a project the caller does not see (another organisation\u2019s too); Observers read.';
const edit = `${read} Changing needs the right to change the project's content (Observers 403).`;
const gate = 'Needs the SketchLayer module Enabled (403 naming the module); deleting does not.';

export const listSketches = defineOperation({
  id: 'listSketches',
  method: 'GET',
  path: '/api/projects/{projectId}/sketches',
  tag,
  summary:
    "The project's sketch annotations (labels, arrows, lines, areas) in the order they were drawn; X-Total-Count",
  description: `${read} Never part of a presentation's scene data.`,
  access: 'account',
  params: ProjectContentParams,
  query: ContentListQuery,
  answers: { 200: list(Sketch) },
});

export const createSketch = defineOperation({
  id: 'createSketch',
  method: 'POST',
  path: '/api/projects/{projectId}/sketches',
  tag,
  summary:
    'Draw a sketch annotation: a text label (one point), an arrow (two), a line (two or more) or an area (three or more)',
  description: `${edit} ${gate} At most 500 per project and 200 characters of text (400 in words); nothing is written when refused. Not a planner object: not counted against the planner-object limit.`,
  access: 'account',
  params: ProjectContentParams,
  body: CreateSketchRequest,
  answers: { 201: json(Sketch) },
});

export const updateSketch = defineOperation({
  id: 'updateSketch',
  method: 'PUT',
  path: '/api/projects/{projectId}/sketches/{id}',
  tag,
  summary: 'Move, recolour or re-word a sketch annotation; 412 when If-Match names an older version',
  description: `${edit} ${gate}`,
  access: 'account',
  params: SketchParams,
  body: UpdateSketchRequest,
  headers: ['ifMatch'],
  answers: { 200: json(Sketch, { headers: ['ETag'] }) },
  errors: [412],
});

export const deleteSketch = defineOperation({
  id: 'deleteSketch',
  method: 'DELETE',
  path: '/api/projects/{projectId}/sketches/{id}',
  tag,
  summary: 'Delete a sketch annotation',
  description: edit,
  access: 'account',
  params: SketchParams,
  answers: { 204: empty() },
});
