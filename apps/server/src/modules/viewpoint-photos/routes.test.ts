import type { ViewerProject, ViewpointPhoto } from '@vantage/contracts';
import exifr from 'exifr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/bus.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import {
  hasExifSegment,
  jpegWithGps,
  PHOTO_GPS,
  photoUrl,
  plainImage,
  uploadPhoto,
} from '../../test/photo-fixtures.js';
import { presentableProject, publish } from '../../test/presentation-fixtures.js';
import { contentFixtures } from '../../test/project-content-fixtures.js';

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
  gpsJpeg = await jpegWithGps({ width: 120, height: 80 });
});
afterAll(() => t.close());

const url = photoUrl;
const upload = (
  headers: Record<string, string>,
  viewpointId: number,
  bytes: Uint8Array,
  name = 'dunes.jpg',
) => uploadPhoto(t, headers, viewpointId, bytes, name);
const getViewpoint = async (headers: Record<string, string>, viewpointId: number) =>
  (await t.app.inject({ url: `/api/projects/viewpoints/${viewpointId}`, headers })).json();

async function viewpointOfNewProject(values: { pan?: number; tilt?: number; fieldOfView?: number } = {}) {
  const project = await f.project(subscription.id);
  return f.viewpoint(project.id, { pan: 90, tilt: -2, fieldOfView: 55, ...values });
}

describe('a viewpoint photo', () => {
  it('stores a JPEG with GPS EXIF: its camera read, its image upright and without any EXIF', async () => {
    const viewpoint = await viewpointOfNewProject();
    // Orientation 6: the camera was held upright, so the stored image is turned to 80 × 120.
    const res = await upload(
      owner.headers,
      viewpoint.id,
      await jpegWithGps({ orientation: 6 }),
      'C:\\DCIM\\dunes.jpg',
    );
    expect(res.statusCode).toBe(200);
    const photo = res.json() as ViewpointPhoto;
    expect(photo).toMatchObject({
      kind: 'frame',
      fileName: 'dunes.jpg',
      width: 80,
      height: 120,
      takenAt: PHOTO_GPS.takenAt,
      camera: {
        latitude: PHOTO_GPS.latitude,
        longitude: PHOTO_GPS.longitude,
        altitude: PHOTO_GPS.altitude,
        heading: PHOTO_GPS.heading,
        focalLength35mm: PHOTO_GPS.focalLength35mm,
        fieldOfView: 65.47,
      },
      // From the camera: its bearing and its lens; the viewpoint's tilt.
      alignment: { heading: 275, pitch: -2, roll: 0, fieldOfView: 65.47 },
    });
    expect((await getViewpoint(owner.headers, viewpoint.id)).photo).toEqual(photo);

    const image = await t.app.inject({ url: url(viewpoint.id), headers: owner.headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers.etag).toBe(`"${photo.version}"`);
    expect(image.headers['cache-control']).toBe('private, no-cache');
    expect(hasExifSegment(image.rawPayload)).toBe(false);
    expect(await exifr.parse(image.rawPayload, true)).toBeUndefined();
    expect(image.rawPayload.includes('Jan Jansen')).toBe(false);
    const again = await t.app.inject({
      url: url(viewpoint.id),
      headers: { ...owner.headers, 'if-none-match': `"${photo.version}"` },
    });
    expect(again.statusCode).toBe(304);
  });

  it("starts a photo without EXIF from the viewpoint's view; a 2:1 image is a panorama", async () => {
    const viewpoint = await viewpointOfNewProject({ pan: 200, tilt: 4, fieldOfView: 48 });
    const frame = (
      await upload(owner.headers, viewpoint.id, await plainImage('png', 90, 60), 'f.png')
    ).json();
    expect(frame).toMatchObject({
      kind: 'frame',
      takenAt: null,
      camera: { latitude: null, longitude: null, heading: null, focalLength35mm: null },
      alignment: { heading: 200, pitch: 4, roll: 0, fieldOfView: 48 },
    });
    const pano = await upload(owner.headers, viewpoint.id, await plainImage('webp', 400, 200), 'p.webp');
    expect(pano.statusCode).toBe(200);
    expect(pano.json()).toMatchObject({
      kind: 'panorama',
      fileName: 'p.webp',
      width: 400,
      height: 200,
      alignment: { heading: 200, pitch: 0, roll: 0, fieldOfView: 360 },
    });
    // One photo per viewpoint: the replacement has a new version.
    expect(pano.json().version).toBeGreaterThan(frame.version);
    const image = await t.app.inject({ url: url(viewpoint.id), headers: owner.headers });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('scales a large image down to 8192 px on its longest side', async () => {
    const viewpoint = await viewpointOfNewProject();
    const res = await upload(owner.headers, viewpoint.id, await plainImage('jpeg', 8400, 1200));
    expect(res.json()).toMatchObject({ width: 8192, height: 1170, kind: 'frame' });
  });

  it('saves the alignment, and refuses one out of range (400) or of a viewpoint without a photo (404)', async () => {
    const viewpoint = await viewpointOfNewProject();
    const align = (body: object, id = viewpoint.id) =>
      t.app.inject({ method: 'PUT', url: `${url(id)}/alignment`, headers: owner.headers, payload: body });
    const none = await align({ heading: 10, pitch: 0, roll: 0, fieldOfView: 60 });
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe(`Viewpoint ${viewpoint.id} has no photo.`);
    await upload(owner.headers, viewpoint.id, gpsJpeg);
    const saved = await align({ heading: 281.5, pitch: -1.25, roll: 0.5, fieldOfView: 63 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().alignment).toEqual({ heading: 281.5, pitch: -1.25, roll: 0.5, fieldOfView: 63 });
    for (const bad of [
      { heading: 10, pitch: 91, roll: 0, fieldOfView: 60 },
      { heading: 10, pitch: 0, roll: -46, fieldOfView: 60 },
      { heading: 10, pitch: 0, roll: 0, fieldOfView: 0.5 },
      { heading: 10, pitch: 0, roll: 0 },
    ]) {
      const res = await align(bad);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await getViewpoint(owner.headers, viewpoint.id)).photo.alignment).toEqual({
      heading: 281.5,
      pitch: -1.25,
      roll: 0.5,
      fieldOfView: 63,
    });
  });

  it('answers a stale viewpoint change (412) with the viewpoint as it is now, its photo included', async () => {
    const viewpoint = await viewpointOfNewProject();
    const photo = (await upload(owner.headers, viewpoint.id, gpsJpeg)).json() as ViewpointPhoto;
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/viewpoints/${viewpoint.id}`,
      headers: { ...owner.headers, 'if-match': '"99"' },
      payload: { name: 'Too late' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current.photo).toEqual(photo);
  });

  it('is removed with DELETE, and with its viewpoint', async () => {
    const viewpoint = await viewpointOfNewProject();
    await upload(owner.headers, viewpoint.id, gpsJpeg);
    const del = await t.app.inject({ method: 'DELETE', url: url(viewpoint.id), headers: owner.headers });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ url: url(viewpoint.id), headers: owner.headers })).statusCode).toBe(404);
    expect((await getViewpoint(owner.headers, viewpoint.id)).photo).toBeNull();
  });

  it("is announced to the project's group as a change of its viewpoint; a refused upload is not", async () => {
    const viewpoint = await viewpointOfNewProject();
    const events: DomainEvent[] = [];
    const stop = t.ctx.bus.subscribe((event) => {
      if (event.groups.includes(`project:${viewpoint.projectId}`)) events.push(event);
    });
    try {
      expect((await upload(owner.headers, viewpoint.id, Buffer.from('nope'))).statusCode).toBe(400);
      expect(events).toEqual([]);
      await upload(owner.headers, viewpoint.id, gpsJpeg);
      await t.app.inject({
        method: 'PUT',
        url: `${url(viewpoint.id)}/alignment`,
        headers: owner.headers,
        payload: { heading: 1, pitch: 0, roll: 0, fieldOfView: 50 },
      });
      await t.app.inject({ method: 'DELETE', url: url(viewpoint.id), headers: owner.headers });
    } finally {
      stop();
    }
    expect(events.map((event) => event.name)).toEqual(['OnItemUpdated', 'OnItemUpdated', 'OnItemUpdated']);
    for (const event of events)
      expect(event.args[0]).toMatchObject({
        kind: 'viewpoint',
        id: viewpoint.id,
        projectId: viewpoint.projectId,
        photo: true,
        changedBy: { userId: owner.user.id },
      });
  });

  it('goes with a cloned viewpoint, a duplicate and a revision, each with a version of its own', async () => {
    const viewpoint = await viewpointOfNewProject();
    const photo = (await upload(owner.headers, viewpoint.id, gpsJpeg)).json() as ViewpointPhoto;
    const clone = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${viewpoint.projectId}/viewpoints/clone`,
      headers: owner.headers,
      payload: { sourceId: viewpoint.id },
    });
    expect(clone.statusCode).toBe(201);
    const { version: _v, ...same } = photo;
    expect(clone.json().photo).toMatchObject(same);
    expect(clone.json().photo.version).not.toBe(photo.version);

    const duplicate = await t.app.inject({
      method: 'POST',
      url: `/api/projects/clone?sourceProjectId=${viewpoint.projectId}`,
      headers: owner.headers,
    });
    const revision = await t.app.inject({
      method: 'POST',
      url: `/api/projects/create-revision?sourceProjectId=${viewpoint.projectId}`,
      headers: owner.headers,
    });
    for (const copy of [duplicate, revision]) {
      expect(copy.statusCode).toBe(201);
      const list = await t.app.inject({
        url: `/api/projects/${copy.json().id}/viewpoints`,
        headers: owner.headers,
      });
      const copied = list.json().find((v: { name: string }) => v.name === viewpoint.name);
      expect(copied.photo).toMatchObject(same);
      const image = await t.app.inject({ url: url(copied.id), headers: owner.headers });
      expect(image.statusCode).toBe(200);
    }
  });
});

describe('a viewpoint photo in a presentation', () => {
  it('is carried into the presentation and served by publication key without GPS, until depublished', async () => {
    const s = await presentableProject(t, subscription.id);
    const photo = (await upload(owner.headers, s.dike.id, gpsJpeg)).json() as ViewpointPhoto;
    const published = await publish(t, owner.headers, s.request);
    expect(published.statusCode).toBe(201);
    const { id, publicationKey } = published.json();
    const viewer = (
      await t.app.inject({ url: `/api/projects/viewer/${publicationKey}` })
    ).json() as ViewerProject;
    const dike = viewer.viewpoints.find((v) => v.name === 'View from the dike')!;
    const beach = viewer.viewpoints.find((v) => v.name === 'Beach')!;
    expect(beach.photo).toBeNull();
    expect(dike.photo).toEqual({
      kind: 'frame',
      width: 120,
      height: 80,
      takenAt: PHOTO_GPS.takenAt,
      version: dike.photo!.version,
      focalLength35mm: PHOTO_GPS.focalLength35mm,
      alignment: photo.alignment,
      url: `/api/projects/viewer/${encodeURIComponent(publicationKey)}/viewpoints/${dike.id}/photo`,
    });
    // Nothing of where the camera stood, nor the file's name, in the public answer.
    const text = JSON.stringify(viewer);
    expect(text).not.toContain(String(PHOTO_GPS.latitude));
    expect(text).not.toContain('dunes.jpg');

    const image = await t.app.inject({ url: dike.photo!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, no-cache');
    expect(image.headers.etag).toBe(`"${dike.photo!.version}"`);
    expect(hasExifSegment(image.rawPayload)).toBe(false);
    expect(await exifr.parse(image.rawPayload, true)).toBeUndefined();
    expect(await exifr.gps(image.rawPayload).catch(() => undefined)).toBeUndefined();
    const own = await t.app.inject({ url: url(s.dike.id), headers: owner.headers });
    expect(image.rawPayload.equals(own.rawPayload)).toBe(true);

    // The presentation is frozen: its photo is not changed through the team's operations.
    const frozen = await upload(owner.headers, dike.id, gpsJpeg);
    expect(frozen.statusCode).toBe(403);
    expect(frozen.headers['content-type']).toContain('application/problem+json');
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(dike.id), headers: owner.headers })).statusCode,
    ).toBe(403);

    // A later change of the project's photo leaves the presentation's as it was.
    await t.app.inject({ method: 'DELETE', url: url(s.dike.id), headers: owner.headers });
    expect((await t.app.inject({ url: dike.photo!.url })).statusCode).toBe(200);

    // Without the right key there is nothing: another key, a viewpoint of the source project,
    // a viewpoint of the presentation without a photo.
    for (const res of [
      await t.app.inject({ url: dike.photo!.url, headers: { 'x-publication-key': 'another-key' } }),
      await t.app.inject({ url: `/api/projects/viewer/guessed/viewpoints/${dike.id}/photo` }),
      await t.app.inject({ url: `/api/projects/viewer/${publicationKey}/viewpoints/${s.dike.id}/photo` }),
      await t.app.inject({ url: `/api/projects/viewer/${publicationKey}/viewpoints/${beach.id}/photo` }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }

    const depublish = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/publish?projectId=${id}`,
      headers: owner.headers,
    });
    expect(depublish.statusCode).toBe(204);
    expect((await t.app.inject({ url: dike.photo!.url })).statusCode).toBe(404);
  });
});
