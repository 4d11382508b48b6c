import { CONSTRAINT_LAYERS_MAX } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constraintLayers } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { type ContentFixtures, openContentSuite } from '../../test/project-content-fixtures.js';

let t: TestApp;
let f: ContentFixtures;
let subscription: { id: number; key: string };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  ({ t, f, subscription, member: owner } = await openContentSuite(['Owner']));
});
afterAll(() => t.close());

const ROAD = {
  type: 'Feature',
  geometry: {
    type: 'LineString',
    coordinates: [
      [5.38, 52.15],
      [5.4, 52.16],
    ],
  },
  properties: { name: 'N302', lanes: 2, paved: true },
};
const collection = (features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
const LAYER = { name: 'Roads', colour: '#FF8800', geojson: collection([ROAD]) };
const layersUrl = (projectId: number) => `/api/projects/${projectId}/constraint-layers`;

async function createLayer(projectId: number, payload: Record<string, unknown> = LAYER) {
  const res = await t.app.inject({
    method: 'POST',
    url: layersUrl(projectId),
    headers: owner.headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number; byteSize: number; geojson: string };
}

const rowsOf = (projectId: number) =>
  t.ctx.db.select().from(constraintLayers).where(eq(constraintLayers.projectId, projectId));

describe('constraint layers', () => {
  it('creates, lists (without features), gets, renames and recolours, and deletes a layer', async () => {
    const project = await f.project(subscription.id);
    const layer = await createLayer(project.id);
    expect(layer).toMatchObject({
      projectId: project.id,
      name: 'Roads',
      colour: '#ff8800',
      featureCount: 1,
      version: 1,
      geojson: LAYER.geojson,
    });
    expect(layer.byteSize).toBe(Buffer.byteLength(LAYER.geojson));
    const list = await t.app.inject({ url: layersUrl(project.id), headers: owner.headers });
    expect(list.headers['x-total-count']).toBe('1');
    const { geojson: _geojson, ...summary } = layer as typeof layer & { geojson: string };
    expect(list.json()).toEqual([summary]);
    const get = await t.app.inject({ url: `${layersUrl(project.id)}/${layer.id}`, headers: owner.headers });
    expect(get.headers.etag).toBe('"1"');
    expect(get.json().geojson).toBe(LAYER.geojson);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${layersUrl(project.id)}/${layer.id}`,
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: { name: 'Main roads', colour: '#123456' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Main roads', colour: '#123456', version: 2, featureCount: 1 });
    expect(put.headers.etag).toBe('"2"');
    const stale = await t.app.inject({
      method: 'PUT',
      url: `${layersUrl(project.id)}/${layer.id}`,
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: { name: 'Lost' },
    });
    expect(stale.statusCode).toBe(412);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${layersUrl(project.id)}/${layer.id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await rowsOf(project.id)).toEqual([]);
  });

  it('400 in words on bad input, naming the feature, and nothing written', async () => {
    const project = await f.project(subscription.id);
    const line = (coordinates: number[][]) => ({ ...ROAD, geometry: { type: 'LineString', coordinates } });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...LAYER, name: ' ' }, 'Constraint layer name must not be empty'],
      [{ ...LAYER, colour: 'orange' }, 'colour must be a hex colour such as #7c3aed'],
      [{ ...LAYER, geojson: collection([]) }, 'A constraint layer holds at least one feature.'],
      [{ ...LAYER, geojson: '{"type":"Feature' }, 'geojson is not valid JSON.'],
      [{ ...LAYER, geojson: '{"type":"Feature"}' }, 'geojson must be a GeoJSON FeatureCollection.'],
      [
        { ...LAYER, geojson: collection([{ ...ROAD, properties: { nested: { a: 1 } } }]) },
        'Feature 1: its attribute "nested" is not a text, a number or yes/no.',
      ],
      [
        {
          ...LAYER,
          geojson: collection([ROAD, { ...ROAD, geometry: { type: 'Circle', coordinates: [5, 52] } }]),
        },
        'Feature 2: its geometry is not a Point, LineString, Polygon',
      ],
      [
        {
          ...LAYER,
          geojson: collection([
            ROAD,
            line([
              [155000, 463000],
              [155100, 463000],
            ]),
          ]),
        },
        'Feature 2: 155000 is not a longitude',
      ],
      [
        { ...LAYER, geojson: collection([ROAD, ROAD, line([[5.3, 52.1]])]) },
        'Feature 3: a line needs at least 2 positions',
      ],
    ];
    for (const [payload, words] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: layersUrl(project.id),
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(res.json().detail).toContain(words);
    }
    expect(await rowsOf(project.id)).toEqual([]);
  });

  it('refuses more than 5,000 features (400), more than 5 MB (413) and a 21st layer (400), writing nothing', async () => {
    const project = await f.project(subscription.id);
    const point = (i: number) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [5 + i / 1e5, 52] },
      properties: {},
    });
    const many = await t.app.inject({
      method: 'POST',
      url: layersUrl(project.id),
      headers: owner.headers,
      payload: {
        name: 'Many',
        geojson: collection(Array.from({ length: 5001 }, (_, i) => point(i))),
      },
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().detail).toBe('A constraint layer holds at most 5000 features; this one has 5001.');
    // 2,000 features with a long attribute each: about 5.2 MB of GeoJSON, inside the body limit.
    const big = Array.from({ length: 2000 }, (_, i) => ({
      ...point(i),
      properties: { note: 'x'.repeat(2500) },
    }));
    const large = await t.app.inject({
      method: 'POST',
      url: layersUrl(project.id),
      headers: owner.headers,
      payload: { name: 'Large', geojson: collection(big) },
    });
    expect(large.statusCode, large.body.slice(0, 200)).toBe(413);
    expect(large.json().detail).toMatch(
      /^The layer is 5\.\d MB as GeoJSON; a constraint layer holds at most 5 MB\.$/,
    );
    expect(await rowsOf(project.id)).toEqual([]);
    for (let i = 0; i < CONSTRAINT_LAYERS_MAX; i += 1)
      await createLayer(project.id, { ...LAYER, name: `Layer ${i + 1}` });
    const extra = await t.app.inject({
      method: 'POST',
      url: layersUrl(project.id),
      headers: owner.headers,
      payload: LAYER,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().detail).toBe('A project holds at most 20 constraint layers.');
    expect(await rowsOf(project.id)).toHaveLength(CONSTRAINT_LAYERS_MAX);
  });

  it('answers 404 for another organisation’s project and layers, and for a layer of another project', async () => {
    const { subscription: theirs } = await t.buildSubscription();
    const stranger = await t.buildMember(theirs, ['Owner']);
    const project = await f.project(subscription.id);
    const layer = await createLayer(project.id);
    const requests = [
      { method: 'GET' as const, url: layersUrl(project.id) },
      { method: 'POST' as const, url: layersUrl(project.id), payload: LAYER },
      { method: 'GET' as const, url: `${layersUrl(project.id)}/${layer.id}` },
      { method: 'PUT' as const, url: `${layersUrl(project.id)}/${layer.id}`, payload: { name: 'Theirs' } },
      { method: 'DELETE' as const, url: `${layersUrl(project.id)}/${layer.id}` },
    ];
    for (const request of requests) {
      const res = await t.app.inject({ ...request, headers: stranger.headers });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    const other = await f.project(subscription.id);
    const cross = await t.app.inject({ url: `${layersUrl(other.id)}/${layer.id}`, headers: owner.headers });
    expect(cross.statusCode).toBe(404);
    const crossDelete = await t.app.inject({
      method: 'DELETE',
      url: `${layersUrl(other.id)}/${layer.id}`,
      headers: owner.headers,
    });
    expect(crossDelete.statusCode).toBe(404);
    expect((await rowsOf(project.id)).map((row) => [row.name, row.version])).toEqual([['Roads', 1]]);
  });

  it('lets the content editors create and delete layers; observers only read', async () => {
    const project = await f.project(subscription.id);
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: layersUrl(project.id), headers, payload: LAYER });
    for (const roles of [['Administrator'], ['TeamMember'], ['SupportStaff']] as const) {
      const member = await t.buildMember(subscription, [...roles]);
      expect((await post(member.headers)).statusCode, roles[0]).toBe(201);
    }
    const projectMember = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [project.id] });
    expect((await post(projectMember.headers)).statusCode).toBe(201);
    const outsider = await t.buildMember(subscription, ['ProjectMember']);
    expect((await post(outsider.headers)).statusCode).toBe(404);
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const denied = await post(observer.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe('You may only view this project.');
    const [first] = await rowsOf(project.id);
    const read = await t.app.inject({
      url: `${layersUrl(project.id)}/${first!.id}`,
      headers: observer.headers,
    });
    expect(read.statusCode).toBe(200);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `${layersUrl(project.id)}/${first!.id}`,
        headers: observer.headers,
        ...(method === 'PUT' ? { payload: { name: 'Mine' } } : {}),
      });
      expect(res.statusCode, method).toBe(403);
    }
    expect(await rowsOf(project.id)).toHaveLength(4);
  });
});
