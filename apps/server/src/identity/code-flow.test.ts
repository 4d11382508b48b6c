import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { startIdentityApp } from '../test/identity-app.js';
import { decodeJwt, readForm } from '../test/test-browser.js';

let idp: Awaited<ReturnType<typeof startIdentityApp>>;
beforeAll(async () => {
  idp = await startIdentityApp();
});
afterAll(async () => {
  await idp?.close();
});

describe('embedded provider: code flow with PKCE by HTTP alone', () => {
  it('publishes Keycloak-shaped discovery', async () => {
    const discovery = await idp.browser().request(`${idp.issuer}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    const doc = discovery.json();
    expect(doc.issuer).toBe(idp.issuer);
    expect(doc.authorization_endpoint).toBe(`${idp.issuer}/protocol/openid-connect/auth`);
    expect(doc.token_endpoint).toBe(`${idp.issuer}/protocol/openid-connect/token`);
    expect(doc.userinfo_endpoint).toBe(`${idp.issuer}/protocol/openid-connect/userinfo`);
    expect(doc.end_session_endpoint).toBe(`${idp.issuer}/protocol/openid-connect/logout`);
    expect(doc.jwks_uri).toBe(`${idp.issuer}/protocol/openid-connect/certs`);
    expect(doc.introspection_endpoint).toBe(`${idp.issuer}/protocol/openid-connect/token/introspect`);
    expect(doc.revocation_endpoint).toBe(`${idp.issuer}/protocol/openid-connect/revoke`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
    const certs = await idp.browser().request(`${idp.issuer}/protocol/openid-connect/certs`);
    const keys = certs.json().keys as Array<Record<string, unknown>>;
    expect(keys[0]).toMatchObject({ kty: 'RSA', kid: idp.t.ctx.signingKeys![0]!.kid });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('signs in, issues tokens the API accepts, refreshes, serves userinfo and signs out', async () => {
    const { email, password, account } = await idp.createAccount();
    const browser = idp.browser();
    const request = idp.authorizeUrl();

    const toLogin = await browser.request(request.url);
    expect(toLogin.status).toBe(303);
    expect(toLogin.location).toMatch(new RegExp(`^${idp.issuer}/login-actions/`));
    const loginPage = await browser.request(toLogin.location!);
    expect(loginPage.status).toBe(200);
    expect(loginPage.text).toContain('Sign in to your account');
    const form = readForm(loginPage.text);

    const signedIn = await browser.request(form.action, { form: { email, password } });
    expect(signedIn.status).toBe(303);
    const callback = await browser.follow(signedIn.location!, idp.appUri);
    expect(callback.status).toBe(303);
    const redirect = new URL(callback.location!);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(idp.appUri);
    expect(redirect.searchParams.get('state')).toBe(request.state);

    // A code is bound to its PKCE verifier.
    const stolen = await idp.exchangeCode(idp.browser(), callback.location!, 'x'.repeat(43));
    expect(stolen.status).toBe(400);
    expect(stolen.json().error).toBe('invalid_grant');

    const tokenResponse = await idp.exchangeCode(browser, callback.location!, request.pkce.verifier);
    expect(tokenResponse.status).toBe(200);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(idp.origin);
    const tokens = tokenResponse.json() as Record<string, string>;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const access = decodeJwt(tokens.access_token!);
    expect(access).toMatchObject({
      iss: idp.issuer,
      sub: account.id,
      azp: 'planner_dash',
      aud: 'account',
      email,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
      preferred_username: email,
      sid: expect.any(String),
      auth_time: expect.any(Number),
    });
    const idToken = decodeJwt(tokens.id_token!);
    expect(idToken).toMatchObject({
      iss: idp.issuer,
      sub: account.id,
      aud: 'planner_dash',
      azp: 'planner_dash',
      email,
      given_name: 'Ada',
    });
    // Keycloak's ID token names the session and the sign-in time as its access token does.
    expect(idToken.sid).toBe(access.sid);
    expect(idToken.auth_time).toBe(access.auth_time);

    // The API verifies the token as it would Keycloak's and creates the user from it.
    const ensure = await idp.t.app.inject({
      method: 'POST',
      url: '/api/user/ensure-created',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(ensure.statusCode).toBe(200);
    const [user] = await idp.t.ctx.db.select().from(users).where(eq(users.subject, account.id));
    expect(user).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      identityProvider: 'embedded',
    });

    // Silent renew: the refresh token gives a new access token, and is rotated.
    const refreshed = await browser.request(`${idp.issuer}/protocol/openid-connect/token`, {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'planner_dash' },
      headers: { origin: idp.origin },
    });
    expect(refreshed.status).toBe(200);
    const renewed = refreshed.json() as Record<string, string>;
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    await expect(idp.t.ctx.verifyToken(renewed.access_token!)).resolves.toMatchObject({ sub: account.id });
    expect(decodeJwt(renewed.id_token!)).toMatchObject({ sid: access.sid, auth_time: access.auth_time });
    expect(decodeJwt(renewed.access_token!)).toMatchObject({ sid: access.sid, auth_time: access.auth_time });

    const userinfo = await browser.request(`${idp.issuer}/protocol/openid-connect/userinfo`, {
      headers: { authorization: `Bearer ${renewed.access_token}`, origin: idp.origin },
    });
    expect(userinfo.status).toBe(200);
    expect(userinfo.headers.get('access-control-allow-origin')).toBe(idp.origin);
    expect(userinfo.json()).toMatchObject({
      sub: account.id,
      email,
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const anonymous = await browser.request(`${idp.issuer}/protocol/openid-connect/userinfo`);
    expect(anonymous.status).toBe(401);

    // Signing in again while the session lives needs no password (silent sign-in).
    const again = idp.authorizeUrl({ prompt: 'none' });
    const silent = await browser.follow(again.url, idp.appUri);
    expect(new URL(silent.location!).searchParams.get('code')).toEqual(expect.any(String));

    // Logout with id_token_hint returns to the app without a confirmation step.
    const logoutUrl = `${idp.issuer}/protocol/openid-connect/logout?${new URLSearchParams({
      id_token_hint: renewed.id_token!,
      post_logout_redirect_uri: idp.appUri,
      state: 'bye',
    })}`;
    const logoutPage = await browser.request(logoutUrl);
    expect(logoutPage.status).toBe(200);
    expect(logoutPage.text).toContain('<script src="/page-scripts/logout.js"></script>');
    const logoutForm = readForm(logoutPage.text, 'op.logoutForm');
    expect(logoutForm.fields.logout).toBe('yes');
    const loggedOut = await browser.request(logoutForm.action, { form: logoutForm.fields });
    expect(loggedOut.status).toBe(303);
    expect(loggedOut.location).toBe(`${idp.appUri}?state=bye`);

    // The session is gone: its refresh token no longer works and sign-in asks again.
    const stale = await browser.request(`${idp.issuer}/protocol/openid-connect/token`, {
      form: { grant_type: 'refresh_token', refresh_token: renewed.refresh_token!, client_id: 'planner_dash' },
    });
    expect(stale.status).toBe(400);
    const afterLogout = await browser.request(idp.authorizeUrl().url);
    expect(afterLogout.location).toMatch(new RegExp(`^${idp.issuer}/login-actions/`));
  });

  it('answers CORS requests of the token endpoint for the app origins only', async () => {
    const preflight = (origin: string) =>
      idp.browser().request(`${idp.issuer}/protocol/openid-connect/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight(idp.origin)).headers.get('access-control-allow-origin')).toBe(idp.origin);
    // A preflight cannot know the client yet; the request itself is checked against it.
    const foreign = await idp.browser().request(`${idp.issuer}/protocol/openid-connect/token`, {
      form: { grant_type: 'refresh_token', refresh_token: 'x', client_id: 'planner_dash' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.status).toBe(400);
  });

  it('explains an expired or unknown sign-in in a page', async () => {
    const page = await idp.browser().request(`${idp.issuer}/login-actions/unknown-uid`);
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Your sign-in took too long');
  });

  it('keeps the e-mail and says so when the password is wrong', async () => {
    const { email } = await idp.createAccount();
    const browser = idp.browser();
    const loginPage = await browser.follow(idp.authorizeUrl().url);
    const form = readForm(loginPage.text);
    const wrong = await browser.request(form.action, { form: { email, password: 'not the password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Invalid e-mail or password.');
    expect(wrong.text).toContain(`value="${email}"`);
    expect(wrong.text).toContain('role="alert"');
    const unknown = await browser.request(form.action, {
      form: { email: 'nobody@example.test', password: 'whatever1' },
    });
    expect(unknown.text).toContain('Invalid e-mail or password.');
  });

  it('accepts redirects anywhere under the app and on loopback dev origins, nowhere else', async () => {
    const browser = idp.browser();
    const deep = await browser.request(
      idp.authorizeUrl({ redirect_uri: `${idp.origin}/dash/projects?x=1` }).url,
    );
    expect(deep.status).toBe(303);
    const vite = await browser.request(idp.authorizeUrl({ redirect_uri: 'http://localhost:5173/' }).url);
    expect(vite.status).toBe(303);
    const evil = await browser.request(idp.authorizeUrl({ redirect_uri: 'https://evil.example/' }).url);
    expect(evil.status).toBe(400);
    expect(evil.text).toContain('redirect_uri');
    const noPkce = await browser.request(
      idp.authorizeUrl({ code_challenge: '', code_challenge_method: '' }).url,
    );
    expect(noPkce.location ?? '').toContain('error=invalid_request');
  });
});
