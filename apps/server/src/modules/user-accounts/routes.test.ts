import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/user/ensure-created', () => {
  it('creates the user from the token claims and reports embedded sign-in as not SSO', async () => {
    const user = { subject: 'sub-new-1', email: 'Fresh@Example.test', firstName: 'Fay', lastName: 'Fresh' };
    const token = await t.tokenFor(user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/ensure-created',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSingleSignOn: false });

    const accounts = await t.app.inject({
      url: '/api/user-accounts',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json()).toEqual([]);
    expect(accounts.headers['x-total-count']).toBe('0');
  });

  it('updates the stored profile when the claims change', async () => {
    const user = await t.buildUser({ firstName: 'Old' });
    const token = await t.tokenFor({ ...user, firstName: 'New' });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/ensure-created',
      headers: { authorization: `Bearer ${token}` },
    });
    const { subscription } = await t.buildSubscription({ customerName: 'Renamed Co' });
    const { headers } = await t.buildMember(subscription, ['Owner'], { user });
    const res = await t.app.inject({ url: '/api/user-accounts/current', headers });
    expect(res.json().userFirstName).toBe('New');
  });
});

describe('GET /api/user-accounts', () => {
  it('lists one account per subscription with the list fields', async () => {
    const user = await t.buildUser();
    const a = await t.buildSubscription({ customerName: 'Alpha Wind' });
    const b = await t.buildSubscription({ customerName: 'Beta Solar' });
    await t.buildMember(a.subscription, ['Owner'], { user });
    const { headers } = await t.buildMember(b.subscription, ['Observer'], { user });
    const res = await t.app.inject({
      url: '/api/user-accounts',
      headers: { authorization: headers.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const body = res.json();
    expect(body.map((x: { customerName: string }) => x.customerName)).toEqual(['Alpha Wind', 'Beta Solar']);
    expect(body[1]).toMatchObject({
      subscriptionKey: b.subscription.key,
      roles: ['Observer'],
      customerId: b.customer.id,
      customerHasLogo: false,
      subscriptionTypeName: 'Energy Planner',
      userId: user.id,
    });
    expect(body[1]).not.toHaveProperty('hasAvatar');
  });
});

describe('GET /api/user-accounts/current', () => {
  it('answers the account of the selected subscription', async () => {
    const { subscription } = await t.buildSubscription({ customerName: 'Gamma Grid' });
    const { headers, user, account } = await t.buildMember(subscription, ['TeamMember']);
    const res = await t.app.inject({ url: '/api/user-accounts/current', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: account.id,
      customerName: 'Gamma Grid',
      roles: ['TeamMember'],
      userEmailAddress: user.email,
      hasAvatar: false,
      avatarDownloadUrl: null,
    });
  });

  it('refuses a subscription the caller has no account in', async () => {
    const mine = await t.buildSubscription();
    const other = await t.buildSubscription();
    const { headers } = await t.buildMember(mine.subscription, ['Owner']);
    const res = await t.app.inject({
      url: '/api/user-accounts/current',
      headers: { ...headers, 'x-subscription-key': other.subscription.key },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('asks for the subscription header', async () => {
    const user = await t.buildUser();
    const token = await t.tokenFor(user);
    const res = await t.app.inject({
      url: '/api/user-accounts/current',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('x-subscription-key');
  });
});

describe('token rejection', () => {
  const call = (authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/ensure-created',
      headers: authorization ? { authorization } : {},
    });

  it('rejects a missing token', async () => {
    const res = await call();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
  });

  it('rejects an expired token', async () => {
    const user = await t.buildUser();
    const token = await t.tokenFor(user, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expect((await call(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('rejects a token of another issuer', async () => {
    const user = await t.buildUser();
    const token = await t.tokenFor(user, { issuer: 'https://evil.example/realms/planner' });
    expect((await call(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('rejects a token for another client', async () => {
    const user = await t.buildUser();
    const token = await t.tokenFor(user, { azp: 'some_other_client' });
    const res = await call(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toContain('not issued for this application');
  });

  it('rejects a token signed with another key', async () => {
    const user = await t.buildUser();
    const { privateKey } = await generateKeyPair('RS256');
    const token = await t.tokenFor(user, { key: privateKey });
    expect((await call(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('rejects garbage', async () => {
    expect((await call('Bearer not.a.jwt')).statusCode).toBe(401);
  });
});
