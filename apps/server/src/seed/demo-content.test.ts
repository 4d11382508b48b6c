import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerObjects, projects, subscriptions, userAccounts, users } from '../db/schema/index.js';
import { findIdentityAccountByEmail, verifyPassword } from '../identity/accounts.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { countQueuedQueries } from '../test/queued-queries.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoIfEmpty } from './demo.js';
import './demo-content.js';
import { DEMO_PUBLICATION_KEY } from './demo-presentation.js';

let t: TestApp;
let headers: Record<string, string>;
let projectIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  ({ queued: seedQueuedQueries } = await countQueuedQueries(() => seedDemoIfEmpty(t.ctx)));
  const [owner] = await t.ctx.db
    .select({ user: users, key: subscriptions.key })
    .from(users)
    .innerJoin(userAccounts, eq(userAccounts.userId, users.id))
    .innerJoin(subscriptions, eq(subscriptions.id, userAccounts.subscriptionId))
    .where(eq(users.email, 'owner@demo.vantage.test'));
  headers = { authorization: `Bearer ${await t.tokenFor(owner!.user)}`, 'x-subscription-key': owner!.key };
  const [demoPresentation] = await t.ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.publicationKey, DEMO_PUBLICATION_KEY));
  presentationId = demoPresentation?.id;
  projectIds = (await t.ctx.db.select({ id: projects.id }).from(projects).orderBy(projects.id)).map(
    (p) => p.id,
  );
  projectIds = projectIds.filter((id) => id !== presentationId);
});
let presentationId: number | undefined;
let seedQueuedQueries: number;
afterAll(() => t.close());

describe('demo content', () => {
  it('is seeded one statement after the other on a transaction’s client (pg 9 refuses queued queries)', () => {
    expect(seedQueuedQueries).toBe(0);
  });

  it('every demo user signs in with the demo password (one hash made for all of them)', async () => {
    for (const demo of DEMO_USERS) {
      const account = await findIdentityAccountByEmail(t.ctx.db, demo.email);
      expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(account!, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(account!, 'not-the-demo-password')).toBe(false);
    }
  });

  it('gives every demo project viewpoints, two tours and scenarios with turbines, a solar field and a cable route', async () => {
    expect(projectIds).toHaveLength(4);
    for (const id of projectIds) {
      const get = (what: string) => t.app.inject({ url: `/api/projects/${id}/${what}`, headers });
      const views = (await get('viewpoints')).json();
      expect(views.length).toBeGreaterThanOrEqual(3);
      for (const v of views) {
        expect(v.position.latitude).toBeGreaterThan(50.7);
        expect(v.position.latitude).toBeLessThan(53.6);
        expect(v.position.longitude).toBeGreaterThan(3.3);
        expect(v.position.longitude).toBeLessThan(7.3);
      }
      expect((await get('tours')).json()).toHaveLength(2);
      expect((await get('scenarios')).json().map((s: { name: string }) => s.name)).toEqual([
        'Wind farm',
        'Solar field',
      ]);
      const objects = await t.ctx.db.select().from(plannerObjects).where(eq(plannerObjects.projectId, id));
      const layouts = new Set(objects.map((o) => o.layout));
      expect([...layouts].sort()).toEqual(['Area', 'Path', 'Point']);
    }
  });

  it('lets the demo owner update the seeded presentation, which shows the same thing after', async () => {
    const before = (await t.app.inject({ url: `/api/projects/viewer/${DEMO_PUBLICATION_KEY}` })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/published-projects/${presentationId}/update`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/projects/viewer/${DEMO_PUBLICATION_KEY}` })).json();
    // Viewpoints, tours and scenarios keep their ids (the QR codes); objects and presets are new copies.
    type Answer = {
      viewpoints: unknown[];
      tours: unknown[];
      defaultViewpoint: number;
      defaultScenario: number;
      scenarios: Array<{
        id: number;
        name: string;
        plannerObjects: Array<{ name: string; points: unknown }>;
      }>;
    };
    const content = (a: Answer) => ({
      viewpoints: a.viewpoints,
      tours: a.tours,
      defaults: [a.defaultViewpoint, a.defaultScenario],
      scenarios: a.scenarios.map((s) => [s.id, s.name, s.plannerObjects.map((o) => [o.name, o.points])]),
    });
    expect(content(after)).toEqual(content(before));
    expect(after.contentChangedAt).not.toBeNull();
  });

  it('lets the demo owner publish a demo project at once', async () => {
    const id = projectIds[0]!;
    const views = (await t.app.inject({ url: `/api/projects/${id}/viewpoints`, headers })).json();
    const tourList = (await t.app.inject({ url: `/api/projects/${id}/tours`, headers })).json();
    const scenarioList = (await t.app.inject({ url: `/api/projects/${id}/scenarios`, headers })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects/create-published-project',
      headers,
      payload: {
        projectId: id,
        name: 'Noordzee Wind Park',
        organizations: ['Demo Wind Co'],
        description: 'Six turbines off the coast of IJmuiden.',
        renamedViewpoints: views.map((v: { id: number; name: string }) => ({ id: v.id, newName: v.name })),
        renamedTours: tourList.map((x: { id: number; name: string }) => ({ id: x.id, newName: x.name })),
        combinedScenarios: [
          { combinedName: 'Current situation', scenarioIds: [] },
          { combinedName: 'Scenario 1', scenarioIds: [scenarioList[0].id] },
        ],
        defaultViewpoint: views[0].id,
        defaultScenario: 1,
      },
    });
    expect(res.statusCode).toBe(201);
    const viewer = await t.app.inject({ url: `/api/projects/viewer/${res.json().publicationKey}` });
    expect(viewer.json().scenarios[1].plannerObjects.length).toBe(7);
  });

  it('publishes "Noordzee Wind Park": the viewer link works signed out, opening on Egmond beach with the turbines', async () => {
    const res = await t.app.inject({ url: `/api/projects/viewer/${DEMO_PUBLICATION_KEY}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Noordzee Wind Park', organizations: ['Demo Wind Co'] });
    expect(body.description).toContain('Egmond aan Zee');
    const beach = body.viewpoints.find((v: { id: number }) => v.id === body.defaultViewpoint);
    expect(beach).toMatchObject({
      name: 'Egmond aan Zee beach',
      position: { longitude: 4.624, latitude: 52.6205 },
    });
    const names = body.scenarios.map((x: { name: string }) => x.name);
    expect(names).toEqual(['Current situation', 'Wind farm', 'Wind farm and solar field']);
    expect(body.scenarios[0].plannerObjects).toEqual([]);
    const main = body.scenarios.find((x: { id: number }) => x.id === body.defaultScenario);
    expect(main.name).toBe('Wind farm');
    const turbines = main.plannerObjects.filter((o: { layout: string }) => o.layout === 'Point');
    expect(turbines).toHaveLength(6);
    // Offshore: every turbine lies west of the beach, at sea.
    for (const o of turbines) expect(o.points[0].longitude).toBeLessThan(4.5);
    expect(
      JSON.parse(body.presets.find((p: { id: number }) => p.id === turbines[0].presetId).presetDataJson),
    ).toEqual({
      hubHeight: 125,
      rotorDiameter: 150,
    });
    expect(body.tours).toHaveLength(1);
    expect(body.tours[0]).toMatchObject({ name: 'Along the coast', autoAnimate: false });
    for (const id of body.tours[0].viewpointIds)
      expect(body.viewpoints.map((v: { id: number }) => v.id)).toContain(id);
  });

  it("shows the demo presentation on a newcomer's present page", async () => {
    const res = await t.app.inject({ url: '/api/projects/published-projects', headers });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    const demo = list.find((p: { publicationKey: string }) => p.publicationKey === DEMO_PUBLICATION_KEY);
    expect(demo).toMatchObject({ name: 'Noordzee Wind Park', originalProjectId: projectIds[0] });
  });
});
