import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerObjects, projects, scenarios, tours, viewpoints } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertContent, insertProject } from '../../test/project-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ownerOf(limits = {}) {
  const { subscription } = await t.buildSubscription({ limits });
  const { headers } = await t.buildMember(subscription, ['Owner']);
  return { subscription, headers };
}

const createRevision = (headers: Record<string, string>, sourceProjectId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/create-revision?sourceProjectId=${sourceProjectId}`,
    headers,
  });
const activate = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'PUT', url: `/api/projects/activate-revision?id=${id}`, headers });

const viewpointNames = async (projectId: number) =>
  (
    await t.ctx.db
      .select()
      .from(viewpoints)
      .where(eq(viewpoints.projectId, projectId))
      .orderBy(asc(viewpoints.id))
  ).map((v) => v.name);

describe('POST /api/projects/create-revision', () => {
  it('copies the project as a revision of it, listed under revisions and not in the projects list', async () => {
    const { subscription, headers } = await ownerOf();
    const source = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      name: 'Main',
      projectDataJson: '{"v":1}',
    });
    await insertContent(t.ctx, source.id);
    const res = await createRevision(headers, source.id);
    expect(res.statusCode).toBe(201);
    const revisionId = res.json().id;
    const revision = (await t.app.inject({ url: `/api/projects/${revisionId}`, headers })).json();
    expect(revision).toMatchObject({
      name: 'Main',
      originalProjectId: source.id,
      projectDataJson: '{"v":1}',
      published: false,
    });
    expect(revision.abilities).toMatchObject({
      activateRevision: true,
      createRevision: false,
      transfer: false,
    });
    expect(await viewpointNames(revisionId)).toEqual(['North', 'South']);

    const list = await t.app.inject({ url: `/api/projects/revisions?projectId=${source.id}`, headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json().map((p: { id: number }) => p.id)).toEqual([revisionId]);
    const projectsList = await t.app.inject({ url: '/api/projects', headers });
    expect(projectsList.json().map((p: { id: number }) => p.id)).toEqual([source.id]);
  });

  it('lists revisions newest first with the user who saved each (revisions screen)', async () => {
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const teammate = await t.buildMember(subscription, ['TeamMember']);
    const source = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const first = (await createRevision(owner.headers, source.id)).json().id;
    const second = (await createRevision(teammate.headers, source.id)).json().id;
    const list = await t.app.inject({
      url: `/api/projects/revisions?projectId=${source.id}`,
      headers: owner.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .map((r: { id: number; createdBy: { emailAddress: string } | null }) => [
          r.id,
          r.createdBy?.emailAddress,
        ]),
    ).toEqual([
      [second, teammate.user.email],
      [first, owner.user.email],
    ]);
    expect(list.json()[0].createdBy).toEqual({
      firstName: teammate.user.firstName,
      lastName: teammate.user.lastName,
      emailAddress: teammate.user.email,
    });
  });

  it('answers 409 SourceIsARevision for a revision or a presentation as source', async () => {
    const { subscription, headers } = await ownerOf();
    const source = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const revision = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: source.id,
    });
    const presentation = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: source.id,
      published: true,
      publicationKey: `p-${source.id}`,
    });
    for (const id of [revision.id, presentation.id]) {
      const res = await createRevision(headers, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('SourceIsARevision');
    }
  });

  it('answers 409 RevisionLimitReached when the subscription has used its revisions', async () => {
    const { subscription, headers } = await ownerOf({ revisionsLimit: 1 });
    const a = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const b = await insertProject(t.ctx, { subscriptionId: subscription.id });
    expect((await createRevision(headers, a.id)).statusCode).toBe(201);
    const res = await createRevision(headers, b.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('RevisionLimitReached');
  });

  it('refuses project members (403) and foreign projects (404); members still list revisions of own projects', async () => {
    const { subscription, headers } = await ownerOf();
    const source = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const revisionId = (await createRevision(headers, source.id)).json().id;
    const member = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [source.id] });
    expect((await createRevision(member.headers, source.id)).statusCode).toBe(403);
    const list = await t.app.inject({
      url: `/api/projects/revisions?projectId=${source.id}`,
      headers: member.headers,
    });
    expect(list.json().map((p: { id: number }) => p.id)).toEqual([revisionId]);
    expect((await activate(member.headers, revisionId)).statusCode).toBe(403);
    const stranger = await ownerOf();
    expect((await createRevision(stranger.headers, source.id)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/projects/revisions?projectId=${source.id}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await activate(stranger.headers, revisionId)).statusCode).toBe(404);
  });
});

describe('PUT /api/projects/activate-revision', () => {
  it("swaps content: the original gets the revision's, the revision keeps the previous state", async () => {
    const { subscription, headers } = await ownerOf();
    const source = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      name: 'Live',
      tagNames: ['00ff00'],
      projectDataJson: '{"state":"old"}',
      description: 'old',
    });
    const content = await insertContent(t.ctx, source.id);
    const revisionId = (await createRevision(headers, source.id)).json().id;

    // The project moves on after the revision was taken.
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${source.id}`,
      headers,
      payload: { projectDataJson: '{"state":"new"}', description: 'new' },
    });
    await t.ctx.db
      .insert(viewpoints)
      .values({ projectId: source.id, name: 'Added later', longitude: 1, latitude: 2 });
    await t.ctx.db.delete(plannerObjects).where(eq(plannerObjects.id, content.plannerObjects[2]!.id));

    const res = await activate(headers, revisionId);
    expect(res.statusCode).toBe(204);

    const live = (await t.app.inject({ url: `/api/projects/${source.id}`, headers })).json();
    expect(live).toMatchObject({
      id: source.id,
      name: 'Live',
      tagNames: ['00ff00'],
      projectDataJson: '{"state":"old"}',
      description: 'old',
    });
    expect(await viewpointNames(source.id)).toEqual(['North', 'South']);
    const liveObjects = await t.ctx.db
      .select()
      .from(plannerObjects)
      .where(eq(plannerObjects.projectId, source.id));
    expect(liveObjects.map((o) => o.name).sort()).toEqual(['Cable', 'T1', 'T2']);
    // References inside the moved content still point at rows of the same project.
    const liveScenarioIds = new Set(
      (await t.ctx.db.select().from(scenarios).where(eq(scenarios.projectId, source.id))).map((s) => s.id),
    );
    for (const object of liveObjects) expect(liveScenarioIds.has(object.scenarioId)).toBe(true);
    const [liveTour] = await t.ctx.db.select().from(tours).where(eq(tours.projectId, source.id));
    const liveViewpoints = await t.ctx.db
      .select()
      .from(viewpoints)
      .where(eq(viewpoints.projectId, source.id));
    expect(liveTour!.viewpointIds.every((id) => liveViewpoints.some((v) => v.id === id))).toBe(true);

    const kept = (await t.app.inject({ url: `/api/projects/${revisionId}`, headers })).json();
    expect(kept).toMatchObject({
      originalProjectId: source.id,
      projectDataJson: '{"state":"new"}',
      description: 'new',
    });
    expect(await viewpointNames(revisionId)).toEqual(['North', 'South', 'Added later']);

    const revisions = await t.app.inject({ url: `/api/projects/revisions?projectId=${source.id}`, headers });
    expect(revisions.headers['x-total-count']).toBe('1');

    // Activating again undoes it.
    expect((await activate(headers, revisionId)).statusCode).toBe(204);
    const [again] = await t.ctx.db.select().from(projects).where(eq(projects.id, source.id));
    expect(again!.projectDataJson).toBe('{"state":"new"}');
    expect(await viewpointNames(source.id)).toEqual(['North', 'South', 'Added later']);
  });

  it('answers 409 ProjectIsNotARevision for an original or a presentation', async () => {
    const { subscription, headers } = await ownerOf();
    const source = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const presentation = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: source.id,
      published: true,
      publicationKey: `q-${source.id}`,
    });
    for (const id of [source.id, presentation.id]) {
      const res = await activate(headers, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ProjectIsNotARevision');
    }
  });

  it('refuses when the subscription has expired (403)', async () => {
    const { subscription } = await t.buildSubscription({ expiresAt: new Date(Date.now() - 1) });
    const source = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const revision = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: source.id,
    });
    const { headers } = await t.buildMember(subscription, ['Owner']);
    expect((await activate(headers, revision.id)).statusCode).toBe(403);
    expect((await createRevision(headers, source.id)).statusCode).toBe(403);
  });
});
