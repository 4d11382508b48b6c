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

  // 204 and 202 answers have no content: there is no data to read.
  const deleted = await api.DELETE('/api/projects/{id}', { params: { path: { id: 1 }, header: headers } });
  const nothing: undefined = deleted.data;
  const accepted = await api.POST('/api/invitations/activations/accept', {
    body: { activationKey: 'key', loginUrl: 'http://localhost:8080/login' },
  });
  const acceptedNothing: undefined = accepted.data;
  const access = await api.POST('/api/subscriptions/request-access', {
    body: {
      customerName: 'Energy Co',
      customerPhoneNumber: '+31 20 123 4567',
      subscriptionTypeKey: 'wind-planner',
      loginUrl: 'http://localhost:8080/login',
    },
  });
  const accessNothing: undefined = access.data;

  // An invitation's activation URL is a template with a placeholder, not a URI.
  await api.POST('/api/invitations/members', {
    params: { header: headers },
    body: {
      inviteeEmailAddress: 'new@example.com',
      activationUrlTemplate: 'http://localhost:8080/invitation/{invitationKey}',
    },
  });

  // Images are files, read as a Blob; uploads and the publish form are multipart.
  const logo = await api.GET('/api/projects/{projectId}/logo', {
    params: { path: { projectId: 1 }, header: headers },
    parseAs: 'blob',
  });
  const logoBlob: Blob | undefined = logo.data;
  const uploadBody: { file: string } = { file: 'binary' };
  await api.POST('/api/user-accounts/current/avatar', {
    body: uploadBody,
    bodySerializer: () => new FormData(),
  });
  await api.POST('/api/projects/create-published-project', {
    params: { header: headers },
    body: { payload: '{}', file: 'binary' },
    bodySerializer: () => new FormData(),
  });

  // A list says how long it is in X-Total-Count.
  type ProjectList = operations['listProjects']['responses'][200];
  const total: ProjectList['headers']['X-Total-Count'] = 12;

  // A transfer within the subscription is a 409 ProjectAlreadyOwned.
  type TransferConflict = operations['requestOwnershipTransfer']['responses'][409];
  const transferCode: TransferConflict['content']['application/problem+json']['code'] = 'ProjectAlreadyOwned';

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

  return {
    id,
    name,
    mayDelete,
    pan,
    scenarioNames,
    code,
    problem,
    operationId,
    nothing,
    acceptedNothing,
    accessNothing,
    logoBlob,
    total,
    transferCode,
  };
}
