import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { terrariumHeight } from '@vantage/contracts';
import { decode, encode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { type Hill, hillTilePng, tileOf, tilePoint } from '../../test/terrain-fixtures.js';
import { clientKey } from './tile-proxy.js';

const HILL: Hill = { longitude: 5.8, latitude: 52.1, peak: 120, radius: 1500, base: 10 };
const TOP = tileOf(HILL.longitude, HILL.latitude, 12);

/**
 * A terrain tile source on a local port that records what reaches it. Paths ending in
 * `/{z}/{x}/{y}.png` are hill tiles; `behaviour` picks another answer by tile key.
 */
type Source = {
  url: string;
  requests: Array<{ path: string; headers: IncomingHttpHeaders }>;
  count(path: string): number;
  behaviour: Map<string, (res: import('node:http').ServerResponse) => void>;
  close(): Promise<void>;
};

async function startSource(): Promise<Source> {
  const requests: Source['requests'] = [];
  const behaviour: Source['behaviour'] = new Map();
  const server: Server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers });
    const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
    if (!match) return res.writeHead(404).end();
    const key = `${match[1]}/${match[2]}/${match[3]}`;
    const special = behaviour.get(key);
    if (special) return special(res);
    const [z, x, y] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
    res.writeHead(200, { 'content-type': 'image/png' }).end(hillTilePng({ z, x, y }, HILL));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    requests,
    behaviour,
    count: (path) => requests.filter((r) => r.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An uncompressible PNG of about 192 KB: its bytes are what the cache counts. */
const noisePng = () =>
  Buffer.from(
    encode({ width: 256, height: 256, data: new Uint8Array(randomBytes(256 * 256 * 3)), channels: 3 }),
  );

let source: Source;
let elsewhere: Source;
let t: TestApp;
beforeAll(async () => {
  source = await startSource();
  elsewhere = await startSource();
  t = await createTestApp({
    TERRAIN_TILES_URL: source.url,
    TERRAIN_TILES_ATTRIBUTION: '© Synthetic Hills',
    TERRAIN_TILES_MAX_ZOOM: '14',
    TERRAIN_TILES_TIMEOUT_MS: '1000',
  });
  // Warm: the first tile made in a cold process takes a good part of the timeout.
  hillTilePng(TOP, HILL);
});
afterAll(async () => {
  await t.close();
  await source.close();
  await elsewhere.close();
});

const tilePath = (tile: { z: number; x: number; y: number }) => `/tiles/${tile.z}/${tile.x}/${tile.y}.png`;
const getTile = (z: number | string, x: number | string, y: number | string, headers = {}) =>
  t.app.inject({ url: `/api/terrain/${z}/${x}/${y}`, headers });

describe('GET /api/terrain/{z}/{x}/{y}', () => {
  it("answers the source's PNG, cacheable for a day, with the hill's height in its pixels", async () => {
    const res = await getTile(TOP.z, TOP.x, TOP.y);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(Buffer.from(hillTilePng(TOP, HILL)))).toBe(true);
    // The pixel over the hill's top reads 130 m in the Terrarium encoding.
    const png = decode(res.rawPayload);
    const [west, north] = tilePoint(TOP, 0, 0);
    const [east, south] = tilePoint(TOP, 1, 1);
    const px = Math.floor(((HILL.longitude - west) / (east - west)) * 256);
    const py = Math.floor(((north - HILL.latitude) / (north - south)) * 256);
    const at = (py * 256 + px) * png.channels;
    const height = terrariumHeight(png.data[at]!, png.data[at + 1]!, png.data[at + 2]!);
    expect(Math.abs(height - 130)).toBeLessThan(0.5);

    const again = await getTile(TOP.z, TOP.x, TOP.y, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(source.count(tilePath(TOP))).toBe(1);
  });

  it("passes none of the visitor's headers or cookies on to the source", async () => {
    const tile = { z: 11, x: 1057, y: 673 };
    const res = await getTile(tile.z, tile.x, tile.y, {
      cookie: 'session=secret-cookie',
      authorization: 'Bearer secret-token',
      'x-forwarded-for': '203.0.113.7',
      'x-subscription-key': 'secret-subscription',
      'x-custom-secret': 'do-not-forward',
      referer: 'https://vantage.example/viewer/secret-publication-key',
      'user-agent': 'VisitorBrowser/1.0',
      'accept-language': 'nl-NL',
    });
    expect(res.statusCode).toBe(200);
    const seen = source.requests.filter((r) => r.path === tilePath(tile));
    expect(seen).toHaveLength(1);
    const headers = seen[0]!.headers;
    for (const name of [
      'cookie',
      'authorization',
      'x-forwarded-for',
      'x-subscription-key',
      'x-custom-secret',
      'referer',
    ])
      expect(headers).not.toHaveProperty(name);
    expect(headers['user-agent']).toBe('Vantage terrain proxy (http://localhost:8080)');
    expect(headers['accept-language']).not.toBe('nl-NL');
    expect(JSON.stringify(headers)).not.toMatch(/secret|203\.0\.113\.7|VisitorBrowser|do-not-forward/);
  });

  it.each([
    ['16', '0', '0', 'params.z: must be at most 15'],
    ['15', '0', '0', "params.z: must be at most 14, the terrain source's most detailed zoom."],
    ['-1', '0', '0', 'params.z: must be a whole number written in digits'],
    ['1.5', '0', '0', 'params.z: must be a whole number written in digits'],
    ['7', '01e2', '0', 'params.x: must be a whole number written in digits'],
    ['7', '0', '1e400', 'params.y: must be a whole number written in digits'],
    ['3', '01', '0', 'params.x: must be a whole number written in digits'],
    ['a', '0', '0', 'params.z: must be a whole number written in digits'],
    ['3', '0x1', '0', 'params.x: must be a whole number written in digits'],
    ['10', '99999999999', '0', 'params.x: must be a whole number written in digits'],
    ['6', '64', '0', 'params.x: must be less than 64 at zoom 6'],
    ['6', '0', '64', 'params.y: must be less than 64 at zoom 6'],
    ['0', '1', '0', 'params.x: must be less than 1 at zoom 0'],
  ])(
    'answers 400 problem+json for z=%s x=%s y=%s, naming the problem, and asks the source nothing',
    async (z, x, y, detail) => {
      const before = source.requests.length;
      const res = await getTile(z, x, y);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toContain(detail);
      expect(source.requests.length).toBe(before);
    },
  );

  it('fetches a tile once for concurrent requests', async () => {
    const tile = { z: 12, x: 2113, y: 1347 };
    source.behaviour.set(`${tile.z}/${tile.x}/${tile.y}`, (res) => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(hillTilePng(tile, HILL)), 150);
    });
    const answers = await Promise.all(Array.from({ length: 12 }, () => getTile(tile.z, tile.x, tile.y)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(source.count(tilePath(tile))).toBe(1);
  });

  it('gives up on a source that does not answer after the timeout (504), and other tiles still come', async () => {
    const tile = { z: 12, x: 2114, y: 1347 };
    source.behaviour.set(`${tile.z}/${tile.x}/${tile.y}`, () => {});
    const started = Date.now();
    const res = await getTile(tile.z, tile.x, tile.y);
    const took = Date.now() - started;
    expect(res.statusCode).toBe(504);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(
      `The terrain source did not answer tile ${tile.z}/${tile.x}/${tile.y} within 1 s.`,
    );
    // Not before the timeout; how long after it is the machine's load.
    expect(took).toBeGreaterThanOrEqual(950);
    // Asked again at once: the failure is remembered for a moment, the source is not asked again.
    expect((await getTile(tile.z, tile.x, tile.y)).statusCode).toBe(504);
    expect(source.count(tilePath(tile))).toBe(1);
    expect((await getTile(12, 2115, 1347)).statusCode).toBe(200);
  });

  it('counts the wait for a free fetch slot in the timeout: 20 tiles of a hanging source all give up in time', async () => {
    const tiles = Array.from({ length: 20 }, (_, i) => ({ z: 12, x: 2200 + i, y: 1400 }));
    for (const tile of tiles) source.behaviour.set(`${tile.z}/${tile.x}/${tile.y}`, () => {});
    const answers = await Promise.all(tiles.map((tile) => getTile(tile.z, tile.x, tile.y)));
    // 16 fetches at once; the 4 waiting behind them end with the first timeout, never asking
    // the source (had they waited for a free slot and then fetched, all 20 would have asked).
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(504));
    expect(tiles.filter((tile) => source.count(tilePath(tile)) === 1)).toHaveLength(16);
    expect(tiles.filter((tile) => source.count(tilePath(tile)) === 0)).toHaveLength(4);
  });

  it('follows no redirect and takes only a PNG of at most 2 MB (502), passing on 404', async () => {
    const cases: Array<
      [{ z: number; x: number; y: number }, (res: import('node:http').ServerResponse) => void, number, string]
    > = [
      [
        { z: 13, x: 4228, y: 2694 },
        (res) => res.writeHead(302, { location: elsewhere.url.replace('{z}/{x}/{y}', '13/4228/2694') }).end(),
        502,
        'The terrain source redirected tile 13/4228/2694 elsewhere; redirects are not followed.',
      ],
      [
        { z: 13, x: 4229, y: 2694 },
        (res) => res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a tile</html>'),
        502,
        "The terrain source's answer for tile 13/4229/2694 is not a PNG image.",
      ],
      [
        { z: 13, x: 4230, y: 2694 },
        (res) => res.writeHead(500).end('down'),
        502,
        'The terrain source answered 500 for tile 13/4230/2694.',
      ],
      [
        { z: 13, x: 4231, y: 2694 },
        (res) => res.writeHead(404).end(),
        404,
        'The terrain source has no tile 13/4231/2694.',
      ],
      [
        { z: 13, x: 4232, y: 2694 },
        (res) => {
          // A PNG signature, then more than 2 MB, without a content-length.
          res.writeHead(200, { 'content-type': 'image/png' });
          res.write(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
          for (let i = 0; i < 40; i++) res.write(Buffer.alloc(64 * 1024));
          res.end();
        },
        502,
        "The terrain source's tile 13/4232/2694 is larger than 2 MB; it is not used.",
      ],
    ];
    for (const [tile, behave, status, detail] of cases) {
      source.behaviour.set(`${tile.z}/${tile.x}/${tile.y}`, behave);
      const res = await getTile(tile.z, tile.x, tile.y);
      expect(res.statusCode, detail).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(detail);
    }
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('asks the source again once a failure has passed: failures are not cached as tiles', async () => {
    const tile = { z: 14, x: 8458, y: 5390 };
    source.behaviour.set(`${tile.z}/${tile.x}/${tile.y}`, (res) => res.writeHead(503).end());
    expect((await getTile(tile.z, tile.x, tile.y)).statusCode).toBe(502);
    source.behaviour.delete(`${tile.z}/${tile.x}/${tile.y}`);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await getTile(tile.z, tile.x, tile.y)).statusCode).toBe(200);
    expect(source.count(tilePath(tile))).toBe(2);
  });
});

describe('the terrain tile cache', () => {
  it('holds its bound in bytes: with room for two tiles the oldest is fetched again', async () => {
    const small = await createTestApp({ TERRAIN_TILES_URL: source.url, TERRAIN_TILES_CACHE_MB: '0.45' });
    try {
      const tiles = [0, 1, 2].map((i) => ({ z: 10, x: 500 + i, y: 300 }));
      for (const tile of tiles) {
        const png = noisePng();
        source.behaviour.set(`${tile.z}/${tile.x}/${tile.y}`, (res) => res.writeHead(200).end(png));
      }
      const get = (tile: { z: number; x: number; y: number }) =>
        small.app.inject({ url: `/api/terrain/${tile.z}/${tile.x}/${tile.y}` });
      for (const tile of tiles) expect((await get(tile)).statusCode).toBe(200);
      // 3 × 192 KB do not fit in 0.45 MB: the first left; the last two are still there.
      expect((await get(tiles[2]!)).statusCode).toBe(200);
      expect((await get(tiles[1]!)).statusCode).toBe(200);
      expect((await get(tiles[0]!)).statusCode).toBe(200);
      expect(tiles.map((tile) => source.count(tilePath(tile)))).toEqual([2, 1, 1]);
    } finally {
      await small.close();
    }
  });

  it('keeps every tile that fits: the same three tiles in the default 64 MB are fetched once', async () => {
    const tiles = [0, 1, 2].map((i) => ({ z: 10, x: 600 + i, y: 300 }));
    for (const tile of tiles) {
      const png = noisePng();
      source.behaviour.set(`${tile.z}/${tile.x}/${tile.y}`, (res) => res.writeHead(200).end(png));
    }
    for (const tile of [...tiles, ...[...tiles].reverse()])
      expect((await getTile(tile.z, tile.x, tile.y)).statusCode).toBe(200);
    expect(tiles.map((tile) => source.count(tilePath(tile)))).toEqual([1, 1, 1]);
  });
});

describe('fetches from the source, limited per client address and in total (per process)', () => {
  type Tile = { z: number; x: number; y: number };
  const row = (x: number, y: number, n: number): Tile[] =>
    Array.from({ length: n }, (_, i) => ({ z: 12, x: x + i, y }));
  const fetched = (tiles: Tile[]) => tiles.filter((tile) => source.count(tilePath(tile)) > 0).length;
  /** Fetches a bucket of `perMinute` has gained back since `since` (it refills evenly). */
  const refilled = (perMinute: number, since: number) =>
    Math.floor(((performance.now() - since) * perMinute) / 60_000);
  const ask = (app: TestApp, tile: Tile, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.app.inject({ url: `/api/terrain/${tile.z}/${tile.x}/${tile.y}`, remoteAddress, headers });

  /** Checks a 429 and answers its Retry-After in seconds. */
  function refused(res: Awaited<ReturnType<typeof ask>>, detail: (seconds: string) => string): number {
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const retryAfter = String(res.headers['retry-after']);
    expect(retryAfter).toMatch(/^[1-9][0-9]*$/);
    expect(res.json().detail).toBe(detail(retryAfter === '1' ? '1 second' : `${retryAfter} seconds`));
    return Number(retryAfter);
  }

  describe('per client address', () => {
    const PER_CLIENT = 5;
    const ownDetail = (wait: string) =>
      `Too many terrain tiles that are not cached yet were asked for from your address (at most ${PER_CLIENT} a minute): try again in ${wait}.`;
    let limited: TestApp;
    let started: number;
    beforeAll(async () => {
      started = performance.now();
      limited = await createTestApp({
        TERRAIN_TILES_URL: source.url,
        TERRAIN_TILES_FETCHES_PER_CLIENT_PER_MINUTE: String(PER_CLIENT),
        TERRAIN_TILES_FETCHES_PER_MINUTE: '1000',
        TRUST_PROXY: '1',
      });
    });
    afterAll(() => limited.close());

    it('lets 12 distinct new tiles from one address reach the source at most 5 times; the rest answer 429 with Retry-After', async () => {
      const tiles = row(3000, 1500, 12);
      const answers = [];
      for (const tile of tiles) answers.push(await ask(limited, tile, '198.51.100.7'));
      const reached = fetched(tiles);
      expect(reached).toBeGreaterThanOrEqual(PER_CLIENT);
      expect(reached).toBeLessThanOrEqual(PER_CLIENT + refilled(PER_CLIENT, started));
      expect(answers.slice(0, reached).map((a) => a.statusCode)).toEqual(Array(reached).fill(200));
      for (const res of answers.slice(reached))
        expect(refused(res, ownDetail)).toBeLessThanOrEqual(Math.ceil(60 / PER_CLIENT));
      expect(tiles.slice(reached).every((tile) => source.count(tilePath(tile)) === 0)).toBe(true);

      // A 429 is no failure of the tile: another address has it fetched at once.
      expect((await ask(limited, tiles.at(-1)!, '198.51.100.8')).statusCode).toBe(200);
      expect(source.count(tilePath(tiles.at(-1)!))).toBe(1);
    });

    it('keeps answering cached tiles, and tiles being fetched for someone else, to an address whose budget is used up', async () => {
      const spent = '198.51.100.20';
      const tiles = row(3100, 1500, PER_CLIENT + 1);
      for (const tile of tiles) await ask(limited, tile, spent);
      expect(refused(await ask(limited, { z: 12, x: 3199, y: 1500 }, spent), ownDetail)).toBeGreaterThan(0);

      for (const tile of tiles.slice(0, PER_CLIENT)) {
        const res = await ask(limited, tile, spent);
        expect(res.statusCode).toBe(200);
        const again = await ask(limited, tile, spent, { 'if-none-match': String(res.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(source.count(tilePath(tile))).toBe(1);
      }

      const slow = { z: 12, x: 3150, y: 1500 };
      source.behaviour.set(`${slow.z}/${slow.x}/${slow.y}`, (res) => {
        setTimeout(
          () => res.writeHead(200, { 'content-type': 'image/png' }).end(hillTilePng(slow, HILL)),
          300,
        );
      });
      const first = ask(limited, slow, '198.51.100.21');
      while (source.count(tilePath(slow)) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const joined = await ask(limited, slow, spent);
      expect(joined.statusCode).toBe(200);
      expect((await first).statusCode).toBe(200);
      expect(source.count(tilePath(slow))).toBe(1);
    });

    it('counts an IPv6 address by its /64, and the address a trusted proxy forwards', async () => {
      const tiles = row(3200, 1500, PER_CLIENT + 1);
      const sameLine = ['2001:db8:1:2::a', '2001:0DB8:1:2:ffff::b', '2001:db8:1:2:3:4:5:6'];
      const answers = [];
      for (const [i, tile] of tiles.entries()) answers.push(await ask(limited, tile, sameLine[i % 3]!));
      // Each address asked for 2 tiles only, but the three share one budget.
      const reached = fetched(tiles);
      expect(reached).toBeGreaterThanOrEqual(PER_CLIENT);
      expect(reached).toBeLessThanOrEqual(PER_CLIENT + refilled(PER_CLIENT, started));
      for (const res of answers.slice(reached)) refused(res, ownDetail);
      // Another /64 has a budget of its own.
      expect((await ask(limited, { z: 12, x: 3210, y: 1500 }, '2001:db8:1:3::a')).statusCode).toBe(200);

      // Behind a proxy (TRUST_PROXY=1) each forwarded address has its own budget, not the proxy's.
      const proxied = row(3300, 1500, 3 * PER_CLIENT);
      const viaProxy = [];
      for (const [i, tile] of proxied.entries())
        viaProxy.push(await ask(limited, tile, '10.0.0.2', { 'x-forwarded-for': `192.0.2.${1 + (i % 3)}` }));
      expect(viaProxy.map((a) => a.statusCode)).toEqual(Array(proxied.length).fill(200));
    });

    it.each([
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['2001:0DB8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2::/64'],
      ['2001:db8:1:2:3::', '2001:db8:1:2::/64'],
      ['::1', '0:0:0:0::/64'],
      ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
      ['::ffff:192.0.2.1', '192.0.2.1'],
      ['192.0.2.1', '192.0.2.1'],
    ])('reads the client address %s as %s', (ip, key) => {
      expect(clientKey(ip)).toBe(key);
    });
  });

  describe('in total', () => {
    const TOTAL = 8;
    const totalDetail = (wait: string) =>
      `The terrain source is asked for too many new tiles at the moment (at most ${TOTAL} a minute for all visitors): try again in ${wait}.`;
    let limited: TestApp;
    let started: number;
    beforeAll(async () => {
      started = performance.now();
      limited = await createTestApp({
        TERRAIN_TILES_URL: source.url,
        TERRAIN_TILES_FETCHES_PER_MINUTE: String(TOTAL),
      });
    });
    afterAll(() => limited.close());

    it('bounds the fetches that 10 addresses cause together; cached tiles keep answering 200 once it is used up', async () => {
      const tiles = row(3400, 1500, 30);
      const answers = [];
      for (const [i, tile] of tiles.entries())
        answers.push(await ask(limited, tile, `203.0.113.${1 + (i % 10)}`));
      const reached = fetched(tiles);
      expect(reached).toBeGreaterThanOrEqual(TOTAL);
      expect(reached).toBeLessThanOrEqual(TOTAL + refilled(TOTAL, started));
      expect(answers.slice(0, reached).map((a) => a.statusCode)).toEqual(Array(reached).fill(200));
      for (const res of answers.slice(reached))
        expect(refused(res, totalDetail)).toBeLessThanOrEqual(Math.ceil(60 / TOTAL));

      for (const [i, tile] of tiles.slice(0, reached).entries()) {
        expect((await ask(limited, tile, `203.0.113.${50 + i}`)).statusCode).toBe(200);
        expect(source.count(tilePath(tile))).toBe(1);
      }
    });
  });

  describe('with the default limits (120 a minute per address, 600 in total)', () => {
    let app: TestApp;
    let started: number;
    beforeAll(async () => {
      started = performance.now();
      app = await createTestApp({ TERRAIN_TILES_URL: source.url });
    });
    afterAll(() => app.close());

    it('lets 300 distinct anonymous requests from one address reach the source 120 times, and 800 more from 800 addresses the rest of the 600', async () => {
      /** The requests 100 at a time, as a crawler would send them. */
      const send = async (tiles: Tile[], address: (i: number) => string) => {
        for (let i = 0; i < tiles.length; i += 100)
          await Promise.all(tiles.slice(i, i + 100).map((tile, k) => ask(app, tile, address(i + k))));
      };
      // Enough beyond each limit to show it (120 of 300, 600 of 1,100); 3,000 requests took
      // over a minute on a busy machine and showed nothing more.
      const one = row(0, 2000, 300);
      await send(one, () => '203.0.113.5');
      expect(fetched(one)).toBeGreaterThanOrEqual(120);
      expect(fetched(one)).toBeLessThanOrEqual(120 + refilled(120, started));

      const many = row(0, 2001, 800);
      await send(many, (i) => `10.${i >> 8}.${i & 255}.1`);
      const total = fetched(one) + fetched(many);
      expect(total).toBeGreaterThanOrEqual(600);
      expect(total).toBeLessThanOrEqual(600 + refilled(600, started));
    }, 120_000);
  });
});

describe('without TERRAIN_TILES_URL', () => {
  it('answers 404 problem+json and the client config has no terrain', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ url: '/api/terrain/12/2113/1347' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(
        'This installation has no terrain source (TERRAIN_TILES_URL is not set).',
      );
      expect((await plain.app.inject({ url: '/api/client-config' })).json().terrain).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
