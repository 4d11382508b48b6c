import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityModels, mails } from '../db/schema/index.js';
import { hubClient } from '../test/hub-client.js';
import { startIdentityApp } from '../test/identity-app.js';
import { readForm, type TestBrowser } from '../test/test-browser.js';
import { MESSAGES } from './messages.js';

/** "Forgot password?" by mail, and old sessions really gone after it. */
let idp: Awaited<ReturnType<typeof startIdentityApp>>;
beforeAll(async () => {
  idp = await startIdentityApp();
});
afterAll(async () => {
  await idp?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const apiStatus = async (token: string) =>
  (await idp.t.app.inject({ method: 'GET', url: '/api/user/email-verification', headers: bearer(token) }))
    .statusCode;

/** The "Forgot password?" link of a real sign-in page, followed, and the address sent. */
async function forgot(browser: TestBrowser, email: string) {
  const signInPage = await browser.follow(idp.authorizeUrl().url);
  const link = /href="([^"]*reset-credentials[^"]*)"/.exec(signInPage.text)?.[1]?.replace(/&amp;/g, '&');
  expect(link).toBeDefined();
  const page = await browser.request(new URL(link!, idp.origin).href);
  expect(page.status).toBe(200);
  expect(page.text).toContain('Forgot your password?');
  const form = readForm(page.text);
  return browser.request(form.action, { form: { ...form.fields, email } });
}

const resetMails = (to: string) =>
  idp.t.ctx.db
    .select()
    .from(mails)
    .where(and(eq(mails.to, to), sql`${mails.subject} like 'Reset your%'`));

/** The link of the newest reset mail to `to`, waiting for it (it is sent after the answer). */
async function resetLink(to: string, count = 1): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const rows = await resetMails(to);
    if (rows.length >= count) {
      const link = /https?:\/\/\S+\/login-actions\/reset-credentials\?key=[\w%-]+/.exec(rows.at(-1)!.text);
      return link![0];
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail to ${to}`);
}

async function setNewPassword(browser: TestBrowser, link: string, password: string, confirm = password) {
  const page = await browser.request(link);
  if (page.status !== 200) return page;
  const form = readForm(page.text);
  return browser.request(form.action, { form: { ...form.fields, password, passwordConfirm: confirm } });
}

const refresh = (browser: TestBrowser, refreshToken: string) =>
  browser.request(`${idp.issuer}/protocol/openid-connect/token`, {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'planner_dash' },
    headers: { origin: idp.origin },
  });

describe('password reset', () => {
  it('answers known and unknown addresses alike and mails only the known one, with a link on PUBLIC_URL', async () => {
    const { email } = await idp.createAccount();
    const unknown = `nobody-${Date.now().toString(36)}@example.test`;
    const browser = idp.browser();
    const known = await forgot(browser, email);
    const stranger = await forgot(browser, unknown);
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(known.text).toContain('If an account exists for this address');
    // The same words (the pages differ only by the sign-in they lead back to).
    const strip = (text: string) => text.replace(/login-actions\/[\w-]+\/login/g, 'login-actions/x/login');
    expect(strip(stranger.text)).toBe(strip(known.text));

    const link = await resetLink(email);
    expect(new URL(link).origin).toBe(idp.origin);
    expect(new URL(link).pathname).toBe('/realms/planner/login-actions/reset-credentials');
    expect(await resetMails(unknown)).toEqual([]);
  });

  it('sets a new password once and ends every session, refresh token and access token of the account', async () => {
    const { email, password, account } = await idp.createAccount();
    const laptop = idp.browser();
    const before = await idp.signIn(laptop, { email, password });
    expect(await apiStatus(before.access_token)).toBe(200);
    // Someone who knows the old password has signed in but not yet come back to the app.
    const intruder = idp.browser();
    const intruderPage = await intruder.follow(idp.authorizeUrl().url);
    const accepted = await intruder.request(readForm(intruderPage.text).action, {
      form: { email, password },
    });
    expect(accepted.status).toBe(303);

    await forgot(idp.browser(), email);
    const link = await resetLink(email);
    const stranger = idp.browser();
    const page = await stranger.request(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.text).toContain('Choose a new password');
    // The registration's password rule; a refused form leaves the link usable.
    const weak = await setNewPassword(stranger, link, 'short');
    expect(weak.status).toBe(400);
    expect(weak.text).toContain('Choose a password of at least 8 characters.');
    const mismatch = await setNewPassword(stranger, link, 'a-brand-new-password', 'something-else');
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toContain('The two passwords do not match.');

    const done = await setNewPassword(stranger, link, 'a-brand-new-password');
    expect(done.status).toBe(200);
    expect(done.text).toContain('Your password has been changed');

    // The old password no longer signs in, the new one does.
    await expect(idp.signIn(idp.browser(), { email, password })).rejects.toThrow('sign-in failed');
    const after = await idp.signIn(idp.browser(), { email, password: 'a-brand-new-password' });
    expect(await apiStatus(after.access_token)).toBe(200);

    // What was issued before the reset is gone: refresh token, access token, provider session.
    const refused = await refresh(laptop, before.refresh_token);
    expect(refused.status).toBe(400);
    expect(refused.json().error).toBe('invalid_grant');
    expect(await apiStatus(before.access_token)).toBe(401);
    await expect(idp.t.ctx.verifyToken(before.access_token)).rejects.toThrow(/revoked/);
    const sessions = await idp.t.ctx.db
      .select({ payload: identityModels.payload })
      .from(identityModels)
      .where(
        and(
          eq(identityModels.model, 'Session'),
          sql`${identityModels.payload} ->> 'accountId' = ${account.id}`,
        ),
      );
    expect(sessions.map((row) => row.payload.uid)).toEqual([after.claims.sid]);
    const silent = await laptop.follow(idp.authorizeUrl({ prompt: 'none' }).url, idp.appUri);
    expect(new URL(silent.location!).searchParams.get('error')).toBe('login_required');
    const resumed = await intruder.follow(accepted.location!, idp.appUri);
    expect(resumed.location ?? '').not.toContain('code=');

    // The link works once.
    const again = await stranger.request(link);
    expect(again.status).toBe(400);
    expect(again.text).toContain('This link has expired or was already used');
    const replay = await stranger.request(link.split('?')[0]!, {
      form: {
        key: new URL(link).searchParams.get('key')!,
        password: 'third-password',
        passwordConfirm: 'third-password',
      },
    });
    expect(replay.status).toBe(400);
    expect(replay.text).toContain('This link has expired or was already used');
    await expect(idp.signIn(idp.browser(), { email, password: 'third-password' })).rejects.toThrow();
  });

  it('refuses an expired link and changes nothing', async () => {
    const { email, password, account } = await idp.createAccount();
    await forgot(idp.browser(), email);
    const link = await resetLink(email);
    await idp.t.ctx.db
      .update(identityModels)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(identityModels.model, 'ActionToken:ResetPassword'),
          sql`${identityModels.payload} ->> 'accountId' = ${account.id}`,
        ),
      );
    const page = await idp.browser().request(link);
    expect(page.status).toBe(400);
    expect(page.text).toContain('This link has expired or was already used');
    const posted = await idp.browser().request(link.split('?')[0]!, {
      form: {
        key: new URL(link).searchParams.get('key')!,
        password: 'expired-password',
        passwordConfirm: 'expired-password',
      },
    });
    expect(posted.status).toBe(400);
    await expect(idp.signIn(idp.browser(), { email, password })).resolves.toMatchObject({});
  });

  it('throttles requests for one typed address: 429 with Retry-After and a clear message', async () => {
    const target = `flooded-${Date.now().toString(36)}@example.test`;
    const browser = idp.browser();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof forgot>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await forgot(browser, i % 2 ? target.toUpperCase() : target);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.text).toContain('Too many password reset requests. Please try again in');
  });
});

describe('the reset pages in the page language', () => {
  it("speak the switcher's language (kept in its cookie) or the browser's, with their own words", async () => {
    const { email } = await idp.createAccount();
    const browser = idp.browser();
    const signInPage = await browser.follow(idp.authorizeUrl().url);
    const forgotLink = /href="([^"]*reset-credentials[^"]*)"/
      .exec(signInPage.text)?.[1]
      ?.replace(/&amp;/g, '&');
    const english = await browser.request(new URL(forgotLink!, idp.origin).href);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain(MESSAGES.en.sendLink);
    // The switcher's link keeps the sign-in the visitor came from.
    const toDutch = /href="(\?tab_id=[\w-]+&amp;lang=nl)"/.exec(english.text)?.[1]?.replace(/&amp;/g, '&');
    expect(toDutch).toBeDefined();
    const dutch = await browser.request(
      new URL(`${new URL(forgotLink!, idp.origin).pathname}${toDutch}`, idp.origin).href,
    );
    expect(dutch.text).toContain('<html lang="nl">');
    for (const words of [
      MESSAGES.nl.forgotTitle,
      MESSAGES.nl.sendLink,
      MESSAGES.nl.backToSignIn,
      MESSAGES.nl.email,
    ])
      expect(dutch.text).toContain(words);
    expect(dutch.text).not.toContain(MESSAGES.en.sendLink);
    // The cookie keeps Dutch for the answer, without `?lang=`.
    const form = readForm(dutch.text);
    const bad = await browser.request(form.action, { form: { ...form.fields, email: 'not an address' } });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(MESSAGES.nl.emailInvalid);
    const sent = await browser.request(form.action, { form: { ...form.fields, email } });
    expect(sent.text).toContain('<html lang="nl">');
    expect(sent.text).toContain(MESSAGES.nl.forgotSent);

    // Another browser, German by its Accept-Language: the link's page and its errors in German.
    const german = idp.browser();
    const headers = { 'accept-language': 'de-DE,de;q=0.9' };
    const invalid = await german.request(`${idp.issuer}/login-actions/reset-credentials?key=nonsense`, {
      headers,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain(MESSAGES.de.resetLinkInvalidTitle);
    expect(invalid.text).toContain(MESSAGES.de.sendNewLink);
    for (let waited = 0; waited < 5000; waited += 50) {
      if ((await idp.t.ctx.db.select().from(mails).where(eq(mails.to, email))).length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [mail] = await idp.t.ctx.db.select().from(mails).where(eq(mails.to, email));
    const link = /https?:\/\/\S+\/login-actions\/reset-credentials\?key=[\w%-]+/.exec(mail!.text)![0];
    const newPassword = await german.request(link, { headers });
    expect(newPassword.text).toContain('<html lang="de">');
    expect(newPassword.text).toContain(MESSAGES.de.newPassword);
    const newForm = readForm(newPassword.text);
    const mismatch = await german.request(newForm.action, {
      form: {
        ...newForm.fields,
        password: 'a long enough password',
        passwordConfirm: 'another one entirely',
      },
      headers,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toContain(MESSAGES.de.passwordMismatch);
  });
});

describe('change password on the account page', () => {
  it('needs the current password and signs out the other sessions, keeping this one', async () => {
    const { email, password } = await idp.createAccount();
    const phone = idp.browser();
    const phoneTokens = await idp.signIn(phone, { email, password });
    const laptop = idp.browser();
    const laptopTokens = await idp.signIn(laptop, { email, password });
    const page = await laptop.request(`${idp.issuer}/account/account-security/signing-in`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Your other sessions are then signed out.');
    const form = readForm(page.text);

    const wrong = await laptop.request(form.action, {
      form: {
        ...form.fields,
        currentPassword: 'not-it',
        newPassword: 'changed-password',
        newPasswordConfirm: 'changed-password',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Your current password is not correct.');
    expect(await apiStatus(phoneTokens.access_token)).toBe(200);

    const changed = await laptop.request(form.action, {
      form: {
        ...form.fields,
        currentPassword: password,
        newPassword: 'changed-password',
        newPasswordConfirm: 'changed-password',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Your password has been changed. 1 other session has been signed out.');

    // The phone is out: its access token, its refresh token and its provider session.
    expect(await apiStatus(phoneTokens.access_token)).toBe(401);
    expect((await refresh(phone, phoneTokens.refresh_token)).status).toBe(400);
    expect((await phone.request(`${idp.issuer}/account/`)).status).toBe(302);
    // The laptop keeps its session and tokens.
    expect(await apiStatus(laptopTokens.access_token)).toBe(200);
    expect((await refresh(laptop, laptopTokens.refresh_token)).status).toBe(200);
    expect((await laptop.request(`${idp.issuer}/account/`)).status).toBe(200);
  });
});

describe('the hub after a password change', () => {
  it("closes the hub connections of the signed-out sessions, keeps this session's open and refuses the old tokens", async () => {
    const { email, password } = await idp.createAccount();
    const phone = await idp.signIn(idp.browser(), { email, password });
    const laptop = idp.browser();
    const laptopTokens = await idp.signIn(laptop, { email, password });
    const phoneHub = hubClient(idp.origin, phone.access_token);
    const laptopHub = hubClient(idp.origin, laptopTokens.access_token);
    await phoneHub.start();
    await laptopHub.start();
    const phoneClosed = new Promise<Error | undefined>((resolve) => phoneHub.onclose(resolve));
    try {
      const page = await laptop.request(`${idp.issuer}/account/account-security/signing-in`);
      const form = readForm(page.text);
      const changed = await laptop.request(form.action, {
        form: {
          ...form.fields,
          currentPassword: password,
          newPassword: 'hub-password-2',
          newPasswordConfirm: 'hub-password-2',
        },
      });
      expect(changed.status).toBe(200);
      const error = await Promise.race([
        phoneClosed,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still connected')), 5000)),
      ]);
      expect(error?.message).toContain('Your session has ended: please sign in again.');
      expect(laptopHub.state).toBe('Connected');
      await expect(hubClient(idp.origin, phone.access_token).start()).rejects.toThrow(/401/);
    } finally {
      await phoneHub.stop();
      await laptopHub.stop();
    }
  });
});
