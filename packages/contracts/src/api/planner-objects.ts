import {
  CreatePlannerObjectRequest,
  PlannerObject,
  PlannerObjectListQuery,
  PlannerObjectParams,
  UpdatePlannerObjectRequest,
} from '../planner-objects.js';
import { ProjectContentParams } from '../viewpoints.js';
import { defineOperation, empty, json, list } from './define.js';

const tag = 'Planner objects';

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
    'Create a planner object; 409 PlannerObjectLimitReached, ScenarioProjectIdNotEqualToPresetProjectId',
  access: 'account',
  params: ProjectContentParams,
  body: CreatePlannerObjectRequest,
  answers: { 201: json(PlannerObject) },
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
  answers: { 200: json(PlannerObject) },
});

export const updatePlannerObject = defineOperation({
  id: 'updatePlannerObject',
  method: 'PUT',
  path: '/api/projects/{projectId}/planner-objects/{id}',
  tag,
  summary:
    'Change a planner object; 409 CannotChangeToScenarioOfAnotherProject, CannotChangeToPresetOfAnotherProject, CannotChangePlannerObjectType',
  access: 'account',
  params: PlannerObjectParams,
  body: UpdatePlannerObjectRequest,
  answers: { 200: json(PlannerObject) },
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
