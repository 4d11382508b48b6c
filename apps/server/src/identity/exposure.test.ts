import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { insertProject } from '../test/project-fixtures.js';

/** What an attacker could read, and the proxy setting. */
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('no harvesting by account id (item 2)', () => {
  it('answers known and unknown account ids alike and never shows an address the requester did not type', async () => {
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const other = await t.buildSubscription();
    const target = await t.buildMember(other.subscription, ['Owner']);
    const answers = [];
    for (const targetUserAccountId of [target.account.id, 987_654]) {
      const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/ownership-transfer`,
        headers: owner.headers,
        payload: { targetUserAccountId },
      });
      answers.push(res.statusCode);
      const outgoing = await t.app.inject({
        url: `/api/projects/ownership-transfers/outgoing/${res.json().id}`,
        headers: owner.headers,
      });
      expect(outgoing.statusCode).toBe(200);
      expect(outgoing.json().targetEmailAddress).toBe('');
      expect(outgoing.body).not.toContain(target.user.email);
    }
    expect(answers).toEqual([202, 202]);
  });
});

describe('dev mailbox (item 9)', () => {
  it('is not there unless DEV_MAILBOX=true, and DEV_MAILBOX is refused in production', async () => {
    expect((await t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/mailbox/api/messages' })).statusCode).toBe(404);
    expect(() => loadConfig({ DEV_MAILBOX: 'true', NODE_ENV: 'production' })).toThrow(/DEV_MAILBOX/);
    expect(loadConfig({ DEV_MAILBOX: 'true' }).DEV_MAILBOX).toBe(true);
  });
});

describe('TRUST_PROXY (item 7)', () => {
  it('is off by default; a hop count or address list is parsed', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'evil.example' })).toThrow(/TRUST_PROXY/);
  });
});

describe('logs carry no secrets (item 10)', () => {
  it('redacts codes, tokens, id_token_hint and keys from request URLs, and addresses from SQL errors', async () => {
    // Request lines are written at debug (http/request-log.ts).
    const ctx = { ...t.ctx, config: { ...t.ctx.config, LOG_LEVEL: 'debug' as const } };
    const app = await buildApp(ctx, { logStream: { write: (line: string) => void logLines.push(line) } });
    await app.ready();
    const idToken = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzZWNyZXQifQ.c2lnbmF0dXJl';
    try {
      await app.inject({ url: `/?code=SECRETCODE123&state=abc&id_token_hint=${idToken}` });
      await app.inject({
        url: '/api/invitations/by-key/SECRETKEY456',
        headers: { authorization: 'Bearer x' },
      });
      await app.inject({ url: '/realms/planner/login-actions/verify-email?key=SECRETKEY789' });
      app.log.error(
        { err: new Error('Failed query: insert into users params: leak@example.test,x duplicate key') },
        'query failed',
      );
    } finally {
      await app.close();
    }
    const log = logLines.join('');
    expect(log).toContain('/api/invitations/by-key/');
    expect(log).toContain('query failed');
    for (const secret of ['SECRETCODE123', 'SECRETKEY456', 'SECRETKEY789', idToken, 'leak@example.test'])
      expect(log).not.toContain(secret);
  });
});
