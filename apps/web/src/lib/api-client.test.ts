import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createApiClient } from './api-client';
import { ApiCallRefusedError, ApiError, isConflict } from './api-error';

type Call = { url: string; init: RequestInit };

/** A stand-in for the network: records each request and answers with the given response. */
function fakeFetch(respond: (call: Call) => Response = () => Response.json({ ok: true })) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return respond(call);
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

function clientWith(respond?: (call: Call) => Response, headers = {}) {
  const network = fakeFetch(respond);
  const client = createApiClient({
    baseUrl: 'https://api.test',
    fetch: network.fetch,
    clientHeaders: () => ({
      accessToken: 'token-1',
      clientId: 'client-1',
      subscriptionKey: 'sub-1',
      ...headers,
    }),
  });
  return { client, calls: network.calls };
}

const problem = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ status, ...body }), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });

describe('api client: headers (spec sections 6 and 7)', () => {
  it('sends the bearer token, client id, subscription key and en-us on every call', async () => {
    const { client, calls } = clientWith();
    await client.get('/api/user-accounts/current');
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.url).toBe('https://api.test/api/user-accounts/current');
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('x-client-id')).toBe('client-1');
    expect(headers.get('x-subscription-key')).toBe('sub-1');
    expect(headers.get('accept-language')).toBe('en-us');
  });

  it('leaves out the subscription key and token when there are none', async () => {
    const { client, calls } = clientWith(undefined, { subscriptionKey: undefined, accessToken: undefined });
    await client.post('/api/user/ensure-created');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.has('x-subscription-key')).toBe(false);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('x-client-id')).toBe('client-1');
  });

  it('fills path parameters encoded, adds the query and sends JSON bodies', async () => {
    const { client, calls } = clientWith();
    await client.put('/api/projects/{id}', {
      params: { id: 'a b' },
      query: { force: true },
      body: { name: 'N' },
    });
    expect(calls[0]?.url).toBe('https://api.test/api/projects/a%20b?force=true');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe('{"name":"N"}');
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
  });
});

describe('api client: refuses incomplete calls before sending (spec section 5)', () => {
  it('refuses an undefined path id', async () => {
    const { client, calls } = clientWith();
    const id: number | undefined = undefined;
    await expect(client.get('/api/projects/{id}', { params: { id } })).rejects.toBeInstanceOf(
      ApiCallRefusedError,
    );
    expect(calls).toHaveLength(0);
  });

  it('refuses an undefined project id in the path', async () => {
    const { client, calls } = clientWith();
    await expect(
      client.get('/api/projects/{projectId}/viewpoints', { params: { projectId: undefined } }),
    ).rejects.toThrow(/projectId/);
    expect(calls).toHaveLength(0);
  });

  it('refuses a null activity flag', async () => {
    const { client, calls } = clientWith();
    await expect(
      client.put('/api/user/activity', { query: { active: null }, body: { force: false } }),
    ).rejects.toBeInstanceOf(ApiCallRefusedError);
    expect(calls).toHaveLength(0);
  });

  it('refuses a null clone or create-revision source id', async () => {
    const { client, calls } = clientWith();
    await expect(client.post('/api/projects/clone', { query: { sourceProjectId: null } })).rejects.toThrow(
      /sourceProjectId/,
    );
    await expect(
      client.post('/api/projects/create-revision', { query: { sourceProjectId: null } }),
    ).rejects.toBeInstanceOf(ApiCallRefusedError);
    expect(calls).toHaveLength(0);
  });

  it('refuses a required body field without value', async () => {
    const { client, calls } = clientWith();
    await expect(
      client.post('/api/invitations/observers', {
        body: { inviteeEmailAddress: 'a@b.test', projectId: undefined },
        requiredBodyFields: ['projectId'],
      }),
    ).rejects.toThrow(/projectId/);
    expect(calls).toHaveLength(0);
  });

  it('sends when every value is there, including false and 0', async () => {
    const { client, calls } = clientWith();
    await client.put('/api/user/activity', { query: { active: false } });
    await client.get('/api/projects/{id}', { params: { id: 0 } });
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.test/api/user/activity?active=false',
      'https://api.test/api/projects/0',
    ]);
  });
});

describe('api client: errors (spec section 8)', () => {
  it('turns a problem answer into an ApiError with message, status, text and headers', async () => {
    const { client } = clientWith(() =>
      problem(404, { title: 'Not Found', detail: 'The project does not exist.' }, { 'x-request-id': 'r1' }),
    );
    const error = await client.get('/api/projects/{id}', { params: { id: 7 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('The project does not exist.');
    expect(apiError.status).toBe(404);
    expect(apiError.responseText).toContain('"detail":"The project does not exist."');
    expect(apiError.headers.get('x-request-id')).toBe('r1');
    expect(apiError.code).toBeUndefined();
  });

  it('types the 409 conflict code', async () => {
    const { client } = clientWith(() => problem(409, { title: 'Conflict', code: 'ProjectLimitReached' }));
    const error = await client.post('/api/projects', { body: { name: 'X' } }).catch((e: unknown) => e);
    expect(isConflict(error, 'ProjectLimitReached')).toBe(true);
    expect(isConflict(error, 'Duplicate')).toBe(false);
    expect((error as ApiError).code).toBe('ProjectLimitReached');
  });

  it('ignores an unknown conflict code instead of mistyping it', async () => {
    const { client } = clientWith(() => problem(409, { title: 'Conflict', code: 'SomethingElse' }));
    const error = (await client.post('/api/projects').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.code).toBeUndefined();
  });

  it('keeps a non-JSON answer as response text and uses the status text as message', async () => {
    const { client } = clientWith(
      () => new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = (await client
      .post('/api/projects/{projectId}/logo', { params: { projectId: 1 } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Bad Gateway');
    expect(error.responseText).toBe('upstream down');
  });

  it('reports an answer that does not match the schema', async () => {
    const { client } = clientWith(() => Response.json({ isSingleSignOn: 'yes' }));
    await expect(
      client.post('/api/user/ensure-created', { schema: z.object({ isSingleSignOn: z.boolean() }) }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('answers undefined for 204 and parses with the schema otherwise', async () => {
    const { client } = clientWith(({ url }) =>
      url.endsWith('/none') ? new Response(null, { status: 204 }) : Response.json({ isSingleSignOn: true }),
    );
    await expect(client.post('/api/none')).resolves.toBeUndefined();
    await expect(
      client.post('/api/user/ensure-created', { schema: z.object({ isSingleSignOn: z.boolean() }) }),
    ).resolves.toEqual({ isSingleSignOn: true });
  });
});

describe('api client: lists need X-Total-Count (spec section 8)', () => {
  const list = (header?: string) => () =>
    Response.json([{ id: 1 }, { id: 2 }], {
      headers: header === undefined ? {} : { 'x-total-count': header },
    });

  it('answers the items and the total, with Offset and Limit in the query', async () => {
    const { client, calls } = clientWith(list('12'));
    const result = await client.getList('/api/projects', {
      offset: 10,
      limit: 2,
      schema: z.object({ id: z.number() }),
    });
    expect(result).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 12 });
    expect(calls[0]?.url).toBe('https://api.test/api/projects?Offset=10&Limit=2');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a number', 'many'],
    ['negative', '-1'],
    ['fractional', '2.5'],
  ])('rejects a %s X-Total-Count header', async (_case, header) => {
    const { client } = clientWith(list(header));
    const error = (await client.getList('/api/projects').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toMatch(/X-Total-Count/);
    expect(error.status).toBe(200);
  });

  it('still refuses a list call with an undefined path id', async () => {
    const { client, calls } = clientWith(list('0'));
    await expect(
      client.getList('/api/projects/{projectId}/tours', { params: { projectId: undefined } }),
    ).rejects.toBeInstanceOf(ApiCallRefusedError);
    expect(calls).toHaveLength(0);
  });
});
