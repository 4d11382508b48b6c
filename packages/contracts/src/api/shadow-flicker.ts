import { ShadowFlickerAnswer, ShadowFlickerRequest } from '../studies/shadow-api.js';
import { ProjectContentParams } from '../viewpoints.js';
import { defineOperation, json } from './define.js';

export const calculateShadowFlicker = defineOperation({
  id: 'calculateShadowFlicker',
  method: 'POST',
  path: '/api/projects/{projectId}/shadow-flicker',
  tag: 'Shadow flicker',
  summary:
    "A scenario's shadow flicker at the project's receptors: astronomical worst case per receptor and turbine, and the expected hours",
  description:
    'Needs the Shadow Flicker Simulation feature (`ShadowFlickerSimulation`) Enabled (else 403 naming the module); ' +
    'whoever sees the project may ask, Observers too (it changes nothing); 404 for a project the caller does not see ' +
    "or a scenario of another project. The scenario's wind turbines (and the existing turbines unless `includeExisting` " +
    'is false) against every receptor of the project, computed off the request thread by `@vantage/contracts/studies/shadow-flicker` ' +
    '(docs/studies/shadow-flicker.md), the module the planner runs: the same numbers. At most 50,000 turbine–receptor pairs ' +
    '(400 beyond, in words); 503 with Retry-After when the server is busy with other calculations.',
  access: 'account',
  params: ProjectContentParams,
  body: ShadowFlickerRequest,
  answers: { 200: json(ShadowFlickerAnswer) },
  errors: [503],
});
