import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terrainModels, viewpointPhotos } from '../db/schema/index.js';
import {
  type AttackFile,
  attackCorpus,
  jpegProgressive150mp,
  lzwStripBomb,
  ordinaryPhoto,
  ordinaryTerrain,
} from '../test/attack-corpus.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { contentFixtures } from '../test/project-content-fixtures.js';
import { multipartUpload } from '../test/terrain-fixtures.js';
import { until } from '../test/until.js';
import { decodeQueue } from './decode-queue.js';

/**
 * What an upload costs is decided by its contents, not its size. Each hostile file
 * of the corpus (../test/attack-corpus.ts) is refused with a 4xx naming the problem, or
 * stored; never a 5xx, no decode left running, and the server goes on answering. What bounds
 * the cost is checked by what happened (which limit the answer names, whether a decoder
 * started, who was served first), not by the clock: on a busy machine every duration grows.
 * The decoding process's own time limit (./sandbox.ts) ends a decode that takes too long, and
 * its answer is a 400 saying so, which the status check here would catch.
 */
const corpus = await attackCorpus();
/**
 * The corpus files that are images a decoder can afford after all: a 150-megapixel progressive
 * JPEG (within the pixel limit; decoded within the memory and time a photo may take) and a
 * 16 × 16 JPEG whose EXIF declares billions of values the EXIF reader does not follow.
 */
const STORED = new Set(['jpegProgressive150mp', 'jpegExifBomb']);

let t: TestApp;
let f: ReturnType<typeof contentFixtures>;
let a: { subscription: { id: number }; owner: Awaited<ReturnType<TestApp['buildMember']>> };
let b: typeof a;
beforeAll(async () => {
  t = await createTestApp();
  f = contentFixtures(t);
  const organisation = async () => {
    const { subscription } = await t.buildSubscription();
    return { subscription, owner: await t.buildMember(subscription, ['Owner']) };
  };
  a = await organisation();
  b = await organisation();
});
afterAll(() => t.close());

/** Uploads `bytes` as the target's file to a new project (and viewpoint) of `who`. */
async function send(who: typeof a, target: AttackFile['target'], bytes: Uint8Array, name = 'upload') {
  const project = await f.project(who.subscription.id);
  if (target === 'terrain') {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/terrain-model`,
      ...multipartUpload(who.owner.headers, bytes, `${name}.tif`),
    });
    const stored = await t.ctx.db
      .select({ id: terrainModels.id })
      .from(terrainModels)
      .where(eq(terrainModels.projectId, project.id));
    return { res, stored: stored.length };
  }
  const viewpoint = await f.viewpoint(project.id);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/projects/viewpoints/${viewpoint.id}/photo`,
    ...multipartUpload(who.owner.headers, bytes, `${name}.jpg`),
  });
  const stored = await t.ctx.db
    .select({ id: viewpointPhotos.id })
    .from(viewpointPhotos)
    .where(eq(viewpointPhotos.viewpointId, viewpoint.id));
  return { res, stored: stored.length };
}

describe('hostile uploads', () => {
  it.each(corpus.map((file) => [file.name, file] as const))(
    '%s: refused with a 4xx naming the problem, or stored; never a 5xx, nothing left decoding',
    async (_name, file) => {
      const { res, stored } = await send(b, file.target, file.bytes, file.name);
      expect(res.statusCode, res.body).toBe(STORED.has(file.name) ? 200 : 400);
      if (res.statusCode >= 400) {
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json().detail).toMatch(/\w{4,}.*\w{4,}/);
        expect(stored).toBe(0);
      } else {
        expect(stored).toBe(1);
      }
      expect(decodeQueue.stats()).toEqual({ admitted: 0, running: 0, waiting: 0 });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    },
  );

  it('answers the 45 KB-class LZW bomb 400 before any decoder starts', async () => {
    const decodes = decodeQueue.started();
    const { res } = await send(b, 'terrain', lzwStripBomb(), 'lzw');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'The GeoTIFF keeps its pixels in strips of 95.4 MB each; at most 16 MB a strip are read. Save it in smaller strips or in tiles (GDAL: gdal_translate -co TILED=YES).',
    );
    expect(decodeQueue.started()).toBe(decodes);
    expect(decodeQueue.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('refuses strips that decode beyond their declared size, by each compression, at that size', async () => {
    const lzw = corpus.find((file) => file.name === 'lzwStripBomb (100 × 100 declared)')!;
    const packbits = corpus.find((file) => file.name === 'packbitsBomb')!;
    for (const file of [lzw, packbits]) {
      const { res } = await send(b, 'terrain', file.bytes, file.name);
      expect(res.statusCode).toBe(400);
      // The bounded decoder stopped at the declared 40,000 bytes, not at the bomb's gigabytes.
      expect(res.json().detail).toContain('decodes to more than the 40,000 bytes its size declares');
    }
  });

  it("stores organisation A's ordinary photo and terrain model while organisation B keeps every slot it may busy", async () => {
    const slow = await jpegProgressive150mp();
    const ordinary = await ordinaryPhoto();
    // A running server: each decoder has been used, so its waiting processes are there.
    expect((await send(a, 'photo', ordinary, 'warm')).res.statusCode).toBe(200);
    expect((await send(a, 'terrain', ordinaryTerrain(), 'warm')).res.statusCode).toBe(200);
    const burst = Array.from({ length: 4 }, (_, i) => send(b, 'photo', slow, `slow-${i}`));
    // B's fifth upload while its four are in flight: 429, with when to try again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fifth = await send(b, 'photo', slow, 'fifth');
    expect(fifth.res.statusCode).toBe(429);
    expect(Number(fifth.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(fifth.res.json().detail).toMatch(/^Your organisation is already uploading 4 files at once/);

    // Which of B's uploads have been answered, as A's are answered.
    let answeredOfB = 0;
    for (const upload of burst) void upload.then(() => answeredOfB++);
    const photo = await send(a, 'photo', ordinary, 'ordinary');
    const terrain = await send(a, 'terrain', ordinaryTerrain(), 'ordinary');
    const answeredOfBWhenADone = answeredOfB;
    const answers = await Promise.all(burst);
    expect(photo.res.statusCode, photo.res.body).toBe(200);
    expect(terrain.res.statusCode, terrain.res.body).toBe(200);
    // B's four decode one after another (one decode per organisation at a time); A's two took
    // the other slot and did not wait behind them: at least two of B's were still unanswered.
    // Each of B's files is about a hundred times the decoding work of A's two together.
    expect(answeredOfBWhenADone).toBeLessThanOrEqual(2);
    for (const answer of answers) expect(answer.res.statusCode).toBe(200);
  }, 90_000);

  it('gives an abandoned upload’s place back at once: its decoding is ended with its client', async () => {
    const slow = await jpegProgressive150mp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const gone = new AbortController();
    const uploads = Array.from({ length: 4 }, async (_, i) => {
      const project = await f.project(b.subscription.id);
      const viewpoint = await f.viewpoint(project.id);
      const body = new FormData();
      body.append('file', new Blob([slow], { type: 'image/jpeg' }), `slow-${i}.jpg`);
      return fetch(`${address}/api/projects/viewpoints/${viewpoint.id}/photo`, {
        method: 'PUT',
        headers: b.owner.headers,
        body,
        signal: gone.signal,
      }).catch((error: Error) => error.name);
    });
    // The four are in: one decoding, three waiting (each of them about 2 s of decoding).
    expect(
      await until(() => decodeQueue.stats().admitted === 4 && decodeQueue.stats().running === 1, 10_000),
    ).toBe(true);
    gone.abort();
    expect(await Promise.all(uploads)).toEqual(['AbortError', 'AbortError', 'AbortError', 'AbortError']);
    expect(await until(() => decodeQueue.stats().admitted === 0, 1_500)).toBe(true);
    expect(decodeQueue.stats()).toEqual({ admitted: 0, running: 0, waiting: 0 });
  });
});
