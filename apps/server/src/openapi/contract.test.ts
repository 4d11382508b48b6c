import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { presentableProject } from '../test/presentation-fixtures.js';
import { insertProject } from '../test/project-fixtures.js';

/**
 * The OpenAPI document tells the truth about every answer: each call below goes through the
 * harness's contract check (test/contract-check.ts, openapi-backend), which records every
 * status, content type, header and body the document does not describe, and every accepted
 * request the document would reject. Each test makes its calls and expects no violation.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_ADMIN_TOKEN: 'x'.repeat(32) });
});
afterAll(() => t.close());
beforeEach(() => {
  t.contractViolations.length = 0;
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');

function multipart(parts: Array<{ name: string; value: Buffer | string; filename?: string }>) {
  const boundary = '----vantage-contract-boundary';
  const chunks = parts.flatMap(({ name, value, filename }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        `${filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`,
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function team(roles: Parameters<TestApp['buildMember']>[1] = ['Owner']) {
  const { subscription } = await t.buildSubscription();
  const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
  const member = await t.buildMember(subscription, roles, { projectIds: [project.id] });
  return { subscription, project, ...member };
}

const expectTruthful = () => expect(t.contractViolations).toEqual([]);

describe('the OpenAPI document describes', () => {
  it('204 answers without content', async () => {
    const { headers, project } = await team();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers });
    expect(res.statusCode).toBe(204);
    const avatar = await t.app.inject({
      method: 'DELETE',
      url: '/api/user-accounts/current/avatar',
      headers,
    });
    expect(avatar.statusCode).toBe(204);
    expectTruthful();
  });

  it('logo and avatar uploads as multipart requests and their downloads as images', async () => {
    const { headers, project, account } = await team();
    const png = multipart([{ name: 'file', value: PNG, filename: 'logo.png' }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/logo`,
      headers: { ...headers, ...png.headers },
      payload: png.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const logo = await t.app.inject({ url: `/api/projects/${project.id}/logo`, headers });
    expect(logo.headers['content-type']).toBe('image/png');

    const svg = multipart([{ name: 'file', value: SVG, filename: 'me.svg' }]);
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/api/user-accounts/current/avatar',
      headers: { ...headers, ...svg.headers },
      payload: svg.payload,
    });
    expect(avatar.statusCode).toBe(200);
    const mine = await t.app.inject({ url: '/api/user-accounts/current/avatar', headers });
    expect(mine.headers['content-type']).toContain('image/svg+xml');
    const member = await t.app.inject({ url: `/api/user-accounts/${account.id}/avatar`, headers });
    expect(member.statusCode).toBe(200);
    expectTruthful();
  });

  it('the success statuses of invitations, access requests and removing a member', async () => {
    const { subscription, headers } = await team();
    const invited = await t.buildUser();
    const invite = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/invitations/members',
        headers,
        payload: {
          inviteeEmailAddress: email,
          activationUrlTemplate: 'http://localhost:8080/invitation/{invitationKey}',
        },
      });
    const first = await invite(invited.email);
    expect(first.statusCode).toBeLessThan(300);
    const invitedToken = await t.tokenFor(invited);
    const pending = await t.app.inject({
      url: '/api/invitations/pending',
      headers: { authorization: `Bearer ${invitedToken}` },
    });
    const [invitation] = pending.json() as Array<{ key: string }>;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/activations/accept',
      headers: { authorization: `Bearer ${invitedToken}` },
      payload: { activationKey: invitation!.key, loginUrl: 'http://localhost:8080/' },
    });
    expect(accepted.statusCode).toBe(204);

    const other = await t.buildUser();
    await invite(other.email);
    const otherToken = await t.tokenFor(other);
    const otherPending = await t.app.inject({
      url: '/api/invitations/pending',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    const [second] = otherPending.json() as Array<{ key: string }>;
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/activations/decline',
      headers: { authorization: `Bearer ${otherToken}` },
      payload: { activationKey: second!.key },
    });
    expect(declined.statusCode).toBe(204);

    const members = await t.app.inject({ url: '/api/subscriptions/current/members', headers });
    const joined = (members.json() as Array<{ userAccountId: number; emailAddress: string }>).find(
      (member) => member.emailAddress === invited.email,
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/current/members/${joined!.userAccountId}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);

    const stranger = await t.buildUser();
    const access = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/request-access',
      headers: { authorization: `Bearer ${await t.tokenFor(stranger)}` },
      payload: {
        customerName: 'Stranger Energy',
        customerPhoneNumber: '+31 20 123 4567',
        subscriptionTypeKey: 'wind-planner',
        loginUrl: 'http://localhost:8080/login',
      },
    });
    expect(access.statusCode).toBe(202);
    expect(subscription.key).toBeTruthy();
    expectTruthful();
  });

  it("an Observer's 403 on the subscription status and a transfer within the subscription's 409", async () => {
    const { subscription, project, headers } = await team();
    const observer = await t.buildMember(subscription, ['Observer'], { projectIds: [project.id] });
    const status = await t.app.inject({
      url: '/api/subscriptions/current/status',
      headers: observer.headers,
    });
    expect(status.statusCode).toBe(403);

    const colleague = await t.buildMember(subscription, ['Owner']);
    const transfer = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/ownership-transfer`,
      headers,
      payload: { targetUserAccountId: colleague.account.id },
    });
    expect(transfer.statusCode).toBe(409);
    expect(transfer.json().code).toBe('ProjectAlreadyOwned');
    expectTruthful();
  });

  it('the multipart form of presenting a project', async () => {
    const { subscription, headers } = await team(['Owner']);
    const { request } = await presentableProject(t, subscription.id);
    const form = multipart([
      { name: 'payload', value: JSON.stringify(request) },
      { name: 'file', value: PNG, filename: 'logo.png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects/create-published-project',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    expectTruthful();
  });

  it('X-Total-Count on lists and WWW-Authenticate on 401', async () => {
    const { headers } = await team();
    const list = await t.app.inject({ url: '/api/projects', headers });
    expect(list.headers['x-total-count']).toBeDefined();
    const anonymous = await t.app.inject({ url: '/api/projects' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expectTruthful();
  });
});
