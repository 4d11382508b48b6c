/**
 * Compiled by `npm run openapi:check` against the types openapi-typescript generates from
 * openapi.json (./api.d.ts, written next to this file in a scratch directory): a few calls as
 * an integrator writes them with openapi-fetch. Lines marked @ts-expect-error must not compile.
 */
import createClient from 'openapi-fetch';
import type { components, operations, paths } from './api.js';

const api = createClient<paths>({ baseUrl: 'http://localhost:8080' });
const headers = { 'x-subscription-key': 'subscription-key' };

export async function calls() {
  const created = await api.POST('/api/projects', {
    params: { header: headers },
    body: { name: 'Wind farm', tagNames: ['027bd7'] },
  });
  const id: number | undefined = created.data?.id;

  const project = await api.GET('/api/projects/{id}', { params: { path: { id: 1 }, header: headers } });
  const name: string | undefined = project.data?.name;
  const mayDelete: boolean | undefined = project.data?.abilities.delete;

  const updated = await api.PUT('/api/projects/viewpoints/{id}', {
    params: { path: { id: 7 }, header: headers },
    body: { name: 'Dam Square', pan: 135 },
  });
  const pan: number | undefined = updated.data?.pan;

  const viewer = await api.GET('/api/projects/viewer/{id}', { params: { path: { id: 'publication-key' } } });
  const scenarioNames = viewer.data?.scenarios.map((scenario) => scenario.name);

  // A 409 answer is a problem with one of the call's codes.
  const revision = await api.POST('/api/projects/create-revision', {
    params: { query: { sourceProjectId: 1 }, header: headers },
  });
  const code: 'RevisionLimitReached' | 'SourceIsARevision' | undefined =
    revision.response.status === 409
      ? (revision.error as { code: 'RevisionLimitReached' | 'SourceIsARevision' }).code
      : undefined;

  const problem: components['schemas']['Problem'] = { status: 404, title: 'Not Found' };
  const operationId: keyof operations = 'getProject';

  // @ts-expect-error the id of a project is a number
  await api.GET('/api/projects/{id}', { params: { path: { id: 'one' }, header: headers } });
  // @ts-expect-error the project calls need the X-Subscription-Key header
  await api.GET('/api/projects/{id}', { params: { path: { id: 1 } } });
  // @ts-expect-error a project's name is text
  await api.PUT('/api/projects/{id}', { params: { path: { id: 1 }, header: headers }, body: { name: 42 } });
  // @ts-expect-error not a path of the API
  await api.GET('/realms/planner/account', {});

  return { id, name, mayDelete, pan, scenarioNames, code, problem, operationId };
}
