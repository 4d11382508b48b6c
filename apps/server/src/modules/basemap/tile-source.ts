import { Worker } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import { ApiError } from '../../http/problem.js';
import { workerScript } from '../../worker-script.js';
import type { TileAnswer, TileRequest } from './tile-worker.js';

export type EncodedTile = { tile: Buffer; gzip: Buffer | null; etag: string };

export type TileSourceOptions = {
  /** Bytes of encoded tiles kept (LRU); a tile is a few hundred bytes to some tens of KB. */
  cacheBytes?: number;
  /** Tiles waiting for the worker before further new ones answer 429. */
  maxWaiting?: number;
  /** The worker, with its indexes (85–135 MB of RSS once 1:10m is built), ends after this long unused. */
  idleMs?: number;
};

/**
 * Serves the basemap's tiles: each cut once by a worker thread, then kept encoded (and gzipped)
 * in a bounded LRU cache; concurrent requests for one tile share one cut. The worker starts
 * with the first tile (never at start-up) and ends when idle, which frees its heap.
 */
export class BasemapTileSource {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, (answer: TileAnswer | Error) => void>();
  /** Tiles being cut: a request for one of them joins its cut (lru-cache's `fetch`). */
  private readonly cutting = new Set<string>();
  private readonly cache: LRUCache<string, EncodedTile>;
  private readonly maxWaiting: number;
  private readonly idleMs: number;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(options: TileSourceOptions = {}) {
    this.maxWaiting = options.maxWaiting ?? 256;
    this.idleMs = options.idleMs ?? 10 * 60_000;
    this.cache = new LRUCache<string, EncodedTile>({
      maxSize: options.cacheBytes ?? 16 * 1024 * 1024,
      sizeCalculation: (entry) => entry.tile.length + (entry.gzip?.length ?? 0) + 64,
      fetchMethod: (key) => this.cut(key),
    });
  }

  async tile(z: number, x: number, y: number): Promise<EncodedTile> {
    const key = `${z}/${x}/${y}`;
    if (!this.cache.has(key) && !this.cutting.has(key) && this.waiting.size >= this.maxWaiting)
      throw new ApiError(
        429,
        'Too Many Requests',
        'The basemap is busy: try this tile again shortly.',
        undefined,
        {
          'retry-after': '1',
        },
      );
    const entry = await this.cache.fetch(key);
    if (!entry) throw new Error(`Basemap tile ${key} was not made`);
    return entry;
  }

  /** Whether the worker runs now (it holds the cut indexes). */
  get running(): boolean {
    return this.worker !== undefined;
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    this.cache.clear();
    await this.stopWorker({ evenIfBusy: true });
  }

  private cut(key: string): Promise<EncodedTile> {
    const [z, x, y] = key.split('/').map(Number) as [number, number, number];
    const worker = this.startWorker();
    clearTimeout(this.idleTimer);
    const id = this.nextId++;
    this.cutting.add(key);
    return new Promise<EncodedTile>((resolve, reject) => {
      this.waiting.set(id, (answer) => {
        this.waiting.delete(id);
        this.cutting.delete(key);
        if (this.waiting.size === 0) this.scheduleIdleStop();
        if (answer instanceof Error) reject(answer);
        else if ('error' in answer) reject(new Error(`Basemap tile ${key}: ${answer.error}`));
        else
          resolve({
            tile: Buffer.from(answer.tile),
            gzip: answer.gzip ? Buffer.from(answer.gzip) : null,
            etag: answer.etag,
          });
      });
      worker.postMessage({ id, z, x, y } satisfies TileRequest);
    });
  }

  private startWorker(): Worker {
    if (this.worker) return this.worker;
    const { url, execArgv } = workerScript(import.meta.url, 'tile-worker');
    const worker = new Worker(url, {
      ...(execArgv ? { execArgv } : {}),
      // Measured for 1:10m: ~60 MB of heap once built, +85 MB of RSS with a 16 MB young
      // generation (twice that with V8's default sizing, for no speed); a runaway index ends
      // the worker, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 16 },
    });
    // Never what keeps the process alive: requests waiting for it hold their sockets.
    worker.unref();
    worker.on('message', (answer: TileAnswer) => this.waiting.get(answer.id)?.(answer));
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const settle of [...this.waiting.values()]) settle(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The basemap worker ended (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private scheduleIdleStop(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.stopWorker({ evenIfBusy: false }), this.idleMs);
    this.idleTimer.unref();
  }

  private async stopWorker({ evenIfBusy }: { evenIfBusy: boolean }): Promise<void> {
    const worker = this.worker;
    if (!worker || (this.waiting.size > 0 && !evenIfBusy)) return;
    this.worker = undefined;
    for (const settle of [...this.waiting.values()]) settle(new Error('The basemap worker was stopped'));
    await worker.terminate();
  }
}
