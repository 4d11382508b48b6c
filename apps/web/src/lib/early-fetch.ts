import { HEADERS, LANGUAGE_CODE } from '@vantage/contracts';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

/**
 * Public answers asked for by the entry, before React and the page's code have arrived
 * (issue 14). On a viewer link the page needs the client configuration (to know whether to
 * forward to the planner's own viewer) and then the presentation: asked for by the page, they
 * came one after the other, and only once its scripts had run. The entry starts both at once;
 * the public API client takes each answer once, for the same request, instead of asking again.
 *
 * Only public GETs, only once each, and only within {@link EARLY_ANSWER_MAX_AGE_MS}: a later
 * call (a retry, a refetch, a call made after the page changed) goes to the server as usual.
 * Imported by the entry (main.ts): no library may come in here, only the contracts' constants.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

type Early = { url: string; publicationKey: string | undefined; answer: Promise<Response>; at: number };

const pending: Early[] = [];

/** The headers the public client sends (api-client.ts), so that the answer is the same. */
function publicHeaders(publicationKey: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': LANGUAGE_CODE };
  if (publicationKey) headers[HEADERS.publicationKey] = publicationKey;
  return headers;
}

function start(url: string, publicationKey?: string): void {
  const answer = fetch(url, { method: 'GET', headers: publicHeaders(publicationKey) });
  // Never asked for (the page forwards elsewhere): its failure must not be an unhandled rejection.
  answer.catch(() => undefined);
  pending.push({ url, publicationKey, answer, at: performance.now() });
}

/** The viewer page's key, as the page reads it, on the viewer's path. */
export function viewerKeyOf(location: Pick<Location, 'pathname' | 'search'>): string | undefined {
  if (location.pathname.toLowerCase().replace(/\/+$/, '') !== paths.viewer.path) return undefined;
  return paths.viewer.publicationKeyOf(new URLSearchParams(location.search));
}

/** Starts the public calls the opened page will make first; nothing for other pages. */
export function startEarlyFetches(location: Pick<Location, 'pathname' | 'search'>): void {
  const key = viewerKeyOf(location);
  if (!key) return;
  start(`${env.apiBaseUrl}/api/client-config`);
  start(`${env.apiBaseUrl}/api/projects/viewer/${encodeURIComponent(key)}`, key);
}

/**
 * The early answer for this request, taken (a second call gets none), or undefined: only a
 * GET of the same URL with the same publication key, no body and no abort signal (the early
 * request cannot be aborted by it), while still fresh.
 */
export function takeEarlyFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined {
  if (pending.length === 0 || typeof input !== 'string') return undefined;
  if ((init?.method ?? 'GET') !== 'GET' || init?.body != null || init?.signal) return undefined;
  const publicationKey = new Headers(init?.headers).get(HEADERS.publicationKey) ?? undefined;
  const index = pending.findIndex((early) => early.url === input && early.publicationKey === publicationKey);
  if (index < 0) return undefined;
  const [early] = pending.splice(index, 1);
  if (!early || performance.now() - early.at > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return early.answer;
}
