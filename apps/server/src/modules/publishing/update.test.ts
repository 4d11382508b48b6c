import { PRESENT_FEATURE_KEY, PRESENTATION_LIMIT_MESSAGE } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerObjects, projects, viewpoints } from '../../db/schema/index.js';
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

const update = (id: number, headers = owner.headers) =>
  t.app.inject({ method: 'POST', url: `/api/projects/published-projects/${id}/update`, headers });
const viewer = (key: string) => t.app.inject({ url: `/api/projects/viewer/${key}` });

async function presented() {
  const s = await presentableProject(t, subscription.id);
  const res = await publish(t, owner.headers, s.request);
  expect(res.statusCode).toBe(201);
  return { ...s, ...(res.json() as { id: number; publicationKey: string }) };
}

const moveTurbine = (id: number, longitude: number, latitude: number) =>
  t.ctx.db
    .update(plannerObjects)
    .set({ points: [{ longitude, latitude }] })
    .where(eq(plannerObjects.id, id));

type Answer = {
  planAsOf: string;
  contentChangedAt: string | null;
  defaultViewpoint: number;
  viewpoints: Array<{ id: number; name: string; position: { longitude: number } }>;
  scenarios: Array<{ id: number; name: string; plannerObjects: Array<{ name: string; points: unknown }> }>;
};
const turbinesOf = (answer: Answer, scenario: string) =>
  answer.scenarios.find((s) => s.name === scenario)!.plannerObjects.filter((o) => o.name === 'Turbine 1');

describe('POST /api/projects/published-projects/{id}/update', () => {
  it("shows the project's current plan at the same link, keeping its settings, origins and ids", async () => {
    const p = await presented();
    const origins = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/published-projects/${p.id}/embed-origins`,
      headers: owner.headers,
      payload: { origins: ['https://council.example'] },
    });
    expect(origins.statusCode).toBe(200);
    const before = viewer(p.publicationKey).then((r) => r.json() as Answer);
    const old = await before;
    expect(old.contentChangedAt).toBeNull();
    expect(turbinesOf(old, 'Wind')[0]!.points).toEqual(p.turbine.points);

    await moveTurbine(p.turbine.id, 4.71, 52.61);
    await t.ctx.db.update(viewpoints).set({ longitude: 4.56 }).where(eq(viewpoints.id, p.beach.id));
    const sent = events.length;
    const res = await update(p.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: p.id,
      publicationKey: p.publicationKey,
      name: 'Noordzee Wind Park',
      organizations: ['Demo Wind Co'],
      description: 'Six turbines and a solar field.',
      embedOrigins: ['https://council.example'],
      published: true,
      originalProjectName: 'Secret Source Name',
      settings: {
        renamedViewpoints: p.request.renamedViewpoints,
        combinedScenarios: p.request.combinedScenarios,
        renamedTours: p.request.renamedTours,
        defaultViewpoint: p.beach.id,
        defaultScenario: 2,
      },
    });
    expect(body.contentChangedAt).toBe(body.planAsOf);
    expect(Date.parse(body.planAsOf)).toBeGreaterThan(Date.parse(old.planAsOf));
    expect(events.slice(sent).map((e) => e.name)).toEqual(['OnItemUpdated']);

    const now = (await viewer(p.publicationKey)).json() as Answer;
    expect(now.planAsOf).toBe(body.planAsOf);
    expect(now.contentChangedAt).toBe(body.planAsOf);
    // The turbine at its new place in both scenarios that combine it, once each.
    expect(turbinesOf(now, 'Wind').map((o) => o.points)).toEqual([[{ longitude: 4.71, latitude: 52.61 }]]);
    expect(turbinesOf(now, 'Wind and solar')).toHaveLength(1);
    // Same viewpoint and scenario ids: printed QR codes (viewpoint={id}) still open them.
    expect(now.viewpoints.map((v) => [v.id, v.name])).toEqual(old.viewpoints.map((v) => [v.id, v.name]));
    expect(now.viewpoints.find((v) => v.name === 'Beach')!.position.longitude).toBe(4.56);
    expect(now.scenarios.map((s) => s.id)).toEqual(old.scenarios.map((s) => s.id));
    expect(now.defaultViewpoint).toBe(old.defaultViewpoint);
    const copies = await t.ctx.db.select().from(plannerObjects).where(eq(plannerObjects.projectId, p.id));
    expect(copies).toHaveLength(3);
  });

  it('leaves out what the project deleted since, with the default viewpoint falling back', async () => {
    const p = await presented();
    await t.ctx.db.delete(viewpoints).where(eq(viewpoints.id, p.beach.id));
    const res = await update(p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({
      renamedViewpoints: [{ id: p.dike.id, newName: 'View from the dike' }],
      defaultViewpoint: p.dike.id,
    });
    const answer = (await viewer(p.publicationKey)).json() as Answer;
    expect(answer.viewpoints.map((v) => v.name)).toEqual(['View from the dike']);
    expect(answer.defaultViewpoint).toBe(answer.viewpoints[0]!.id);
  });

  it('answers 409 PresentationSourceChanged when no included viewpoint is left, and changes nothing', async () => {
    const p = await presented();
    const before = (await viewer(p.publicationKey)).json();
    await t.ctx.db.delete(viewpoints).where(eq(viewpoints.projectId, p.project.id));
    const res = await update(p.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PresentationSourceChanged',
      detail: 'The project no longer has what this presentation shows: No viewpoints selected.',
    });
    expect((await viewer(p.publicationKey)).json()).toEqual(before);
  });

  it('answers 409 SourceProjectDeleted when its project is gone', async () => {
    const p = await presented();
    // Deleting a project deletes its presentations with it, so only a row from before (or
    // written around the API) is left without one.
    await t.ctx.db.update(projects).set({ originalProjectId: null }).where(eq(projects.id, p.id));
    const res = await update(p.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SourceProjectDeleted');
  });

  it('answers 409 PresentationSettingsUnknown for a presentation made before settings were kept', async () => {
    const p = await presented();
    await t.ctx.db.update(projects).set({ presentationSettings: null }).where(eq(projects.id, p.id));
    const res = await update(p.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PresentationSettingsUnknown');
  });

  it('updates at the limit of 3, where a 4th presentation is still refused', async () => {
    const p = await presented();
    for (let i = 0; i < 2; i++) expect((await publish(t, owner.headers, p.request)).statusCode).toBe(201);
    const fourth = await publish(t, owner.headers, p.request);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().detail).toBe(PRESENTATION_LIMIT_MESSAGE);
    expect((await update(p.id)).statusCode).toBe(200);
  });

  it("answers 404 for another organisation's presentation and 400 for a project that is no presentation", async () => {
    const p = await presented();
    const other = await t.buildSubscription();
    const stranger = await t.buildMember(other.subscription, ['Owner']);
    const res = await update(p.id, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect((await update(p.project.id)).statusCode).toBe(400);
  });

  it.each(['Administrator', 'ProjectMember', 'Observer'] as const)('refuses %s with 403', async (role) => {
    const p = await presented();
    const member = await t.buildMember(subscription, [role], { projectIds: [p.project.id, p.id] });
    const res = await update(p.id, member.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Only Owners and Team members can present projects.');
  });

  it('refuses with 403 when the Present feature is not enabled', async () => {
    const { subscription: other } = await t.buildSubscription();
    const otherOwner = await t.buildMember(other, ['Owner']);
    const s = await presentableProject(t, other.id);
    const created = await publish(t, otherOwner.headers, s.request);
    await f.setFeature(other.id, PRESENT_FEATURE_KEY, 'Disabled');
    expect((await update(created.json().id, otherOwner.headers)).statusCode).toBe(403);
  });

  it('runs two updates at once one after the other: the objects are copied once, not twice', async () => {
    const p = await presented();
    await moveTurbine(p.turbine.id, 4.8, 52.7);
    const results = await Promise.all([update(p.id), update(p.id), update(p.id)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const copies = await t.ctx.db.select().from(plannerObjects).where(eq(plannerObjects.projectId, p.id));
    expect(copies).toHaveLength(3);
    const answer = (await viewer(p.publicationKey)).json() as Answer;
    expect(turbinesOf(answer, 'Wind').map((o) => o.points)).toEqual([[{ longitude: 4.8, latitude: 52.7 }]]);
  });
});
