import { PRESENT_FEATURE_KEY } from '@vantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { presentableProject, publish } from '../../test/presentation-fixtures.js';
import { type ContentFixtures, contentFixtures } from '../../test/project-content-fixtures.js';

let t: TestApp;
let f: ContentFixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = contentFixtures(t);
});
afterAll(() => t.close());

describe('who may present', () => {
  it('lets Owner and TeamMember present', async () => {
    const { subscription } = await t.buildSubscription();
    for (const role of ['Owner', 'TeamMember'] as const) {
      const member = await t.buildMember(subscription, [role]);
      const s = await presentableProject(t, subscription.id);
      expect((await publish(t, member.headers, s.request)).statusCode).toBe(201);
    }
  });

  it.each(['Administrator', 'ProjectMember', 'Observer', 'SupportStaff'] as const)(
    'refuses %s with 403',
    async (role) => {
      const { subscription } = await t.buildSubscription();
      const s = await presentableProject(t, subscription.id);
      const member = await t.buildMember(subscription, [role], { projectIds: [s.project.id] });
      const res = await publish(t, member.headers, s.request);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Only Owners and Team members can present projects.');
    },
  );

  it.each(['Disabled', 'Hidden', 'Phantom'] as const)(
    'refuses with 403 when the Present feature is %s',
    async (state) => {
      const { subscription } = await t.buildSubscription();
      await f.setFeature(subscription.id, PRESENT_FEATURE_KEY, state);
      const owner = await t.buildMember(subscription, ['Owner']);
      const s = await presentableProject(t, subscription.id);
      const res = await publish(t, owner.headers, s.request);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(
        'Presenting is not part of your subscription: the Present module is not enabled.',
      );
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/projects/publish?projectId=${s.project.id}`,
        headers: owner.headers,
      });
      expect(again.statusCode).toBe(403);
    },
  );

  it('refuses an expired subscription with 403', async () => {
    const { subscription } = await t.buildSubscription({ expiresAt: new Date(Date.now() - 60_000) });
    const owner = await t.buildMember(subscription, ['Owner']);
    const s = await presentableProject(t, subscription.id);
    const res = await publish(t, owner.headers, s.request);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Your subscription has expired.');
  });

  it('lets a subscription without the feature still depublish', async () => {
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const s = await presentableProject(t, subscription.id);
    const { id } = (await publish(t, owner.headers, s.request)).json();
    await f.setFeature(subscription.id, PRESENT_FEATURE_KEY, 'Disabled');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/publish?projectId=${id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(204);
  });
});
