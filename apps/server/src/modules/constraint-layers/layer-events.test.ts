import { ConstraintLayerEvent } from '@vantage/contracts';
import { MapLayerEvent } from '@vantage/contracts/map-layers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { contentFixtures, recordEvents } from '../../test/project-content-fixtures.js';

/**
 * The hub's item events for constraint layers (to the project's group) and map layers (to the
 * subscription's group): added, changed, deleted, in contracts' payload schemas, without a
 * layer's features; none for a refused request.
 */
const ORIGIN = 'http://127.0.0.1:9';
let t: TestApp;
let events: ReturnType<typeof recordEvents>;
let subscriptionId: number;
let owner: Awaited<ReturnType<TestApp['buildMember']>>;
let stranger: Awaited<ReturnType<TestApp['buildMember']>>;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ MAP_LAYER_PRIVATE_ORIGINS: ORIGIN });
  events = recordEvents(t);
  const { subscription } = await t.buildSubscription();
  subscriptionId = subscription.id;
  owner = await t.buildMember(subscription, ['Owner']);
  projectId = (await contentFixtures(t).project(subscription.id, { name: 'Roads' })).id;
  const { subscription: other } = await t.buildSubscription();
  stranger = await t.buildMember(other, ['Owner']);
});
afterAll(() => t.close());

const ROADS = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [5, 52],
          [5.01, 52],
        ],
      },
      properties: { name: 'N302' },
    },
  ],
});

/** The events of `kind` recorded from `from` on, as names, groups and parsed payloads. */
function eventsOf<T>(kind: string, from: number, schema: { parse(value: unknown): T }) {
  return events
    .slice(from)
    .filter((event) => (event.args[0] as { kind?: string } | undefined)?.kind === kind)
    .map((event) => ({ name: event.name, groups: event.groups, payload: schema.parse(event.args[0]) }));
}

describe('hub events of layers', () => {
  it('announces a constraint layer added, changed and deleted to the project’s group, without its features', async () => {
    const from = events.length;
    const url = `/api/projects/${projectId}/constraint-layers`;
    const added = await t.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { name: 'Roads', geojson: ROADS },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json() as { id: number };
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: { name: 'Main roads' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: owner.headers });
    expect(deleted.statusCode).toBe(204);

    const seen = eventsOf('constraintLayer', from, ConstraintLayerEvent);
    const group = [`project:${projectId}`];
    const by = { userId: owner.user.id, name: expect.any(String) };
    expect(seen).toEqual([
      {
        name: 'OnItemAdded',
        groups: group,
        payload: { kind: 'constraintLayer', id, projectId, version: 1, changedBy: by },
      },
      {
        name: 'OnItemUpdated',
        groups: group,
        payload: { kind: 'constraintLayer', id, projectId, version: 2, changedBy: by },
      },
      {
        name: 'OnItemDeleted',
        groups: group,
        payload: { kind: 'constraintLayer', id, projectId, version: 2, changedBy: by },
      },
    ]);
    expect(JSON.stringify(events.slice(from))).not.toContain('N302');
  });

  it('announces nothing when another organisation’s member tries the project’s layers (404)', async () => {
    const from = events.length;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/constraint-layers`,
      headers: stranger.headers,
      payload: { name: 'Theirs', geojson: ROADS },
    });
    expect(refused.statusCode).toBe(404);
    expect(eventsOf('constraintLayer', from, ConstraintLayerEvent)).toEqual([]);
  });

  it('announces a map layer added, changed and deleted to the subscription’s group', async () => {
    const from = events.length;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/map-layers',
      headers: owner.headers,
      payload: { name: 'Aerial', kind: 'xyz', url: `${ORIGIN}/tiles/{z}/{x}/{y}.png`, attribution: '© Test' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json() as { id: number };
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/map-layers/${id}`,
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: { opacity: 0.5 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/map-layers/${id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/map-layers/${id}`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);

    const group = [`subscription:${subscriptionId}`];
    const by = { userId: owner.user.id, name: expect.any(String) };
    expect(eventsOf('mapLayer', from, MapLayerEvent)).toEqual([
      {
        name: 'OnItemAdded',
        groups: group,
        payload: { kind: 'mapLayer', id, subscriptionId, version: 1, changedBy: by },
      },
      {
        name: 'OnItemUpdated',
        groups: group,
        payload: { kind: 'mapLayer', id, subscriptionId, version: 2, changedBy: by },
      },
      {
        name: 'OnItemDeleted',
        groups: group,
        payload: { kind: 'mapLayer', id, subscriptionId, version: 2, changedBy: by },
      },
    ]);
  });
});
