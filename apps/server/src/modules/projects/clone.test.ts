import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  files,
  plannerObjects,
  presets,
  projects,
  scenarios,
  tours,
  viewpoints,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertContent, insertProject } from '../../test/project-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function contentOf(projectId: number) {
  const db = t.ctx.db;
  return {
    viewpoints: await db
      .select()
      .from(viewpoints)
      .where(eq(viewpoints.projectId, projectId))
      .orderBy(asc(viewpoints.id)),
    scenarios: await db
      .select()
      .from(scenarios)
      .where(eq(scenarios.projectId, projectId))
      .orderBy(asc(scenarios.id)),
    presets: await db.select().from(presets).where(eq(presets.projectId, projectId)),
    tours: await db.select().from(tours).where(eq(tours.projectId, projectId)),
    objects: await db
      .select()
      .from(plannerObjects)
      .where(eq(plannerObjects.projectId, projectId))
      .orderBy(asc(plannerObjects.id)),
  };
}

describe('POST /api/projects/clone', () => {
  it('deep-copies the project with new ids and remapped references', async () => {
    const { subscription } = await t.buildSubscription();
    const { headers } = await t.buildMember(subscription, ['TeamMember']);
    const [logo] = await t.ctx.db
      .insert(files)
      .values({ bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png', size: 3, sha256: 'abc' })
      .returning();
    const source = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      name: 'Source',
      tagNames: ['ff0000'],
      description: 'desc',
      projectDataJson: '{"camera":1}',
      logoFileId: logo!.id,
    });
    const original = await insertContent(t.ctx, source.id);
    await t.ctx.db
      .update(projects)
      .set({ defaultViewpoint: original.viewpoints[1]!.id, defaultScenario: original.scenarios[0]!.id })
      .where(eq(projects.id, source.id));

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/clone?sourceProjectId=${source.id}`,
      headers,
    });
    expect(res.statusCode).toBe(201);
    const cloneId = res.json().id;
    expect(cloneId).not.toBe(source.id);

    const answer = (await t.app.inject({ url: `/api/projects/${cloneId}`, headers })).json();
    expect(answer).toMatchObject({
      name: 'Source (copy)',
      tagNames: ['ff0000'],
      description: 'desc',
      projectDataJson: '{"camera":1}',
      originalProjectId: null,
      hasLogo: true,
    });
    const copy = await contentOf(cloneId);
    const before = await contentOf(source.id);
    expect(copy.viewpoints.map((v) => v.name)).toEqual(['North', 'South']);
    expect(copy.scenarios.map((s) => [s.name, s.scenarioDataJson, s.color])).toEqual(
      before.scenarios.map((s) => [s.name, s.scenarioDataJson, s.color]),
    );
    for (const table of ['viewpoints', 'scenarios', 'presets', 'tours', 'objects'] as const) {
      const oldIds = new Set(before[table].map((row) => row.id));
      expect(copy[table]).toHaveLength(before[table].length);
      for (const row of copy[table]) expect(oldIds.has(row.id)).toBe(false);
    }

    // Tours point at the copied viewpoints, in the same order.
    expect(copy.tours[0]!.viewpointIds).toEqual([copy.viewpoints[1]!.id, copy.viewpoints[0]!.id]);
    // Planner objects point at the copied scenarios and preset.
    const newPreset = copy.presets[0]!;
    expect(newPreset.id).not.toBe(original.preset.id);
    expect(copy.objects.map((o) => [o.name, o.scenarioId, o.presetId, o.points])).toEqual([
      ['T1', copy.scenarios[0]!.id, newPreset.id, [{ longitude: 5.1, latitude: 52.1 }]],
      ['T2', copy.scenarios[1]!.id, newPreset.id, []],
      ['Cable', copy.scenarios[1]!.id, null, []],
    ]);
    expect(answer.defaultViewpoint).toBe(copy.viewpoints[1]!.id);
    expect(answer.defaultScenario).toBe(copy.scenarios[0]!.id);
    // The logo is the clone's own file.
    const [cloneRow] = await t.ctx.db.select().from(projects).where(eq(projects.id, cloneId));
    expect(cloneRow!.logoFileId).not.toBe(logo!.id);
    // The source is untouched.
    expect((await contentOf(source.id)).objects).toEqual(before.objects);
  });

  it('answers 409 ProjectLimitReached and leaves nothing behind', async () => {
    const { subscription } = await t.buildSubscription({ limits: { projectLimit: 1 } });
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const source = await insertProject(t.ctx, { subscriptionId: subscription.id });
    await insertContent(t.ctx, source.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/clone?sourceProjectId=${source.id}`,
      headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ProjectLimitReached');
    const rows = await t.ctx.db.select().from(projects).where(eq(projects.subscriptionId, subscription.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses project members (403), foreign sources (404), expired subscriptions (403), missing ids (400)', async () => {
    const { subscription } = await t.buildSubscription();
    const source = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const member = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [source.id] });
    const clone = (headers: Record<string, string>, id: number | string = source.id) =>
      t.app.inject({ method: 'POST', url: `/api/projects/clone?sourceProjectId=${id}`, headers });
    expect((await clone(member.headers)).statusCode).toBe(403);
    const other = await t.buildSubscription();
    const stranger = await t.buildMember(other.subscription, ['Owner']);
    expect((await clone(stranger.headers)).statusCode).toBe(404);
    expect((await clone(stranger.headers, '')).statusCode).toBe(400);
    const expired = await t.buildSubscription({ expiresAt: new Date(Date.now() - 1) });
    const expiredSource = await insertProject(t.ctx, { subscriptionId: expired.subscription.id });
    const owner = await t.buildMember(expired.subscription, ['Owner']);
    expect((await clone(owner.headers, expiredSource.id)).statusCode).toBe(403);
  });
});
