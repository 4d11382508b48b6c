import { PRESENT_FEATURE_KEY } from '@vantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { assertFeatureEnabled } from './policy.js';
import { setFeatureState } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/features', () => {
  it("lists the selected subscription's features with their states, license modules first", async () => {
    const { subscription } = await t.buildSubscription({ typeKey: 'wind-planner' });
    const { headers } = await t.buildMember(subscription, ['Observer']);
    const res = await t.app.inject({ url: '/api/features', headers });
    expect(res.statusCode).toBe(200);
    const features = res.json() as Array<{ id: number; key: string; state: string }>;
    expect(features.slice(0, 5).map((f) => f.key)).toEqual([
      'Wind',
      'Solar',
      'Pylon',
      'Stationary',
      PRESENT_FEATURE_KEY,
    ]);
    const byKey = Object.fromEntries(features.map((f) => [f.key, f.state]));
    expect(byKey).toMatchObject({
      Wind: 'Enabled',
      Solar: 'Disabled',
      Stationary: 'Enabled',
      Cyclomedia: 'Hidden',
      NoiseSimulation: 'Disabled',
    });
    expect(res.headers['x-total-count']).toBe(String(features.length));
  });

  it('gets one by id or key, and answers 404 for a feature of another subscription', async () => {
    const mine = await t.buildSubscription();
    const other = await t.buildSubscription();
    const { headers } = await t.buildMember(mine.subscription, ['TeamMember']);
    const otherMember = await t.buildMember(other.subscription, ['Owner']);
    const list = (await t.app.inject({ url: '/api/features', headers })).json();
    const present = list.find((f: { key: string }) => f.key === PRESENT_FEATURE_KEY);
    const byId = await t.app.inject({ url: `/api/features/${present.id}`, headers });
    expect(byId.json()).toEqual(present);
    const byKey = await t.app.inject({ url: `/api/features/${PRESENT_FEATURE_KEY}`, headers });
    expect(byKey.json()).toEqual(present);
    const foreign = await t.app.inject({ url: `/api/features/${present.id}`, headers: otherMember.headers });
    expect(foreign.statusCode).toBe(404);
  });

  it('assertFeatureEnabled refuses unless the state is Enabled', async () => {
    const { subscription } = await t.buildSubscription();
    await expect(
      assertFeatureEnabled(t.ctx.db, { subscription }, PRESENT_FEATURE_KEY),
    ).resolves.toBeUndefined();
    await setFeatureState(t.ctx.db, subscription.id, PRESENT_FEATURE_KEY, 'Phantom');
    await expect(
      assertFeatureEnabled(t.ctx.db, { subscription }, PRESENT_FEATURE_KEY, 'Present'),
    ).rejects.toThrow('The Present module is not unlocked for your subscription.');
  });
});
