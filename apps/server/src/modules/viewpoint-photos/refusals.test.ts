import { PHOTO_FEATURE_KEY, PHOTO_MAX_BYTES } from '@vantage/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewpointPhotos } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { blackPng, jpegWithGps, photoUrl, plainImage, uploadPhoto } from '../../test/photo-fixtures.js';
import { contentFixtures } from '../../test/project-content-fixtures.js';
import { multipartUpload } from '../../test/terrain-fixtures.js';

let t: TestApp;
let f: ReturnType<typeof contentFixtures>;
let subscription: { id: number; key: string };
let owner: Awaited<ReturnType<TestApp['buildMember']>>;
let gpsJpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  f = contentFixtures(t);
  ({ subscription } = await t.buildSubscription());
  owner = await t.buildMember(subscription, ['Owner']);
  gpsJpeg = await jpegWithGps();
});
afterAll(() => t.close());

const url = photoUrl;
const upload = (
  headers: Record<string, string>,
  viewpointId: number,
  bytes: Uint8Array,
  name = 'photo.jpg',
) => uploadPhoto(t, headers, viewpointId, bytes, name);
const countPhotos = async () =>
  (await t.ctx.db.select({ id: viewpointPhotos.id }).from(viewpointPhotos)).length;

async function newViewpoint(subscriptionId = subscription.id) {
  const project = await f.project(subscriptionId);
  return f.viewpoint(project.id);
}

/** Nothing was written: no row for the viewpoint, and reading it answers 404. */
async function expectNoPhoto(viewpointId: number, headers = owner.headers) {
  expect(
    await t.ctx.db.select().from(viewpointPhotos).where(eq(viewpointPhotos.viewpointId, viewpointId)),
  ).toEqual([]);
  expect((await t.app.inject({ url: url(viewpointId), headers })).statusCode).toBe(404);
}

/** 40 MB and one byte, starting like a JPEG. */
function overSizeLimit(): Uint8Array {
  const bytes = new Uint8Array(PHOTO_MAX_BYTES + 1);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

describe('PUT /api/projects/viewpoints/{id}/photo: what cannot be a photo', () => {
  it.each([
    [
      'a 200-megapixel image',
      () => blackPng(20000, 10000),
      'The image is 20000 × 10000 = 200,000,000 pixels; at most 150,000,000 (150 megapixels) are accepted: scale it down first.',
    ],
    [
      'more than 40 MB',
      overSizeLimit,
      'The file is larger than 40 MB, the most a photo may be: save it smaller first.',
    ],
    [
      'text',
      () => Buffer.from('not an image at all\n'),
      'The file is not a JPEG, PNG or WebP image: upload the photo in one of these formats.',
    ],
    [
      'an SVG',
      () => SVG,
      'The file is not a JPEG, PNG or WebP image: upload the photo in one of these formats.',
    ],
    [
      'a GIF',
      () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      'The file is not a JPEG, PNG or WebP image: upload the photo in one of these formats.',
    ],
    [
      'a broken JPEG',
      () => Buffer.concat([gpsJpeg.subarray(0, 400), Buffer.alloc(50, 0x11)]),
      'The JPEG image could not be read: it may be damaged.',
    ],
  ])('answers 400 problem+json for %s, and stores nothing', async (_name, make, detail) => {
    const viewpoint = await newViewpoint();
    const res = await upload(owner.headers, viewpoint.id, make());
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(detail);
    await expectNoPhoto(viewpoint.id);
  });

  it('keeps the photo there is when a replacement is refused', async () => {
    const viewpoint = await newViewpoint();
    const good = await upload(owner.headers, viewpoint.id, gpsJpeg);
    expect(good.statusCode).toBe(200);
    expect((await upload(owner.headers, viewpoint.id, Buffer.from('nope'))).statusCode).toBe(400);
    const read = await t.app.inject({
      url: `/api/projects/viewpoints/${viewpoint.id}`,
      headers: owner.headers,
    });
    expect(read.json().photo).toEqual(good.json());
  });

  it('wants the file in the multipart field "file"', async () => {
    const viewpoint = await newViewpoint();
    const wrongField = await t.app.inject({
      method: 'PUT',
      url: url(viewpoint.id),
      ...multipartUpload(owner.headers, gpsJpeg, 'photo.jpg', 'photo'),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().detail).toBe(
      'The file must be sent in the multipart field "file", not "photo".',
    );
    await expectNoPhoto(viewpoint.id);
  });
});

describe('who may change a viewpoint photo', () => {
  it('refuses Observers (403) and lets project members on their own projects', async () => {
    const viewpoint = await newViewpoint();
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [viewpoint.projectId] });
    const member = await t.buildMember(subscription, ['ProjectMember'], {
      projectIds: [viewpoint.projectId],
    });
    const before = await countPhotos();
    const byObserver = await upload(observer.headers, viewpoint.id, gpsJpeg);
    expect(byObserver.statusCode).toBe(403);
    expect(byObserver.headers['content-type']).toContain('application/problem+json');
    expect(byObserver.json().detail).toBe('You may only view this project.');
    expect(await countPhotos()).toBe(before);
    await expectNoPhoto(viewpoint.id, observer.headers);

    expect((await upload(member.headers, viewpoint.id, gpsJpeg)).statusCode).toBe(200);
    // The Observer sees the photo, and may neither align nor remove it.
    expect((await t.app.inject({ url: url(viewpoint.id), headers: observer.headers })).statusCode).toBe(200);
    const align = await t.app.inject({
      method: 'PUT',
      url: `${url(viewpoint.id)}/alignment`,
      headers: observer.headers,
      payload: { heading: 1, pitch: 0, roll: 0, fieldOfView: 50 },
    });
    expect(align.statusCode).toBe(403);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: url(viewpoint.id),
      headers: observer.headers,
    });
    expect(remove.statusCode).toBe(403);
    expect((await t.app.inject({ url: url(viewpoint.id), headers: owner.headers })).statusCode).toBe(200);
  });

  it('refuses a subscription whose Custom panorama is not Enabled (403), and stores nothing', async () => {
    const { subscription: locked } = await t.buildSubscription();
    const lockedOwner = await t.buildMember(locked, ['Owner']);
    const viewpoint = await newViewpoint(locked.id);
    const before = await countPhotos();
    for (const state of ['Disabled', 'Phantom', 'Hidden'] as const) {
      await f.setFeature(locked.id, PHOTO_FEATURE_KEY, state);
      const refused = await upload(lockedOwner.headers, viewpoint.id, gpsJpeg);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json().detail).toBe(
        'The Custom panorama (PanoUpload) module is not unlocked for your subscription.',
      );
    }
    expect(await countPhotos()).toBe(before);
    await expectNoPhoto(viewpoint.id, lockedOwner.headers);

    // A photo uploaded while it was Enabled can still be taken down once it is locked.
    await f.setFeature(locked.id, PHOTO_FEATURE_KEY, 'Enabled');
    expect((await upload(lockedOwner.headers, viewpoint.id, gpsJpeg)).statusCode).toBe(200);
    await f.setFeature(locked.id, PHOTO_FEATURE_KEY, 'Disabled');
    const remove = await t.app.inject({
      method: 'DELETE',
      url: url(viewpoint.id),
      headers: lockedOwner.headers,
    });
    expect(remove.statusCode).toBe(204);
    await expectNoPhoto(viewpoint.id, lockedOwner.headers);
  });

  it("answers 404 for another organisation's viewpoint, whatever it asks", async () => {
    const viewpoint = await newViewpoint();
    expect((await upload(owner.headers, viewpoint.id, gpsJpeg)).statusCode).toBe(200);
    const { subscription: other } = await t.buildSubscription();
    const stranger = await t.buildMember(other, ['Owner']);
    const before = await countPhotos();
    for (const res of [
      await upload(stranger.headers, viewpoint.id, await plainImage('png', 20, 10)),
      await t.app.inject({ url: url(viewpoint.id), headers: stranger.headers }),
      await t.app.inject({
        method: 'PUT',
        url: `${url(viewpoint.id)}/alignment`,
        headers: stranger.headers,
        payload: { heading: 1, pitch: 0, roll: 0, fieldOfView: 50 },
      }),
      await t.app.inject({ method: 'DELETE', url: url(viewpoint.id), headers: stranger.headers }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(`Viewpoint ${viewpoint.id} does not exist.`);
    }
    expect(await countPhotos()).toBe(before);
    expect((await t.app.inject({ url: url(viewpoint.id), headers: owner.headers })).statusCode).toBe(200);
  });
});
