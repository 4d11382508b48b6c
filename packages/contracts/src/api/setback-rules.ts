import {
  CreateSetbackRuleRequest,
  SetbackCheck,
  SetbackCheckQuery,
  SetbackRule,
  SetbackRuleParams,
  UpdateSetbackRuleRequest,
} from '../setback-rules.js';
import { ContentListQuery, ProjectContentParams } from '../viewpoints.js';
import { defineOperation, empty, json, list } from './define.js';

const tag = 'Setback rules';
const gate =
  'Needs the Buffer layer feature (`BufferLayer`) Enabled (else 403 naming the module); 404 for a project the caller does not see.';
const edit = `${gate} Changing needs the right to change the project's content (as viewpoints).`;

export const listSetbackRules = defineOperation({
  id: 'listSetbackRules',
  method: 'GET',
  path: '/api/projects/{projectId}/setback-rules',
  tag,
  summary: "The project's setback rules in the order they were made; X-Total-Count",
  description: gate,
  access: 'account',
  params: ProjectContentParams,
  query: ContentListQuery,
  answers: { 200: list(SetbackRule) },
});

export const createSetbackRule = defineOperation({
  id: 'createSetbackRule',
  method: 'POST',
  path: '/api/projects/{projectId}/setback-rules',
  tag,
  summary:
    'Add a setback rule: turbines at least a distance from a receptor category or inside the site boundary',
  description: `${edit} At most 100 rules per project (400 beyond).`,
  access: 'account',
  params: ProjectContentParams,
  body: CreateSetbackRuleRequest,
  answers: { 201: json(SetbackRule) },
});

export const checkSetbackRules = defineOperation({
  id: 'checkSetbackRules',
  method: 'GET',
  path: '/api/projects/{projectId}/setback-rules/check',
  tag,
  summary: "Evaluate the project's setback rules for a scenario's turbines: every breach with its sentence",
  description: `${gate} The scenario's wind turbines are measured against the project's receptors and site boundaries (every scenario's: they belong to the project; each site boundary object is one part of the site) by \`@vantage/contracts/studies/setbacks\` (docs/studies/setbacks.md). 404 for a scenario of another project.`,
  access: 'account',
  params: ProjectContentParams,
  query: SetbackCheckQuery,
  answers: { 200: json(SetbackCheck) },
});

export const getSetbackRule = defineOperation({
  id: 'getSetbackRule',
  method: 'GET',
  path: '/api/projects/{projectId}/setback-rules/{id}',
  tag,
  summary: 'One setback rule',
  description: gate,
  access: 'account',
  params: SetbackRuleParams,
  answers: { 200: json(SetbackRule, { headers: ['ETag'] }) },
});

export const updateSetbackRule = defineOperation({
  id: 'updateSetbackRule',
  method: 'PUT',
  path: '/api/projects/{projectId}/setback-rules/{id}',
  tag,
  summary: 'Change a setback rule; only the fields sent change; 412 when If-Match names an older version',
  description: edit,
  access: 'account',
  params: SetbackRuleParams,
  body: UpdateSetbackRuleRequest,
  headers: ['ifMatch'],
  answers: { 200: json(SetbackRule, { headers: ['ETag'] }) },
  errors: [412],
});

export const deleteSetbackRule = defineOperation({
  id: 'deleteSetbackRule',
  method: 'DELETE',
  path: '/api/projects/{projectId}/setback-rules/{id}',
  tag,
  summary: 'Delete a setback rule',
  description: edit,
  access: 'account',
  params: SetbackRuleParams,
  answers: { 204: empty() },
});
