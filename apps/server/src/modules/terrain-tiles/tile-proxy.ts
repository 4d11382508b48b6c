import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';
import { clientKey, FetchBudget } from '../../http/fetch-budget.js';
import { ApiError, notFound } from '../../http/problem.js';

export { clientKey };

export type TerrainTile = { png: Buffer; etag: string };

export type TerrainTileProxyOptions = {
  /** The source's `{z}/{x}/{y}` template (TERRAIN_TILES_URL). */
  url: string;
  /** How long one fetch from the source may take, answer and body. */
  timeoutMs: number;
  /** Bytes of tiles kept (least recently used leave first). */
  cacheBytes: number;
  /** The most bytes one tile may have; a larger answer is refused (502). */
  maxTileBytes?: number;
  /** Fetches from the source at once; more wait their turn. */
  concurrency?: number;
  /** How long a failed tile answers its failure again without asking the source. */
  failureTtlMs?: number;
  /** Sent as User-Agent: who is asking, nothing about the visitor. */
  userAgent: string;
  /** New fetches from the source per minute, all callers together (TERRAIN_TILES_FETCHES_PER_MINUTE). */
  fetchesPerMinute: number;
  /** New fetches per minute one client address may cause (TERRAIN_TILES_FETCHES_PER_CLIENT_PER_MINUTE). */
  fetchesPerClientPerMinute: number;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const badGateway = (detail: string) => new ApiError(502, 'Bad Gateway', detail);

/** Client addresses whose budgets are kept; one forgotten starts again with a full budget. */
const CLIENTS_KEPT = 10_000;

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`);

/**
 * The operator's terrain tiles, fetched by the server (docs/decisions/163-terrain-sources.md):
 * visitors never contact the source, so it learns nothing of them and the page's security policy
 * stays `'self'`. A request to the source carries only our User-Agent and Accept (no header or
 * cookie of the visitor), follows no redirect (the operator named the host; a redirect could
 * lead anywhere, an internal address included) and gives up after `timeoutMs`. Tiles are
 * checked to be PNGs of bounded size and kept in an LRU cache bounded in bytes; concurrent
 * requests for one tile share one fetch (lru-cache's `fetch`). A failure is remembered for a
 * few seconds only, so a dead source is not asked again by every request meanwhile, and a
 * recovered one is used again soon.
 *
 * Only a request that makes a new fetch costs anything: a cached tile, one being fetched for
 * someone else and a remembered failure are free. A new fetch spends one of the caller's
 * address's budget (`fetchesPerClientPerMinute`) and one of the process's
 * (`fetchesPerMinute`); with either empty it answers 429 with Retry-After, and the source is not
 * asked. The budgets live in this process: N processes ask the source up to N times as often.
 */
export class TerrainTileProxy {
  private readonly cache: LRUCache<string, TerrainTile>;
  private readonly failures: LRUCache<string, ApiError>;
  private readonly limit: LimitFunction;
  private readonly maxTileBytes: number;
  /** Tiles being fetched: a request for one of them joins its fetch, for free. */
  private readonly fetching = new Set<string>();
  private readonly budget: FetchBudget;
  /** By clientKey; a budget unused for a minute is full again, so it need not be kept longer. */
  private readonly clients: LRUCache<string, FetchBudget>;

  constructor(private readonly options: TerrainTileProxyOptions) {
    this.maxTileBytes = options.maxTileBytes ?? 2 * 1024 * 1024;
    this.limit = pLimit(options.concurrency ?? 16);
    this.cache = new LRUCache<string, TerrainTile>({
      maxSize: options.cacheBytes,
      sizeCalculation: (tile) => tile.png.length + 100,
      // The time limit starts with the request, so a tile waiting for a free slot behind a
      // hanging source gives up as the others do.
      fetchMethod: async (key) => {
        const signal = AbortSignal.timeout(options.timeoutMs);
        this.fetching.add(key);
        try {
          return await this.limit(() => this.fetchTile(key, signal));
        } finally {
          this.fetching.delete(key);
        }
      },
    });
    this.failures = new LRUCache<string, ApiError>({ max: 10_000, ttl: options.failureTtlMs ?? 3_000 });
    this.budget = new FetchBudget(options.fetchesPerMinute, performance.now());
    this.clients = new LRUCache<string, FetchBudget>({
      max: CLIENTS_KEPT,
      ttl: 60_000,
      updateAgeOnGet: true,
    });
  }

  /**
   * The tile, from the cache or the source; an ApiError (404, 502, 504) when it cannot be had,
   * 429 when it would be a new fetch beyond `client`'s budget or the process's.
   */
  async tile(z: number, x: number, y: number, client: string): Promise<TerrainTile> {
    const key = `${z}/${x}/${y}`;
    const failure = this.failures.get(key);
    if (failure) throw failure;
    if (!this.cache.has(key) && !this.fetching.has(key)) this.spend(clientKey(client));
    try {
      const tile = await this.cache.fetch(key);
      if (!tile) throw badGateway('The terrain source gave no tile.');
      return tile;
    } catch (error) {
      const problem = error instanceof ApiError ? error : badGateway('The terrain source could not be read.');
      this.failures.set(key, problem);
      throw problem;
    }
  }

  close(): void {
    this.cache.clear();
    this.failures.clear();
    this.clients.clear();
  }

  /** One new fetch from both budgets, or 429 (nothing spent) when either is empty. */
  private spend(client: string): void {
    const now = performance.now();
    let own = this.clients.get(client);
    if (!own) {
      own = new FetchBudget(this.options.fetchesPerClientPerMinute, now);
      this.clients.set(client, own);
    }
    const ownWait = own.waitMs(now);
    const totalWait = this.budget.waitMs(now);
    if (ownWait > 0 || totalWait > 0) {
      const retryAfter = Math.max(1, Math.ceil(Math.max(ownWait, totalWait) / 1000));
      const detail =
        ownWait >= totalWait
          ? `Too many terrain tiles that are not cached yet were asked for from your address (at most ${this.options.fetchesPerClientPerMinute} a minute): try again in ${seconds(retryAfter)}.`
          : `The terrain source is asked for too many new tiles at the moment (at most ${this.options.fetchesPerMinute} a minute for all visitors): try again in ${seconds(retryAfter)}.`;
      throw new ApiError(429, 'Too Many Requests', detail, undefined, { 'retry-after': String(retryAfter) });
    }
    own.take();
    this.budget.take();
  }

  private tileUrl(key: string): string {
    const [z, x, y] = key.split('/');
    return this.options.url.replaceAll('{z}', z!).replaceAll('{x}', x!).replaceAll('{y}', y!);
  }

  private async fetchTile(key: string, signal: AbortSignal): Promise<TerrainTile> {
    try {
      signal.throwIfAborted();
      const response = await fetch(this.tileUrl(key), {
        redirect: 'manual',
        signal,
        headers: { 'user-agent': this.options.userAgent, accept: 'image/png' },
      });
      if (response.status === 404 || response.status === 204) {
        await response.body?.cancel();
        throw notFound(`The terrain source has no tile ${key}.`);
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        throw badGateway(`The terrain source redirected tile ${key} elsewhere; redirects are not followed.`);
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        throw badGateway(`The terrain source answered ${response.status} for tile ${key}.`);
      }
      const png = await this.readBounded(response, key);
      if (png.length < PNG_SIGNATURE.length || !png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE))
        throw badGateway(`The terrain source's answer for tile ${key} is not a PNG image.`);
      const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"`;
      return { png, etag };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (signal.aborted)
        throw new ApiError(
          504,
          'Gateway Timeout',
          `The terrain source did not answer tile ${key} within ${formatSeconds(this.options.timeoutMs)}.`,
        );
      throw badGateway(`The terrain source could not be reached for tile ${key}.`);
    }
  }

  /** The body, refused once it passes the bound (without reading the rest). */
  private async readBounded(response: Response, key: string): Promise<Buffer> {
    const tooLarge = () =>
      badGateway(
        `The terrain source's tile ${key} is larger than ${this.maxTileBytes / 1024 / 1024} MB; it is not used.`,
      );
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > this.maxTileBytes) {
      await response.body?.cancel();
      throw tooLarge();
    }
    if (!response.body) return Buffer.alloc(0);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      // Leaving the loop cancels the stream: the rest is not read.
      if (size > this.maxTileBytes) throw tooLarge();
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
