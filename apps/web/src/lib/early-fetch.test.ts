import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MAX_AGE_MS, startEarlyFetches, takeEarlyFetch, viewerKeyOf } from './early-fetch';

const viewerLink = { pathname: '/viewer/', search: '?project=Key%201' };
const presentationUrl = '/api/projects/viewer/Key%201';

/** The browser's fetch, recorded: each call answers a Response of its own. */
let calls: Array<{ url: string; init: RequestInit | undefined; answer: Promise<Response> }>;

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const answer = Promise.resolve(new Response(`{"url":"${url}"}`));
    calls.push({ url, init, answer });
    return answer;
  });
});

afterEach(() => {
  // Whatever a test left behind is taken, so the next one starts with none.
  takeEarlyFetch('/api/client-config');
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
    expect(calls.map((call) => call.url)).toEqual(['/api/client-config', presentationUrl]);
    expect(calls[1]!.init).toEqual({
      method: 'GET',
      headers: { Accept: 'application/json', 'Accept-Language': 'en-us', 'x-publication-key': 'Key 1' },
    });
    expect(calls[0]!.init?.headers).not.toHaveProperty('x-publication-key');
  });

  it('starts nothing on other pages', () => {
    startEarlyFetches({ pathname: '/dash/projects', search: '' });
    startEarlyFetches({ pathname: '/viewer/', search: '' });
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
    expect(takeEarlyFetch('/api/client-config')).toBe(calls[0]!.answer);
  });

  it('gives none once it is older than the limit', () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    startEarlyFetches(viewerLink);
    now += EARLY_ANSWER_MAX_AGE_MS + 1;
    expect(takeEarlyFetch('/api/client-config')).toBeUndefined();
  });
});
