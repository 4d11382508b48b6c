import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { CONFIG_SCRIPT_TAG } from './spa.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'vantage-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1);\n//# sourceMappingURL=app-1.js.map\n');
  writeFileSync(join(dist, 'assets', 'app-1.js.map'), '{"version":3,"sources":["secret.tsx"]}');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('source maps of the dashboard', () => {
  it('are not served by default (404), the bundles are', async () => {
    t = await createTestApp({ WEB_DIST: dist });
    expect((await t.app.inject({ url: '/assets/app-1.js' })).statusCode).toBe(200);
    const map = await t.app.inject({ url: '/assets/app-1.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.tsx');
  });

  it('are served with SERVE_SOURCEMAPS=true', async () => {
    t = await createTestApp({ WEB_DIST: dist, SERVE_SOURCEMAPS: 'true' });
    const map = await t.app.inject({ url: '/assets/app-1.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secret.tsx');
  });
});

describe("the build's files", () => {
  it('are served from one route: immutable, pre-compressed; a name not in the build is a 404, not a page', async () => {
    writeFileSync(join(dist, 'assets', 'app-1.js.br'), 'brotli bytes');
    t = await createTestApp({ WEB_DIST: dist });
    const plain = await t.app.inject({ url: '/assets/app-1.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await t.app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect((await t.app.inject({ url: '/assets/app-2.js', headers: { accept: '*/*' } })).statusCode).toBe(
      404,
    );
    // A climb out of assets/ reaches no file beside it (at most a client route's page).
    writeFileSync(join(dist, 'private.txt'), 'not a build file');
    for (const url of [
      '/assets/%2e%2e/private.txt',
      '/assets/..%2fprivate.txt',
      '/assets/%2e%2e%2fprivate.txt',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(res.body, url).not.toContain('not a build file');
    }
    // The route table holds no route per built file.
    expect(t.app.printRoutes()).not.toContain('app-1.js');
  });
});

describe('beside the built dashboard', () => {
  // The SPA fallback `/*` catches what the router refuses for a too-long parameter, so the
  // 414 of a long path parameter must not depend on whether a dashboard build is present.
  it('a path parameter over 100 characters still answers 414 problem+json', async () => {
    t = await createTestApp({ WEB_DIST: dist });
    const res = await t.app.inject({ url: `/api/projects/viewer/${'k'.repeat(101)}` });
    expect(res.statusCode).toBe(414);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().detail).toContain('100 characters');
  });
});

describe('CORS', () => {
  const preflight = (origin: string) => ({
    method: 'OPTIONS' as const,
    url: '/api/client-config',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });

  it('is closed by default: no CORS headers for any origin', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      url: '/api/client-config',
      headers: { origin: 'https://other.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await t.app.inject(preflight('https://other.example'));
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the CORS_ORIGINS, with the API headers, and no others', async () => {
    t = await createTestApp({ CORS_ORIGINS: 'https://app.example.com, https://admin.example.com/' });
    const pre = await t.app.inject(preflight('https://admin.example.com'));
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    expect(String(pre.headers['access-control-allow-headers'])).toContain('x-subscription-key');
    const get = await t.app.inject({
      url: '/api/client-config',
      headers: { origin: 'https://app.example.com' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(String(get.headers['access-control-expose-headers'])).toContain('x-request-id');
    const other = await t.app.inject({
      url: '/api/client-config',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a CORS_ORIGINS entry that is not an http(s) origin, naming the variable', async () => {
    await expect(createTestApp({ CORS_ORIGINS: 'javascript:alert(1)' })).rejects.toThrow(/CORS_ORIGINS/);
  });
});

describe("the dashboard's pages", () => {
  let pages: string;
  beforeAll(() => {
    pages = mkdtempSync(join(tmpdir(), 'vantage-pages-'));
    writeFileSync(join(pages, 'index.html'), '<!doctype html><title>entry alone</title>');
    writeFileSync(join(pages, 'app.html'), '<!doctype html><title>entry and the app</title>');
    writeFileSync(
      join(pages, 'signed-in.html'),
      '<!doctype html><title>entry, app and signed-in layout</title>',
    );
  });
  afterAll(() => rmSync(pages, { recursive: true, force: true }));

  const title = async (app: TestApp, url: string) => {
    const res = await app.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    return /<title>(.*)<\/title>/.exec(res.body)?.[1];
  };

  it('answers /login with index.html (the lean page), the public pages with app.html, every other route with signed-in.html', async () => {
    t = await createTestApp({ WEB_DIST: pages });
    for (const url of ['/login', '/LOGIN/', '/login?returnTo=%2Fdash', '/Login//']) {
      expect(await title(t, url), url).toBe('entry alone');
    }
    for (const url of ['/viewer', '/viewer/?p=abc', '/Viewer//', '/editor/', '/editor?x=1']) {
      expect(await title(t, url), url).toBe('entry and the app');
    }
    for (const url of [
      '/',
      '/dash/projects',
      '/dash',
      '/invitation/k',
      '/no/such/page',
      '/login/x',
      '/viewer/x',
    ]) {
      expect(await title(t, url), url).toBe('entry, app and signed-in layout');
    }
  });

  it('answers the next page down when the build has not got one', async () => {
    rmSync(join(pages, 'signed-in.html'));
    t = await createTestApp({ WEB_DIST: pages });
    for (const url of ['/dash/projects', '/viewer'])
      expect(await title(t, url), url).toBe('entry and the app');
    expect(await title(t, '/login')).toBe('entry alone');
    await t.close();
    rmSync(join(pages, 'app.html'));
    t = await createTestApp({ WEB_DIST: pages });
    for (const url of ['/login', '/dash/projects', '/']) expect(await title(t, url), url).toBe('entry alone');
  });
});

describe("the run-time settings inline in the dashboard's pages", () => {
  let build: string;
  beforeAll(() => {
    build = mkdtempSync(join(tmpdir(), 'vantage-inline-'));
    writeFileSync(
      join(build, 'index.html'),
      '<!doctype html><html><head><title>app</title></head><body><div id="root"></div>' +
        `${CONFIG_SCRIPT_TAG}<script type="module" src="/assets/entry.js"></script></body></html>`,
    );
  });
  afterAll(() => rmSync(build, { recursive: true, force: true }));

  /** The directives of a Content-Security-Policy header, by name. */
  const directives = (csp: unknown) =>
    Object.fromEntries(
      String(csp)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it('puts the script in the page instead of /config.js, allowed by its hash on the pages alone', async () => {
    t = await createTestApp({
      WEB_DIST: build,
      // Values that would end the script element, or open a comment, were they written as they are.
      PRODUCT_NAME: 'Windview "North" </script><script>alert(1)</script>',
      VIEWER_TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      VIEWER_TILES_ATTRIBUTION: '© Example <!-- contributors\u2028 & co',
    });
    const answer = (await t.app.inject({ url: '/api/client-config' })).json();
    const page = await t.app.inject({ url: '/dash/projects', headers: { 'accept-encoding': 'identity' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).not.toContain('/config.js');

    // As a browser parses the page: two script elements, the settings' and the entry.
    const { document } = new JSDOM(page.body).window;
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([null, '/assets/entry.js']);
    const inline = scripts[0]!.textContent ?? '';
    const window: Record<string, unknown> = {};
    runInNewContext(inline, { window });
    expect(window.__VANTAGE_CONFIG__).toEqual(answer);

    // The page's policy allows that script by its hash, and no other inline script.
    const hash = `'sha256-${createHash('sha256').update(inline, 'utf8').digest('base64')}'`;
    expect(directives(page.headers['content-security-policy'])['script-src']).toEqual(["'self'", hash]);
    // Every other answer keeps scripts from our own origin only.
    for (const url of ['/api/client-config', '/config.js', '/healthz']) {
      const other = await t.app.inject({ url });
      expect(directives(other.headers['content-security-policy'])['script-src'], url).toEqual(["'self'"]);
    }
  });

  it('sends the same page compressed, made once: brotli, gzip, and 304 for the same ETag', async () => {
    t = await createTestApp({ WEB_DIST: build, CORS_ORIGINS: 'https://app.example.com' });
    const plain = await t.app.inject({ url: '/viewer/', headers: { 'accept-encoding': 'identity' } });
    const br = await t.app.inject({ url: '/viewer/', headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await t.app.inject({ url: '/viewer/', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const res of [plain, br, gzip]) {
      // Accept-Encoding beside CORS's Origin, not in its place.
      expect(String(res.headers.vary).toLowerCase().split(/,\s*/)).toEqual(['origin', 'accept-encoding']);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    const again = await t.app.inject({
      url: '/viewer/',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ url: '/viewer/', headers: { 'if-none-match': '"another"' } });
    expect(other.statusCode).toBe(200);
  });
});
