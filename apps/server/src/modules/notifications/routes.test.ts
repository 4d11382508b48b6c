import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addReleaseNote } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/notifications', () => {
  it('lists release notes newest first with Offset/Limit and X-Total-Count', async () => {
    const older = await addReleaseNote(t.ctx, {
      title: 'Shadow flicker',
      content: 'Simulate shadow flicker.',
      date: new Date('2025-03-01T10:00:00Z'),
    });
    const newer = await addReleaseNote(t.ctx, {
      title: 'Noise',
      content: 'Noise simulation is here.',
      date: new Date('2025-04-01T10:00:00Z'),
    });
    const user = await t.buildUser();
    const headers = { authorization: `Bearer ${await t.tokenFor(user)}` };
    const res = await t.app.inject({ url: '/api/notifications', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toEqual([
      {
        id: newer.id,
        notificationDate: '2025-04-01T10:00:00.000Z',
        title: 'Noise',
        content: 'Noise simulation is here.',
      },
      {
        id: older.id,
        notificationDate: '2025-03-01T10:00:00.000Z',
        title: 'Shadow flicker',
        content: 'Simulate shadow flicker.',
      },
    ]);
    const page = await t.app.inject({ url: '/api/notifications?Offset=1&Limit=1', headers });
    expect(page.json().map((n: { id: number }) => n.id)).toEqual([older.id]);
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });
});
