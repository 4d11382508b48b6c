import { gunzipSync } from 'node:zlib';
import { TERRAIN_MODEL_FEATURE_KEY, type TerrainModel } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terrainModels } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { presentableProject, publish } from '../../test/presentation-fixtures.js';
import { contentFixtures } from '../../test/project-content-fixtures.js';
import {
  type Hill,
  hillGeoTiff,
  hillHeight,
  multipartUpload,
  readGrid,
  sampleGrid,
} from '../../test/terrain-fixtures.js';

let t: TestApp;
let f: ReturnType<typeof contentFixtures>;
let subscription: { id: number; key: string };
let owner: Awaited<ReturnType<TestApp['buildMember']>>;
beforeAll(async () => {
  t = await createTestApp();
  f = contentFixtures(t);
  ({ subscription } = await t.buildSubscription());
  owner = await t.buildMember(subscription, ['Owner']);
});
afterAll(() => t.close());

/** A hill on the Veluwe, 120 m above a 10 m plain, 1.5 km in radius. */
const HILL: Hill = { longitude: 5.8, latitude: 52.1, peak: 120, radius: 1500, base: 10 };
/** Made once: writing a GeoTIFF pixel by pixel through proj4 takes a second or two. */
const once = <T>(make: () => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};
const rdTiff = once(() => hillGeoTiff({ hill: HILL, epsgCode: 28992, halfExtent: 2500, cellSize: 25 }));
const wgsTiff = once(() =>
  hillGeoTiff({ hill: HILL, epsgCode: 4326, halfExtent: 2500, cellSize: 25, noData: -9999 }),
);

const upload = (
  headers: Record<string, string>,
  projectId: number,
  bytes: ArrayBuffer | Uint8Array,
  name = 'hill.tif',
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/terrain-model`,
    ...multipartUpload(headers, bytes, name),
  });
const getModel = (headers: Record<string, string>, projectId: number) =>
  t.app.inject({ url: `/api/projects/${projectId}/terrain-model`, headers });
const getGrid = (headers: Record<string, string>, projectId: number, extra: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/projects/${projectId}/terrain-model/grid`, headers: { ...headers, ...extra } });

describe('a project terrain model', () => {
  it('puts the same hill in the same place from EPSG:28992 and from EPSG:4326', async () => {
    const rdProject = await f.project(subscription.id);
    const wgsProject = await f.project(subscription.id);
    const rd = await upload(owner.headers, rdProject.id, rdTiff(), 'veluwe-rd.tif');
    const wgs = await upload(owner.headers, wgsProject.id, wgsTiff(), 'veluwe-wgs84.tif');
    expect(rd.statusCode).toBe(200);
    expect(wgs.statusCode).toBe(200);
    const a = rd.json() as TerrainModel;
    const b = wgs.json() as TerrainModel;
    expect(a).toMatchObject({ fileName: 'veluwe-rd.tif', sourceEpsgCode: 28992 });
    expect(b).toMatchObject({ fileName: 'veluwe-wgs84.tif', sourceEpsgCode: 4326 });
    // Both cover the same 5 km square: its edges agree within 0.0003° (about 20 m, under one
    // 25 m source pixel); the RD square is turned by RD's grid convergence, so its box is wider.
    for (const edge of ['west', 'south', 'east', 'north'] as const)
      expect(Math.abs(a[edge] - b[edge])).toBeLessThan(3e-4);
    expect(a.sourceResolution).toBeCloseTo(25, 0);
    expect(b.sourceResolution).toBeCloseTo(25, 0);
    expect(Math.max(a.width, a.height)).toBeLessThanOrEqual(1024);
    // The top is 130 m in both (within 0.5 m: bilinear between 25 m pixels of a smooth hill).
    expect(Math.abs(a.maxHeight - 130)).toBeLessThan(0.5);
    expect(Math.abs(b.maxHeight - 130)).toBeLessThan(0.5);
    expect(a.minHeight).toBeCloseTo(10, 3);

    const gridA = readGrid((await getGrid(owner.headers, rdProject.id)).rawPayload, a);
    const gridB = readGrid((await getGrid(owner.headers, wgsProject.id)).rawPayload, b);
    expect(Math.abs(sampleGrid(gridA, HILL.longitude, HILL.latitude) - 130)).toBeLessThan(0.5);
    expect(Math.abs(sampleGrid(gridB, HILL.longitude, HILL.latitude) - 130)).toBeLessThan(0.5);
    // On the slopes, 500 m and 1 km out in four directions: the two grids and the hill agree within 1 m.
    for (const [dLon, dLat] of [
      [0.0073, 0],
      [-0.0146, 0],
      [0, 0.0045],
      [0, -0.009],
    ] as const) {
      const lon = HILL.longitude + dLon;
      const lat = HILL.latitude + dLat;
      const expected = hillHeight(HILL, lon, lat);
      expect(Math.abs(sampleGrid(gridA, lon, lat) - expected)).toBeLessThan(1);
      expect(Math.abs(sampleGrid(gridB, lon, lat) - expected)).toBeLessThan(1);
    }
    // GDAL_NODATA: the corner the EPSG:4326 file marks as no data is NaN, the RD one's is not.
    expect(Number.isNaN(gridB.values[0])).toBe(true);
    expect(gridB.values.some((v) => Number.isNaN(v))).toBe(true);
    expect(b.minHeight).toBeCloseTo(10, 3);
  });

  it('answers the model to any member, the grid gzipped or not with its version as ETag, and 304', async () => {
    const project = await f.project(subscription.id);
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    expect((await getModel(owner.headers, project.id)).statusCode).toBe(404);
    const model = (await upload(owner.headers, project.id, rdTiff())).json() as TerrainModel;
    const read = await getModel(observer.headers, project.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(model);

    const plain = await getGrid(observer.headers, project.id);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/octet-stream');
    expect(plain.headers.etag).toBe(`"${model.version}"`);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBe(model.width * model.height * 4);
    const zipped = await getGrid(observer.headers, project.id, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    const again = await getGrid(observer.headers, project.id, { 'if-none-match': `"${model.version}"` });
    expect(again.statusCode).toBe(304);
  });

  it('replaces the model with a new version, and deletes it', async () => {
    const project = await f.project(subscription.id);
    const first = (await upload(owner.headers, project.id, rdTiff())).json() as TerrainModel;
    const second = (await upload(owner.headers, project.id, wgsTiff(), 'second.tif')).json() as TerrainModel;
    expect(second.version).toBeGreaterThan(first.version);
    expect((await getModel(owner.headers, project.id)).json()).toMatchObject({
      fileName: 'second.tif',
      version: second.version,
    });
    expect(
      await t.ctx.db
        .select({ id: terrainModels.id })
        .from(terrainModels)
        .where(eq(terrainModels.projectId, project.id)),
    ).toHaveLength(1);
    const stale = await getGrid(owner.headers, project.id, { 'if-none-match': `"${first.version}"` });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(`"${second.version}"`);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/terrain-model`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await getModel(owner.headers, project.id)).statusCode).toBe(404);
    const grid = await getGrid(owner.headers, project.id);
    expect(grid.statusCode).toBe(404);
    expect(grid.json().detail).toBe('This project has no terrain model.');
    // A new upload after a delete never reuses a version.
    const third = (await upload(owner.headers, project.id, rdTiff())).json() as TerrainModel;
    expect(third.version).toBeGreaterThan(second.version);
  });

  it('refuses Observers (403), a locked TerrainAhn feature (403) and another organisation (404)', async () => {
    const project = await f.project(subscription.id);
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const member = await t.buildMember(subscription, ['ProjectMember'], { projectIds: [project.id] });
    const byObserver = await upload(observer.headers, project.id, rdTiff());
    expect(byObserver.statusCode).toBe(403);
    expect(byObserver.headers['content-type']).toContain('application/problem+json');
    expect(byObserver.json().detail).toBe('You may only view this project.');
    const deleteByObserver = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/terrain-model`,
      headers: observer.headers,
    });
    expect(deleteByObserver.statusCode).toBe(403);
    // A project member may change the content of a project of theirs.
    expect((await upload(member.headers, project.id, rdTiff())).statusCode).toBe(200);

    const { subscription: locked } = await t.buildSubscription();
    const lockedOwner = await t.buildMember(locked, ['Owner']);
    const lockedProject = await f.project(locked.id);
    for (const state of ['Disabled', 'Phantom', 'Hidden'] as const) {
      await f.setFeature(locked.id, TERRAIN_MODEL_FEATURE_KEY, state);
      const refused = await upload(lockedOwner.headers, lockedProject.id, rdTiff());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(
        'The terrain model (TerrainAhn) module is not unlocked for your subscription.',
      );
    }
    expect((await getModel(lockedOwner.headers, lockedProject.id)).statusCode).toBe(404);

    const { subscription: other } = await t.buildSubscription();
    const stranger = await t.buildMember(other, ['Owner']);
    for (const res of [
      await upload(stranger.headers, project.id, rdTiff()),
      await getModel(stranger.headers, project.id),
      await getGrid(stranger.headers, project.id),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/projects/${project.id}/terrain-model`,
        headers: stranger.headers,
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(`Project ${project.id} does not exist.`);
    }
    // The model is still there, as the member uploaded it.
    expect((await getModel(owner.headers, project.id)).statusCode).toBe(200);
  });

  it('goes with a duplicate and a presentation; the public grid needs the publication key', async () => {
    const s = await presentableProject(t, subscription.id);
    const model = (await upload(owner.headers, s.project.id, wgsTiff())).json() as TerrainModel;

    const clone = await t.app.inject({
      method: 'POST',
      url: `/api/projects/clone?sourceProjectId=${s.project.id}`,
      headers: owner.headers,
    });
    expect(clone.statusCode).toBe(201);
    const copied = (await getModel(owner.headers, clone.json().id)).json() as TerrainModel;
    expect(copied).toMatchObject({
      west: model.west,
      north: model.north,
      width: model.width,
      maxHeight: model.maxHeight,
    });
    expect(copied.version).not.toBe(model.version);

    const { publicationKey } = (await publish(t, owner.headers, s.request)).json();
    const viewer = (await t.app.inject({ url: `/api/projects/viewer/${publicationKey}` })).json();
    expect(viewer.terrainModel).toMatchObject({
      fileName: model.fileName,
      west: model.west,
      east: model.east,
      maxHeight: model.maxHeight,
    });
    const url = `/api/projects/viewer/${publicationKey}/terrain-model/grid`;
    const grid = await t.app.inject({ url, headers: { 'x-publication-key': publicationKey } });
    expect(grid.statusCode).toBe(200);
    expect(grid.headers['cache-control']).toBe('public, no-cache');
    expect(grid.headers.etag).toBe(`"${viewer.terrainModel.version}"`);
    const own = (await getGrid(owner.headers, s.project.id)).rawPayload;
    expect(grid.rawPayload.equals(own)).toBe(true);
    // A later change of the project's model does not change the presentation's.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${s.project.id}/terrain-model`,
      headers: owner.headers,
    });
    expect((await t.app.inject({ url })).statusCode).toBe(200);

    // Without the right key there is nothing: another key in the header, a guessed key, the project's id.
    for (const res of [
      await t.app.inject({ url, headers: { 'x-publication-key': 'another-key' } }),
      await t.app.inject({ url: '/api/projects/viewer/guessed-key/terrain-model/grid' }),
      await t.app.inject({ url: `/api/projects/viewer/${s.project.id}/terrain-model/grid` }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    // Nor without sign-in on the project's own grid.
    expect(
      (await t.app.inject({ url: `/api/projects/${clone.json().id}/terrain-model/grid` })).statusCode,
    ).toBe(401);
  });
});
