import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * A fake geocoder on this machine: Photon answers under /photon, Nominatim under /nominatim, a
 * malformed answer under /broken, and /slow answers only once the test lets it go.
 */
type Fake = {
  origin: string;
  requests: Array<{ url: string; headers: IncomingHttpHeaders }>;
  releaseSlow(): void;
  close(): Promise<void>;
};

const PHOTON = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [5.1214, 52.0907] },
      properties: { name: 'Utrecht', state: 'Utrecht', country: 'Nederland' },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [4.89, 52.37] },
      properties: { street: 'Damrak', housenumber: '1', city: 'Amsterdam', country: 'Nederland' },
    },
    // Outside WGS 84's range: left out.
    { type: 'Feature', geometry: { type: 'Point', coordinates: [500, 52] }, properties: { name: 'Nowhere' } },
    ...Array.from({ length: 12 }, (_, i) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [6 + i / 10, 51] },
      properties: { name: `Village ${i + 1}` },
    })),
  ],
};
const NOMINATIM = [{ lat: '50.9375', lon: '6.9603', display_name: 'Köln, Nordrhein-Westfalen, Deutschland' }];

async function startFake(): Promise<Fake> {
  const requests: Fake['requests'] = [];
  const waiting: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url?.startsWith('/photon')) return json(PHOTON);
    if (req.url?.startsWith('/nominatim')) return json(NOMINATIM);
    if (req.url?.startsWith('/broken')) return json({ features: [{ geometry: { type: 'Polygon' } }] });
    if (req.url?.startsWith('/huge')) return json({ features: [], padding: 'x'.repeat(1024 * 1024 + 10) });
    if (req.url?.startsWith('/slow')) return void waiting.push(() => json(PHOTON));
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    releaseSlow: () => {
      for (const answer of waiting.splice(0)) answer();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let fake: Fake;
const apps: TestApp[] = [];
/** A Photon-backed server, started here: the first start (migrations) is slow on a busy machine. */
let photon: Awaited<ReturnType<typeof serverWith>>;
beforeAll(async () => {
  fake = await startFake();
  photon = await serverWith('/photon');
});
afterAll(async () => {
  fake.releaseSlow();
  for (const app of apps) await app.close();
  await fake.close();
});

/** A server whose geocoder is the fake at `path`, listed as a private origin, and a member of it. */
async function serverWith(path: string | undefined, extra: Record<string, string> = {}) {
  const t = await createTestApp({
    ...(path ? { GEOCODER_URL: `${fake.origin}${path}`, MAP_LAYER_PRIVATE_ORIGINS: fake.origin } : {}),
    ...extra,
  });
  apps.push(t);
  const { subscription } = await t.buildSubscription();
  const member = await t.buildMember(subscription, ['Observer']);
  const search = (q: string, headers: Record<string, string> = member.headers) =>
    t.app.inject({ method: 'GET', url: `/api/geocode?q=${encodeURIComponent(q)}`, headers });
  return { t, member, search };
}

describe('GET /api/geocode', () => {
  it("maps a Photon answer to at most 10 places, and sends none of the visitor's headers", async () => {
    const { t, member, search } = photon;
    expect((await t.app.inject({ url: '/api/client-config' })).json().geocoder).toBe(true);
    const res = await search('Utrecht', {
      ...member.headers,
      'x-forwarded-for': '203.0.113.9',
      cookie: 'a=b',
    });
    expect(res.statusCode).toBe(200);
    const places = res.json();
    expect(places).toHaveLength(10);
    expect(places.slice(0, 3)).toEqual([
      { name: 'Utrecht, Nederland', longitude: 5.1214, latitude: 52.0907 },
      { name: 'Damrak 1, Amsterdam, Nederland', longitude: 4.89, latitude: 52.37 },
      { name: 'Village 1', longitude: 6, latitude: 51 },
    ]);
    const asked = fake.requests.at(-1)!;
    expect(new URL(asked.url, fake.origin).searchParams.get('q')).toBe('Utrecht');
    expect(new URL(asked.url, fake.origin).searchParams.get('limit')).toBe('10');
    expect(asked.headers.authorization).toBeUndefined();
    expect(asked.headers.cookie).toBeUndefined();
    expect(asked.headers['x-forwarded-for']).toBeUndefined();
    expect(asked.headers['user-agent']).toMatch(/place search/);
  });

  it('maps a Nominatim answer (GEOCODER_KIND=nominatim), asking for jsonv2', async () => {
    const { search } = await serverWith('/nominatim', { GEOCODER_KIND: 'nominatim' });
    const res = await search('Köln');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: 'Köln, Nordrhein-Westfalen, Deutschland', longitude: 6.9603, latitude: 50.9375 },
    ]);
    expect(new URL(fake.requests.at(-1)!.url, fake.origin).searchParams.get('format')).toBe('jsonv2');
  });

  it('answers 502 in words for a malformed answer and for one over 1 MB', async () => {
    const broken = await serverWith('/broken');
    const res = await broken.search('Utrecht');
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toBe(
      'The geocoder’s answer is not a Photon answer; no places were read from it.',
    );
    const huge = await serverWith('/huge');
    const big = await huge.search('Utrecht');
    expect(big.statusCode).toBe(502);
    expect(big.json().detail).toBe('The geocoder’s answer is larger than 1 MB; it is not used.');
  });

  it('answers 504 in words when the geocoder does not answer in time', async () => {
    const { search } = await serverWith('/slow', { GEOCODER_TIMEOUT_MS: '200' });
    const res = await search('Utrecht');
    fake.releaseSlow();
    expect(res.statusCode).toBe(504);
    expect(res.json().detail).toBe('The geocoder did not answer in time.');
  });

  it('refuses a geocoder on a private address that is not listed (502), without asking it', async () => {
    const t = await createTestApp({ GEOCODER_URL: `${fake.origin}/photon` });
    apps.push(t);
    const { subscription } = await t.buildSubscription();
    const member = await t.buildMember(subscription, ['Owner']);
    const before = fake.requests.length;
    const res = await t.app.inject({ url: '/api/geocode?q=Utrecht', headers: member.headers });
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toBe(
      'The geocoder is on a private or reserved network address, which the server does not ask.',
    );
    expect(fake.requests.length).toBe(before);
  });

  it('answers 404 when no geocoder is configured, and the client configuration says so', async () => {
    const { t, search } = await serverWith(undefined);
    expect((await t.app.inject({ url: '/api/client-config' })).json().geocoder).toBe(false);
    const res = await search('Utrecht');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('No geocoder is configured on this server (GEOCODER_URL).');
  });

  it('answers 401 without sign-in, and 400 for an empty query or one over 200 characters', async () => {
    const { t, search } = photon;
    const before = fake.requests.length;
    expect((await t.app.inject({ url: '/api/geocode?q=Utrecht' })).statusCode).toBe(401);
    expect((await search('x'.repeat(201))).statusCode).toBe(400);
    expect((await search('')).statusCode).toBe(400);
    expect((await search('x'.repeat(200))).statusCode).toBe(200);
    expect(fake.requests.length).toBe(before + 1);
  });

  it("answers 429 with Retry-After once the address's budget is spent, without asking the geocoder", async () => {
    const { search } = await serverWith('/photon', { GEOCODER_FETCHES_PER_CLIENT_PER_MINUTE: '2' });
    expect((await search('a')).statusCode).toBe(200);
    expect((await search('b')).statusCode).toBe(200);
    const before = fake.requests.length;
    const res = await search('c');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.json().detail).toMatch(
      /^Too many place searches from your address \(at most 2 a minute\): try again in \d+ seconds?\.$/,
    );
    expect(fake.requests.length).toBe(before);
  });
});
