import { CreatePresetRequest, PlannerObjectParams, Preset, UpdatePresetRequest } from '../planner-objects.js';
import { ContentListQuery, ProjectContentParams } from '../viewpoints.js';
import { defineOperation, empty, json, list } from './define.js';

const tag = 'Presets';

const MODULE_GATE = "403 naming the module while the kind's module is not Enabled.";

export const listPresets = defineOperation({
  id: 'listPresets',
  method: 'GET',
  path: '/api/projects/{projectId}/presets',
  tag,
  summary: "The project's presets; X-Total-Count",
  access: 'account',
  params: ProjectContentParams,
  query: ContentListQuery,
  answers: { 200: list(Preset) },
});

export const createPreset = defineOperation({
  id: 'createPreset',
  method: 'POST',
  path: '/api/projects/{projectId}/presets',
  tag,
  summary: "Create a preset; 413 past the project's PLANNER_CONTENT_MAX_BYTES",
  description: MODULE_GATE,
  access: 'account',
  params: ProjectContentParams,
  body: CreatePresetRequest,
  answers: { 201: json(Preset) },
  errors: [413],
});

export const getPreset = defineOperation({
  id: 'getPreset',
  method: 'GET',
  path: '/api/projects/{projectId}/presets/{id}',
  tag,
  summary: 'One preset',
  access: 'account',
  params: PlannerObjectParams,
  answers: { 200: json(Preset, { headers: ['ETag'] }) },
});

export const updatePreset = defineOperation({
  id: 'updatePreset',
  method: 'PUT',
  path: '/api/projects/{projectId}/presets/{id}',
  tag,
  summary:
    "Change a preset; 412 when If-Match names an older version; 409 CannotChangePlannerObjectType while in use; 413 past the project's PLANNER_CONTENT_MAX_BYTES",
  description: MODULE_GATE,
  access: 'account',
  params: PlannerObjectParams,
  body: UpdatePresetRequest,
  headers: ['ifMatch'],
  answers: { 200: json(Preset, { headers: ['ETag'] }) },
  errors: [412, 413],
  conflicts: ['CannotChangePlannerObjectType'],
});

export const deletePreset = defineOperation({
  id: 'deletePreset',
  method: 'DELETE',
  path: '/api/projects/{projectId}/presets/{id}',
  tag,
  summary: 'Delete a preset; 409 IsInUse while planner objects use it',
  access: 'account',
  params: PlannerObjectParams,
  answers: { 204: empty() },
  conflicts: ['IsInUse'],
});
