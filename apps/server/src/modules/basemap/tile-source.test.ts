import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/problem.js';
import { BasemapTileSource } from './tile-source.js';

let source: BasemapTileSource | undefined;
afterEach(async () => {
  await source?.close();
  source = undefined;
});

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('BasemapTileSource', () => {
  it('starts its worker with the first tile, ends it when idle, and starts it again for the next new tile', async () => {
    source = new BasemapTileSource({ idleMs: 100 });
    expect(source.running).toBe(false);
    const first = await source.tile(0, 0, 0);
    expect(first.tile.length).toBeGreaterThan(0);
    await until(() => !source!.running);
    expect(await source.tile(0, 0, 0)).toBe(first);
    expect(source.running).toBe(false);
    const next = await source.tile(1, 1, 0);
    expect(next.tile.length).toBeGreaterThan(0);
    expect(source.running).toBe(true);
  });

  it('lets concurrent requests for one tile share its cut', async () => {
    source = new BasemapTileSource({ maxWaiting: 1 });
    const tiles = await Promise.all([1, 2, 3, 4, 5].map(() => source!.tile(2, 2, 1)));
    expect(new Set(tiles).size).toBe(1);
  });

  it('answers 429 for new tiles past the most that may wait for the worker', async () => {
    source = new BasemapTileSource({ maxWaiting: 2 });
    const results = await Promise.allSettled([
      source.tile(2, 0, 0),
      source.tile(2, 0, 1),
      source.tile(2, 0, 2),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refused = (results[2] as PromiseRejectedResult).reason as ApiError;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.status).toBe(429);
    expect(refused.headers).toEqual({ 'retry-after': '1' });
    expect((await source.tile(2, 0, 2)).tile.length).toBeGreaterThan(0);
  });
});
