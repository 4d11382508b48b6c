import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
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

const position = { longitude: 4.9041, latitude: 52.3676, altitude: 12 };

describe('viewpoints CRUD', () => {
  it('creates a viewpoint with every field and announces it to the project group', async () => {
    const project = await f.project(subscription.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/viewpoints`,
      headers: owner.headers,
      payload: {
        name: 'Dam Square',
        position,
        pan: 135,
        tilt: -5,
        fieldOfView: 75,
        windDirection: 225,
        viewingDateTime: '2025-06-21T18:30:00+02:00',
        panoId: 'pano-1',
        tagNames: ['city'],
        visible: false,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      projectId: project.id,
      name: 'Dam Square',
      position,
      pan: 135,
      tilt: -5,
      fieldOfView: 75,
      windDirection: 225,
      viewingDateTime: '2025-06-21T16:30:00.000Z',
      panoId: 'pano-1',
      tagNames: ['city'],
      visible: false,
      sortOrder: 0,
    });
    expect(events.at(-1)).toMatchObject({
      name: 'OnItemAdded',
      groups: [`project:${project.id}`],
      args: [{ kind: 'viewpoint', id: res.json().id }],
    });
  });

  it('fills defaults for what is not sent and places new viewpoints last', async () => {
    const project = await f.project(subscription.id);
    await f.viewpoint(project.id, { sortOrder: 4 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/viewpoints`,
      headers: owner.headers,
      payload: { name: 'Dike', position },
    });
    expect(res.json()).toMatchObject({
      visible: true,
      tagNames: [],
      pan: 0,
      tilt: 0,
      fieldOfView: 60,
      // From the south-west, the prevailing wind of north-western Europe, as the 3D view assumes.
      windDirection: 225,
      viewingDateTime: null,
      panoId: null,
      sortOrder: 5,
    });
  });

  it.each([
    [{ position: { ...position, latitude: 90.5 } }, 'Latitude must be between -90 and 90'],
    [{ position: { ...position, longitude: -181 } }, 'Longitude must be between -180 and 180'],
    [{ fieldOfView: 0 }, 'Field of view must be between 1 and 179'],
    [{ fieldOfView: 180 }, 'Field of view must be between 1 and 179'],
    [{ tilt: 91 }, 'Tilt must be between -90 and 90'],
    [{ windDirection: 361 }, 'Wind direction must be between 0 and 360'],
    [{ name: '  ' }, 'Viewpoint name must not be empty'],
    [{ viewingDateTime: 'tomorrow' }, 'body.viewingDateTime'],
  ])('refuses out-of-range values with a 400 naming the field (%j)', async (patch, message) => {
    const project = await f.project(subscription.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/viewpoints`,
      headers: owner.headers,
      payload: { name: 'Bad', position, ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(message);
  });

  it('lists in order with X-Total-Count, Offset and Limit', async () => {
    const project = await f.project(subscription.id);
    const a = await f.viewpoint(project.id, { name: 'A', sortOrder: 2 });
    const b = await f.viewpoint(project.id, { name: 'B', sortOrder: 0 });
    const c = await f.viewpoint(project.id, { name: 'C', sortOrder: 1 });
    const all = await t.app.inject({ url: `/api/projects/${project.id}/viewpoints`, headers: owner.headers });
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json().map((v: { id: number }) => v.id)).toEqual([b.id, c.id, a.id]);
    const page = await t.app.inject({
      url: `/api/projects/${project.id}/viewpoints?Offset=1&Limit=1`,
      headers: owner.headers,
    });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((v: { name: string }) => v.name)).toEqual(['C']);
  });

  it('gets, updates only the fields sent, and deletes (taking it out of tours)', async () => {
    const project = await f.project(subscription.id);
    const v = await f.viewpoint(project.id, { name: 'Old', pan: 10 });
    const keep = await f.viewpoint(project.id);
    const tour = await f.tour(project.id, { viewpointIds: [v.id, keep.id, v.id] });
    const got = await t.app.inject({ url: `/api/projects/viewpoints/${v.id}`, headers: owner.headers });
    expect(got.json()).toMatchObject({ id: v.id, name: 'Old', pan: 10 });

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/viewpoints/${v.id}`,
      headers: owner.headers,
      payload: { name: 'New', position: { ...position, altitude: 40 }, viewingDateTime: null },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'New', pan: 10, position: { ...position, altitude: 40 } });
    expect(events.at(-1)).toMatchObject({ name: 'OnItemUpdated', args: [{ kind: 'viewpoint', id: v.id }] });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/viewpoints/${v.id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(204);
    const gone = await t.app.inject({ url: `/api/projects/viewpoints/${v.id}`, headers: owner.headers });
    expect(gone.statusCode).toBe(404);
    const tourNow = await t.app.inject({ url: `/api/projects/tours/${tour.id}`, headers: owner.headers });
    expect(tourNow.json().viewpointIds).toEqual([keep.id]);
    // The tour changed too: its planners refresh it like any other change.
    expect(events.slice(-2)).toMatchObject([
      { name: 'OnItemDeleted', args: [{ kind: 'viewpoint', id: v.id }] },
      { name: 'OnItemUpdated', args: [{ kind: 'tour', id: tour.id }] },
    ]);
  });

  it('clones a viewpoint of the project as "<name> (copy)", placed last', async () => {
    const project = await f.project(subscription.id);
    const source = await f.viewpoint(project.id, { name: 'Harbour', pan: 33, fieldOfView: 40, sortOrder: 3 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/viewpoints/clone`,
      headers: owner.headers,
      payload: { sourceId: source.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Harbour (copy)', pan: 33, fieldOfView: 40, sortOrder: 4 });
    expect(res.json().id).not.toBe(source.id);

    const other = await f.project(subscription.id);
    const cross = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${other.id}/viewpoints/clone`,
      headers: owner.headers,
      payload: { sourceId: source.id },
    });
    expect(cross.statusCode).toBe(404);
  });
});

describe('viewpoint access', () => {
  it('answers 404 for a project or viewpoint of another subscription', async () => {
    const { subscription: foreign } = await t.buildSubscription();
    const project = await f.project(foreign.id);
    const v = await f.viewpoint(project.id);
    const list = await t.app.inject({
      url: `/api/projects/${project.id}/viewpoints`,
      headers: owner.headers,
    });
    expect(list.statusCode).toBe(404);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/projects/viewpoints/${v.id}`,
        headers: owner.headers,
        ...(method === 'PUT' ? { payload: { name: 'Hijack' } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('lets a project member edit its own project only, and an observer only read', async () => {
    const own = await f.project(subscription.id);
    const notOwn = await f.project(subscription.id);
    const member = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [own.id] });
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [own.id] });
    const create = (headers: Record<string, string>, projectId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/viewpoints`,
        headers,
        payload: { name: 'Mine', position },
      });
    expect((await create(member.headers, own.id)).statusCode).toBe(201);
    expect((await create(member.headers, notOwn.id)).statusCode).toBe(404);
    const denied = await create(observer.headers, own.id);
    expect(denied.statusCode).toBe(403);
    const read = await t.app.inject({ url: `/api/projects/${own.id}/viewpoints`, headers: observer.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toHaveLength(1);
  });

  it('refuses changes on an expired subscription but still reads', async () => {
    const { subscription: expired } = await t.buildSubscription({ expiresAt: new Date(Date.now() - 1000) });
    const team = await t.buildMember(expired, ['TeamMember']);
    const project = await f.project(expired.id);
    const v = await f.viewpoint(project.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/viewpoints/${v.id}`,
      headers: team.headers,
      payload: { name: 'Late' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Your subscription has expired.');
    const read = await t.app.inject({ url: `/api/projects/viewpoints/${v.id}`, headers: team.headers });
    expect(read.statusCode).toBe(200);
  });

  it('keeps a presentation read-only', async () => {
    const original = await f.project(subscription.id);
    const presentation = await f.project(subscription.id, {
      originalProjectId: original.id,
      published: true,
      publicationKey: `key-${original.id}`,
    });
    const v = await f.viewpoint(presentation.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/viewpoints/${v.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/presentation cannot be changed/);
  });
});
