import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mails as mailsTable,
  subscriptionFeatures,
  subscriptions,
  userAccounts,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { tokenMatches } from './mount.js';

const TOKEN = 'e2e-dev-admin-token-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_ADMIN_TOKEN: TOKEN });
});
afterAll(() => t.close());

const admin = { 'x-dev-admin-token': TOKEN };

describe('tokenMatches', () => {
  it('accepts only the exact token', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches(`${TOKEN}x`, TOKEN)).toBe(false);
    expect(tokenMatches('', TOKEN)).toBe(false);
    expect(tokenMatches(undefined, TOKEN)).toBe(false);
  });
});

describe('/dev/admin guard', () => {
  it('answers 404 without the token or with a wrong one, and changes nothing', async () => {
    const body = { customer: 'Guarded Co' };
    const without = await t.app.inject({ method: 'POST', url: '/dev/admin/subscriptions', payload: body });
    expect(without.statusCode).toBe(404);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/dev/admin/subscriptions',
      headers: { 'x-dev-admin-token': 'not-the-token-at-all-000' },
      payload: body,
    });
    expect(wrong.statusCode).toBe(404);
    const expiry = await t.app.inject({
      method: 'PUT',
      url: '/dev/admin/subscriptions/any/expiry',
      headers: { 'x-dev-admin-token': TOKEN.slice(0, -1) },
      payload: { expiresAt: null },
    });
    expect(expiry.statusCode).toBe(404);
    const rows = await t.ctx.db.select().from(subscriptions);
    expect(rows).toHaveLength(0);
  });

  it('is not mounted at all without DEV_ADMIN_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/dev/admin/subscriptions',
        headers: admin,
        payload: { customer: 'Nope Co' },
      });
      expect(response.statusCode).toBe(404);
      expect(await plain.ctx.db.select().from(subscriptions)).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});

describe('/dev/admin operations', () => {
  it('creates a paid subscription with an owner, sets expiry, limits and features', async () => {
    const owner = await t.buildUser({ email: 'dev-admin-owner@example.test' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/dev/admin/subscriptions',
      headers: admin,
      payload: { customer: 'Expired Co', owner: owner.email },
    });
    expect(created.statusCode).toBe(201);
    const { subscriptionKey, customerName } = created.json();
    expect(customerName).toBe('Expired Co');
    const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.key, subscriptionKey));
    expect(row).toMatchObject({ isTrial: false, typeKey: 'wind-planner', expiresAt: null });
    const [account] = await t.ctx.db.select().from(userAccounts).where(eq(userAccounts.userId, owner.id));
    expect(account?.roles).toEqual(['Owner']);

    const past = '2020-01-01T00:00:00.000Z';
    const expire = await t.app.inject({
      method: 'PUT',
      url: `/dev/admin/subscriptions/${subscriptionKey}/expiry`,
      headers: admin,
      payload: { expiresAt: past },
    });
    expect(expire.statusCode).toBe(204);
    const token = await t.tokenFor(owner);
    const status = await t.app.inject({
      url: '/api/subscriptions/current/status',
      headers: { authorization: `Bearer ${token}`, 'x-subscription-key': subscriptionKey },
    });
    expect(status.json()).toEqual({ status: 'Expired', isExpired: true });

    const clear = await t.app.inject({
      method: 'PUT',
      url: `/dev/admin/subscriptions/${subscriptionKey}/expiry`,
      headers: admin,
      payload: { expiresAt: null },
    });
    expect(clear.statusCode).toBe(204);
    const [cleared] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.key, subscriptionKey));
    expect(cleared?.expiresAt).toBeNull();

    const limits = await t.app.inject({
      method: 'PUT',
      url: `/dev/admin/subscriptions/${subscriptionKey}/limits`,
      headers: admin,
      payload: { teamMemberLimit: 2, observerLimit: 0 },
    });
    expect(limits.statusCode).toBe(204);
    const [limited] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.key, subscriptionKey));
    expect(limited).toMatchObject({ teamMemberLimit: 2, observerLimit: 0 });

    const feature = await t.app.inject({
      method: 'PUT',
      url: `/dev/admin/subscriptions/${subscriptionKey}/features/Solar`,
      headers: admin,
      payload: { state: 'Enabled' },
    });
    expect(feature.statusCode).toBe(204);
    const features = await t.ctx.db
      .select()
      .from(subscriptionFeatures)
      .where(eq(subscriptionFeatures.subscriptionId, row!.id));
    expect(features.find((f) => f.key === 'Solar')?.state).toBe('Enabled');
  });

  it('answers 400 for the CLI usage errors and bad bodies', async () => {
    const unknownKey = await t.app.inject({
      method: 'PUT',
      url: '/dev/admin/subscriptions/no-such-key/expiry',
      headers: admin,
      payload: { expiresAt: null },
    });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().detail).toContain('no-such-key');
    const badLimits = await t.app.inject({
      method: 'PUT',
      url: '/dev/admin/subscriptions/no-such-key/limits',
      headers: admin,
      payload: { bogus: 1 },
    });
    expect(badLimits.statusCode).toBe(400);
    const unknownOwner = await t.app.inject({
      method: 'POST',
      url: '/dev/admin/subscriptions',
      headers: admin,
      payload: { customer: 'Ghost Co', owner: 'ghost@example.test' },
    });
    expect(unknownOwner.statusCode).toBe(400);
  });

  it('adds and removes a release note', async () => {
    const bearer = async () => ({ authorization: `Bearer ${await t.tokenFor(await t.buildUser())}` });
    const note = await t.app.inject({
      method: 'POST',
      url: '/dev/admin/release-notes',
      headers: admin,
      payload: { title: 'Version 2', content: 'New things' },
    });
    expect(note.statusCode).toBe(201);
    const { id } = note.json();
    expect((await t.app.inject({ url: '/api/notifications', headers: await bearer() })).json()).toHaveLength(
      1,
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/dev/admin/release-notes/${id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/notifications', headers: await bearer() })).json()).toHaveLength(
      0,
    );
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/dev/admin/release-notes/${id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('switches maintenance mode on (the API answers 503) and off again', async () => {
    const endsAt = new Date(Date.now() + 60 * 60_000).toISOString();
    const on = await t.app.inject({
      method: 'PUT',
      url: '/dev/admin/maintenance',
      headers: admin,
      payload: { enabled: true, endsAt },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ enabled: true, startsAt: null, endsAt });
    const during = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(during.statusCode).toBe(503);
    expect(during.json().maintenance).toEqual({ startsAt: null, endsAt });

    const off = await t.app.inject({
      method: 'PUT',
      url: '/dev/admin/maintenance',
      headers: admin,
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ enabled: false, startsAt: null, endsAt: null });
    const after = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(after.statusCode).toBe(200);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/dev/admin/maintenance',
      headers: admin,
      payload: { enabled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sends mail to an address through SMTP to a closed port, so it fails, and to the dev mailbox again', async () => {
    const to = 'Unreachable@Example.test';
    const unreachable = (method: 'PUT' | 'DELETE', address = to) =>
      t.app.inject({
        method,
        url: `/dev/admin/mailbox/unreachable/${encodeURIComponent(address)}`,
        headers: admin,
      });
    expect((await unreachable('PUT')).statusCode).toBe(204);
    await expect(
      t.ctx.mailer.send({ to: to.toLowerCase(), subject: 'Lost', text: 'Nobody listens.' }),
    ).rejects.toThrow(/ECONNREFUSED/);
    await t.ctx.mailer.send({ to: 'someone-else@example.test', subject: 'Kept', text: 'Arrives.' });

    expect((await unreachable('DELETE')).statusCode).toBe(204);
    await t.ctx.mailer.send({ to, subject: 'Arrives', text: 'Back.' });
    const mails = await t.ctx.db.select().from(mailsTable);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Arrives', 'Kept']);
    expect((await unreachable('PUT', 'not-an-address')).statusCode).toBe(400);
  });
});
