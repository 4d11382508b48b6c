import { z } from 'zod/mini';
import {
  CreatePlannerObjectRequest,
  CreatePlannerObjectsRequest,
  DeletePlannerObjectsRequest,
  PlannerObject,
  PlannerObjectListQuery,
  PlannerObjectParams,
  UpdatePlannerObjectRequest,
  UpdatePlannerObjectsRequest,
} from '../planner-objects.js';
import { ProjectContentParams } from '../viewpoints.js';
import { defineOperation, empty, json, list } from './define.js';

const tag = 'Planner objects';

const MODULE_GATE = "403 naming the module while the kind's module is not Enabled.";

export const listPlannerObjects = defineOperation({
  id: 'listPlannerObjects',
  method: 'GET',
  path: '/api/projects/{projectId}/planner-objects',
  tag,
  summary: "The project's planner objects (optionally of one scenario); X-Total-Count",
  access: 'account',
  params: ProjectContentParams,
  query: PlannerObjectListQuery,
  answers: { 200: list(PlannerObject) },
});

export const createPlannerObject = defineOperation({
  id: 'createPlannerObject',
  method: 'POST',
  path: '/api/projects/{projectId}/planner-objects',
  tag,
  summary:
    "Create a planner object; 409 PlannerObjectLimitReached, ScenarioProjectIdNotEqualToPresetProjectId; 413 past the project's PLANNER_CONTENT_MAX_BYTES",
  description: MODULE_GATE,
  access: 'account',
  params: ProjectContentParams,
  body: CreatePlannerObjectRequest,
  answers: { 201: json(PlannerObject) },
  errors: [413],
  conflicts: ['PlannerObjectLimitReached', 'ScenarioProjectIdNotEqualToPresetProjectId'],
});

export const getPlannerObject = defineOperation({
  id: 'getPlannerObject',
  method: 'GET',
  path: '/api/projects/{projectId}/planner-objects/{id}',
  tag,
  summary: 'One planner object',
  access: 'account',
  params: PlannerObjectParams,
  answers: { 200: json(PlannerObject, { headers: ['ETag'] }) },
});

export const updatePlannerObject = defineOperation({
  id: 'updatePlannerObject',
  method: 'PUT',
  path: '/api/projects/{projectId}/planner-objects/{id}',
  tag,
  summary:
    'Change a planner object; 409 CannotChangeToScenarioOfAnotherProject, CannotChangeToPresetOfAnotherProject, CannotChangePlannerObjectType',
  description: MODULE_GATE,
  access: 'account',
  params: PlannerObjectParams,
  body: UpdatePlannerObjectRequest,
  headers: ['ifMatch'],
  answers: { 200: json(PlannerObject, { headers: ['ETag'] }) },
  errors: [412, 413],
  conflicts: [
    'CannotChangeToScenarioOfAnotherProject',
    'CannotChangeToPresetOfAnotherProject',
    'CannotChangePlannerObjectType',
  ],
});

export const deletePlannerObject = defineOperation({
  id: 'deletePlannerObject',
  method: 'DELETE',
  path: '/api/projects/{projectId}/planner-objects/{id}',
  tag,
  summary: 'Delete a planner object',
  access: 'account',
  params: PlannerObjectParams,
  answers: { 204: empty() },
});

/*
 * Batches: all or nothing, in one transaction, at most PLANNER_OBJECT_BATCH_MAX items and
 * PLANNER_OBJECT_BATCH_MAX_BYTES of body (413), and 413 when the project would hold more than
 * PLANNER_CONTENT_MAX_BYTES. Each item obeys the rules of the single call,
 * and an answer about an item names it (`body.plannerObjects.12.points: …`). One hub event
 * per batch (`{ kind: 'plannerObject', id, ids, projectId }`), not one per object.
 */

export const createPlannerObjects = defineOperation({
  id: 'createPlannerObjects',
  method: 'POST',
  path: '/api/projects/{projectId}/planner-objects/batch',
  tag,
  summary:
    'Create up to 10,000 planner objects at once, all or none; answers them in the order sent. 409 PlannerObjectLimitReached (for the whole batch), ScenarioProjectIdNotEqualToPresetProjectId',
  description: MODULE_GATE,
  access: 'account',
  params: ProjectContentParams,
  body: CreatePlannerObjectsRequest,
  answers: { 201: json(z.array(PlannerObject)) },
  errors: [413],
  conflicts: ['PlannerObjectLimitReached', 'ScenarioProjectIdNotEqualToPresetProjectId'],
});

export const updatePlannerObjects = defineOperation({
  id: 'updatePlannerObjects',
  method: 'PUT',
  path: '/api/projects/{projectId}/planner-objects/batch',
  tag,
  summary:
    'Change up to 10,000 planner objects at once, all or none (each item: its id, the fields to change and optionally the version changed); 404 when an id is not in the project; 412 when a version is no longer current. 409 as the single change',
  description: MODULE_GATE,
  access: 'account',
  params: ProjectContentParams,
  body: UpdatePlannerObjectsRequest,
  answers: { 200: json(z.array(PlannerObject)) },
  errors: [412, 413],
  conflicts: [
    'CannotChangeToScenarioOfAnotherProject',
    'CannotChangeToPresetOfAnotherProject',
    'CannotChangePlannerObjectType',
  ],
});

export const deletePlannerObjects = defineOperation({
  id: 'deletePlannerObjects',
  method: 'POST',
  path: '/api/projects/{projectId}/planner-objects/batch-delete',
  tag,
  summary: 'Delete up to 10,000 planner objects at once, all or none; 404 when an id is not in the project',
  access: 'account',
  params: ProjectContentParams,
  body: DeletePlannerObjectsRequest,
  answers: { 204: empty() },
});
