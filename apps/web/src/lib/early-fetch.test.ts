import * as clientConfigOperations from '@vantage/contracts/api/client-config';
import * as publishingOperations from '@vantage/contracts/api/publishing';
import * as userAccountsOperations from '@vantage/contracts/api/user-accounts';
import * as usersOperations from '@vantage/contracts/api/users';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { storedUserKey } from './auth/stored-user';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  isDashboardPath,
  startEarlyFetches,
  takeEarlyFetch,
  viewerKeyOf,
} from './early-fetch';

const viewerLink = { pathname: '/viewer/', search: '?project=Key%201' };
const presentationUrl = publishingOperations.getViewerProject.path.replace('{id}', 'Key%201');
const clientConfigUrl = clientConfigOperations.getClientConfig.path;
const accountsUrl = userAccountsOperations.listUserAccounts.path;
const currentAccountUrl = userAccountsOperations.getCurrentUserAccount.path;

/** The browser's fetch, recorded: each call answers a Response of its own. */
let calls: Array<{ url: string; init: RequestInit | undefined; answer: Promise<Response> }>;
/** The status the next calls answer with. */
let status: number;

beforeEach(() => {
  calls = [];
  status = 200;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const answer = Promise.resolve(new Response(`{"url":"${url}"}`, { status }));
    calls.push({ url, init, answer });
    return answer;
  });
});

/** localStorage as a returning visitor left it: the OIDC user and the two preferences. */
function storedSession(
  options: { expiresIn?: number; clientId?: string | null; subscriptionKey?: string | null } = {},
) {
  const items = new Map<string, string>();
  const user = {
    access_token: 'token-1',
    expires_at: Math.floor(Date.now() / 1000) + (options.expiresIn ?? 300),
  };
  items.set(storedUserKey(env.oidcAuthority, env.oidcClientId), JSON.stringify(user));
  const clientId = options.clientId === undefined ? 'client-1' : options.clientId;
  const subscriptionKey = options.subscriptionKey === undefined ? 'sub-1' : options.subscriptionKey;
  if (clientId !== null) items.set('vantage.clientId', JSON.stringify(clientId));
  if (subscriptionKey !== null) items.set('vantage.subscriptionKey', JSON.stringify(subscriptionKey));
  return { getItem: (key: string) => items.get(key) ?? null };
}

/** The credentials the app's API client sends for that session (api.ts). */
const sessionHeaders = {
  Authorization: 'Bearer token-1',
  'X-Client-Id': 'client-1',
  'X-Subscription-Key': 'sub-1',
  Accept: 'application/json',
};

/** Lets the answers' callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  // Whatever a test left behind is taken, so the next one starts with none.
  takeEarlyFetch(clientConfigUrl);
  takeEarlyFetch(presentationUrl, { headers: { 'X-Publication-Key': 'Key 1' } });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('viewerKeyOf', () => {
  it('reads the key as the viewer page does: ?project=, trimmed, on /viewer in any case and with a slash', () => {
    expect(viewerKeyOf({ pathname: '/viewer/', search: '?project=%20abc%20' })).toBe('abc');
    expect(viewerKeyOf({ pathname: '/Viewer', search: '?view=list&project=abc' })).toBe('abc');
  });

  it('has none for other pages, a missing or blank key', () => {
    expect(viewerKeyOf({ pathname: '/dash/projects', search: '?project=abc' })).toBeUndefined();
    expect(viewerKeyOf({ pathname: '/viewer/extra', search: '?project=abc' })).toBeUndefined();
    expect(viewerKeyOf({ pathname: '/viewer/', search: '?project=%20' })).toBeUndefined();
    expect(viewerKeyOf({ pathname: '/viewer/', search: '' })).toBeUndefined();
  });
});

describe('early public answers', () => {
  it('starts the client configuration and the presentation on a viewer link, with the public headers', () => {
    startEarlyFetches(viewerLink);
    expect(calls.map((call) => call.url)).toEqual([clientConfigUrl, presentationUrl]);
    expect(calls[1]!.init).toEqual({
      method: 'GET',
      headers: { Accept: 'application/json', 'Accept-Language': 'en-us', 'x-publication-key': 'Key 1' },
    });
    expect(calls[0]!.init?.headers).not.toHaveProperty('x-publication-key');
  });

  it('leaves out the client configuration when /config.js carried it: the page takes it from there', () => {
    const settings = {
      productName: 'Vantage',
      viewerUrl: null,
      editorUrl: null,
      oidcAuthority: 'http://localhost:8080/realms/planner',
      oidcClientId: 'planner_dash',
      viewerTiles: null,
    };
    startEarlyFetches(viewerLink, undefined, settings);
    expect(calls.map((call) => call.url)).toEqual([presentationUrl]);
  });

  it('asks for it beside the presentation when /config.js carried only the identity server', () => {
    startEarlyFetches(viewerLink, undefined, { oidcAuthority: 'https://id.example.com', oidcClientId: 'x' });
    expect(calls.map((call) => call.url)).toEqual([clientConfigUrl, presentationUrl]);
  });

  it('starts nothing on other pages', () => {
    startEarlyFetches({ pathname: '/dash/projects', search: '' }, { getItem: () => null });
    startEarlyFetches({ pathname: '/viewer/', search: '' }, storedSession());
    startEarlyFetches({ pathname: '/invitation/abc', search: '' }, storedSession());
    expect(calls).toEqual([]);
  });

  it('gives each answer once, to a GET of the same address with the same key', async () => {
    startEarlyFetches(viewerLink);
    const headers = { 'X-Publication-Key': 'Key 1' };
    expect(takeEarlyFetch(presentationUrl, { headers: { 'X-Publication-Key': 'other' } })).toBeUndefined();
    expect(takeEarlyFetch(presentationUrl)).toBeUndefined();
    expect(takeEarlyFetch(presentationUrl, { method: 'POST', headers })).toBeUndefined();
    expect(
      takeEarlyFetch(presentationUrl, { headers, signal: new AbortController().signal }),
    ).toBeUndefined();
    const taken = takeEarlyFetch(presentationUrl, { method: 'GET', headers: new Headers(headers) });
    expect(taken).toBe(calls[1]!.answer);
    expect(await (await taken!).json()).toEqual({ url: presentationUrl });
    expect(takeEarlyFetch(presentationUrl, { headers })).toBeUndefined();
    expect(takeEarlyFetch(clientConfigUrl)).toBe(calls[0]!.answer);
  });

  it('gives none once it is older than the limit', () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    startEarlyFetches(viewerLink);
    now += EARLY_ANSWER_MAX_AGE_MS + 1;
    expect(takeEarlyFetch(clientConfigUrl)).toBeUndefined();
  });
});

describe('isDashboardPath', () => {
  it('is the dashboard and the start page that leads to it', () => {
    for (const path of ['/', '', '/dash', '/dash/', '/Dash/Projects', '/dash/team'])
      expect(isDashboardPath(path)).toBe(true);
    for (const path of ['/dashboard', '/welcome', '/viewer', '/login', '/transfer/1'])
      expect(isDashboardPath(path)).toBe(false);
  });
});

describe('the session’s first calls on a returning visit to the dashboard', () => {
  const ensureUrl = usersOperations.ensureUserCreated.path;

  afterEach(() => {
    takeEarlyFetch(ensureUrl, { method: 'POST', headers: sessionHeaders });
    takeEarlyFetch(accountsUrl, { headers: sessionHeaders });
    takeEarlyFetch(currentAccountUrl, { headers: sessionHeaders });
  });

  it('ensures the record with the stored credentials, then reads the accounts and the stored subscription’s', async () => {
    startEarlyFetches({ pathname: '/dash/projects', search: '' }, storedSession());
    expect(calls.map((call) => [call.init?.method, call.url])).toEqual([['POST', ensureUrl]]);
    expect(calls[0]!.init?.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'en-us',
      Authorization: 'Bearer token-1',
      'x-client-id': 'client-1',
      'x-subscription-key': 'sub-1',
    });
    await settle();
    expect(calls.map((call) => [call.init?.method, call.url])).toEqual([
      ['POST', ensureUrl],
      ['GET', accountsUrl],
      ['GET', currentAccountUrl],
    ]);
    expect(calls[2]!.init?.headers).toEqual(calls[0]!.init?.headers);
  });

  it('gives each answer to the same request with the same credentials only', async () => {
    startEarlyFetches({ pathname: '/dash', search: '' }, storedSession());
    await settle();
    const renewed = { ...sessionHeaders, Authorization: 'Bearer token-2' };
    expect(takeEarlyFetch(ensureUrl, { method: 'POST', headers: renewed })).toBeUndefined();
    expect(takeEarlyFetch(ensureUrl, { headers: sessionHeaders })).toBeUndefined();
    expect(
      takeEarlyFetch(ensureUrl, { method: 'POST', headers: sessionHeaders, body: '{}' }),
    ).toBeUndefined();
    expect(
      takeEarlyFetch(currentAccountUrl, {
        headers: { ...sessionHeaders, 'X-Subscription-Key': 'sub-2' },
      }),
    ).toBeUndefined();
    expect(takeEarlyFetch(accountsUrl, { headers: { Accept: 'application/json' } })).toBeUndefined();
    expect(takeEarlyFetch(ensureUrl, { method: 'POST', headers: new Headers(sessionHeaders) })).toBe(
      calls[0]!.answer,
    );
    expect(takeEarlyFetch(accountsUrl, { method: 'GET', headers: sessionHeaders })).toBe(calls[1]!.answer);
    expect(takeEarlyFetch(accountsUrl, { method: 'GET', headers: sessionHeaders })).toBeUndefined();
  });

  it('reads nothing when ensuring failed: the session ensures again itself', async () => {
    status = 401;
    startEarlyFetches({ pathname: '/dash/projects', search: '' }, storedSession());
    await settle();
    expect(calls.map((call) => call.url)).toEqual([ensureUrl]);
  });

  it('leaves out the current account without a stored subscription', async () => {
    startEarlyFetches({ pathname: '/', search: '' }, storedSession({ subscriptionKey: null }));
    await settle();
    expect(calls.map((call) => call.url)).toEqual([ensureUrl, accountsUrl]);
    expect(calls[0]!.init?.headers).not.toHaveProperty('x-subscription-key');
    // Asked for without a key, they are not the answer to a call that sends one.
    expect(takeEarlyFetch(accountsUrl, { headers: sessionHeaders })).toBeUndefined();
    const withoutKey = { Authorization: 'Bearer token-1', 'X-Client-Id': 'client-1' };
    expect(takeEarlyFetch(ensureUrl, { method: 'POST', headers: withoutKey })).toBe(calls[0]!.answer);
    expect(takeEarlyFetch(accountsUrl, { headers: withoutKey })).toBe(calls[1]!.answer);
  });

  it('starts nothing with a token about to be renewed, without a client id, or on the sign-in’s return', () => {
    startEarlyFetches({ pathname: '/dash/projects', search: '' }, storedSession({ expiresIn: 60 }));
    startEarlyFetches({ pathname: '/dash/projects', search: '' }, storedSession({ clientId: null }));
    startEarlyFetches({ pathname: '/', search: '?code=abc&state=xyz' }, storedSession());
    expect(calls).toEqual([]);
  });
});
