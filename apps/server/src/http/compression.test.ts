import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, constants as zlib } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * Built files go out precompressed (the `.br`/`.gz` the build wrote, byte for byte),
 * hashed files are cached for a year, index.html is revalidated by ETag, and API answers of
 * 1 KB or more are compressed per Accept-Encoding.
 */
let t: TestApp;
let dist: string;
const ENTRY = 'assets/index-Ab12Cd34.js';
const entrySource = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'vantage-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/${ENTRY}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, ENTRY), entrySource);
  // As the build writes them: brotli at its best quality, gzip at level 9.
  writeFileSync(
    join(dist, `${ENTRY}.br`),
    brotliCompressSync(entrySource, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(join(dist, `${ENTRY}.gz`), gzipSync(entrySource, { level: 9 }));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('built dashboard files', () => {
  it('sends the brotli file the build wrote to a browser that accepts br, cached for a year', async () => {
    const res = await t.app.inject({
      url: `/${ENTRY}`,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Byte for byte the precompressed file: nothing was compressed for this request.
    expect(res.rawPayload.equals(readFileSync(join(dist, `${ENTRY}.br`)))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(entrySource);
  });

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const res = await t.app.inject({ url: `/${ENTRY}`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(readFileSync(join(dist, `${ENTRY}.gz`)))).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(entrySource);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await t.app.inject({ url: `/${ENTRY}`, headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(entrySource);
  });

  it('serves index.html for client routes with no-cache and an ETag, and 304 when unchanged', async () => {
    for (const url of ['/', '/dash/projects', '/login']) {
      const res = await t.app.inject({
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toBeTruthy();
      const again = await t.app.inject({
        url,
        headers: { accept: 'text/html', 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
  });
});

describe('API answers', () => {
  async function projectList() {
    const { subscription } = await t.buildSubscription();
    await t.ctx.db
      .insert(projects)
      .values(
        Array.from({ length: 40 }, (_, i) => ({ subscriptionId: subscription.id, name: `Wind park ${i}` })),
      );
    const { headers } = await t.buildMember(subscription, ['Owner']);
    return headers;
  }

  it('compresses a JSON answer over 1 KB with brotli or gzip per Accept-Encoding', async () => {
    const headers = await projectList();
    const plain = await t.app.inject({
      url: '/api/projects',
      headers: { ...headers, 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({
      url: '/api/projects',
      headers: { ...headers, 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({
      url: '/api/projects',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('sends answers under 1 KB as they are', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
