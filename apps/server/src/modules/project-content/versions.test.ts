import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGED_BY_SOMEONE_ELSE } from '../../http/problem.js';
import type { TestApp } from '../../test/harness.js';
import {
  type ContentFixtures,
  openContentSuite,
  type RecordedEvents,
} from '../../test/project-content-fixtures.js';

/**
 * Optimistic concurrency on a project's content (docs/decisions/161-optimistic-concurrency.md):
 * versions, ETag and If-Match on the single read and change of planner objects, viewpoints,
 * scenarios, tours and presets, and the author on their item events. The races run on both databases;
 * they only bite on PostgreSQL (run with DATABASE_URL), where PGlite's one statement at a
 * time cannot interleave them.
 */
let t: TestApp;
let f: ContentFixtures;
let events: RecordedEvents;
let subscription: { id: number; key: string };
let team: Awaited<ReturnType<TestApp['buildMember']>>;
beforeAll(async () => {
  const suite = await openContentSuite(['TeamMember']);
  ({ t, f, events, subscription } = suite);
  const user = await t.buildUser({ firstName: 'Ann', lastName: 'Smith' });
  team = await t.buildMember(subscription, ['TeamMember'], { user });
});
afterAll(() => t.close());

type Item = { url: string; name: string; projectId: number };

/** Each versioned kind: how to make one, a change the rules refuse (400/409), if it has one. */
const KINDS: Array<{
  kind: string;
  eventKind: string;
  make(): Promise<Item>;
  refused?: (item: Item) => Promise<{ body: object; status: number }>;
}> = [
  {
    kind: 'Planner object',
    eventKind: 'plannerObject',
    async make() {
      const project = await f.project(subscription.id);
      const scenario = await f.scenario(project.id);
      const row = await f.plannerObject(scenario, { name: 'Turbine 1' });
      return {
        url: `/api/projects/${project.id}/planner-objects/${row.id}`,
        name: row.name,
        projectId: project.id,
      };
    },
    refused: async () => ({ body: { plannerObjectTypeId: 99 }, status: 409 }),
  },
  {
    kind: 'Viewpoint',
    eventKind: 'viewpoint',
    async make() {
      const project = await f.project(subscription.id);
      const row = await f.viewpoint(project.id, { name: 'North gate' });
      return { url: `/api/projects/viewpoints/${row.id}`, name: row.name, projectId: project.id };
    },
  },
  {
    kind: 'Scenario',
    eventKind: 'scenario',
    async make() {
      const project = await f.project(subscription.id);
      const row = await f.scenario(project.id, { name: 'Option A' });
      return { url: `/api/projects/scenarios/${row.id}`, name: row.name, projectId: project.id };
    },
  },
  {
    kind: 'Tour',
    eventKind: 'tour',
    async make() {
      const project = await f.project(subscription.id);
      const row = await f.tour(project.id, { name: 'Walk' });
      return { url: `/api/projects/tours/${row.id}`, name: row.name, projectId: project.id };
    },
    refused: async () => {
      const elsewhere = await f.viewpoint((await f.project(subscription.id)).id);
      return { body: { viewpointIds: [elsewhere.id] }, status: 400 };
    },
  },
  {
    kind: 'Preset',
    eventKind: 'preset',
    async make() {
      const project = await f.project(subscription.id);
      const row = await f.preset(project.id, { name: 'V150', plannerObjectTypeId: 1 });
      await f.plannerObject(await f.scenario(project.id), { presetId: row.id, plannerObjectTypeId: 1 });
      return { url: `/api/projects/${project.id}/presets/${row.id}`, name: row.name, projectId: project.id };
    },
    refused: async () => ({ body: { plannerObjectTypeId: 2 }, status: 409 }),
  },
];

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: team.headers });
const put = (url: string, payload: object, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { ...team.headers, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload,
  });

describe.each(KINDS)('$kind: versions, ETag and If-Match', ({ kind, eventKind, make, refused }) => {
  it('starts at version 1; a read answers it as a strong ETag, each change one up', async () => {
    const item = await make();
    const read = await get(item.url);
    expect(read.statusCode).toBe(200);
    expect(read.json().version).toBe(1);
    expect(read.headers.etag).toBe('"1"');

    const changed = await put(item.url, { name: 'Renamed' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Renamed', version: 2 });
    expect(changed.headers.etag).toBe('"2"');
    expect((await get(item.url)).headers.etag).toBe('"2"');
  });

  it('changes with a current If-Match; with an old one answers 412 with the item as it is now and writes nothing', async () => {
    const item = await make();
    const first = await put(item.url, { name: 'Mine' }, '"1"');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"2"');

    const late = await put(item.url, { name: 'Theirs' }, '"1"');
    expect(late.statusCode).toBe(412);
    expect(late.headers['content-type']).toMatch(/^application\/problem\+json/);
    const now = await get(item.url);
    expect(late.json()).toEqual({
      type: CHANGED_BY_SOMEONE_ELSE,
      title: 'Changed by someone else',
      status: 412,
      detail: `${kind} "Mine" was changed by someone else since you loaded it.`,
      current: now.json(),
    });
    expect(now.json()).toMatchObject({ name: 'Mine', version: 2 });
  });

  it('matches `*`, any tag of a list and a weak tag; a tag that names no version matches nothing', async () => {
    const item = await make();
    expect((await put(item.url, { name: 'Any' }, '*')).statusCode).toBe(200);
    expect((await put(item.url, { name: 'Listed' }, '"9", "2"')).statusCode).toBe(200);
    expect((await put(item.url, { name: 'Weak' }, 'W/"3"')).statusCode).toBe(200);
    for (const unreadable of ['"abc"', '4', '""', '"4', '"04"']) {
      const res = await put(item.url, { name: 'Never' }, unreadable);
      expect(res.statusCode, unreadable).toBe(412);
      expect(res.json().current.version, unreadable).toBe(4);
    }
    expect((await get(item.url)).json()).toMatchObject({ name: 'Weak', version: 4 });
  });

  it('answers 404 before 412, and 412 before the rules refuse the change', async () => {
    const item = await make();
    const missing = item.url.replace(/\/\d+$/, '/2147483000');
    expect((await put(missing, { name: 'Gone' }, '"1"')).statusCode).toBe(404);
    await put(item.url, { name: 'Moved on' });
    if (!refused) return;
    const { body, status } = await refused(item);
    expect((await put(item.url, body, '"1"')).statusCode).toBe(412);
    expect((await put(item.url, body, '"2"')).statusCode).toBe(status);
  });

  it('lets exactly one of two changes with the same If-Match through (run with DATABASE_URL for PostgreSQL)', async () => {
    const item = await make();
    for (let round = 1; round <= 5; round++) {
      const results = await Promise.all([
        put(item.url, { name: `Left ${round}` }, `"${round}"`),
        put(item.url, { name: `Right ${round}` }, `"${round}"`),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 412]);
      const winner = results.find((res) => res.statusCode === 200)!.json();
      const loser = results.find((res) => res.statusCode === 412)!.json();
      expect(winner.version).toBe(round + 1);
      expect(loser.current).toEqual(winner);
      expect((await get(item.url)).json()).toEqual(winner);
    }
  });

  it('names who changed it on the item event', async () => {
    const item = await make();
    const before = events.length;
    await put(item.url, { name: 'Announced' });
    expect(events.slice(before)).toMatchObject([
      {
        name: 'OnItemUpdated',
        groups: [`project:${item.projectId}`],
        args: [
          {
            kind: eventKind,
            projectId: item.projectId,
            changedBy: { userId: team.user.id, name: 'Ann Smith' },
          },
        ],
      },
    ]);
  });
});
