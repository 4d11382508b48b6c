import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityApp } from '../test/identity-app.js';
import { readForm } from '../test/test-browser.js';
import { contentSecurityPolicy } from './security-headers.js';

/** Security headers on every page and answer; no inline script on the server's pages. */
let idp: Awaited<ReturnType<typeof startIdentityApp>>;
beforeAll(async () => {
  idp = await startIdentityApp();
});
afterAll(async () => {
  await idp?.close();
});

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>/i;

function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
  expect(directives['frame-ancestors'], what).toBe("'none'");
  expect(directives['script-src'], what).toBe("'self'");
  expect(directives['script-src-attr'], what).toBe("'none'");
  expect(directives['object-src'], what).toBe("'none'");
  // Pictures: ours, data: URLs (avatars, logos) and the page's own object URLs (viewpoint photos).
  expect(directives['img-src'], what).toBe("'self' data: blob:");
  expect(csp, what).not.toContain("'unsafe-eval'");
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('same-origin');
  expect(headers.get('permissions-policy'), what).toMatch(/camera=\(\).*geolocation=\(\)/);
  // PUBLIC_URL is plain http here: no HSTS.
  expect(headers.get('strict-transport-security'), what).toBeNull();
}

describe('security headers', () => {
  it('are on the sign-in page, which has no inline script', async () => {
    const browser = idp.browser();
    const toLogin = await browser.request(idp.authorizeUrl().url);
    expectSecurityHeaders(toLogin.headers, 'authorization redirect');
    const loginPage = await browser.request(toLogin.location!);
    expect(loginPage.text).toContain('Sign in to your account');
    expectSecurityHeaders(loginPage.headers, 'sign-in page');
    expect(loginPage.text).not.toMatch(INLINE_SCRIPT);
  });

  it('are on the account and sign-out pages, whose scripts are served files', async () => {
    const { email, password } = await idp.createAccount();
    const browser = idp.browser();
    const first = await browser.request(`${idp.issuer}/account/`);
    const loginPage = await browser.follow(first.location!);
    const signedIn = await browser.request(readForm(loginPage.text).action, { form: { email, password } });
    const account = await browser.follow(signedIn.location!);
    expect(account.status).toBe(200);
    expectSecurityHeaders(account.headers, 'account page');
    expect(account.text).not.toMatch(INLINE_SCRIPT);
    expect(account.text).toContain('<script src="/page-scripts/account-hash.js"');

    const signOutLink = /href="([^"]*logout[^"]*)"/.exec(account.text)?.[1]?.replace(/&amp;/g, '&');
    const logoutPage = await browser.request(signOutLink!);
    expectSecurityHeaders(logoutPage.headers, 'sign-out page');
    expect(logoutPage.text).not.toMatch(INLINE_SCRIPT);
    expect(logoutPage.text).toContain('<script src="/page-scripts/logout.js"></script>');

    for (const name of ['logout.js', 'account-hash.js']) {
      const script = await fetch(`${idp.t.config.PUBLIC_URL}/page-scripts/${name}`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    }
  });

  it('are on API answers, errors and unknown paths too', async () => {
    const base = idp.t.config.PUBLIC_URL;
    for (const path of [
      '/api/projects',
      '/api/no-such-thing',
      '/healthz',
      '/realms/planner/.well-known/openid-configuration',
    ]) {
      expectSecurityHeaders((await fetch(`${base}${path}`)).headers, path);
    }
  });
});

describe('HSTS', () => {
  it('is sent when PUBLIC_URL is https', async () => {
    const { createTestApp } = await import('../test/harness.js');
    const t = await createTestApp({ PUBLIC_URL: 'https://vantage.example' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    } finally {
      await t.close();
    }
  });
});

describe('the viewer basemap', () => {
  it('allows the tile server of VIEWER_TILES_URL as an image and a connect source (the engine worker fetches tiles), and nothing else of it', () => {
    const base = { issuer: 'http://localhost:8080/realms/planner', PUBLIC_URL: 'http://localhost:8080' };
    expect(contentSecurityPolicy(base)['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    const withTiles = contentSecurityPolicy({
      ...base,
      VIEWER_TILES_URL: 'https://tiles.example.org/base/{z}/{x}/{y}.png',
    });
    expect(withTiles['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);
    expect(withTiles['script-src']).toEqual(["'self'"]);
    expect(contentSecurityPolicy(base)['connect-src']).toEqual(["'self'"]);
    expect(withTiles['connect-src']).toEqual(["'self'", 'https://tiles.example.org']);
  });
});

describe('the planner map style', () => {
  it('allows the origin of MAP_STYLE_URL for the style, tiles, glyphs and sprites MapLibre fetches, and no script from it', () => {
    const base = { issuer: 'http://localhost:8080/realms/planner', PUBLIC_URL: 'http://localhost:8080' };
    const withStyle = contentSecurityPolicy({
      ...base,
      MAP_STYLE_URL: 'https://maps.example.org/styles/basic/style.json',
    });
    expect(withStyle['connect-src']).toEqual(["'self'", 'https://maps.example.org']);
    expect(withStyle['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://maps.example.org']);
    expect(withStyle['script-src']).toEqual(["'self'"]);
    const both = contentSecurityPolicy({
      ...base,
      MAP_STYLE_URL: 'https://maps.example.org/style.json',
      VIEWER_TILES_URL: 'https://maps.example.org/{z}/{x}/{y}.png',
    });
    expect(both['connect-src']).toEqual(["'self'", 'https://maps.example.org']);
  });
});

describe("a viewpoint photo's thumbnail", () => {
  it('may be shown from an object URL the page made (blob:), and only pictures may: no script, frame, font or fetch from one', () => {
    const directives = contentSecurityPolicy({
      issuer: 'http://localhost:8080/realms/planner',
      PUBLIC_URL: 'http://localhost:8080',
    });
    expect(directives['img-src']).toContain('blob:');
    for (const [name, values] of Object.entries(directives)) {
      if (name !== 'img-src') expect(values, name).not.toContain('blob:');
    }
  });
});
