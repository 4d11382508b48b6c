import { TERRAIN_MODEL_MAX_BYTES } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terrainModels } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { contentFixtures } from '../../test/project-content-fixtures.js';
import {
  geoTiffInEpsg,
  hillGeoTiff,
  multiBandGeoTiff,
  multipartUpload,
  plainTiff,
} from '../../test/terrain-fixtures.js';

let t: TestApp;
let f: ReturnType<typeof contentFixtures>;
let owner: Awaited<ReturnType<TestApp['buildMember']>>;
let subscription: { id: number; key: string };
beforeAll(async () => {
  t = await createTestApp();
  f = contentFixtures(t);
  ({ subscription } = await t.buildSubscription());
  owner = await t.buildMember(subscription, ['Owner']);
});
afterAll(() => t.close());

const upload = (projectId: number, bytes: ArrayBuffer | Uint8Array, name = 'terrain.tif') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/terrain-model`,
    ...multipartUpload(owner.headers, bytes, name),
  });

/** 50 MB and one byte, starting like a TIFF. */
function overSizeLimit(): Uint8Array {
  const bytes = new Uint8Array(TERRAIN_MODEL_MAX_BYTES + 1);
  bytes.set([0x49, 0x49, 42, 0, 8, 0, 0, 0]);
  return bytes;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('PUT /api/projects/{projectId}/terrain-model: what cannot be a terrain model', () => {
  it.each([
    [
      'three bands',
      () => multiBandGeoTiff(3),
      'The GeoTIFF has 3 bands; a terrain model has one (heights in metres).',
    ],
    [
      'two bands',
      () => multiBandGeoTiff(2),
      'The GeoTIFF has 2 bands; a terrain model has one (heights in metres).',
    ],
    [
      'no georeference',
      () => plainTiff(64, 48),
      'The TIFF has no georeference (neither ModelTiepoint with ModelPixelScale nor ModelTransformation): export it as a GeoTIFF.',
    ],
    [
      'an unlisted coordinate system',
      () => geoTiffInEpsg(2154),
      /^The GeoTIFF is in EPSG:2154, which is not a supported coordinate system; reproject it to one of EPSG:3857, EPSG:4326, .*EPSG:28992/,
    ],
    [
      'a user-defined coordinate system',
      () => geoTiffInEpsg(32767),
      /^The GeoTIFF's coordinate system is user-defined, not an EPSG code; save it in one of EPSG:3857, EPSG:4326, /,
    ],
    ['a PNG', () => PNG, 'The file is not a TIFF: upload the terrain model as a GeoTIFF (.tif).'],
    [
      'text',
      () => Buffer.from('elevation,x,y\n12,1,2\n'),
      'The file is not a TIFF: upload the terrain model as a GeoTIFF (.tif).',
    ],
    [
      'a broken TIFF',
      () => Buffer.from([0x49, 0x49, 42, 0, 0xff, 0xff, 0xff, 0x7f, 1, 2]),
      /^The TIFF could not be read \(/,
    ],
    [
      'more than 25 megapixels',
      () => plainTiff(5001, 5000, { pixelScale: [1, 1], tiepoint: [150_000, 450_000], epsgCode: 28992 }),
      'The GeoTIFF is 5001 × 5000 = 25,005,000 pixels; at most 25,000,000 (25 megapixels) are accepted: cut or resample it first.',
    ],
    [
      'more than 50 MB',
      overSizeLimit,
      'The file is larger than 50 MB, the most a terrain model may be: cut or resample it first.',
    ],
  ])('answers 400 problem+json for %s, and stores nothing', async (_name, make, detail) => {
    const project = await f.project(subscription.id);
    const res = await upload(project.id, make());
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    if (typeof detail === 'string') expect(res.json().detail).toBe(detail);
    else expect(res.json().detail).toMatch(detail);
    expect(
      await t.ctx.db.select().from(terrainModels).where(eq(terrainModels.projectId, project.id)),
    ).toEqual([]);
    expect(
      (await t.app.inject({ url: `/api/projects/${project.id}/terrain-model`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps the model there is when a replacement is refused', async () => {
    const project = await f.project(subscription.id);
    const hill = { longitude: 5.8, latitude: 52.1, peak: 50, radius: 500 };
    const good = await upload(
      project.id,
      hillGeoTiff({ hill, epsgCode: 28992, halfExtent: 600, cellSize: 20 }),
    );
    expect(good.statusCode).toBe(200);
    expect((await upload(project.id, multiBandGeoTiff(3))).statusCode).toBe(400);
    const read = await t.app.inject({
      url: `/api/projects/${project.id}/terrain-model`,
      headers: owner.headers,
    });
    expect(read.json()).toEqual(good.json());
  });

  it('wants the file in the multipart field "file", as multipart/form-data', async () => {
    const project = await f.project(subscription.id);
    const tiff = plainTiff(4, 4);
    const wrongField = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/terrain-model`,
      ...multipartUpload(owner.headers, tiff, 'terrain.tif', 'dem'),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().detail).toBe('The file must be sent in the multipart field "file", not "dem".');
    const notMultipart = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/terrain-model`,
      headers: { ...owner.headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from(tiff),
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.headers['content-type']).toContain('application/problem+json');
  });
});
