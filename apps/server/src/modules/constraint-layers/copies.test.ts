import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constraintLayers, setbackRules } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { type ContentFixtures, openContentSuite } from '../../test/project-content-fixtures.js';

/**
 * A clone and a revision of a project carry its constraint layers and the setback rules measured
 * against them, each layer rule naming the copy's own layer; activating a revision swaps them back.
 */
let t: TestApp;
let f: ContentFixtures;
let subscription: { id: number; key: string };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, subscription, member: owner } = await openContentSuite(['Owner']));
  await f.setFeature(subscription.id, 'BufferLayer', 'Enabled');
});
afterAll(() => t.close());

const road = (longitude: number) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [longitude, 52],
            [longitude + 0.02, 52],
          ],
        },
        properties: { name: 'N302' },
      },
    ],
  });

async function post(url: string, payload?: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

async function layersOf(projectId: number) {
  const rows = await t.ctx.db
    .select()
    .from(constraintLayers)
    .where(eq(constraintLayers.projectId, projectId))
    .orderBy(asc(constraintLayers.id));
  return rows.map(({ id, name, geojson, colour }) => ({ id, name, geojson, colour }));
}

async function rulesOf(projectId: number) {
  const rows = await t.ctx.db
    .select()
    .from(setbackRules)
    .where(eq(setbackRules.projectId, projectId))
    .orderBy(asc(setbackRules.id));
  return rows.map(({ name, targetKind, constraintLayerId, distanceValue, distanceUnit }) => ({
    name,
    targetKind,
    constraintLayerId,
    distanceValue,
    distanceUnit,
  }));
}

/** A project with a road layer, a rule of 1.5 × tip height from it and a receptor rule. */
async function sourceProject() {
  const project = await f.project(subscription.id, { name: 'With roads' });
  const layer = await post(`/api/projects/${project.id}/constraint-layers`, {
    name: 'Roads',
    colour: '#1c7ed6',
    geojson: road(5),
  });
  await post(`/api/projects/${project.id}/setback-rules`, {
    name: '1.5 × tip height from roads',
    targetKind: 'constraintLayer',
    constraintLayerId: layer.id,
    distanceValue: 1.5,
    distanceUnit: 'tipHeight',
  });
  await post(`/api/projects/${project.id}/setback-rules`, {
    name: '500 m from dwellings',
    targetKind: 'receptor',
    receptorCategory: 'dwelling',
    distanceValue: 500,
    distanceUnit: 'm',
  });
  return { project, layer };
}

describe('constraint layers and setback rules in copies of a project', () => {
  for (const [what, url] of [
    ['a clone', (id: number) => `/api/projects/clone?sourceProjectId=${id}`],
    ['a revision', (id: number) => `/api/projects/create-revision?sourceProjectId=${id}`],
  ] as const) {
    it(`${what} carries the layers, and its layer rule names its own copy of the layer`, async () => {
      const { project, layer } = await sourceProject();
      const copy = await post(url(project.id));
      const [copied] = await layersOf(copy.id);
      expect(copied).toMatchObject({ name: 'Roads', colour: '#1c7ed6', geojson: road(5) });
      expect(copied!.id).not.toBe(layer.id);
      expect(await rulesOf(copy.id)).toEqual([
        {
          name: '1.5 × tip height from roads',
          targetKind: 'constraintLayer',
          constraintLayerId: copied!.id,
          distanceValue: 1.5,
          distanceUnit: 'tipHeight',
        },
        {
          name: '500 m from dwellings',
          targetKind: 'receptor',
          constraintLayerId: null,
          distanceValue: 500,
          distanceUnit: 'm',
        },
      ]);
      // The copy's layer is its own: deleting the source's layer (and its rule) leaves it.
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/projects/${project.id}/constraint-layers/${layer.id}`,
        headers: owner.headers,
      });
      expect(deleted.statusCode).toBe(204);
      expect(await rulesOf(project.id)).toHaveLength(1);
      expect((await layersOf(copy.id)).map((l) => l.id)).toEqual([copied!.id]);
      expect(await rulesOf(copy.id)).toHaveLength(2);
      const listed = await t.app.inject({
        url: `/api/projects/${copy.id}/constraint-layers`,
        headers: owner.headers,
      });
      expect(listed.json().map((l: { name: string }) => l.name)).toEqual(['Roads']);
    });
  }

  it('activating a revision swaps the layers and rules back with the rest of the plan', async () => {
    const { project, layer } = await sourceProject();
    const revision = await post(`/api/projects/create-revision?sourceProjectId=${project.id}`);
    const revisionLayers = await layersOf(revision.id);
    // After the revision: the road moves and gets a rule of its own.
    const moved = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/constraint-layers/${layer.id}`,
      headers: owner.headers,
    });
    expect(moved.statusCode).toBe(204);
    await post(`/api/projects/${project.id}/constraint-layers`, { name: 'New roads', geojson: road(6) });
    const activated = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/activate-revision?id=${revision.id}`,
      headers: owner.headers,
    });
    expect(activated.statusCode, activated.body).toBeLessThan(300);
    expect(await layersOf(project.id)).toEqual(revisionLayers);
    expect((await rulesOf(project.id)).map((r) => r.constraintLayerId)).toEqual([
      revisionLayers[0]!.id,
      null,
    ]);
    expect((await layersOf(revision.id)).map((l) => l.name)).toEqual(['New roads']);
    expect(await rulesOf(revision.id)).toHaveLength(1);
  });
});
