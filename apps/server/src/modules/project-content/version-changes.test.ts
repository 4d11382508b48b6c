import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerObjects, scenarios, tours, viewpoints } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import {
  type ContentFixtures,
  openContentSuite,
  type RecordedEvents,
} from '../../test/project-content-fixtures.js';

/**
 * Every change of a versioned row moves its version, whatever the call that makes it (an
 * order, a tour losing a deleted viewpoint), and copies start again at 1: a path that forgot
 * would let an If-Match pass on a state its sender never saw. Presets carry no version, but
 * their item events name the author like the others.
 */
let t: TestApp;
let f: ContentFixtures;
let events: RecordedEvents;
let subscription: { id: number; key: string };
let owner: Awaited<ReturnType<TestApp['buildMember']>>;
beforeAll(async () => {
  ({ t, f, events, subscription, member: owner } = await openContentSuite(['Owner']));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

async function tourVersion(id: number) {
  const [row] = await t.ctx.db.select({ version: tours.version }).from(tours).where(eq(tours.id, id));
  return row?.version;
}

describe('versions move with every change', () => {
  it('renumbering moves the version of each scenario whose place changed, and only those', async () => {
    const project = await f.project(subscription.id);
    const [a, b, c] = [
      await f.scenario(project.id, { sortOrder: 0 }),
      await f.scenario(project.id, { sortOrder: 1 }),
      await f.scenario(project.id, { sortOrder: 2 }),
    ];
    const res = await call('PUT', `/api/projects/scenarios/renumber/${c!.id}`, { sortOrder: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { id: number; version: number }) => [s.id, s.version])).toEqual([
      [a!.id, 1],
      [c!.id, 2],
      [b!.id, 2],
    ]);
  });

  it('a change of a viewpoint’s order is a change; deleting a viewpoint changes the tours that showed it', async () => {
    const project = await f.project(subscription.id);
    const [kept, dropped] = [await f.viewpoint(project.id), await f.viewpoint(project.id)];
    const showing = await f.tour(project.id, { viewpointIds: [kept.id, dropped.id] });
    const other = await f.tour(project.id, { viewpointIds: [kept.id] });
    const moved = await call('PUT', `/api/projects/viewpoints/${kept.id}`, { sortOrder: 5 });
    expect(moved.json().version).toBe(2);

    const before = events.length;
    expect((await call('DELETE', `/api/projects/viewpoints/${dropped.id}`)).statusCode).toBe(204);
    const tour = (await call('GET', `/api/projects/tours/${showing.id}`)).json();
    expect(tour).toMatchObject({ viewpointIds: [kept.id], version: 2 });
    expect(await tourVersion(other.id)).toBe(1);
    const changedBy = { userId: owner.user.id, name: expect.any(String) };
    expect(events.slice(before)).toMatchObject([
      { name: 'OnItemDeleted', args: [{ kind: 'viewpoint', id: dropped.id, changedBy }] },
      { name: 'OnItemUpdated', args: [{ kind: 'tour', id: showing.id, projectId: project.id, changedBy }] },
    ]);
  });

  it('copies start at version 1: clones of viewpoints, tours, scenarios with their objects, and whole projects', async () => {
    const project = await f.project(subscription.id);
    const viewpoint = await f.viewpoint(project.id, { version: 4 });
    const tour = await f.tour(project.id, { viewpointIds: [viewpoint.id], version: 3 });
    const scenario = await f.scenario(project.id, { version: 6 });
    await f.plannerObject(scenario, { version: 9 });

    const base = `/api/projects/${project.id}`;
    expect((await call('POST', `${base}/viewpoints/clone`, { sourceId: viewpoint.id })).json().version).toBe(
      1,
    );
    expect((await call('POST', `${base}/tours/clone`, { sourceId: tour.id })).json().version).toBe(1);
    const cloned = (await call('POST', `${base}/scenarios/clone`, { sourceId: scenario.id })).json();
    expect(cloned.scenario.version).toBe(1);
    expect(cloned.plannerObjectModels.map((o: { version: number }) => o.version)).toEqual([1]);

    const copy = await call('POST', `/api/projects/clone?sourceProjectId=${project.id}`);
    expect(copy.statusCode).toBe(201);
    const copyId = copy.json().id as number;
    for (const table of [viewpoints, tours, scenarios, plannerObjects]) {
      const rows = await t.ctx.db
        .select({ version: table.version })
        .from(table)
        .where(eq(table.projectId, copyId));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.version === 1)).toBe(true);
    }
  });
});

describe('presets', () => {
  it('announce their changes to the project with the author', async () => {
    const project = await f.project(subscription.id);
    const base = `/api/projects/${project.id}/presets`;
    const before = events.length;
    const created = await call('POST', base, { name: 'V150', plannerObjectTypeId: 1 });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await call('PUT', `${base}/${id}`, { name: 'V162' })).statusCode).toBe(200);
    expect((await call('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    const item = { kind: 'preset', id, projectId: project.id, changedBy: { userId: owner.user.id } };
    expect(events.slice(before)).toMatchObject([
      { name: 'OnItemAdded', groups: [`project:${project.id}`], args: [item] },
      { name: 'OnItemUpdated', groups: [`project:${project.id}`], args: [item] },
      { name: 'OnItemDeleted', groups: [`project:${project.id}`], args: [item] },
    ]);
  });

  it('name the author by e-mail when the user has no name', async () => {
    const nameless = await t.buildMember(subscription, ['TeamMember'], {
      user: await t.buildUser({ firstName: '', lastName: '', email: 'quiet@example.test' }),
    });
    const project = await f.project(subscription.id);
    const before = events.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/presets`,
      headers: nameless.headers,
      payload: { name: 'V150', plannerObjectTypeId: 1 },
    });
    expect(res.statusCode).toBe(201);
    expect(events.slice(before)).toMatchObject([
      { args: [{ changedBy: { userId: nameless.user.id, name: 'quiet@example.test' } }] },
    ]);
  });
});
