import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('GET /api/planner-types', () => {
  it('lists the planner types and finds one by key', async () => {
    const headers = await signedIn();
    const list = await t.app.inject({ url: '/api/planner-types', headers });
    expect(list.json().map((p: { key: string }) => p.key)).toEqual([
      'Wind',
      'Solar',
      'LineAndGrid',
      'Object',
    ]);
    const one = await t.app.inject({ url: '/api/planner-types/LineAndGrid', headers });
    expect(one.json()).toEqual({ key: 'LineAndGrid', name: 'Line & Grid' });
    const missing = await t.app.inject({ url: '/api/planner-types/Hydro', headers });
    expect(missing.statusCode).toBe(404);
  });
});
