import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { DEMO_PASSWORD, E2E_BASE_URL, E2E_CLIENT_ID } from './config';
import { linkFromMailbox } from './mailbox';

const AUTHORITY = `${E2E_BASE_URL}/realms/planner`;
const CLIENT_ID = 'planner_dash';

/** A new address for a user no other test knows. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.vantage.test`;
}

/**
 * Signs in through the real login form: /login, Sign in, the identity provider's page, and
 * back. Resolves once the dashboard has taken over again (any path outside the provider).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await useE2eClientId(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/realms\/planner\//);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/realms/'));
}

/**
 * Gives the page the run's shared client id (unless it has one): the dashboard allows one
 * active client per user and asks "Multiple logins detected" of a second one, so tests that
 * sign the same demo user in from fresh browser contexts act like tabs of one browser.
 * Tests of that dialog give each context its own id (`useSignedInSession(..., { clientId })`).
 */
export async function useE2eClientId(page: Page, clientId = E2E_CLIENT_ID): Promise<void> {
  await page.addInitScript((id) => {
    if (!window.localStorage.getItem('vantage.clientId'))
      window.localStorage.setItem('vantage.clientId', JSON.stringify(id));
  }, clientId);
}

export type NewUser = { firstName: string; lastName: string; email: string; password: string };

export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    firstName: 'Erin',
    lastName: 'Endtoend',
    email: uniqueEmail('register'),
    password: 'correct-horse-battery',
    ...overrides,
  };
}

/**
 * Verifies the address the real way: the link of the verification mail in the dev mailbox,
 * opened by HTTP (registration sends it; invitations, transfers and trials need it).
 */
export async function verifyEmailByMailbox(email: string): Promise<void> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const link = await linkFromMailbox(api, email, /\/login-actions\/verify-email\?key=/);
    const opened = await api.get(link);
    expect(opened.status(), await opened.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/**
 * Fills and submits the registration page the browser is on, which answers "Check your mail"
 * for a new and a known address alike; verifies the address by its mail unless
 * `verify: false`, then signs in with the page's Sign in link and waits for the dashboard.
 */
export async function submitRegistration(
  page: Page,
  user: NewUser,
  options: { verify?: boolean } = {},
): Promise<void> {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `We have sent a mail to ${user.email}. Follow the link in it to verify your address, then sign in with your password.`,
  );
  if (options.verify !== false) await verifyEmailByMailbox(user.email);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/realms/'));
}

/** Registers through the real registration page, reached with the Register button of /login. */
export async function register(page: Page, user: NewUser, options: { verify?: boolean } = {}): Promise<void> {
  await useE2eClientId(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await page.waitForURL(/\/realms\/planner\//);
  await submitRegistration(page, user, options);
}

/** Logs out with the sidebar link of /dash and waits for /login. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

type Tokens = {
  id_token: string;
  access_token: string;
  refresh_token?: string;
  token_type: string;
  scope: string;
  expires_in: number;
};

function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** The hidden and given inputs and the action of the first form on an HTML page. */
function readForm(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error('no form on the page');
  const decodeAmp = (value: string) => value.replace(/&amp;/g, '&');
  const action = decodeAmp(/action="([^"]*)"/.exec(form[1] ?? '')?.[1] ?? '');
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input\b([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(input[1] ?? '')?.[1];
    const value = /value="([^"]*)"/.exec(input[1] ?? '')?.[1];
    if (name && value !== undefined) fields[name] = decodeAmp(value);
  }
  return { action, fields };
}

/** Follows redirects by hand until one leads back to the app with a `code`. */
async function followUntilCode(
  api: APIRequestContext,
  url: string,
): Promise<{ code?: string; html: string }> {
  let next = url;
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await api.get(next, { maxRedirects: 0 });
    const location = response.headers().location;
    if (!location) return { html: await response.text() };
    const target = new URL(location, next);
    const code = target.searchParams.get('code');
    if (target.origin === E2E_BASE_URL && !target.pathname.startsWith('/realms/') && code)
      return { code, html: '' };
    next = target.href;
  }
  throw new Error('too many redirects');
}

/** Opens the identity provider's `endpoint` page (sign-in or registration) as the dashboard's PKCE request does. */
async function openProviderForm(api: APIRequestContext, endpoint: 'auth' | 'registrations') {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: E2E_BASE_URL,
    response_type: 'code',
    scope: 'openid profile',
    state: randomUUID(),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const page = await followUntilCode(api, `${AUTHORITY}/protocol/openid-connect/${endpoint}?${query}`);
  return { form: readForm(page.html), verifier };
}

/**
 * The code flow with PKCE by HTTP, as the dashboard does it: opens the sign-in page, submits
 * its form with `fields`, follows the redirects back to the app and exchanges the code.
 * `email` names it in errors.
 */
async function tokensThroughForm(api: APIRequestContext, email: string, password: string): Promise<Tokens> {
  const { form, verifier } = await openProviderForm(api, 'auth');
  const submitted = await api.post(new URL(form.action, E2E_BASE_URL).href, {
    form: { ...form.fields, email, password },
    maxRedirects: 0,
  });
  const location = submitted.headers().location;
  if (!location) throw new Error(`sign-in of ${email} failed (${submitted.status()})`);
  const { code } = await followUntilCode(api, new URL(location, E2E_BASE_URL).href);
  if (!code) throw new Error(`no authorization code for ${email}`);
  const token = await api.post(`${AUTHORITY}/protocol/openid-connect/token`, {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: E2E_BASE_URL,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    },
  });
  expect(token.ok(), await token.text()).toBe(true);
  return (await token.json()) as Tokens;
}

/**
 * Signs in without the browser: the code flow with PKCE by HTTP, as the dashboard does it.
 * Answers the tokens; the one test that goes through the real form is in foundation.spec.ts.
 */
export async function fetchTokens(email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    return await tokensThroughForm(api, email, password);
  } finally {
    await api.dispose();
  }
}

/**
 * The fast way in for tests of other screens: gets tokens by HTTP and stores them where the
 * dashboard keeps its signed-in user, before any page script runs. Then `page.goto(...)`.
 * Pass `subscriptionKey` to preselect a subscription; `expiresInSeconds` to make the stored
 * access token expire sooner than it really does (to exercise silent renewal).
 */
export async function useSignedInSession(
  page: Page,
  email: string,
  options: {
    password?: string;
    subscriptionKey?: string;
    expiresInSeconds?: number;
    /** This browser's client id (X-Client-Id); the run's shared one unless given. */
    clientId?: string;
  } = {},
): Promise<Tokens> {
  const tokens = await fetchTokens(email, options.password);
  const claims = decodeJwt(tokens.id_token);
  const user = {
    id_token: tokens.id_token,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile: claims,
    expires_at: Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? tokens.expires_in),
  };
  await page.addInitScript(
    ({ key, value, subscriptionKey, clientId }) => {
      // Only once per page: a later logout must not be undone by the next navigation.
      if (window.sessionStorage.getItem('e2e.session-installed')) return;
      window.sessionStorage.setItem('e2e.session-installed', '1');
      window.localStorage.setItem(key, value);
      window.localStorage.setItem('vantage.clientId', JSON.stringify(clientId));
      if (subscriptionKey)
        window.localStorage.setItem('vantage.subscriptionKey', JSON.stringify(subscriptionKey));
    },
    {
      key: `oidc.user:${AUTHORITY}:${CLIENT_ID}`,
      value: JSON.stringify(user),
      subscriptionKey: options.subscriptionKey,
      clientId: options.clientId ?? E2E_CLIENT_ID,
    },
  );
  return tokens;
}

/**
 * Registers a new user without the browser: the registration page (`prompt=create`) by HTTP,
 * which answers "Check your mail", then the sign-in and code exchange, then ensure-created so the API knows the user (invitations and
 * subscriptions can name them), then the verification mail's link unless `verify: false`.
 * Answers the tokens.
 */
export async function registerByHttp(
  user: NewUser = newUser(),
  options: { verify?: boolean } = {},
): Promise<Tokens> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const fields = {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      password: user.password,
      passwordConfirm: user.password,
    };
    const { form } = await openProviderForm(api, 'registrations');
    const registered = await api.post(new URL(form.action, E2E_BASE_URL).href, {
      form: { ...form.fields, ...fields },
      maxRedirects: 0,
    });
    const answer = await registered.text();
    if (registered.status() !== 200 || !answer.includes('Check your mail'))
      throw new Error(`registration of ${user.email} failed (${registered.status()})`);
    const tokens = await tokensThroughForm(api, user.email, user.password);
    const ensured = await api.post('/api/user/ensure-created', {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(ensured.ok(), await ensured.text()).toBe(true);
    if (options.verify !== false) await verifyEmailByMailbox(user.email);
    return tokens;
  } finally {
    await api.dispose();
  }
}
