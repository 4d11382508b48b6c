import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createContext } from '../context.js';
import { createIdentityAccount } from '../identity/accounts.js';
import { serverMounts } from '../mounts.js';
import { createTestApp } from './harness.js';
import { decodeJwt, freePort, pkcePair, readForm, TestBrowser } from './test-browser.js';

/**
 * The real app listening on a free loopback port, with PUBLIC_URL (and so the issuer)
 * naming that port: the provider is then reached exactly as a browser would reach it.
 */
export async function startIdentityApp(env: Record<string, string> = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ PUBLIC_URL: origin, ...env });
  await t.app.listen({ port, host: '127.0.0.1' });
  let current: FastifyInstance = t.app;
  const issuer = t.config.issuer;
  const appUri = `${origin}/`;
  let counter = 0;

  async function createAccount(overrides: Partial<{ email: string; password: string }> = {}) {
    const email = overrides.email ?? `person-${Date.now().toString(36)}-${counter++}@example.test`;
    const password = overrides.password ?? 'correct horse battery';
    const account = await createIdentityAccount(t.ctx.db, {
      email,
      password,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailVerified: true,
    });
    return { account, email, password };
  }

  /** An authorization request of the dashboard, as oidc-client-ts sends it. */
  function authorizeUrl(extra: Record<string, string> = {}, endpoint = 'auth') {
    const pkce = pkcePair();
    const state = `state-${counter++}`;
    const query = new URLSearchParams({
      client_id: 'planner_dash',
      response_type: 'code',
      scope: 'openid profile',
      redirect_uri: appUri,
      state,
      nonce: `nonce-${counter}`,
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    return { url: `${issuer}/protocol/openid-connect/${endpoint}?${query}`, pkce, state };
  }

  async function exchangeCode(browser: TestBrowser, callback: string, verifier: string) {
    const code = new URL(callback).searchParams.get('code');
    if (!code) throw new Error(`no code in ${callback}`);
    return browser.request(`${issuer}/protocol/openid-connect/token`, {
      form: {
        grant_type: 'authorization_code',
        code,
        redirect_uri: appUri,
        client_id: 'planner_dash',
        code_verifier: verifier,
      },
      headers: { origin },
    });
  }

  /** The whole code flow through the sign-in page; returns the token response. */
  async function signIn(browser: TestBrowser, credentials: { email: string; password: string }) {
    const request = authorizeUrl();
    const loginPage = await browser.follow(request.url);
    const form = readForm(loginPage.text);
    const submitted = await browser.request(form.action, { form: { ...form.fields, ...credentials } });
    if (submitted.status !== 303) throw new Error(`sign-in failed: ${submitted.status}`);
    const callback = await browser.follow(submitted.location!, appUri);
    const tokens = await exchangeCode(browser, callback.location!, request.pkce.verifier);
    const body = tokens.json() as { access_token: string; id_token: string; refresh_token: string };
    return { ...body, claims: decodeJwt(body.access_token) };
  }

  /**
   * Registers on the page `start` leads to, which answers "Check your mail", then
   * signs in with that page's link and finishes the code flow. Answers the token response.
   */
  async function register(
    browser: TestBrowser,
    start: { url: string; pkce: { verifier: string } },
    person: { email: string; password: string } & Record<string, string>,
  ) {
    const page = await browser.follow(start.url);
    const submitted = await browser.request(readForm(page.text).action, { form: person });
    if (submitted.status !== 200 || !submitted.text.includes('Check your mail'))
      throw new Error(`registration failed: ${submitted.status}`);
    const signInLink = /href="([^"]*\/login)"/.exec(submitted.text)?.[1];
    const signInPage = await browser.request(signInLink!);
    const form = readForm(signInPage.text);
    const signedIn = await browser.request(form.action, {
      form: { ...form.fields, email: person.email, password: person.password },
    });
    if (signedIn.status !== 303) throw new Error(`sign-in after registration failed: ${signedIn.status}`);
    const callback = await browser.follow(signedIn.location!, appUri);
    const tokens = await exchangeCode(browser, callback.location!, start.pkce.verifier);
    return { checkMail: submitted, tokens: tokens.json() as { access_token: string; id_token: string } };
  }

  return {
    t,
    register,
    origin,
    issuer,
    appUri,
    browser: () => new TestBrowser(origin),
    createAccount,
    authorizeUrl,
    exchangeCode,
    signIn,
    /** Stops the server and starts a new process's worth of app on the same database and port. */
    async restart() {
      await current.close();
      const ctx = await createContext(t.config, t.ctx.database);
      current = await buildApp(ctx, { mounts: serverMounts(ctx), logger: false });
      await current.listen({ port, host: '127.0.0.1' });
      return ctx;
    },
    close: async () => {
      if (current !== t.app) await current.close();
      await t.close();
    },
  };
}
