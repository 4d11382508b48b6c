import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness.js';
import { type ContentFixtures, openContentSuite } from '../test/project-content-fixtures.js';

/**
 * Each of these answered 500 (or a plain-JSON 414) and
 * must answer 4xx problem+json naming the field, changing nothing.
 */
let t: TestApp;
let f: ContentFixtures;
let subscription: { id: number; key: string };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, subscription, member: owner } = await openContentSuite(['Owner']));
});
afterAll(() => t.close());

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

function expectProblem(res: Answer, status: number, field: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = res.json();
  expect(problem.status).toBe(status);
  expect(problem.detail).toContain(field);
}

describe('a NUL byte in a string', () => {
  it('in a JSON body field answers 400 naming the field, and nothing is stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: owner.headers,
      payload: { name: 'x\u0000y' },
    });
    expectProblem(res, 400, 'body.name');
    const list = await t.app.inject({ method: 'GET', url: '/api/projects', headers: owner.headers });
    expect(list.json()).toEqual([]);
  });

  it('in a path parameter answers 400 naming the parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/projects/viewer/%00' });
    expectProblem(res, 400, 'params.');
  });

  it('in a nested array of a content body answers 400 naming the element', async () => {
    const project = await f.project(subscription.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/scenarios`,
      headers: owner.headers,
      payload: { name: 'Base', tagNames: ['ok', 'b\u0000d'] },
    });
    expectProblem(res, 400, 'body.tagNames.1');
  });
});

describe('integers above 2^31-1', () => {
  it('an id in the path answers 400 naming it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/projects/2147483648',
      headers: owner.headers,
    });
    expectProblem(res, 400, 'params.id');
  });

  it('an integer in the body answers 400 naming it, and the project keeps its order', async () => {
    const project = await f.project(subscription.id, { sortOrder: 3 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      headers: owner.headers,
      payload: { sortOrder: 2147483648 },
    });
    expectProblem(res, 400, 'body.sortOrder');
    expect((await f.projectRow(project.id))?.sortOrder).toBe(3);
  });

  it('an id in the query answers 400 naming it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects/clone?sourceProjectId=99999999999',
      headers: owner.headers,
    });
    expectProblem(res, 400, 'querystring.sourceProjectId');
  });
});

describe('an empty {} update', () => {
  const cases = [
    ['viewpoints', (p: number) => `/api/projects/viewpoints/${p}`],
    ['tours', (p: number) => `/api/projects/tours/${p}`],
    ['scenarios', (p: number) => `/api/projects/scenarios/${p}`],
  ] as const;

  for (const [what, url] of cases) {
    it(`on ${what} answers 400 naming the body`, async () => {
      const project = await f.project(subscription.id);
      const row =
        what === 'viewpoints'
          ? await f.viewpoint(project.id)
          : what === 'tours'
            ? await f.tour(project.id)
            : await f.scenario(project.id);
      const res = await t.app.inject({
        method: 'PUT',
        url: url(row.id),
        headers: owner.headers,
        payload: {},
      });
      expectProblem(res, 400, 'body');
    });
  }

  it('on planner objects answers 400 naming the body', async () => {
    const project = await f.project(subscription.id);
    const scenario = await f.scenario(project.id);
    const object = await f.plannerObject(scenario);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/planner-objects/${object.id}`,
      headers: owner.headers,
      payload: {},
    });
    expectProblem(res, 400, 'body');
  });

  it('on presets answers 400 naming the body', async () => {
    const project = await f.project(subscription.id);
    const preset = await f.preset(project.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/presets/${preset.id}`,
      headers: owner.headers,
      payload: {},
    });
    expectProblem(res, 400, 'body');
  });
});

describe('uploads and long paths', () => {
  it('a truncated multipart body answers 400', async () => {
    const project = await f.project(subscription.id);
    const boundary = '----vantage-truncated';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="logo.png"',
      'Content-Type: image/png',
      '',
      '\x89PNG\r\n\x1a\nhalf a picture',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/logo`,
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await f.projectRow(project.id))?.logoFileId ?? null).toBeNull();
  });

  it('a path parameter over 100 characters answers 414 as problem+json naming the limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/projects/viewer/${'k'.repeat(101)}` });
    expect(res.statusCode).toBe(414);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 414, title: 'URI Too Long' });
    expect(res.json().detail).toContain('100 characters');
  });
});
