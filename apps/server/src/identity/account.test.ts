import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityAccounts } from '../db/schema/index.js';
import { startIdentityApp } from '../test/identity-app.js';
import { readForm, type TestBrowser } from '../test/test-browser.js';
import { MESSAGES } from './messages.js';
import { PASSWORD_MIN_LENGTH } from './registration.js';

let idp: Awaited<ReturnType<typeof startIdentityApp>>;
beforeAll(async () => {
  idp = await startIdentityApp();
});
afterAll(async () => {
  await idp?.close();
});

const accountUrl = () => `${idp.issuer}/account/`;
const signingInUrl = () => `${idp.issuer}/account/account-security/signing-in`;
const deviceActivityUrl = () => `${idp.issuer}/account/account-security/device-activity`;

/** Opens an account page signed out, signs in on the way, and returns the page reached. */
async function openSignedOut(
  browser: TestBrowser,
  url: string,
  credentials: { email: string; password: string },
) {
  const first = await browser.request(url);
  expect(first.status).toBe(302);
  expect(new URL(first.location!).searchParams.get('client_id')).toBe('account-console');
  const loginPage = await browser.follow(first.location!);
  expect(loginPage.text).toContain('Sign in to your account');
  const signedIn = await browser.request(readForm(loginPage.text).action, { form: credentials });
  expect(signedIn.status).toBe(303);
  return browser.follow(signedIn.location!);
}

describe('embedded provider: account pages', () => {
  it("speaks the browser's language: words, errors and the session list in German or Dutch", async () => {
    const { email, password } = await idp.createAccount();
    const browser = idp.browser();
    await openSignedOut(browser, accountUrl(), { email, password });
    const german = { 'accept-language': 'de-DE,de;q=0.9' };
    const info = await browser.request(accountUrl(), { headers: german });
    expect(info.status).toBe(200);
    expect(info.text).toContain('<html lang="de">');
    for (const words of [
      MESSAGES.de.personalInfo,
      MESSAGES.de.save,
      MESSAGES.de.firstName,
      MESSAGES.de.signOut,
    ])
      expect(info.text).toContain(words);
    expect(info.text).not.toContain('>Save<');
    const form = readForm(info.text);
    const empty = await browser.request(form.action, {
      form: { ...form.fields, firstName: '' },
      headers: german,
    });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(MESSAGES.de.firstNameRequired);

    const dutch = { 'accept-language': 'nl-NL,nl;q=0.9' };
    const signingIn = await browser.request(signingInUrl(), { headers: dutch });
    expect(signingIn.text).toContain('<html lang="nl">');
    expect(signingIn.text).toContain(MESSAGES.nl.changePassword);
    const passwordForm = readForm(signingIn.text);
    const wrong = await browser.request(passwordForm.action, {
      form: {
        ...passwordForm.fields,
        currentPassword: 'not the password',
        newPassword: 'x',
        newPasswordConfirm: 'x',
      },
      headers: dutch,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(MESSAGES.nl.currentPasswordWrong);
    expect(wrong.text).toContain(MESSAGES.nl.passwordTooShort(PASSWORD_MIN_LENGTH));
    const devices = await browser.request(deviceActivityUrl(), { headers: dutch });
    expect(devices.text).toContain(MESSAGES.nl.currentSession);
    expect(devices.text).toContain(MESSAGES.nl.sessionsLabel);
  });

  it('signs in on the way to the account page and edits the name', async () => {
    const { email, password, account } = await idp.createAccount();
    const browser = idp.browser();
    const page = await openSignedOut(browser, accountUrl(), { email, password });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Personal info');
    expect(page.text).toContain('value="Ada"');
    expect(page.text).toContain(`value="${email}"`);
    // Links from older account consoles (`#/security/signingin`) are forwarded client-side.
    expect(page.text).toContain('#/security/signingin');

    const form = readForm(page.text);
    const saved = await browser.request(form.action, {
      form: { ...form.fields, firstName: 'Augusta', lastName: 'King' },
    });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('Your personal info has been saved.');
    const [row] = await idp.t.ctx.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.id, account.id));
    expect(row).toMatchObject({ firstName: 'Augusta', lastName: 'King' });

    const empty = await browser.request(form.action, { form: { ...form.fields, firstName: '' } });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Enter your first name.');

    const forged = await browser.request(form.action, {
      form: { firstName: 'Mallory', lastName: 'X', csrf: 'forged' },
    });
    expect(forged.status).toBe(403);
    const [unchanged] = await idp.t.ctx.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.id, account.id));
    expect(unchanged!.firstName).toBe('Augusta');

    // The next token carries the new name.
    const tokens = await idp.signIn(idp.browser(), { email, password });
    expect(tokens.claims).toMatchObject({ given_name: 'Augusta', family_name: 'King' });
  });

  it('comes back to the security page that was asked for and changes the password', async () => {
    const { email, password } = await idp.createAccount();
    const browser = idp.browser();
    const page = await openSignedOut(browser, signingInUrl(), { email, password });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Change password');
    const form = readForm(page.text);

    const wrong = await browser.request(form.action, {
      form: {
        ...form.fields,
        currentPassword: 'nope',
        newPassword: 'a-new-password',
        newPasswordConfirm: 'a-new-password',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Your current password is not correct.');
    const weak = await browser.request(form.action, {
      form: { ...form.fields, currentPassword: password, newPassword: 'short', newPasswordConfirm: 'short' },
    });
    expect(weak.text).toContain('Choose a password of at least 8 characters.');
    const changed = await browser.request(form.action, {
      form: {
        ...form.fields,
        currentPassword: password,
        newPassword: 'a-new-password',
        newPasswordConfirm: 'a-new-password',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Your password has been changed.');

    await expect(idp.signIn(idp.browser(), { email, password })).rejects.toThrow('sign-in failed');
    const tokens = await idp.signIn(idp.browser(), { email, password: 'a-new-password' });
    expect(tokens.claims.email).toBe(email);
  });

  it('lists the sessions and signs out the other ones, ending their refresh and access tokens', async () => {
    const { email, password } = await idp.createAccount();
    const laptop = idp.browser();
    const phone = idp.browser();
    phone.userAgent =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1';
    const phoneTokens = await idp.signIn(phone, { email, password });

    const page = await openSignedOut(laptop, deviceActivityUrl(), { email, password });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Firefox on Linux');
    expect(page.text).toContain('Safari on iOS');
    expect(page.text).toContain('Current session');
    const signOutOthers = readForm(page.text.slice(page.text.indexOf('Sign out other sessions') - 400));
    expect(signOutOthers.fields.session).toBe('others');

    const after = await laptop.request(signOutOthers.action, { form: signOutOthers.fields });
    expect(after.status).toBe(200);
    expect(after.text).toContain('1 other session has been signed out.');
    expect(after.text).not.toContain('Safari on iOS');
    expect(after.text).toContain('You are signed in only here.');

    const refresh = await phone.request(`${idp.issuer}/protocol/openid-connect/token`, {
      form: {
        grant_type: 'refresh_token',
        refresh_token: phoneTokens.refresh_token,
        client_id: 'planner_dash',
      },
    });
    expect(refresh.status).toBe(400);
    // Its access token ends too (not only in 5 minutes), as after a logout.
    await expect(idp.t.ctx.verifyToken(phoneTokens.access_token)).rejects.toThrow('has ended');
    const phoneAccount = await phone.request(accountUrl());
    expect(phoneAccount.status).toBe(302);
    // The laptop is still signed in.
    expect((await laptop.request(accountUrl())).status).toBe(200);
  });

  it('signs out from the account page and asks to sign in again', async () => {
    const { email, password } = await idp.createAccount();
    const browser = idp.browser();
    const page = await openSignedOut(browser, accountUrl(), { email, password });
    const signOutLink = /href="([^"]*logout[^"]*)"/.exec(page.text)?.[1]?.replace(/&amp;/g, '&');
    const logoutPage = await browser.request(signOutLink!);
    const form = readForm(logoutPage.text, 'op.logoutForm');
    const done = await browser.request(form.action, { form: form.fields });
    expect(done.status).toBe(303);
    expect(done.location).toBe(accountUrl());
    const again = await browser.request(done.location!);
    expect(again.status).toBe(302);
    expect(again.location).toContain('/protocol/openid-connect/auth');
  });

  it('keeps users signed in and tokens valid across a restart', async () => {
    const { email, password, account } = await idp.createAccount();
    const browser = idp.browser();
    const tokens = await idp.signIn(browser, { email, password });
    await openSignedOut(idp.browser(), accountUrl(), { email, password });

    const ctx = await idp.restart();
    await expect(ctx.verifyToken(tokens.access_token)).resolves.toMatchObject({ sub: account.id });
    // The session cookie still works: silent sign-in and the refresh token too.
    const silent = await browser.follow(idp.authorizeUrl({ prompt: 'none' }).url, idp.appUri);
    expect(new URL(silent.location!).searchParams.get('code')).toEqual(expect.any(String));
    const refresh = await browser.request(`${idp.issuer}/protocol/openid-connect/token`, {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'planner_dash' },
    });
    expect(refresh.status).toBe(200);
    expect((await browser.request(accountUrl())).status).toBe(200);
  });
});
