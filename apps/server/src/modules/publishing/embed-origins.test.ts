import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertProject } from '../../test/project-fixtures.js';

/**
 * The origins that may frame a presentation's public viewer: the operation that changes
 * them (validation, roles, tenancy) and the one page whose answer they change.
 */
let t: TestApp;
let home: { id: number; key: string };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  ({ subscription: home } = await t.buildSubscription());
  owner = await t.buildMember(home, ['Owner']);
});
afterAll(() => t.close());

async function presentation(subscriptionId = home.id, published = true) {
  const original = await insertProject(t.ctx, { subscriptionId });
  const row = await insertProject(t.ctx, {
    subscriptionId,
    originalProjectId: original.id,
    publicationKey: randomBytes(12).toString('base64url'),
    published,
  });
  return { original, row };
}

const put = (id: number, origins: unknown, headers = owner.headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/projects/published-projects/${id}/embed-origins`,
    headers,
    payload: { origins },
  });

async function storedOrigins(id: number) {
  const [row] = await t.ctx.db
    .select({ embedOrigins: projects.embedOrigins })
    .from(projects)
    .where(eq(projects.id, id));
  return row!.embedOrigins;
}

describe('PUT /api/projects/published-projects/{id}/embed-origins', () => {
  it('stores exact https origins, normalised, and lists them with the presentation', async () => {
    const { row } = await presentation();
    const res = await put(row.id, ['https://A.Example', 'https://b.example:8443/', 'https://bücher.example']);
    expect(res.statusCode).toBe(200);
    const stored = ['https://a.example', 'https://b.example:8443', 'https://xn--bcher-kva.example'];
    expect(res.json()).toEqual({ origins: stored });
    expect(await storedOrigins(row.id)).toEqual(stored);
    const list = await t.app.inject({ url: '/api/projects/published-projects', headers: owner.headers });
    const listed = list.json().find((p: { id: number }) => p.id === row.id);
    expect(listed.embedOrigins).toEqual(stored);
    expect(listed.abilities.embed).toBe(true);
    // The default port is no port of its own.
    expect((await put(row.id, ['https://a.example:443'])).json()).toEqual({ origins: ['https://a.example'] });
    expect((await put(row.id, [])).json()).toEqual({ origins: [] });
    expect(await storedOrigins(row.id)).toEqual([]);
  });

  it.each([
    ['http://a.example', 'is not https'],
    ['http://localhost:5173', 'is not https'],
    ['javascript:alert(1)', 'is not https'],
    ['a.example', 'is not an origin'],
    ['https://a.example/page', 'has a path, query or fragment'],
    ['https://a.example/?x=1', 'has a path, query or fragment'],
    ['https://a.example#top', 'has a path, query or fragment'],
    ['https://*.a.example', 'contains a wildcard'],
    ['*', 'contains a wildcard'],
    ['https://user:secret@a.example', 'contains a user name or password'],
    ['https://a.example\r\nX-Evil: 1', 'contains spaces, line breaks or control characters'],
    ["https://a.example 'unsafe-inline'", 'contains spaces, line breaks or control characters'],
    ['https://a.example;script-src', 'is not an origin'],
    ["https://a.example'", 'is not an origin'],
    ['', 'is empty'],
  ])('refuses %j with 400 naming the entry, and writes nothing', async (bad, words) => {
    const { row } = await presentation();
    await put(row.id, ['https://kept.example']);
    const res = await put(row.id, ['https://fine.example', bad]);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = res.json();
    expect(problem.errors).toEqual([{ field: 'body.origins.1', message: expect.stringContaining(words) }]);
    if (bad !== '') expect(problem.detail).toContain(JSON.stringify(bad));
    expect(await storedOrigins(row.id)).toEqual(['https://kept.example']);
  });

  it('refuses a host with an empty part ("https://a..example") with 400 saying so, and stores nothing', async () => {
    const { row } = await presentation();
    const res = await put(row.id, ['https://a..example']);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().errors).toEqual([
      {
        field: 'body.origins.0',
        message:
          '"https://a..example" has two dots in a row in its host name: each part between dots needs at least one letter or digit.',
      },
    ]);
    expect(await storedOrigins(row.id)).toEqual([]);
  });

  it('refuses an origin listed twice (after normalising) and more than 10, writing nothing', async () => {
    const { row } = await presentation();
    const twice = await put(row.id, ['https://a.example', 'https://b.example', 'https://A.example/']);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([
      { field: 'body.origins.2', message: '"https://A.example/" is listed twice (as https://a.example).' },
    ]);
    const many = await put(
      row.id,
      Array.from({ length: 11 }, (_, i) => `https://site${i}.example`),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().detail).toContain('List at most 10 origins.');
    const notAList = await put(row.id, 'https://a.example');
    expect(notAList.statusCode).toBe(400);
    expect(await storedOrigins(row.id)).toEqual([]);
  });

  it('lets Owners and Team members; refuses the other roles with 403 and the expired with 403', async () => {
    const { original, row } = await presentation();
    const team = await t.buildMember(home, ['TeamMember']);
    expect((await put(row.id, ['https://team.example'], team.headers)).statusCode).toBe(200);
    for (const role of ['Administrator', 'ProjectMember', 'Observer', 'SupportStaff'] as const) {
      const member = await t.buildMember(home, [role], { projectIds: [original.id] });
      const res = await put(row.id, ['https://evil.example'], member.headers);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().detail).toBe(
        'Only Owners and Team members can choose where a presentation may be embedded.',
      );
    }
    const observer = await t.buildMember(home, ['Observer'], { projectIds: [original.id] });
    const list = await t.app.inject({ url: '/api/projects/published-projects', headers: observer.headers });
    expect(list.json().find((p: { id: number }) => p.id === row.id).abilities.embed).toBe(false);

    const { subscription: expired } = await t.buildSubscription({ expiresAt: new Date(Date.now() - 60_000) });
    const expiredOwner = await t.buildMember(expired, ['Owner']);
    const theirs = await presentation(expired.id);
    const res = await put(theirs.row.id, ['https://a.example'], expiredOwner.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Your subscription has expired.');
    expect(await storedOrigins(row.id)).toEqual(['https://team.example']);
  });

  it("answers 404 for another organisation's presentation and 400 for a project that is no presentation", async () => {
    const { subscription: foreign } = await t.buildSubscription();
    const theirs = await presentation(foreign.id);
    const res = await put(theirs.row.id, ['https://evil.example']);
    expect(res.statusCode).toBe(404);
    expect(await storedOrigins(theirs.row.id)).toEqual([]);
    const original = await insertProject(t.ctx, { subscriptionId: home.id });
    const notPresented = await put(original.id, ['https://a.example']);
    expect(notPresented.statusCode).toBe(400);
    expect(await storedOrigins(original.id)).toEqual([]);
  });

  it('keeps the list through depublishing and publishing again (same row, same key)', async () => {
    const { row } = await presentation();
    await put(row.id, ['https://a.example']);
    const call = (method: 'POST' | 'DELETE') =>
      t.app.inject({ method, url: `/api/projects/publish?projectId=${row.id}`, headers: owner.headers });
    expect((await call('DELETE')).statusCode).toBe(204);
    expect((await call('POST')).statusCode).toBe(200);
    expect(await storedOrigins(row.id)).toEqual(['https://a.example']);
  });
});
