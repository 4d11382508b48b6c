import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { serverMounts } from '../mounts.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { listen, RawHubSocket, RS, siblingApp, wsUrl } from '../test/hub-client.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let logged: Array<Record<string, unknown>>;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A second app on the same context whose JSON log the test reads.
  logged = [];
  app = await buildApp(
    // At debug: per-request lines are written at debug (request-log.ts).
    { ...t.ctx, config: { ...t.ctx.config, LOG_LEVEL: 'debug' } },
    {
      mounts: serverMounts(t.ctx),
      logStream: { write: (line: string) => void logged.push(JSON.parse(line)) },
    },
  );
  app.get('/api/test/log-through-app-log', async () => {
    // Code that logs through the app's logger, not request.log.
    app.log.warn('written by a service');
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('X-Request-Id', () => {
  it('is generated as a UUID when the request has none, and returned; every request gets its own', async () => {
    const first = await t.app.inject({ url: '/healthz' });
    const second = await t.app.inject({ url: '/healthz' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('ids of two processes do not collide (no per-process counter like req-1)', async () => {
    const sibling = await siblingApp(t);
    try {
      const ids = new Set<string>();
      for (const target of [t.app, sibling.app, t.app, sibling.app]) {
        ids.add(String((await target.inject({ url: '/healthz' })).headers['x-request-id']));
      }
      expect(ids.size).toBe(4);
    } finally {
      await sibling.close();
    }
  });

  it("takes the caller's id when it is plausible, and replaces one that is not", async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a:42');
    for (const bad of ['has spaces in it', 'x'.repeat(129), '<script>']) {
      const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('is on every log line of the request, also lines written through app.log', async () => {
    logged.length = 0;
    const res = await app.inject({
      url: '/api/test/log-through-app-log',
      headers: { 'x-request-id': 'trace-me-1' },
    });
    expect(res.statusCode).toBe(200);
    const lines = logged.filter((line) => JSON.stringify(line).includes('trace-me-1'));
    expect(lines.map((line) => line.msg)).toEqual(['written by a service', 'request completed']);
    for (const line of lines) expect(line.requestId).toBe('trace-me-1');
    // Exactly the request's lines carry it: nothing else was logged in between.
    expect(logged).toHaveLength(2);
  });

  it('travels with the hub events the request causes (invocation header X-Request-Id)', async () => {
    const baseUrl = await listen(app);
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const socket = await RawHubSocket.open(wsUrl(baseUrl), { authorization: `Bearer ${owner.token}` });
    try {
      socket.sendText(`${JSON.stringify({ protocol: 'json', version: 1 })}${RS}`);
      await socket.waitFor((record) => Object.keys(record).length === 0);
      const created = await fetch(`${baseUrl}/api/projects`, {
        method: 'POST',
        headers: { ...owner.headers, 'content-type': 'application/json', 'x-request-id': 'create-park-1' },
        body: JSON.stringify({ name: 'Traced Park' }),
      });
      expect(created.status).toBe(201);
      const event = await socket.waitFor((record) => record.target === 'OnItemAdded');
      expect(event.headers).toEqual({ 'X-Request-Id': 'create-park-1' });
    } finally {
      socket.close();
    }
  });
});
