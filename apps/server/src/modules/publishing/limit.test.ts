import { PRESENTATION_LIMIT_MESSAGE } from '@vantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { presentableProject, publish } from '../../test/presentation-fixtures.js';

let t: TestApp;
let subscription: { id: number; key: string };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  ({ subscription } = await t.buildSubscription());
  owner = await t.buildMember(subscription, ['Owner']);
});
afterAll(() => t.close());

describe('at most 3 published presentations per original project', () => {
  it('lets exactly 3 of 10 concurrent creates pass; the rest answer 409 PresentationLimitReached', async () => {
    const s = await presentableProject(t, subscription.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => publish(t, owner.headers, s.request)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((x) => x === 201)).toHaveLength(3);
    expect(statuses.filter((x) => x === 409)).toHaveLength(7);
    for (const refused of results.filter((r) => r.statusCode === 409))
      expect(refused.json()).toMatchObject({
        code: 'PresentationLimitReached',
        detail: PRESENTATION_LIMIT_MESSAGE,
      });
    const list = await t.app.inject({
      url: `/api/projects/published-projects?originalProjectId=${s.project.id}`,
      headers: owner.headers,
    });
    expect(list.headers['x-total-count']).toBe('3');
    const keys = new Set(list.json().map((p: { publicationKey: string }) => p.publicationKey));
    expect(keys.size).toBe(3);
  });

  it('counts per original: another project of the subscription can still be presented', async () => {
    const a = await presentableProject(t, subscription.id);
    for (let i = 0; i < 3; i++) expect((await publish(t, owner.headers, a.request)).statusCode).toBe(201);
    expect((await publish(t, owner.headers, a.request)).statusCode).toBe(409);
    const b = await presentableProject(t, subscription.id);
    expect((await publish(t, owner.headers, b.request)).statusCode).toBe(201);
  });

  it('frees a place on depublish, and refuses to publish a 4th again', async () => {
    const s = await presentableProject(t, subscription.id);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await publish(t, owner.headers, s.request)).json().id);
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/publish?projectId=${ids[0]}`,
      headers: owner.headers,
    });
    expect(off.statusCode).toBe(204);
    expect((await publish(t, owner.headers, s.request)).statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/projects/publish?projectId=${ids[0]}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PresentationLimitReached');
  });
});
