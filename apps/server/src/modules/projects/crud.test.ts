import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectAccess, projects, viewpoints } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertContent, insertProject } from '../../test/project-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function team(roles: Parameters<TestApp['buildMember']>[1] = ['Owner'], limits = {}) {
  const { subscription } = await t.buildSubscription({ limits });
  const member = await t.buildMember(subscription, roles);
  return { subscription, ...member };
}

describe('POST /api/projects', () => {
  it('creates a project with the default tag and coordinate system and answers 201 with its id', async () => {
    const { headers, subscription } = await team();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: '  Windpark  ' },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(typeof id).toBe('number');
    const got = await t.app.inject({ url: `/api/projects/${id}`, headers });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      id,
      name: 'Windpark',
      tagNames: ['027bd7'],
      projectDataJson: '{}',
      isPendingForOwnershipTransfer: false,
      published: false,
      publicationKey: null,
      originalProjectId: null,
      organizations: [],
      description: '',
      hasLogo: false,
      defaultCoordinateSystem: { epsgCode: 4326, name: 'WGS 84', proj4Key: 'EPSG:4326', decimals: 6 },
      abilities: { open: true, update: true, rename: true, delete: true, duplicate: true, transfer: true },
    });
    const [row] = await t.ctx.db.select().from(projects).where(eq(projects.id, id));
    expect(row!.subscriptionId).toBe(subscription.id);
  });

  it('takes tags, project data and a coordinate system by EPSG code', async () => {
    const { headers } = await team(['TeamMember']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: {
        name: 'RD',
        tagNames: ['ff0000', 'north'],
        defaultCoordinateSystemEpsgCode: 28992,
        projectDataJson: '{"z":3}',
      },
    });
    expect(res.statusCode).toBe(201);
    const got = (await t.app.inject({ url: `/api/projects/${res.json().id}`, headers })).json();
    expect(got.tagNames).toEqual(['ff0000', 'north']);
    expect(got.projectDataJson).toBe('{"z":3}');
    expect(got.defaultCoordinateSystem.epsgCode).toBe(28992);
  });

  it.each([
    [{ name: '   ' }, 'body.name'],
    [{}, 'body.name'],
    [{ name: 'x', projectDataJson: '{nope' }, 'body.projectDataJson'],
  ])('answers 400 for %j', async (payload, field) => {
    const { headers } = await team();
    const res = await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('answers 400 for an unknown EPSG code', async () => {
    const { headers } = await team();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'x', defaultCoordinateSystemEpsgCode: 99999 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('EPSG:99999');
  });

  it('answers 409 ProjectLimitReached at the limit; revisions do not count', async () => {
    const { headers, subscription } = await team(['Administrator'], { projectLimit: 1 });
    const first = await insertProject(t.ctx, { subscriptionId: subscription.id });
    await insertProject(t.ctx, { subscriptionId: subscription.id, originalProjectId: first.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'two' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ProjectLimitReached', status: 409 });
  });

  it.each([['ProjectMember'], ['Observer'], ['SupportStaff']] as const)(
    'refuses a %s (403)',
    async (role) => {
      const { headers } = await team([role]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers,
        payload: { name: 'x' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Only Owners, Administrators and Team members can create projects.');
    },
  );

  it('refuses when the subscription has expired (403)', async () => {
    const { subscription } = await t.buildSubscription({ expiresAt: new Date(Date.now() - 1000) });
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const res = await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name: 'x' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Your subscription has expired.');
  });
});

describe('GET /api/projects/{id}', () => {
  it("answers 404 for another subscription's project", async () => {
    const { headers } = await team();
    const other = await t.buildSubscription();
    const foreign = await insertProject(t.ctx, { subscriptionId: other.subscription.id });
    const res = await t.app.inject({ url: `/api/projects/${foreign.id}`, headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(foreign.name);
  });

  it('lets a project member open its own project only, and an observer view it read-only', async () => {
    const { subscription } = await t.buildSubscription();
    const own = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const notOwn = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const member = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [own.id] });
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [own.id] });
    const mine = await t.app.inject({ url: `/api/projects/${own.id}`, headers: member.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().abilities).toMatchObject({ open: true, update: true, rename: false, delete: false });
    expect(
      (await t.app.inject({ url: `/api/projects/${notOwn.id}`, headers: member.headers })).statusCode,
    ).toBe(404);
    const viewed = await t.app.inject({ url: `/api/projects/${own.id}`, headers: observer.headers });
    expect(viewed.json().abilities).toEqual({
      open: true,
      update: false,
      rename: false,
      delete: false,
      duplicate: false,
      createRevision: false,
      activateRevision: false,
      present: false,
      transfer: false,
    });
  });

  it('refuses to open a project of an expired subscription (403)', async () => {
    const { subscription } = await t.buildSubscription({ expiresAt: new Date(Date.now() - 1000) });
    const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const res = await t.app.inject({ url: `/api/projects/${project.id}`, headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Your subscription has expired.');
  });

  it('answers 401 without a token and 400 for a non-numeric id', async () => {
    expect((await t.app.inject({ url: '/api/projects/1' })).statusCode).toBe(401);
    const { headers } = await team();
    expect((await t.app.inject({ url: '/api/projects/abc', headers })).statusCode).toBe(400);
  });
});

describe('PUT /api/projects/{id}', () => {
  it('updates name, tags, description, sort order and project data and answers the project', async () => {
    const { headers, subscription } = await team(['TeamMember']);
    const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      headers,
      payload: {
        name: 'Renamed',
        tagNames: ['9013fe'],
        description: 'Hello',
        sortOrder: 4,
        projectDataJson: '{"k":1}',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      tagNames: ['9013fe'],
      description: 'Hello',
      sortOrder: 4,
      projectDataJson: '{"k":1}',
    });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThan(project.updatedAt.getTime());
  });

  it('lets a project member change content of its own project but not rename it', async () => {
    const { subscription } = await t.buildSubscription();
    const project = await insertProject(t.ctx, { subscriptionId: subscription.id, name: 'Keep' });
    const { headers } = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [project.id] });
    const content = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      headers,
      payload: { name: 'Keep', description: 'edited', projectDataJson: '{"x":2}' },
    });
    expect(content.statusCode).toBe(200);
    expect(content.json()).toMatchObject({ name: 'Keep', description: 'edited' });
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      headers,
      payload: { name: 'Other' },
    });
    expect(rename.statusCode).toBe(403);
  });

  it('refuses an observer (403), an expired subscription (403) and a foreign project (404)', async () => {
    const { subscription } = await t.buildSubscription();
    const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const put = (headers: Record<string, string>, id = project.id) =>
      t.app.inject({ method: 'PUT', url: `/api/projects/${id}`, headers, payload: { description: 'x' } });
    expect((await put(observer.headers)).statusCode).toBe(403);
    const other = await team();
    expect((await put(other.headers)).statusCode).toBe(404);
    const expired = await t.buildSubscription({ expiresAt: new Date(Date.now() - 1) });
    const expiredProject = await insertProject(t.ctx, { subscriptionId: expired.subscription.id });
    const owner = await t.buildMember(expired.subscription, ['Owner']);
    const res = await put(owner.headers, expiredProject.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Your subscription has expired.');
  });
});

describe('DELETE /api/projects/{id}', () => {
  it('deletes the project with its content, access grants, revisions and presentations', async () => {
    const { headers, subscription } = await team(['Administrator']);
    const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
    await insertContent(t.ctx, project.id);
    const revision = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: project.id,
    });
    const presentation = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: project.id,
      published: true,
      publicationKey: `key-${project.id}`,
    });
    const keep = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const member = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [project.id] });

    const res = await t.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers });
    expect(res.statusCode).toBe(204);
    const left = await t.ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.subscriptionId, subscription.id));
    expect(left.map((r) => r.id)).toEqual([keep.id]);
    expect(await t.ctx.db.select().from(viewpoints).where(eq(viewpoints.projectId, project.id))).toEqual([]);
    expect(
      await t.ctx.db.select().from(projectAccess).where(eq(projectAccess.userAccountId, member.account.id)),
    ).toEqual([]);
    expect(revision.id).toBeGreaterThan(0);
    expect(presentation.id).toBeGreaterThan(0);
    expect((await t.app.inject({ url: `/api/projects/${project.id}`, headers })).statusCode).toBe(404);
  });

  it('deletes only the revision when a revision is deleted', async () => {
    const { headers, subscription } = await team();
    const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const revision = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: project.id,
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/projects/${revision.id}`, headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: `/api/projects/${project.id}`, headers })).statusCode).toBe(200);
  });

  it('refuses a project member (403) and a foreign project (404)', async () => {
    const { subscription } = await t.buildSubscription();
    const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const member = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [project.id] });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: member.headers }))
        .statusCode,
    ).toBe(403);
    const other = await team();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });
});
