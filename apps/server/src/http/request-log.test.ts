import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/** No per-request log line at `info` (it cost ~17 % of the API's rate); one at `debug`. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function appAt(
  level: Config['LOG_LEVEL'],
  lines: Array<Record<string, unknown>>,
): Promise<FastifyInstance> {
  const app = await buildApp(
    { ...t.ctx, config: { ...t.ctx.config, LOG_LEVEL: level } },
    { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  );
  app.get('/api/test/fails', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  return app;
}

describe('request logging', () => {
  it('an info-level server writes no line for a request that goes well, nor for a 404', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = await appAt('info', lines);
    try {
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/projects' })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/no-such-thing' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
    expect(lines.filter((line) => line.requestId !== undefined)).toEqual([]);
  });

  it('a debug-level server writes one compact line per request, with its id and without secrets', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = await appAt('debug', lines);
    try {
      const res = await app.inject({
        url: '/healthz?code=SECRETCODE123&keep=1',
        headers: { 'x-request-id': 'debug-line-1' },
      });
      expect(res.headers['x-request-id']).toBe('debug-line-1');
    } finally {
      await app.close();
    }
    const mine = lines.filter((line) => line.requestId === 'debug-line-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 20,
      msg: 'request completed',
      method: 'GET',
      url: '/healthz?code=%5Bredacted%5D&keep=1',
      statusCode: 200,
    });
    expect(typeof mine[0]!.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('SECRETCODE123');
  });

  it('an info-level server still logs a failed request (5xx at warn, its error at error)', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = await appAt('info', lines);
    try {
      const res = await app.inject({ url: '/api/test/fails', headers: { 'x-request-id': 'fail-1' } });
      expect(res.statusCode).toBe(500);
    } finally {
      await app.close();
    }
    const mine = lines.filter((line) => line.requestId === 'fail-1');
    expect(mine.map((line) => [line.level, line.msg])).toEqual([
      [50, 'request failed'],
      [40, 'request completed'],
    ]);
    expect(mine[1]).toMatchObject({ statusCode: 500, url: '/api/test/fails' });
  });
});
