import { z } from 'zod/mini';
import {
  CreateScenarioRequest,
  RenumberScenarioRequest,
  Scenario,
  ScenarioCloneResult,
  UpdateScenarioRequest,
} from '../scenarios.js';
import { CloneRequest, ContentIdParams, ContentListQuery, ProjectContentParams } from '../viewpoints.js';
import { defineOperation, empty, json, list } from './define.js';

const tag = 'Scenarios';

export const createScenario = defineOperation({
  id: 'createScenario',
  method: 'POST',
  path: '/api/projects/{projectId}/scenarios',
  tag,
  summary: 'Create a scenario in the project, placed last',
  access: 'account',
  params: ProjectContentParams,
  body: CreateScenarioRequest,
  answers: { 201: json(Scenario) },
});

export const listScenarios = defineOperation({
  id: 'listScenarios',
  method: 'GET',
  path: '/api/projects/{projectId}/scenarios',
  tag,
  summary: "The project's scenarios in their order; X-Total-Count",
  access: 'account',
  params: ProjectContentParams,
  query: ContentListQuery,
  answers: { 200: list(Scenario) },
});

export const cloneScenario = defineOperation({
  id: 'cloneScenario',
  method: 'POST',
  path: '/api/projects/{projectId}/scenarios/clone',
  tag,
  summary:
    "Copy a scenario with its planner objects; 409 PlannerObjectLimitReached; 413 past the project's PLANNER_CONTENT_MAX_BYTES",
  access: 'account',
  params: ProjectContentParams,
  body: CloneRequest,
  answers: { 201: json(ScenarioCloneResult) },
  errors: [413],
  conflicts: ['PlannerObjectLimitReached'],
});

export const renumberScenario = defineOperation({
  id: 'renumberScenario',
  method: 'PUT',
  path: '/api/projects/scenarios/renumber/{id}',
  tag,
  summary: "Move the scenario to position sortOrder and renumber the project's scenarios 0..n-1",
  access: 'account',
  params: ContentIdParams,
  body: RenumberScenarioRequest,
  answers: { 200: json(z.array(Scenario)) },
});

export const getScenario = defineOperation({
  id: 'getScenario',
  method: 'GET',
  path: '/api/projects/scenarios/{id}',
  tag,
  summary: 'One scenario',
  access: 'account',
  params: ContentIdParams,
  answers: { 200: json(Scenario, { headers: ['ETag'] }) },
});

export const updateScenario = defineOperation({
  id: 'updateScenario',
  method: 'PUT',
  path: '/api/projects/scenarios/{id}',
  tag,
  summary: 'Change a scenario; only the fields sent change',
  access: 'account',
  params: ContentIdParams,
  body: UpdateScenarioRequest,
  headers: ['ifMatch'],
  answers: { 200: json(Scenario, { headers: ['ETag'] }) },
  errors: [412],
});

export const deleteScenario = defineOperation({
  id: 'deleteScenario',
  method: 'DELETE',
  path: '/api/projects/scenarios/{id}',
  tag,
  summary: 'Delete a scenario with its planner objects',
  access: 'account',
  params: ContentIdParams,
  answers: { 204: empty() },
});
