import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { presentableProject, publish } from '../../test/presentation-fixtures.js';
import {
  type ContentFixtures,
  openContentSuite,
  type RecordedEvents,
} from '../../test/project-content-fixtures.js';

let t: TestApp;
let f: ContentFixtures;
let events: RecordedEvents;
let subscription: { id: number; key: string };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, events, subscription, member: owner } = await openContentSuite(['Owner']));
});
afterAll(() => t.close());

const call = (method: 'POST' | 'DELETE', projectId: number, headers = owner.headers) =>
  t.app.inject({ method, url: `/api/projects/publish?projectId=${projectId}`, headers });

describe('publish and depublish', () => {
  it('depublishes (viewer 404), publishes again with the same key, and 409s when not published', async () => {
    const s = await presentableProject(t, subscription.id);
    const { id, publicationKey } = (await publish(t, owner.headers, s.request)).json();
    expect((await t.app.inject({ url: `/api/projects/viewer/${publicationKey}` })).statusCode).toBe(200);

    expect((await call('DELETE', id)).statusCode).toBe(204);
    expect(events.at(-1)).toMatchObject({
      name: 'OnItemUpdated',
      groups: [`subscription:${subscription.id}`],
      args: [{ kind: 'project', id, published: false }],
    });
    expect((await t.app.inject({ url: `/api/projects/viewer/${publicationKey}` })).statusCode).toBe(404);
    const twice = await call('DELETE', id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ProjectNotPublished');

    const again = await call('POST', id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id, publicationKey });
    expect((await call('POST', id)).json()).toEqual({ id, publicationKey });
    expect((await t.app.inject({ url: `/api/projects/viewer/${publicationKey}` })).statusCode).toBe(200);
  });

  it('409 ProjectNotPublished for an ordinary project; 400 when publishing one that is no presentation', async () => {
    const project = await f.project(subscription.id);
    const res = await call('DELETE', project.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ProjectNotPublished');
    const pub = await call('POST', project.id);
    expect(pub.statusCode).toBe(400);
    expect((await f.projectRow(project.id))!.published).toBe(false);
  });

  it('answers 404 for presentations of other subscriptions and 403 to Administrators', async () => {
    const { subscription: foreign } = await t.buildSubscription();
    const foreignOwner = await t.buildMember(foreign, ['Owner']);
    const s = await presentableProject(t, foreign.id);
    const { id } = (await publish(t, foreignOwner.headers, s.request)).json();
    expect((await call('DELETE', id)).statusCode).toBe(404);
    const admin = await t.buildMember(foreign, ['Administrator']);
    expect((await call('DELETE', id, admin.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/projects/published-projects', () => {
  it('lists presentations with the original name, published state and X-Total-Count', async () => {
    const { subscription: own } = await t.buildSubscription();
    const team = await t.buildMember(own, ['TeamMember']);
    const a = await presentableProject(t, own.id);
    const b = await presentableProject(t, own.id);
    const first = (await publish(t, team.headers, a.request)).json();
    await publish(t, team.headers, { ...b.request, name: 'Second' });
    await call('DELETE', first.id, team.headers);
    await f.project(own.id, { name: 'Not presented' });

    const res = await t.app.inject({ url: '/api/projects/published-projects', headers: team.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const [one, two] = res.json();
    expect(one).toEqual({
      id: first.id,
      name: 'Noordzee Wind Park',
      organizations: ['Demo Wind Co'],
      originalProjectId: a.project.id,
      originalProjectName: 'Secret Source Name',
      publicationKey: first.publicationKey,
      published: false,
      hasLogo: false,
      description: 'Six turbines and a solar field.',
      createdAt: expect.any(String),
      embedOrigins: [],
      planAsOf: expect.any(String),
      contentChangedAt: null,
      settings: {
        renamedViewpoints: a.request.renamedViewpoints,
        combinedScenarios: a.request.combinedScenarios,
        renamedTours: a.request.renamedTours,
        defaultViewpoint: a.request.defaultViewpoint,
        defaultScenario: a.request.defaultScenario,
      },
      abilities: { publish: true, update: true, depublish: true, delete: true, embed: true },
    });
    expect(one.planAsOf).toBe(one.createdAt);
    expect(two).toMatchObject({ name: 'Second', published: true, originalProjectId: b.project.id });
    const paged = await t.app.inject({
      url: '/api/projects/published-projects?Offset=1&Limit=1',
      headers: team.headers,
    });
    expect(paged.json().map((p: { name: string }) => p.name)).toEqual(['Second']);
  });

  it('shows project members and observers only the presentations of their own projects', async () => {
    const { subscription: own } = await t.buildSubscription();
    const o = await t.buildMember(own, ['Owner']);
    const mine = await presentableProject(t, own.id);
    const theirs = await presentableProject(t, own.id);
    await publish(t, o.headers, mine.request);
    await publish(t, o.headers, theirs.request);
    for (const role of ['ProjectMember', 'Observer'] as const) {
      const member = await t.buildMember(own, [role], { projectIds: [mine.project.id] });
      const res = await t.app.inject({ url: '/api/projects/published-projects', headers: member.headers });
      expect(res.json().map((p: { originalProjectId: number }) => p.originalProjectId)).toEqual([
        mine.project.id,
      ]);
    }
    const foreign = await t.app.inject({ url: '/api/projects/published-projects', headers: owner.headers });
    expect(
      foreign.json().some((p: { originalProjectId: number }) => p.originalProjectId === mine.project.id),
    ).toBe(false);
  });

  it('deletes a presentation through DELETE /api/projects/{id}, leaving the original', async () => {
    const s = await presentableProject(t, subscription.id);
    const { id, publicationKey } = (await publish(t, owner.headers, s.request)).json();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: owner.headers });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/projects/viewer/${publicationKey}` })).statusCode).toBe(404);
    expect(await f.projectRow(id)).toBeUndefined();
    expect(await f.projectRow(s.project.id)).toBeDefined();
  });
});
