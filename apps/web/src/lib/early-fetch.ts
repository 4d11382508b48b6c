import { HEADERS } from '@vantage/contracts';
import type { operations } from '@vantage/contracts/api';
import { env, runtimeSettings } from '@/config/env';
import { paths } from '@/config/paths';
import { requestLanguageCode } from '@/lib/i18n/request-language';
import { storedAccessToken } from './auth/stored-user';
import { routerPath } from './session/login-location';
import { storedStringPreference } from './stored-preference';

/**
 * Answers asked for by the entry, before React and the page's code have arrived;
 * the API clients take each answer once, for the same request, instead of asking again.
 *
 * - On a viewer link the page needs the client configuration (to know whether to forward to
 *   the planner's own viewer) and then the presentation: asked for by the page, they came one
 *   after the other, and only once its scripts had run. The entry starts the presentation, and
 *   the configuration too when /config.js did not carry it (an older server).
 * - On a returning visit to the dashboard the session's first calls (spec section 4: ensure
 *   the account record, then the account list and the stored subscription's account) came
 *   only once React had started, one round trip after the other. The entry makes them with
 *   the stored session's credentials while the scripts download: ensure first, the two reads
 *   once it succeeded, as the session would.
 *
 * Only once each, and only within {@link EARLY_ANSWER_MAX_AGE_MS}, to a request with the same
 * method, address and credentials (a renewed token, another subscription or client id makes
 * another request): a later call (a retry, a refetch, a call made after the page changed)
 * goes to the server as usual. Imported by the entry (main.ts): no library may come in here,
 * only the contracts' constants.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/**
 * A stored token with less left than this is not used: oidc-client-ts renews it 60 s before
 * its expiry, so the session's calls would carry another.
 */
const MIN_TOKEN_SECONDS_LEFT = 90;

/** The headers that name who asks; a taken answer must have been asked for with the same. */
const CREDENTIAL_HEADERS = [
  'authorization',
  HEADERS.clientId,
  HEADERS.subscriptionKey,
  HEADERS.publicationKey,
];

type Operations = typeof operations;
/** An operation the entry starts, by method and path, as its definition has them. */
type EarlyCall<K extends keyof Operations> = Pick<Operations[K], 'method' | 'path'>;

/**
 * The operations the entry starts. Spelled here, not read from the definitions, because the
 * definitions carry their schemas and the entry must stay without a library; the types check
 * each against its definition, so a changed path fails the build.
 */
const ENSURE_CREATED: EarlyCall<'ensureUserCreated'> = { method: 'POST', path: '/api/user/ensure-created' };
const USER_ACCOUNTS: EarlyCall<'listUserAccounts'> = { method: 'GET', path: '/api/user-accounts' };
const CURRENT_ACCOUNT: EarlyCall<'getCurrentUserAccount'> = {
  method: 'GET',
  path: '/api/user-accounts/current',
};
const CLIENT_CONFIG: EarlyCall<'getClientConfig'> = { method: 'GET', path: '/api/client-config' };
const VIEWER_PROJECT: EarlyCall<'getViewerProject'> = { method: 'GET', path: '/api/projects/viewer/{id}' };

type Method = 'GET' | 'POST';
type Early = { method: Method; url: string; headers: Headers; answer: Promise<Response>; at: number };

const pending: Early[] = [];

/** The headers the API clients send (api-client.ts) besides the credentials. */
function baseHeaders(): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': requestLanguageCode() };
}

function start(
  { method, path }: { method: Method; path: string },
  headers: Record<string, string>,
  id?: string,
): Promise<Response> {
  const filled = id === undefined ? path : path.replace('{id}', encodeURIComponent(id));
  const url = `${env.apiBaseUrl}${filled}`;
  const answer = fetch(url, { method, headers });
  // Never asked for (the page forwards elsewhere): its failure must not be an unhandled rejection.
  answer.catch(() => undefined);
  pending.push({ method, url, headers: new Headers(headers), answer, at: performance.now() });
  return answer;
}

/** The viewer page's key, as the page reads it, on the viewer's path. */
export function viewerKeyOf(location: Pick<Location, 'pathname' | 'search'>): string | undefined {
  if (routerPath(location.pathname) !== paths.viewer.path) return undefined;
  return paths.viewer.publicationKeyOf(new URLSearchParams(location.search));
}

/** Whether the session starts on this page: the dashboard, and the start page that leads to it. */
export function isDashboardPath(pathname: string): boolean {
  const path = routerPath(pathname);
  return path === '' || path === paths.dash.root.path || path.startsWith(`${paths.dash.root.path}/`);
}

/**
 * The session's first calls, with the stored session's credentials: none without a stored
 * token that stays valid, or without this browser's client id (the app creates one on its
 * first call: a first visit, whose calls then go as usual).
 */
function startSessionFetches(storage: Pick<Storage, 'getItem'>): void {
  const token = storedAccessToken(storage, env.oidcAuthority, env.oidcClientId, MIN_TOKEN_SECONDS_LEFT);
  const clientId = storedStringPreference(storage, 'clientId');
  if (!token || !clientId) return;
  const subscriptionKey = storedStringPreference(storage, 'subscriptionKey');
  const headers: Record<string, string> = {
    ...baseHeaders(),
    Authorization: `Bearer ${token}`,
    [HEADERS.clientId]: clientId,
  };
  if (subscriptionKey) headers[HEADERS.subscriptionKey] = subscriptionKey;
  start(ENSURE_CREATED, headers).then(
    (ensured) => {
      // Spec section 4: the session reads on only once the record is ensured (a 401 clears
      // the selection and ensures again: the session does that itself).
      if (!ensured.ok) return;
      start(USER_ACCOUNTS, headers);
      if (subscriptionKey) start(CURRENT_ACCOUNT, headers);
    },
    () => undefined,
  );
}

/**
 * Whether /config.js set the whole client configuration (as the server does), not only
 * the identity server: the light check of a module without zod; the page checks it in full.
 */
function carriesClientConfig(settings: unknown): boolean {
  return typeof settings === 'object' && settings !== null && 'viewerUrl' in settings;
}

/** Starts the calls the opened page will make first; nothing for other pages. */
export function startEarlyFetches(
  location: Pick<Location, 'pathname' | 'search'>,
  storage?: Pick<Storage, 'getItem'>,
  settings: unknown = runtimeSettings,
): void {
  const key = viewerKeyOf(location);
  if (key) {
    // The page takes the client configuration from /config.js when it carries it (client-config.ts).
    if (!carriesClientConfig(settings)) start(CLIENT_CONFIG, baseHeaders());
    start(VIEWER_PROJECT, { ...baseHeaders(), [HEADERS.publicationKey]: key }, key);
  } else if (isDashboardPath(location.pathname) && !new URLSearchParams(location.search).has('state')) {
    // Not on the sign-in's return (`?code=…&state=…`): its token replaces the stored one.
    startSessionFetches(storage ?? window.localStorage);
  }
}

/**
 * The early answer for this request, taken (a second call gets none), or undefined: only the
 * same method and address with the same credentials, no body and no abort signal (the early
 * request cannot be aborted by it), while still fresh.
 */
export function takeEarlyFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined {
  if (pending.length === 0 || typeof input !== 'string') return undefined;
  if (init?.body != null || init?.signal) return undefined;
  const method = init?.method ?? 'GET';
  const headers = new Headers(init?.headers);
  const index = pending.findIndex(
    (early) =>
      early.method === method &&
      early.url === input &&
      CREDENTIAL_HEADERS.every((name) => early.headers.get(name) === headers.get(name)),
  );
  if (index < 0) return undefined;
  const [early] = pending.splice(index, 1);
  if (!early || performance.now() - early.at > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return early.answer;
}
