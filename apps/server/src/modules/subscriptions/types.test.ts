import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionTypes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const user = await t.buildUser();
  return { authorization: `Bearer ${await t.tokenFor(user)}` };
}

describe('GET /api/subscription-types', () => {
  it('lists the seeded plans, the wind-planning plan first', async () => {
    const res = await t.app.inject({ url: '/api/subscription-types', headers: await signedIn() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { key: 'wind-planner', name: 'Wind Planner' },
      { key: 'energy-planner', name: 'Energy Planner' },
    ]);
    const anonymous = await t.app.inject({ url: '/api/subscription-types' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers an empty list when no type exists', async () => {
    const empty = await createTestApp();
    try {
      await empty.ctx.db.delete(subscriptionTypes);
      const user = await empty.buildUser();
      const res = await empty.app.inject({
        url: '/api/subscription-types',
        headers: { authorization: `Bearer ${await empty.tokenFor(user)}` },
      });
      expect(res.json()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
