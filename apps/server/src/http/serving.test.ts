import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

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

describe("the dashboard's pages (issue 14)", () => {
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
