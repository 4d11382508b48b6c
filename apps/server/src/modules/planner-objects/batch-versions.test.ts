import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerObjects } from '../../db/schema/index.js';
import { CHANGED_BY_SOMEONE_ELSE } from '../../http/problem.js';
import type { TestApp } from '../../test/harness.js';
import {
  type ContentFixtures,
  openContentSuite,
  type RecordedEvents,
} from '../../test/project-content-fixtures.js';

/**
 * The batch change with versions: an item may name the version its sender changed, and a
 * batch with one stale item writes nothing (412 with the stale objects as they are now).
 */
let t: TestApp;
let f: ContentFixtures;
let events: RecordedEvents;
let subscription: { id: number; key: string };
let team: { headers: Record<string, string>; user: { id: string } };
beforeAll(async () => {
  ({ t, f, events, subscription, member: team } = await openContentSuite(['TeamMember']));
});
afterAll(() => t.close());

const p = (longitude: number, latitude: number) => ({ longitude, latitude });

async function setup() {
  const project = await f.project(subscription.id);
  const scenario = await f.scenario(project.id);
  const objects = [
    await f.plannerObject(scenario, { name: 'A' }),
    await f.plannerObject(scenario, { name: 'B' }),
    await f.plannerObject(scenario, { name: 'C' }),
  ];
  return { project, ids: objects.map((object) => object.id) };
}

const updateBatch = (projectId: number, items: object[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/planner-objects/batch`,
    headers: team.headers,
    payload: { plannerObjects: items },
  });

async function rowsOf(projectId: number) {
  return t.ctx.db
    .select()
    .from(plannerObjects)
    .where(eq(plannerObjects.projectId, projectId))
    .orderBy(plannerObjects.id);
}

describe('PUT /api/projects/{projectId}/planner-objects/batch with versions', () => {
  it('changes items at the version they name, and items without one as before; each one version up', async () => {
    const { project, ids } = await setup();
    const [a, b, c] = ids as [number, number, number];
    const res = await updateBatch(project.id, [
      { id: a, version: 1, points: [p(4, 52)] },
      { id: b, name: 'B moved' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((o: { id: number; version: number }) => [o.id, o.version])).toEqual([
      [a, 2],
      [b, 2],
    ]);
    expect((await rowsOf(project.id)).map((row) => [row.id, row.version])).toEqual([
      [a, 2],
      [b, 2],
      [c, 1],
    ]);
  });

  it('writes nothing when one version is old: 412 with the stale objects as they are now', async () => {
    const { project, ids } = await setup();
    const [a, b, c] = ids as [number, number, number];
    await updateBatch(project.id, [{ id: b, name: 'B by someone else' }]);
    await updateBatch(project.id, [{ id: c, name: 'C by someone else' }]);
    const before = await rowsOf(project.id);
    const announced = events.length;

    const res = await updateBatch(project.id, [
      { id: a, version: 1, name: 'A mine' },
      { id: c, version: 1, name: 'C mine' },
      { id: b, version: 1, name: 'B mine' },
    ]);
    expect(res.statusCode).toBe(412);
    const problem = res.json();
    expect(problem).toMatchObject({
      type: CHANGED_BY_SOMEONE_ELSE,
      title: 'Changed by someone else',
      status: 412,
      detail: '2 planner objects were changed by someone else since you loaded them.',
    });
    // In the order of the items: c, then b.
    expect(problem.current).toMatchObject([
      { id: c, name: 'C by someone else', version: 2 },
      { id: b, name: 'B by someone else', version: 2 },
    ]);
    expect(await rowsOf(project.id)).toEqual(before);
    expect(events.length).toBe(announced);

    const one = await updateBatch(project.id, [{ id: b, version: 1, name: 'B mine' }]);
    expect(one.json().detail).toBe('1 planner object was changed by someone else since you loaded it.');
  });

  it('answers 404 for an id not in the project before 412, and 412 before the rules', async () => {
    const { project, ids } = await setup();
    const [a, b] = ids as [number, number];
    await updateBatch(project.id, [{ id: a, name: 'A moved on' }]);
    const missing = await updateBatch(project.id, [
      { id: a, version: 1, name: 'A mine' },
      { id: 2_147_483_000, version: 1, name: 'Gone' },
    ]);
    expect(missing.statusCode).toBe(404);
    const stale = await updateBatch(project.id, [
      { id: b, version: 1, plannerObjectTypeId: 99 },
      { id: a, version: 1, name: 'A mine' },
    ]);
    expect(stale.statusCode).toBe(412);
    const refused = await updateBatch(project.id, [{ id: b, version: 1, plannerObjectTypeId: 99 }]);
    expect(refused.statusCode).toBe(409);
  });

  it('refuses an item that sends only its id and version', async () => {
    const { project, ids } = await setup();
    const res = await updateBatch(project.id, [{ id: ids[0], version: 1 }]);
    expect(res.statusCode).toBe(400);
  });

  it('lets exactly one of two batches at the same versions through (run with DATABASE_URL for PostgreSQL)', async () => {
    const { project, ids } = await setup();
    for (let round = 1; round <= 5; round++) {
      const batch = (side: string) => ids.map((id) => ({ id, version: round, name: `${side} ${round}` }));
      const results = await Promise.all([
        updateBatch(project.id, batch('Left')),
        updateBatch(project.id, batch('Right')),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 412]);
      const winner = results.find((res) => res.statusCode === 200)!.json();
      expect(results.find((res) => res.statusCode === 412)!.json().current).toEqual(winner);
      const rows = await rowsOf(project.id);
      expect(rows.map((row) => row.version)).toEqual([round + 1, round + 1, round + 1]);
      expect(new Set(rows.map((row) => row.name.split(' ')[0])).size).toBe(1);
    }
  });

  it('names the author on the batch event', async () => {
    const { project, ids } = await setup();
    const before = events.length;
    await updateBatch(project.id, [{ id: ids[0], name: 'Renamed' }]);
    expect(events.slice(before)).toMatchObject([
      {
        name: 'OnItemUpdated',
        args: [{ kind: 'plannerObject', ids: [ids[0]], changedBy: { userId: team.user.id } }],
      },
    ]);
  });
});
