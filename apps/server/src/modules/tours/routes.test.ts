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
let team: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, events, subscription, member: team } = await openContentSuite(['TeamMember']));
});
afterAll(() => t.close());

describe('tours', () => {
  it('creates a tour with animation mode, easing and viewpoints of its project', async () => {
    const project = await f.project(subscription.id);
    const [a, b] = [await f.viewpoint(project.id), await f.viewpoint(project.id)];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/tours`,
      headers: team.headers,
      payload: {
        name: 'Coastline',
        autoAnimate: true,
        animationMode: 'Parabolic',
        easing: 'CubicInOut',
        viewpointIds: [b.id, a.id],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      projectId: project.id,
      name: 'Coastline',
      autoAnimate: true,
      animationMode: 'Parabolic',
      easing: 'CubicInOut',
      viewpointIds: [b.id, a.id],
      sortOrder: 0,
    });
    expect(events.at(-1)).toMatchObject({
      name: 'OnItemAdded',
      groups: [`project:${project.id}`],
      args: [{ kind: 'tour', id: res.json().id }],
    });
  });

  it('defaults to Linear/Linear without auto animation', async () => {
    const project = await f.project(subscription.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/tours`,
      headers: team.headers,
      payload: { name: 'Plain' },
    });
    expect(res.json()).toMatchObject({
      autoAnimate: false,
      animationMode: 'Linear',
      easing: 'Linear',
      viewpointIds: [],
    });
  });

  it('refuses viewpoints of another project and unknown modes', async () => {
    const project = await f.project(subscription.id);
    const other = await f.project(subscription.id);
    const foreign = await f.viewpoint(other.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/tours`,
      headers: team.headers,
      payload: { name: 'Wrong', viewpointIds: [foreign.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(`Viewpoint ${foreign.id} does not belong to project ${project.id}.`);
    const mode = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/tours`,
      headers: team.headers,
      payload: { name: 'Wrong', animationMode: 'Bouncy' },
    });
    expect(mode.statusCode).toBe(400);
    expect(mode.json().detail).toContain('body.animationMode');
    const tour = await f.tour(project.id);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/tours/${tour.id}`,
      headers: team.headers,
      payload: { viewpointIds: [foreign.id] },
    });
    expect(put.statusCode).toBe(400);
  });

  it('lists, gets, updates, clones and deletes', async () => {
    const project = await f.project(subscription.id);
    const v = await f.viewpoint(project.id);
    const first = await f.tour(project.id, { name: 'First', sortOrder: 0, viewpointIds: [v.id] });
    await f.tour(project.id, { name: 'Second', sortOrder: 1 });
    const list = await t.app.inject({ url: `/api/projects/${project.id}/tours`, headers: team.headers });
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json().map((x: { name: string }) => x.name)).toEqual(['First', 'Second']);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/tours/${first.id}`,
      headers: team.headers,
      payload: { easing: 'CubicOut', name: 'Renamed' },
    });
    expect(put.json()).toMatchObject({ name: 'Renamed', easing: 'CubicOut', viewpointIds: [v.id] });

    const clone = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/tours/clone`,
      headers: team.headers,
      payload: { sourceId: first.id },
    });
    expect(clone.statusCode).toBe(201);
    expect(clone.json()).toMatchObject({
      name: 'Renamed (copy)',
      easing: 'CubicOut',
      viewpointIds: [v.id],
      sortOrder: 2,
    });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/tours/${first.id}`,
      headers: team.headers,
    });
    expect(del.statusCode).toBe(204);
    const get = await t.app.inject({ url: `/api/projects/tours/${first.id}`, headers: team.headers });
    expect(get.statusCode).toBe(404);
  });

  it('hides tours of other subscriptions and lets observers only read', async () => {
    const { subscription: foreign } = await t.buildSubscription();
    const foreignTour = await f.tour((await f.project(foreign.id)).id);
    const res = await t.app.inject({ url: `/api/projects/tours/${foreignTour.id}`, headers: team.headers });
    expect(res.statusCode).toBe(404);

    const project = await f.project(subscription.id);
    const tour = await f.tour(project.id);
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const read = await t.app.inject({ url: `/api/projects/tours/${tour.id}`, headers: observer.headers });
    expect(read.statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/tours/${tour.id}`,
      headers: observer.headers,
    });
    expect(write.statusCode).toBe(403);
  });
});
