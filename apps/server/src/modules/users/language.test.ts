import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, projects, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * The person's language (docs/decisions/197-product-languages.md): kept with the user on the
 * server, so that it holds on every device, and used for the mails sent to them; a mail to
 * someone without one is written in the language of the request that caused it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const preferences = (token: string, method: 'GET' | 'PUT' = 'GET', payload?: unknown) =>
  t.app.inject({
    method,
    url: '/api/user/preferences',
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload }),
  });

const mailsTo = async (to: string) => {
  await t.drainMail();
  return t.ctx.db.select().from(mails).where(eq(mails.to, to));
};

describe('GET/PUT /api/user/preferences', () => {
  it('starts without a language, keeps the one chosen, and answers it to a token of another device', async () => {
    const user = await t.buildUser();
    const laptop = await t.tokenFor(user);
    expect((await preferences(laptop)).json()).toEqual({});

    const set = await preferences(laptop, 'PUT', { language: 'nl' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ language: 'nl' });

    // Another sign-in (another device): a new token of the same person.
    const phone = await t.tokenFor(user, { sid: 'another-device' });
    expect((await preferences(phone)).json()).toEqual({ language: 'nl' });

    expect((await preferences(phone, 'PUT', {})).json()).toEqual({});
    expect((await preferences(laptop)).json()).toEqual({});
  });

  it('refuses a language the product does not speak with a 400 in words, and keeps the stored one', async () => {
    const user = await t.buildUser();
    const token = await t.tokenFor(user);
    await preferences(token, 'PUT', { language: 'de' });
    for (const language of ['fr', 'NL', '', 42, null]) {
      const res = await preferences(token, 'PUT', { language });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(JSON.stringify(res.json())).toContain('language');
    }
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.language).toBe('de');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ url: '/api/user/preferences' });
    expect(res.statusCode).toBe(401);
  });
});

describe('mails in the recipient’s language', () => {
  const TEMPLATE = 'http://localhost:5173/invitation/{invitationKey}';

  async function owner() {
    const { subscription } = await t.buildSubscription({ customerName: 'Windpark Noord BV' });
    await t.ctx.db.insert(projects).values({ subscriptionId: subscription.id, name: 'Zuiderveld' });
    return t.buildMember(subscription, ['Owner']);
  }
  const invite = (headers: Record<string, string>, to: string, languageCode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/invitations/members',
      headers,
      payload: { inviteeEmailAddress: to, activationUrlTemplate: TEMPLATE, languageCode },
    });

  it('writes an invitation in the invitee’s own language, whatever the inviter’s', async () => {
    const inviter = await owner();
    const invitee = await t.buildUser();
    await preferences(await t.tokenFor(invitee), 'PUT', { language: 'de' });
    expect((await invite(inviter.headers, invitee.email, 'nl')).statusCode).toBe(202);
    const [mail] = await mailsTo(invitee.email);
    expect(mail!.subject).toBe('Einladung zu Windpark Noord BV in Vantage');
    expect(mail!.text).toContain('Einladung ansehen');
    expect(mail!.html).toContain('<html lang="de">');
  });

  it('writes an invitation to someone unknown in the inviter’s language', async () => {
    const inviter = await owner();
    const to = `nieuw-${Date.now()}@example.test`;
    expect((await invite(inviter.headers, to, 'nl')).statusCode).toBe(202);
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toBe('Uitnodiging voor Windpark Noord BV in Vantage');
    expect(mail!.text).toContain('Uitnodiging bekijken');
    expect(mail!.text).not.toContain('View invitation');
  });

  it('keeps English for the spec’s en-us', async () => {
    const inviter = await owner();
    const to = `new-${Date.now()}@example.test`;
    await invite(inviter.headers, to, 'en-us');
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toBe('Invitation to Windpark Noord BV on Vantage');
  });

  it('writes the trial mail in the Accept-Language of the request when the user chose none', async () => {
    const user = await t.buildUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers: {
        authorization: `Bearer ${await t.tokenFor(user)}`,
        'accept-language': 'de-DE,de;q=0.9,en;q=0.5',
      },
      payload: {
        customerName: 'Wind Süd GmbH',
        customerPhoneNumber: '+49 30 123456',
        subscriptionTypeKey: 'wind-planner',
        loginUrl: 'http://localhost:5173/login',
      },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Ihre Vantage-Testphase hat begonnen');
  });
});
