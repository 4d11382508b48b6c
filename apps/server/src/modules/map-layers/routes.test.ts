import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MapLayer } from '@vantage/contracts/map-layers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** A tile source on this machine that answers a known PNG and records what reached it. */
type Source = {
  origin: string;
  requests: Array<{ url: string; headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function startSource(): Promise<Source> {
  const requests: Source['requests'] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    if (req.url?.startsWith('/missing/')) return res.writeHead(404).end();
    if (req.url?.startsWith('/moved/'))
      return res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    if (req.url?.startsWith('/xml/'))
      return res.writeHead(200, { 'content-type': 'text/xml' }).end('<ServiceExceptionReport/>');
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let source: Source;
let owner: { headers: Record<string, string> };
let observer: { headers: Record<string, string> };
let projectMember: { headers: Record<string, string> };
let stranger: { headers: Record<string, string> };

beforeAll(async () => {
  source = await startSource();
  t = await createTestApp({ MAP_LAYER_PRIVATE_ORIGINS: source.origin });
  const { subscription } = await t.buildSubscription();
  owner = await t.buildMember(subscription, ['Owner']);
  observer = await t.buildMember(subscription, ['Observer']);
  projectMember = await t.buildMember(subscription, ['ProjectMember']);
  const { subscription: other } = await t.buildSubscription();
  stranger = await t.buildMember(other, ['Owner']);
});
afterAll(async () => {
  await t.close();
  await source.close();
});

const add = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/map-layers', headers, payload });

const xyz = (origin: string, name = 'Aerial') => ({
  name,
  kind: 'xyz',
  url: `${origin}/tiles/{z}/{x}/{y}.png`,
  attribution: '© Test aerial',
});

describe('map layers: list, add, change, delete', () => {
  it('adds an XYZ, a WMTS and a WMS layer and lists them by order to every member', async () => {
    const a = await add(owner.headers, { ...xyz(source.origin), order: 2, opacity: 0.8 });
    expect(a.statusCode).toBe(201);
    const wmts = await add(owner.headers, {
      name: 'Topo',
      kind: 'wmts',
      url: `${source.origin}/wmts/standaard/EPSG:3857/{TileMatrix}/{TileCol}/{TileRow}.png`,
      attribution: 'Kadaster',
      order: 1,
    });
    expect(wmts.statusCode).toBe(201);
    const wms = await add(owner.headers, {
      name: 'Nature',
      kind: 'wms',
      url: `${source.origin}/wms?map=nature`,
      wmsLayers: 'natura2000',
      attribution: 'RVO',
    });
    expect(wms.statusCode).toBe(201);
    const created: MapLayer = a.json();
    expect(created).toMatchObject({
      name: 'Aerial',
      kind: 'xyz',
      format: 'image/png',
      opacity: 0.8,
      order: 2,
      wmsLayers: null,
      tiles: `/api/map-layers/${created.id}/tiles/{z}/{x}/{y}`,
      version: 1,
    });
    const listed = await t.app.inject({ url: '/api/map-layers', headers: observer.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('3');
    expect(listed.json().map((layer: MapLayer) => layer.name)).toEqual(['Nature', 'Topo', 'Aerial']);
  });

  it('changes name, attribution, opacity and order; a stale If-Match answers 412', async () => {
    const { id } = (await add(owner.headers, xyz(source.origin, 'To change'))).json();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/map-layers/${id}`,
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: { name: 'Changed', opacity: 0.5, order: 7, attribution: 'Someone' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(changed.json()).toMatchObject({
      name: 'Changed',
      opacity: 0.5,
      order: 7,
      attribution: 'Someone',
      version: 2,
    });
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/map-layers/${id}`,
      headers: { ...owner.headers, 'if-match': '"1"' },
      payload: { name: 'Again' },
    });
    expect(stale.statusCode).toBe(412);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/map-layers/${id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/map-layers/${id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('lets Observers and ProjectMembers list but not add, change or delete (403); an expired subscription refuses adding', async () => {
    const { id } = (await add(owner.headers, xyz(source.origin, 'Guarded'))).json();
    for (const member of [observer, projectMember]) {
      expect((await add(member.headers, xyz(source.origin))).statusCode).toBe(403);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/map-layers/${id}`,
        headers: member.headers,
        payload: { name: 'Mine' },
      });
      expect(put.statusCode).toBe(403);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/map-layers/${id}`,
        headers: member.headers,
      });
      expect(del.statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/map-layers', headers: member.headers })).statusCode).toBe(200);
    }
    const { subscription: expired } = await t.buildSubscription({
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    const lapsed = await t.buildMember(expired, ['Owner']);
    const refused = await add(lapsed.headers, xyz(source.origin));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Your subscription has expired.');
  });

  it("answers 404 for another organisation's layer, to change, delete or read its tiles, and never lists it", async () => {
    const { id } = (await add(owner.headers, xyz(source.origin, 'Ours'))).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/map-layers/${id}`,
      headers: stranger.headers,
      payload: { name: 'Theirs' },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/map-layers/${id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    const before = source.requests.length;
    const tile = await t.app.inject({ url: `/api/map-layers/${id}/tiles/3/4/2`, headers: stranger.headers });
    expect(tile.statusCode).toBe(404);
    expect(source.requests.length).toBe(before);
    const listed = await t.app.inject({ url: '/api/map-layers', headers: stranger.headers });
    expect(listed.json()).toEqual([]);
  });

  it.each([
    ['javascript:alert(1)//{z}/{x}/{y}', 'must start with https:// or http://.'],
    ['data:image/png;base64,{z}{x}{y}', 'must start with https:// or http://.'],
    ['ftp://tiles.example/{z}/{x}/{y}.png', 'must start with https:// or http://.'],
    ['https://user:secret@tiles.example/{z}/{x}/{y}.png', 'must not carry a user name or password'],
    ['https://tiles.example/{z}/{x}.png', 'carries {z}, {x} and {y}'],
    ['https://tiles.example/{z}/{x}/{y}.png#frag', 'must not carry a fragment'],
    ['tiles.example/{z}/{x}/{y}.png', 'must be a full address'],
    [`https://tiles.example/${'a'.repeat(2000)}/{z}/{x}/{y}.png`, 'at most 2000'],
  ])('refuses the address %s (400, nothing written)', async (url, message) => {
    const before = (await t.app.inject({ url: '/api/map-layers', headers: owner.headers })).json().length;
    const refused = await add(owner.headers, { ...xyz(source.origin), url });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain(message);
    const after = (await t.app.inject({ url: '/api/map-layers', headers: owner.headers })).json().length;
    expect(after).toBe(before);
  });

  it('refuses a WMS without layer names and a WMS address with placeholders', async () => {
    const noLayers = await add(owner.headers, {
      ...xyz(source.origin),
      kind: 'wms',
      url: `${source.origin}/wms`,
    });
    expect(noLayers.statusCode).toBe(400);
    expect(noLayers.json().detail).toContain('wmsLayers');
    const templated = await add(owner.headers, { ...xyz(source.origin), kind: 'wms', wmsLayers: 'a' });
    expect(templated.statusCode).toBe(400);
  });
});

describe('map layer tiles through the server', () => {
  it('fetches an XYZ tile with the numbers filled in and nothing of the caller', async () => {
    const { id } = (await add(owner.headers, xyz(source.origin, 'Fetched'))).json();
    const tile = await t.app.inject({
      url: `/api/map-layers/${id}/tiles/5/16/10`,
      headers: { ...observer.headers, cookie: 'session=secret', referer: 'http://localhost:8080/editor' },
    });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.headers['cache-control']).toBe('private, max-age=3600');
    expect(tile.rawPayload.equals(PNG)).toBe(true);
    const reached = source.requests.at(-1)!;
    expect(reached.url).toBe('/tiles/5/16/10.png');
    expect(reached.headers.cookie).toBeUndefined();
    expect(reached.headers.authorization).toBeUndefined();
    expect(reached.headers.referer).toBeUndefined();
    expect(reached.headers['x-subscription-key']).toBeUndefined();
  });

  it('asks a WMS for GetMap 1.3.0 in EPSG:3857 with the tile’s extent, keeping the address’s own parameters', async () => {
    const { id } = (
      await add(owner.headers, {
        name: 'WMS',
        kind: 'wms',
        url: `${source.origin}/wms?map=nature&bbox=1,2,3,4`,
        wmsLayers: 'natura2000,roads',
        format: 'image/jpeg',
        attribution: 'RVO',
      })
    ).json();
    const tile = await t.app.inject({ url: `/api/map-layers/${id}/tiles/1/1/0`, headers: owner.headers });
    expect(tile.statusCode).toBe(200);
    const asked = new URL(source.requests.at(-1)!.url, source.origin);
    expect(asked.pathname).toBe('/wms');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      map: 'nature',
      SERVICE: 'WMS',
      REQUEST: 'GetMap',
      VERSION: '1.3.0',
      LAYERS: 'natura2000,roads',
      STYLES: '',
      CRS: 'EPSG:3857',
      BBOX: '0.000000,0.000000,20037508.342789,20037508.342789',
      WIDTH: '256',
      HEIGHT: '256',
      FORMAT: 'image/jpeg',
      TRANSPARENT: 'FALSE',
    });
  });

  it('answers 404 for a tile the source lacks, 502 for a redirect or an answer that is not an image', async () => {
    const missing = (
      await add(owner.headers, { ...xyz(source.origin), url: `${source.origin}/missing/{z}/{x}/{y}` })
    ).json();
    expect(
      (await t.app.inject({ url: `/api/map-layers/${missing.id}/tiles/0/0/0`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
    const moved = (
      await add(owner.headers, { ...xyz(source.origin), url: `${source.origin}/moved/{z}/{x}/{y}` })
    ).json();
    const redirected = await t.app.inject({
      url: `/api/map-layers/${moved.id}/tiles/0/0/0`,
      headers: owner.headers,
    });
    expect(redirected.statusCode).toBe(502);
    expect(redirected.json().detail).toContain('redirects are not followed');
    const xml = (
      await add(owner.headers, { ...xyz(source.origin), url: `${source.origin}/xml/{z}/{x}/{y}` })
    ).json();
    const notImage = await t.app.inject({
      url: `/api/map-layers/${xml.id}/tiles/0/0/0`,
      headers: owner.headers,
    });
    expect(notImage.statusCode).toBe(502);
    expect(notImage.json().detail).toContain('something else than an image');
  });

  it('refuses tile numbers that are not a tile (400)', async () => {
    const { id } = (await add(owner.headers, xyz(source.origin, 'Numbers'))).json();
    for (const path of ['1/2/0', '23/0/0', '1.5/0/0', '-1/0/0', '01/0/0'])
      expect(
        (await t.app.inject({ url: `/api/map-layers/${id}/tiles/${path}`, headers: owner.headers }))
          .statusCode,
      ).toBe(400);
  });
});

describe('map layer tiles: SSRF (server-side request forgery) through a layer’s address', () => {
  let guarded: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    // No MAP_LAYER_PRIVATE_ORIGINS: the installation's default.
    guarded = await createTestApp();
    const { subscription } = await guarded.buildSubscription();
    headers = (await guarded.buildMember(subscription, ['Owner'])).headers;
  });
  afterAll(() => guarded.close());

  it.each([
    ['a loopback address', (origin: string) => origin],
    ['localhost by name', (origin: string) => origin.replace('127.0.0.1', 'localhost')],
    ['an IPv4-mapped IPv6 loopback', (origin: string) => origin.replace('127.0.0.1', '[::ffff:127.0.0.1]')],
    ['the cloud metadata address', () => 'http://169.254.169.254'],
    ['a private network address', () => 'http://10.0.0.1'],
  ])('refuses to fetch from %s (502) and the source is never reached', async (_name, originOf) => {
    const before = source.requests.length;
    const added = await guarded.app.inject({
      method: 'POST',
      url: '/api/map-layers',
      headers,
      payload: xyz(originOf(source.origin), 'Internal'),
    });
    expect(added.statusCode).toBe(201);
    const tile = await guarded.app.inject({ url: `/api/map-layers/${added.json().id}/tiles/0/0/0`, headers });
    expect(tile.statusCode).toBe(502);
    expect(tile.json().detail).toBe(
      'The layer’s source is on a private or reserved network address, which the server does not fetch from.',
    );
    expect(source.requests.length).toBe(before);
  });
});

describe('map layers: tiles limited per client address', () => {
  const PER_CLIENT = 4;
  const detail = (wait: string) =>
    `Too many map tiles that are not cached yet were asked for from your address (at most ${PER_CLIENT} a minute): try again in ${wait}.`;
  let limited: TestApp;
  let headers: Record<string, string>;
  let layerId: number;
  let started: number;
  beforeAll(async () => {
    started = performance.now();
    limited = await createTestApp({
      MAP_LAYER_PRIVATE_ORIGINS: source.origin,
      MAP_LAYER_FETCHES_PER_CLIENT_PER_MINUTE: String(PER_CLIENT),
      TRUST_PROXY: '1',
    });
    const { subscription } = await limited.buildSubscription();
    ({ headers } = await limited.buildMember(subscription, ['Owner']));
    const res = await limited.app.inject({
      method: 'POST',
      url: '/api/map-layers',
      headers,
      payload: { ...xyz(source.origin, 'Limited'), url: `${source.origin}/limited/{z}/{x}/{y}.png` },
    });
    expect(res.statusCode, res.body).toBe(201);
    layerId = (res.json() as MapLayer).id;
  });
  afterAll(() => limited.close());

  const ask = (x: number, remoteAddress: string) =>
    limited.app.inject({ url: `/api/map-layers/${layerId}/tiles/10/${x}/300`, headers, remoteAddress });
  const reachedSource = (x: number) =>
    source.requests.filter((r) => r.url === `/limited/10/${x}/300.png`).length;

  it('lets new tiles from one address reach the source at most the budget’s times; the rest answer 429 with Retry-After, cached ones still 200', async () => {
    const xs = Array.from({ length: 9 }, (_, i) => 500 + i);
    const answers = [];
    for (const x of xs) answers.push(await ask(x, '198.51.100.7'));
    const reached = xs.filter((x) => reachedSource(x) === 1).length;
    const allowance = PER_CLIENT + Math.floor(((performance.now() - started) * PER_CLIENT) / 60_000);
    expect(reached).toBeGreaterThanOrEqual(PER_CLIENT);
    expect(reached).toBeLessThanOrEqual(allowance);
    expect(answers.slice(0, reached).map((a) => a.statusCode)).toEqual(Array(reached).fill(200));
    for (const res of answers.slice(reached)) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['content-type']).toContain('application/problem+json');
      const retryAfter = String(res.headers['retry-after']);
      expect(retryAfter).toMatch(/^[1-9][0-9]*$/);
      expect(Number(retryAfter)).toBeLessThanOrEqual(60 / PER_CLIENT);
      expect(res.json().detail).toBe(detail(retryAfter === '1' ? '1 second' : `${retryAfter} seconds`));
    }
    expect(xs.slice(reached).every((x) => reachedSource(x) === 0)).toBe(true);

    // A cached tile costs nothing: the spent address still has it, the source is not asked again.
    const cached = await ask(xs[0]!, '198.51.100.7');
    expect(cached.statusCode).toBe(200);
    expect(reachedSource(xs[0]!)).toBe(1);
    // Another address has its own budget; an IPv6 neighbour in the same /64 shares one.
    expect((await ask(xs.at(-1)!, '198.51.100.8')).statusCode).toBe(200);
    for (let i = 0; i < PER_CLIENT; i++) await ask(600 + i, '2001:db8:1:2::1');
    expect((await ask(700, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect(reachedSource(700)).toBe(0);
  });
});
