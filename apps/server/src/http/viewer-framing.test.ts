import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { insertProject } from '../test/project-fixtures.js';
import { viewerPublicationKey } from './spa.js';

/**
 * Only the public viewer's page of a presentation that lists origins may be framed, by those
 * origins alone; every other answer keeps `frame-ancestors 'none'` and X-Frame-Options: DENY.
 */
let t: TestApp;
let dist: string;
let owner: { headers: Record<string, string> };
let framedKey: string;
let otherKey: string;
let depublishedKey: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'vantage-framing-'));
  for (const page of ['index.html', 'app.html', 'signed-in.html'])
    writeFileSync(
      join(dist, page),
      `<!doctype html><title>${page}</title><script src="/config.js"></script>`,
    );
  t = await createTestApp({ WEB_DIST: dist });
  const { subscription } = await t.buildSubscription();
  owner = await t.buildMember(subscription, ['Owner']);
  const original = await insertProject(t.ctx, { subscriptionId: subscription.id });
  const presentation = async (embedOrigins: string[], published = true) => {
    const publicationKey = randomBytes(12).toString('base64url');
    const row = await insertProject(t.ctx, {
      subscriptionId: subscription.id,
      originalProjectId: original.id,
      publicationKey,
      published,
    });
    if (embedOrigins.length > 0) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/projects/published-projects/${row.id}/embed-origins`,
        headers: owner.headers,
        payload: { origins: embedOrigins },
      });
      expect(res.statusCode).toBe(200);
    }
    return { id: row.id, publicationKey };
  };
  framedKey = (await presentation(['https://a.example', 'https://b.example:8443'])).publicationKey;
  otherKey = (await presentation([])).publicationKey;
  depublishedKey = (await presentation(['https://a.example'], false)).publicationKey;
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

function frameAncestors(headers: Record<string, unknown>): string | undefined {
  return String(headers['content-security-policy'] ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors '))
    ?.slice('frame-ancestors '.length);
}

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
const viewerUrl = (key: string) => `/viewer/?project=${encodeURIComponent(key)}`;

function expectUnframable(res: Awaited<ReturnType<typeof page>>, what: string) {
  expect(frameAncestors(res.headers), what).toBe("'none'");
  expect(res.headers['x-frame-options'], what).toBe('DENY');
}

describe('the public viewer page', () => {
  it('of a presentation with origins carries frame-ancestors with them, no X-Frame-Options, and is not stored', async () => {
    for (const url of [
      viewerUrl(framedKey),
      `/viewer?project=${framedKey}`,
      `/Viewer//?project=%20${framedKey}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>app.html</title>');
      expect(frameAncestors(res.headers), url).toBe('https://a.example https://b.example:8443');
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('no-store');
      // The rest of the page's policy is the dashboard pages' own: scripts by origin and hash.
      expect(String(res.headers['content-security-policy']), url).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  it('of another key, an unknown key, a depublished presentation or no key refuses every frame', async () => {
    for (const url of [
      viewerUrl(otherKey),
      viewerUrl('no-such-key'),
      viewerUrl(depublishedKey),
      '/viewer/',
      '/viewer/?project=',
      `/viewer/?p=${framedKey}`,
      `/viewer/?project=${'k'.repeat(201)}`,
    ]) {
      expectUnframable(await page(url), url);
    }
    expect((await page(viewerUrl(otherKey))).headers['cache-control']).toBe('no-store');
  });

  it('stops being framable once the list is emptied', async () => {
    const [row] = await t.ctx.db.select().from(projects).where(eq(projects.publicationKey, framedKey));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/published-projects/${row!.id}/embed-origins`,
      headers: owner.headers,
      payload: { origins: [] },
    });
    expect(res.statusCode).toBe(200);
    expectUnframable(await page(viewerUrl(framedKey)), 'emptied');
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/published-projects/${row!.id}/embed-origins`,
      headers: owner.headers,
      payload: { origins: ['https://a.example', 'https://b.example:8443'] },
    });
  });

  it('lets no stored value but a canonical https origin into the header', async () => {
    const publicationKey = randomBytes(12).toString('base64url');
    const [original] = await t.ctx.db.select().from(projects).where(eq(projects.publicationKey, framedKey));
    // Written around the API, as a hand-edited row would be.
    await insertProject(t.ctx, {
      subscriptionId: original!.subscriptionId,
      originalProjectId: original!.originalProjectId,
      publicationKey,
      published: true,
      embedOrigins: [
        'https://a.example\r\nX-Evil: 1',
        "https://b.example; script-src 'unsafe-inline'",
        'http://c.example',
        'https://D.example',
        '*',
        'https://ok.example',
      ],
    });
    const res = await page(viewerUrl(publicationKey));
    expect(frameAncestors(res.headers)).toBe('https://ok.example');
    expect(res.headers['x-evil']).toBeUndefined();
    // Nothing else of the policy changed: the same directives as an unframable page's.
    const unframed = await page(viewerUrl(otherKey));
    expect(String(res.headers['content-security-policy']).replace(/frame-ancestors .*$/, '')).toBe(
      String(unframed.headers['content-security-policy']).replace(/frame-ancestors .*$/, ''),
    );
  });
});

describe('every other page', () => {
  it('refuses every frame: dashboard, login, the editor, the API, even with a framable key in the URL', async () => {
    for (const url of [
      '/',
      '/dash/projects',
      `/dash/projects?project=${framedKey}`,
      '/login',
      `/editor/?project=${framedKey}`,
      '/api/projects/published-projects',
      `/api/projects/viewer/${framedKey}`,
      '/dev/mailbox',
      '/realms/planner/.well-known/openid-configuration',
      '/healthz',
    ]) {
      const res = url.startsWith('/api/projects/published')
        ? await t.app.inject({ url, headers: owner.headers })
        : await page(url);
      expectUnframable(res, url);
    }
  });
});

describe('viewerPublicationKey', () => {
  it('reads the first project parameter, trimmed, as the page does', () => {
    expect(viewerPublicationKey('/viewer/?project=abc')).toBe('abc');
    expect(viewerPublicationKey('/viewer/?x=1&project=%20a%2Bb%20&project=zzz')).toBe('a+b');
    expect(viewerPublicationKey('/viewer/')).toBeUndefined();
    expect(viewerPublicationKey('/viewer/?project=')).toBeUndefined();
  });
});
