import {
  NoiseCalculation,
  NoiseCalculationRequest,
  NoiseProjectParams,
  NoiseSettings,
  UpdateNoiseSettingsRequest,
} from '../noise-settings.js';
import { defineOperation, json } from './define.js';

const tag = 'Noise';
const gate =
  'Needs the Noise Simulation feature (`NoiseSimulation`) Enabled (else 403 naming the module); 404 for a project the caller does not see.';

export const getNoiseSettings = defineOperation({
  id: 'getNoiseSettings',
  method: 'GET',
  path: '/api/projects/{projectId}/noise-settings',
  tag,
  summary:
    "The project's noise settings: climate, ground, receiver height, method, rule set, existing turbines, each turbine's modes by period",
  description: `${gate} Version 1 is the defaults (10 °C, 70 %, 101.325 kPa, G = 1, 4 m, ISO 9613-2 general method, TA Lärm) until someone changes them.`,
  access: 'account',
  params: NoiseProjectParams,
  answers: { 200: json(NoiseSettings, { headers: ['ETag'] }) },
});

export const updateNoiseSettings = defineOperation({
  id: 'updateNoiseSettings',
  method: 'PUT',
  path: '/api/projects/{projectId}/noise-settings',
  tag,
  summary:
    "Change the project's noise settings; only the fields sent change; 412 when If-Match names an older version",
  description: `${gate} Changing needs the right to change the project's content (as viewpoints). A turbine's modes must be modes of its preset (400 naming them).`,
  access: 'account',
  params: NoiseProjectParams,
  body: UpdateNoiseSettingsRequest,
  headers: ['ifMatch'],
  answers: { 200: json(NoiseSettings, { headers: ['ETag'] }) },
  errors: [412],
});

export const calculateNoise = defineOperation({
  id: 'calculateNoise',
  method: 'POST',
  path: '/api/projects/{projectId}/noise/calculate',
  tag,
  summary:
    "The sound level at each of the project's receptors from a scenario's turbines: total and per turbine by day, evening and night, Lden where asked, octave bands on request, with the limit and margin",
  description: `${gate} ISO 9613-2 by \`@vantage/contracts/studies/noise-study\` (docs/studies/noise.md), the same function the planner runs, with the project's noise settings and each turbine preset's sound power (\`soundModes\`); the tower feet and receptors on the project's terrain model when it covers them all, else all at 0 m (\`ground\` says which, in words). Runs off the request thread; at most 200 turbines, 5,000 receptors and 500,000 turbine–receptor paths (400 beyond, naming the bound). 404 for a scenario of another project; 400 when no turbine has sound power.`,
  access: 'account',
  params: NoiseProjectParams,
  body: NoiseCalculationRequest,
  answers: { 200: json(NoiseCalculation) },
  errors: [503],
});
