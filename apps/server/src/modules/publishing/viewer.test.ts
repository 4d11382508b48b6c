import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { presentableProject, publish } from '../../test/presentation-fixtures.js';
import { contentFixtures } from '../../test/project-content-fixtures.js';

let t: TestApp;
let subscription: { id: number; key: string };
let owner: { headers: Record<string, string>; user: { email: string } };
beforeAll(async () => {
  t = await createTestApp();
  ({ subscription } = await t.buildSubscription({ customerName: 'Customer Hidden Ltd' }));
  owner = await t.buildMember(subscription, ['Owner']);
});
afterAll(() => t.close());

describe('GET /api/projects/viewer/{publicationKey}', () => {
  it('answers the published content without sign-in', async () => {
    const s = await presentableProject(t, subscription.id);
    const { id, publicationKey } = (await publish(t, owner.headers, s.request)).json();
    const res = await t.app.inject({ url: `/api/projects/viewer/${publicationKey}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      publicationKey,
      name: 'Noordzee Wind Park',
      organizations: ['Demo Wind Co'],
      description: 'Six turbines and a solar field.',
      hasLogo: false,
      logoUrl: null,
    });
    expect(body.viewpoints.map((v: { name: string }) => v.name)).toEqual(['View from the dike', 'Beach']);
    expect(body.defaultViewpoint).toBe(body.viewpoints[1].id);
    expect(body.scenarios.map((x: { name: string }) => x.name)).toEqual([
      'Current situation',
      'Wind',
      'Wind and solar',
    ]);
    expect(body.defaultScenario).toBe(body.scenarios[2].id);
    expect(body.scenarios[2].plannerObjects.map((o: { layout: string }) => o.layout).sort()).toEqual([
      'Area',
      'Point',
    ]);
    expect(body.tours).toEqual([
      {
        id: expect.any(Number),
        name: 'Coastline flight',
        autoAnimate: false,
        animationMode: 'Parabolic',
        easing: 'CubicIn',
        viewpointIds: [body.viewpoints[1].id, body.viewpoints[0].id],
      },
    ]);
    expect(body.presets).toHaveLength(1);
    expect(body).not.toHaveProperty('id', id);
  });

  it('leaks nothing unpublished: no excluded content, no source or subscription data', async () => {
    const s = await presentableProject(t, subscription.id);
    const { publicationKey } = (await publish(t, owner.headers, s.request)).json();
    const res = await t.app.inject({ url: `/api/projects/viewer/${publicationKey}` });
    const text = res.body;
    const body = res.json();
    const forbidden = [
      'Hidden Farmhouse View',
      'Excluded Draft Tour',
      'Internal tour name',
      'Secret Source Name',
      'landowner negotiations',
      'Internal Org',
      'do-not-leak',
      'Wind internal',
      'Solar internal',
      'Customer Hidden Ltd',
      subscription.key,
      owner.user.email,
    ];
    for (const secret of forbidden) expect(text).not.toContain(secret);
    const sourceIds = [s.beach.id, s.dike.id, s.hidden.id];
    for (const v of body.viewpoints) expect(sourceIds).not.toContain(v.id);
    expect(body.tours.flatMap((x: { viewpointIds: number[] }) => x.viewpointIds)).not.toContain(s.hidden.id);
    const objectIds = body.scenarios.flatMap((x: { plannerObjects: Array<{ id: number }> }) =>
      x.plannerObjects.map((o) => o.id),
    );
    expect(objectIds).not.toContain(s.turbine.id);
    expect(objectIds).not.toContain(s.field.id);
    for (const key of [
      'originalProjectId',
      'subscriptionId',
      'projectDataJson',
      'createdByUserId',
      'tagNames',
      'id',
    ])
      expect(body).not.toHaveProperty(key);
  });

  it('answers what the 3D scene draws of included scenarios only, and no other data of objects or presets', async () => {
    const s = await presentableProject(t, subscription.id);
    const f = contentFixtures(t);
    const preset = await f.preset(s.project.id, {
      name: 'V236 offshore',
      plannerObjectTypeId: 1,
      presetDataJson:
        '{"hubHeight":150,"rotorDiameter":236,"color":"#e6e8ea","supplier":"price-do-not-leak"}',
    });
    await f.plannerObject(s.wind, {
      name: 'Turbine 2',
      presetId: preset.id,
      points: [{ longitude: 4.4, latitude: 52.56 }],
      plannerObjectDataJson: '{"hubHeight":140,"landowner":"Farmer Jansen do-not-leak"}',
    });
    const excluded = await f.scenario(s.project.id, { name: 'Excluded variant' });
    await f.plannerObject(excluded, { name: 'Excluded turbine do-not-leak', presetId: preset.id });
    const { publicationKey } = (await publish(t, owner.headers, s.request)).json();
    const res = await t.app.inject({ url: `/api/projects/viewer/${publicationKey}` });
    expect(res.body).not.toContain('do-not-leak');
    expect(res.body).not.toContain('Excluded');
    const body = res.json();
    const wind = body.scenarios.find((x: { name: string }) => x.name === 'Wind');
    const turbine = wind.plannerObjects.find((o: { name: string }) => o.name === 'Turbine 2');
    expect(JSON.parse(turbine.plannerObjectDataJson)).toEqual({ hubHeight: 140 });
    expect(turbine.points).toEqual([{ longitude: 4.4, latitude: 52.56 }]);
    const copy = body.presets.find((p: { id: number }) => p.id === turbine.presetId);
    expect(JSON.parse(copy.presetDataJson)).toEqual({ hubHeight: 150, rotorDiameter: 236, color: '#e6e8ea' });
    expect(
      body.scenarios.find((x: { name: string }) => x.name === 'Current situation').plannerObjects,
    ).toEqual([]);
  });

  it('checks X-Publication-Key when sent, and answers 404 for unknown and depublished keys', async () => {
    const s = await presentableProject(t, subscription.id);
    const { id, publicationKey } = (await publish(t, owner.headers, s.request)).json();
    const url = `/api/projects/viewer/${publicationKey}`;
    expect((await t.app.inject({ url, headers: { 'x-publication-key': publicationKey } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url, headers: { 'x-publication-key': 'other' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/projects/viewer/not-a-key' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/projects/viewer/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${url}/logo` })).statusCode).toBe(404);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/publish?projectId=${id}`,
      headers: owner.headers,
    });
    const gone = await t.app.inject({ url });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Noordzee');
  });
});
