import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mails, subscriptions, userAccounts } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRIAL_DAYS: '10', SUPPORT_EMAIL: 'help@vantage.test' });
});
afterAll(() => t.close());

const body = {
  customerName: 'Breeze Energy',
  customerPhoneNumber: '+31 20 123 4567',
  subscriptionTypeKey: 'wind-planner',
  loginUrl: 'http://localhost:5173/login',
};

async function signedIn() {
  const user = await t.buildUser();
  const headers = { authorization: `Bearer ${await t.tokenFor(user)}` };
  return { user, headers };
}

const mailsTo = async (to: string) => {
  await t.drainMail();
  return t.ctx.db.select().from(mails).where(eq(mails.to, to));
};

describe('POST /api/subscriptions/trial', () => {
  it('creates the customer and a trial with the caller as Owner, mails the login URL, answers 202', async () => {
    const { user, headers } = await signedIn();
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers,
      payload: body,
    });
    expect(res.statusCode).toBe(202);
    const { subscriptionKey, customerName } = res.json();
    expect(customerName).toBe('Breeze Energy');

    const [row] = await t.ctx.db
      .select({ subscription: subscriptions, customer: customers })
      .from(subscriptions)
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .where(eq(subscriptions.key, subscriptionKey));
    expect(row!.customer).toMatchObject({ name: 'Breeze Energy', phoneNumber: '+31 20 123 4567' });
    expect(row!.subscription).toMatchObject({ isTrial: true, typeKey: 'wind-planner', projectLimit: 25 });
    const days = (row!.subscription.expiresAt!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(9.99);
    expect(days).toBeLessThan(10.01);

    const [account] = await t.ctx.db
      .select()
      .from(userAccounts)
      .where(eq(userAccounts.subscriptionId, row!.subscription.id));
    expect(account).toMatchObject({ userId: user.id, roles: ['Owner'] });

    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Your Vantage Trial has started');
    expect(mail!.text).toContain('http://localhost:5173/login');
    expect(mail!.html).toContain('href="http://localhost:5173/login"');

    const accounts = await t.app.inject({ url: '/api/user-accounts', headers });
    expect(accounts.json()[0]).toMatchObject({ customerName: 'Breeze Energy', roles: ['Owner'] });
  });

  it('answers 409 AlreadyOwnsSubscription when the caller owns a subscription', async () => {
    const { subscription } = await t.buildSubscription();
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers: { authorization: headers.authorization },
      payload: body,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, code: 'AlreadyOwnsSubscription' });
  });

  it('lets a team member of another subscription start a trial', async () => {
    const { subscription } = await t.buildSubscription();
    const { headers } = await t.buildMember(subscription, ['TeamMember']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers: { authorization: headers.authorization },
      payload: body,
    });
    expect(res.statusCode).toBe(202);
  });

  it('creates one trial for a concurrent double submit', async () => {
    const { user, headers } = await signedIn();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: '/api/subscriptions/trial', headers, payload: body }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([202, 409, 409, 409, 409]);
    const owned = await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.userId, user.id));
    expect(owned).toHaveLength(1);
  });

  it.each([
    ['customerName', { customerName: '  ' }],
    ['customerPhoneNumber', { customerPhoneNumber: '' }],
  ])('requires %s (400)', async (field, change) => {
    const { headers } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers,
      payload: { ...body, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(`body.${field}`);
  });

  it('rejects an unknown subscription type (400) and a missing token (401)', async () => {
    const { headers } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers,
      payload: { ...body, subscriptionTypeKey: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('nope');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/subscriptions/trial', payload: body });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/subscriptions/request-access', () => {
  it('mails the support address with the request and answers 202', async () => {
    const { user, headers } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/request-access',
      headers,
      payload: { ...body, customerName: 'Solaris BV' },
    });
    expect(res.statusCode).toBe(202);
    const support = await mailsTo('help@vantage.test');
    const mail = support.find((m) => m.subject.includes('Solaris BV'));
    expect(mail!.subject).toBe(`Access request from Solaris BV (${user.email})`);
    expect(mail!.text).toContain('+31 20 123 4567');
    expect(mail!.text).toContain('Wind Planner');
    const owned = await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.userId, user.id));
    expect(owned).toHaveLength(0);
  });

  it('answers 409 AlreadyOwnsSubscription for an owner', async () => {
    const { subscription } = await t.buildSubscription();
    const { headers } = await t.buildMember(subscription, ['Owner']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/request-access',
      headers,
      payload: body,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('AlreadyOwnsSubscription');
  });

  it('requires both names (400)', async () => {
    const { headers } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/request-access',
      headers,
      payload: { ...body, customerName: '' },
    });
    expect(res.statusCode).toBe(400);
  });
});
