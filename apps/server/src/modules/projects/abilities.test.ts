import { PRESENT_FEATURE_KEY } from '@vantage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/bus.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertProject } from '../../test/project-fixtures.js';

let t: TestApp;
const events: DomainEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.bus.subscribe((event) => events.push(event));
});
afterAll(() => t.close());

describe('abilities in the project answer', () => {
  it('mirror the role table, with Present only for Owner and TeamMember when the feature is Enabled', async () => {
    const { subscription } = await t.buildSubscription();
    const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
    const expected = {
      Owner: { rename: true, delete: true, present: true, transfer: true, update: true },
      Administrator: { rename: true, delete: true, present: false, transfer: true, update: true },
      TeamMember: { rename: true, delete: true, present: true, transfer: false, update: true },
      SupportStaff: { rename: false, delete: false, present: false, transfer: false, update: true },
    } as const;
    for (const [role, abilities] of Object.entries(expected)) {
      const { headers } = await t.buildMember(subscription, [role as keyof typeof expected]);
      const res = await t.app.inject({ url: `/api/projects/${project.id}`, headers });
      expect(res.json().abilities, role).toMatchObject(abilities);
    }
    const disabled = await t.buildSubscription({ features: { [PRESENT_FEATURE_KEY]: 'Disabled' } });
    const other = await insertProject(t.ctx, { subscriptionId: disabled.subscription.id });
    const owner = await t.buildMember(disabled.subscription, ['Owner']);
    const res = await t.app.inject({ url: `/api/projects/${other.id}`, headers: owner.headers });
    expect(res.json().abilities.present).toBe(false);
  });

  it('lets support staff edit content but not rename or delete', async () => {
    const { subscription } = await t.buildSubscription();
    const project = await insertProject(t.ctx, { subscriptionId: subscription.id, name: 'Helped' });
    const { headers } = await t.buildMember(subscription, ['SupportStaff']);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/projects/${project.id}`, headers, payload });
    expect((await put({ description: 'fixed by support' })).statusCode).toBe(200);
    expect((await put({ name: 'Renamed' })).statusCode).toBe(403);
    expect((await put({ tagNames: ['000000'] })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers })).statusCode,
    ).toBe(403);
  });
});

describe('hub events', () => {
  it('publishes project additions, updates and deletions to the project and subscription groups', async () => {
    const { subscription } = await t.buildSubscription();
    const { headers } = await t.buildMember(subscription, ['Owner']);
    events.length = 0;
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name: 'Evented' } })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}`,
      headers,
      payload: { name: 'Evented 2' },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers });
    const mine = events.filter((e) => (e.args[0] as { kind: string; id: number }).id === id);
    expect(mine.map((e) => e.name)).toEqual(['OnItemAdded', 'OnItemUpdated', 'OnItemDeleted']);
    for (const event of mine) {
      expect(event.args[0]).toMatchObject({ kind: 'project', id, subscriptionId: subscription.id });
      expect(event.groups).toEqual(
        expect.arrayContaining([`subscription:${subscription.id}`, `project:${id}`]),
      );
    }
  });
});
