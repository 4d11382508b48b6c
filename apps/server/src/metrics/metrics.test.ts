import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { groups } from '../events/bus.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { startMetricsServer } from './mount.js';

const TOKEN = 'metrics-token-for-the-test-0123';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('/metrics', () => {
  it('does not exist on the main port without METRICS_TOKEN', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('asks for the METRICS_TOKEN as a bearer token', async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('vantage_');
    }
  });

  it('reports HTTP durations by route pattern and status, hub, events, pool, event loop, sign-ins and lockouts', async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    await t.app.inject({ url: '/healthz' });
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const missing = await t.app.inject({ url: '/api/projects/999999', headers: owner.headers });
    expect(missing.statusCode).toBe(404);
    t.ctx.bus.item('OnItemUpdated', 'project', 1, [groups.subscription(subscription.id)]);

    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /vantage_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
    // The pattern, not the URL: label values stay bounded.
    expect(text).toMatch(/route="\/api\/projects\/:[a-zA-Z]+",status="404"/);
    expect(text).not.toMatch(/route="[^"]*999999/);
    expect(text).toMatch(/vantage_events_published_total\{event="OnItemUpdated"\} \d+/);
    for (const name of [
      'vantage_hub_connections',
      'vantage_hub_messages_total',
      'vantage_events_delivered_total',
      'vantage_db_pool_connections',
      'vantage_nodejs_eventloop_lag_seconds',
      'vantage_sign_ins_total',
      'vantage_lockouts_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics without a token on its own port, and nothing else', async () => {
    const server = await startMetricsServer(0, '127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE vantage_http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${port}/api/projects`)).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
