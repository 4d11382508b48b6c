import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityAccounts, users } from '../db/schema/index.js';
import { startIdentityApp } from '../test/identity-app.js';
import { decodeJwt, readForm, type TestBrowser } from '../test/test-browser.js';

let idp: Awaited<ReturnType<typeof startIdentityApp>>;
beforeAll(async () => {
  idp = await startIdentityApp();
});
afterAll(async () => {
  await idp?.close();
});

const newPerson = (tag: string) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace-${tag}-${Date.now().toString(36)}@example.test`,
  password: 'cobol-1959',
  passwordConfirm: 'cobol-1959',
});

/** Registers from `start` ("Check your mail"), signs in from that page and answers the access token's claims. */
async function registerThrough(
  browser: TestBrowser,
  start: { url: string; pkce: { verifier: string } },
  person: ReturnType<typeof newPerson>,
) {
  const { tokens } = await idp.register(browser, start, person);
  return decodeJwt(tokens.access_token);
}

describe('embedded provider: registration', () => {
  it('registers on Keycloak’s registrations page and ends signed in through the code flow', async () => {
    const person = newPerson('page');
    const start = idp.authorizeUrl({}, 'registrations');
    const redirect = await idp.browser().request(start.url);
    expect(redirect.status).toBe(302);
    expect(new URL(redirect.location!).pathname).toBe('/realms/planner/protocol/openid-connect/auth');
    expect(new URL(redirect.location!).searchParams.get('prompt')).toBe('create');

    const claims = await registerThrough(idp.browser(), start, person);
    const [account] = await idp.t.ctx.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.email, person.email));
    expect(account).toBeDefined();
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(claims).toMatchObject({
      sub: account!.id,
      email: person.email,
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    // Only the API creates users, from the token (ensure-created).
    const created = await idp.t.ctx.db.select().from(users).where(eq(users.subject, account!.id));
    expect(created).toHaveLength(0);
  });

  it('follows the plain registration link of the login page (no PKCE): a session but no code', async () => {
    const person = newPerson('plain');
    const browser = idp.browser();
    const plain = `${idp.issuer}/protocol/openid-connect/registrations?${new URLSearchParams({
      client_id: 'planner_dash',
      scope: 'openid profile',
      response_type: 'code',
      redirect_uri: idp.appUri,
    })}`;
    const page = await browser.follow(plain);
    expect(page.text).toContain('Create your account');
    const submitted = await browser.request(readForm(page.text).action, { form: person });
    expect(submitted.text).toContain('Check your mail');
    const signInPage = await browser.request(/href="([^"]*\/login)"/.exec(submitted.text)![1]!);
    const signedIn = await browser.request(readForm(signInPage.text).action, {
      form: { email: person.email, password: person.password },
    });
    const back = await browser.follow(signedIn.location!, idp.appUri);
    // No PKCE challenge, no code: the browser comes back with a session only.
    expect(back.location!.startsWith(idp.appUri)).toBe(true);
    expect(new URL(back.location!).searchParams.has('code')).toBe(false);
    // The app's own sign-in then finds the new session and needs no password.
    const signIn = idp.authorizeUrl({ prompt: 'none' });
    const silent = await browser.follow(signIn.url, idp.appUri);
    const tokens = await idp.exchangeCode(browser, silent.location!, signIn.pkce.verifier);
    expect(decodeJwt(tokens.json().access_token as string)).toMatchObject({ email: person.email });
    // Signing in still requires PKCE.
    const noPkce = await browser.request(
      `${idp.issuer}/protocol/openid-connect/auth?${new URLSearchParams({
        client_id: 'planner_dash',
        scope: 'openid profile',
        response_type: 'code',
        redirect_uri: idp.appUri,
      })}`,
    );
    expect(noPkce.location).toContain('error=invalid_request');
  });

  it('registers with prompt=create on the authorization endpoint', async () => {
    const person = newPerson('prompt');
    const claims = await registerThrough(idp.browser(), idp.authorizeUrl({ prompt: 'create' }), person);
    expect(claims).toMatchObject({ email: person.email, azp: 'planner_dash' });
  });

  it('offers registration from the sign-in page, and sign-in from the registration page', async () => {
    const browser = idp.browser();
    const loginPage = await browser.follow(idp.authorizeUrl().url);
    const registerLink = /href="([^"]*\/registration)"/.exec(loginPage.text)?.[1];
    expect(registerLink).toBeDefined();
    const person = newPerson('link');
    const registerPage = await browser.request(registerLink!);
    expect(registerPage.text).toContain('Create your account');
    const submitted = await browser.request(readForm(registerPage.text).action, { form: person });
    expect(submitted.status).toBe(200);
    expect(submitted.text).toContain('Check your mail');

    const { email, password } = await idp.createAccount();
    const other = idp.browser();
    const start = idp.authorizeUrl({ prompt: 'create' });
    const createPage = await other.follow(start.url);
    const signInLink = /href="([^"]*\/login)"/.exec(createPage.text)?.[1];
    const signInPage = await other.request(signInLink!);
    const signedIn = await other.request(readForm(signInPage.text).action, { form: { email, password } });
    expect(signedIn.status).toBe(303);
    const callback = await other.follow(signedIn.location!, idp.appUri);
    expect(new URL(callback.location!).searchParams.get('code')).toEqual(expect.any(String));
  });

  it('refuses a weak password, a mismatch and missing names, in words', async () => {
    const browser = idp.browser();
    const page = await browser.follow(idp.authorizeUrl({ prompt: 'create' }).url);
    const form = readForm(page.text);
    const weak = await browser.request(form.action, {
      form: { ...newPerson('weak'), password: 'short', passwordConfirm: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.text).toContain('Choose a password of at least 8 characters.');
    expect(weak.text).toContain('aria-invalid="true"');
    expect(weak.text).toContain('value="Grace"');

    const { email } = await idp.createAccount();
    const takenAndWeak = await browser.request(form.action, {
      form: { ...newPerson('both'), email, password: 'short', passwordConfirm: 'short' },
    });
    // A known address with a weak password gets the same words as a new one.
    expect(takenAndWeak.status).toBe(400);
    expect(takenAndWeak.text).toContain('Choose a password of at least 8 characters.');
    expect(takenAndWeak.text).not.toContain('already exists');

    const mismatch = await browser.request(form.action, {
      form: { ...newPerson('mismatch'), passwordConfirm: 'something-else' },
    });
    expect(mismatch.text).toContain('The two passwords do not match.');

    const empty = await browser.request(form.action, {
      form: { ...newPerson('empty'), firstName: ' ', lastName: '', email: 'not-an-address' },
    });
    expect(empty.text).toContain('Enter your first name.');
    expect(empty.text).toContain('Enter your last name.');
    expect(empty.text).toContain('Enter a valid e-mail address');
  });

  it('escapes what the user typed', async () => {
    const browser = idp.browser();
    const page = await browser.follow(idp.authorizeUrl({ prompt: 'create' }).url);
    const answer = await browser.request(readForm(page.text).action, {
      form: { ...newPerson('xss'), firstName: '<script>alert(1)</script>', password: 'x' },
    });
    expect(answer.text).not.toContain('<script>alert(1)</script>');
    expect(answer.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
