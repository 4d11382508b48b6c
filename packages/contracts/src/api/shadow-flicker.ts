import {
  ShadowFlickerAnswer,
  ShadowFlickerProjectSettings,
  ShadowFlickerRequest,
  ShadowFlickerSettings,
} from '../studies/shadow-api.js';
import { ProjectContentParams } from '../viewpoints.js';
import { defineOperation, json } from './define.js';

const tag = 'Shadow flicker';
const gate =
  'Needs the Shadow Flicker Simulation feature (`ShadowFlickerSimulation`) Enabled (else 403 naming the module); 404 for a project the caller does not see.';

export const getShadowFlickerSettings = defineOperation({
  id: 'getShadowFlickerSettings',
  method: 'GET',
  path: '/api/projects/{projectId}/shadow-flicker-settings',
  tag,
  summary:
    "The project's shadow-flicker settings: year, time zone, minimum sun elevation, maximum distance, limits, existing turbines, sunshine and wind figures with their source",
  description: `${gate} Whoever sees the project may read them, Observers too. Version 1 is the defaults (every field left out: next year, UTC, 3°, 2,000 m, DE limits, existing turbines in, no expected case) until someone saves them.`,
  access: 'account',
  params: ProjectContentParams,
  answers: { 200: json(ShadowFlickerProjectSettings, { headers: ['ETag'] }) },
});

export const updateShadowFlickerSettings = defineOperation({
  id: 'updateShadowFlickerSettings',
  method: 'PUT',
  path: '/api/projects/{projectId}/shadow-flicker-settings',
  tag,
  summary:
    "Replace the project's shadow-flicker settings (a field left out takes its default); 412 when If-Match names an older version",
  description: `${gate} Changing needs the right to change the project's content (as the noise settings): 403 for Observers. A bad value is 400 in words (12 fractions from 0 to 1, an IANA time zone …).`,
  access: 'account',
  params: ProjectContentParams,
  body: ShadowFlickerSettings,
  headers: ['ifMatch'],
  answers: { 200: json(ShadowFlickerProjectSettings, { headers: ['ETag'] }) },
  errors: [412],
});

export const calculateShadowFlicker = defineOperation({
  id: 'calculateShadowFlicker',
  method: 'POST',
  path: '/api/projects/{projectId}/shadow-flicker',
  tag,
  summary:
    "A scenario's shadow flicker at the project's receptors: astronomical worst case per receptor and turbine, and the expected hours",
  description:
    'Needs the Shadow Flicker Simulation feature (`ShadowFlickerSimulation`) Enabled (else 403 naming the module); ' +
    'whoever sees the project may ask, Observers too (it changes nothing); 404 for a project the caller does not see ' +
    "or a scenario of another project. A setting left out of the request is the project's stored one (shadow-flicker-settings), else its default. The scenario's wind turbines (and the existing turbines unless `includeExisting` " +
    'is false) against every receptor of the project, computed off the request thread by `@vantage/contracts/studies/shadow-flicker` ' +
    "(docs/studies/shadow-flicker.md), the module the planner runs: the same numbers. The tower feet and receptors stand on the project's terrain model when it covers them all, else all on flat ground at 0 m (`ground` says which, in words); the sun hidden by the terrain is not modelled. At most 50,000 turbine–receptor pairs " +
    '(400 beyond, in words); 503 with Retry-After when the server is busy with other calculations.',
  access: 'account',
  params: ProjectContentParams,
  body: ShadowFlickerRequest,
  answers: { 200: json(ShadowFlickerAnswer) },
  errors: [503],
});
