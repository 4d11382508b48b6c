import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { MAP_LAYER_TILE_MAX_BYTES } from '@vantage/contracts/map-layers';
import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';
import { ClientBudgets } from '../../http/fetch-budget.js';
import { ApiError, notFound } from '../../http/problem.js';
import { isPublicAddress, publicOnlyLookup, RefusedAddressError } from './source-address.js';
import { type TileSourceLayer, tileSourceUrl } from './tile-source.js';

export type MapLayerTile = { bytes: Buffer; type: string; etag: string };

export type MapLayerTileFetcherOptions = {
  timeoutMs: number;
  cacheBytes: number;
  /** Sent as User-Agent: who is asking, nothing about the visitor. */
  userAgent: string;
  /** Origins fetched from although they resolve to private addresses (MAP_LAYER_PRIVATE_ORIGINS). */
  privateOrigins: readonly string[];
  /** New fetches per minute one client address may cause (MAP_LAYER_FETCHES_PER_CLIENT_PER_MINUTE). */
  fetchesPerClientPerMinute: number;
  concurrency?: number;
};

/** A layer as the fetcher needs it; `version` keys the cache, so a changed layer is fetched anew. */
export type FetchedLayer = TileSourceLayer & { id: number; version: number };

const badGateway = (detail: string) => new ApiError(502, 'Bad Gateway', detail);

/** The image types a tile may have, by their first bytes. */
export function imageTypeOf(bytes: Buffer): string | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return undefined;
}

/**
 * Map layers' tiles, fetched by the server for the planner (decision 202). A request to a
 * source carries only our User-Agent and Accept (no header or cookie of the visitor), follows no
 * redirect, connects only to public addresses (checked at connection time: publicOnlyLookup)
 * unless the operator listed the origin, gives up after `timeoutMs`, and takes only an image of
 * at most 4 MB. Tiles are kept in an LRU cache bounded in bytes, by layer, version and tile;
 * concurrent requests for one tile share one fetch.
 *
 * As for the terrain tiles, only a request that makes a new fetch costs anything: a new fetch
 * spends one of the caller's address's budget (`fetchesPerClientPerMinute`, by clientKey, an
 * IPv6 address by its /64); with it empty the answer is 429 with Retry-After and the source is
 * not asked, while cached tiles and tiles being fetched for someone else are still answered.
 * The budgets live in this process.
 */
export class MapLayerTileFetcher {
  private readonly cache: LRUCache<string, MapLayerTile, FetchedLayer>;
  private readonly limit: LimitFunction;
  /** Tiles being fetched: a request for one of them joins its fetch, for free. */
  private readonly fetching = new Set<string>();
  /** The client addresses' budgets of new fetches. */
  private readonly clients: ClientBudgets;

  constructor(private readonly options: MapLayerTileFetcherOptions) {
    this.limit = pLimit(options.concurrency ?? 16);
    this.cache = new LRUCache<string, MapLayerTile, FetchedLayer>({
      maxSize: options.cacheBytes,
      sizeCalculation: (tile) => tile.bytes.length + 100,
      fetchMethod: async (key, _stale, { context }) => {
        const [, , tile] = key.split(':');
        const [z, x, y] = tile!.split('/').map(Number) as [number, number, number];
        const signal = AbortSignal.timeout(options.timeoutMs);
        this.fetching.add(key);
        try {
          return await this.limit(() =>
            this.fetchTile(tileSourceUrl(context, z, x, y), `${z}/${x}/${y}`, signal),
          );
        } finally {
          this.fetching.delete(key);
        }
      },
    });
    this.clients = new ClientBudgets(options.fetchesPerClientPerMinute);
  }

  /** The tile, from the cache or the source; 429 when it would be a new fetch beyond `client`'s budget. */
  async tile(layer: FetchedLayer, z: number, x: number, y: number, client: string): Promise<MapLayerTile> {
    const key = `${layer.id}:${layer.version}:${z}/${x}/${y}`;
    if (!this.cache.has(key) && !this.fetching.has(key))
      this.clients.spend(
        client,
        (retryIn) =>
          `Too many map tiles that are not cached yet were asked for from your address (at most ${this.clients.perMinute} a minute): try again in ${retryIn}.`,
      );
    const tile = await this.cache.fetch(key, { context: layer });
    if (!tile) throw badGateway('The layer’s source gave no tile.');
    return tile;
  }

  close(): void {
    this.cache.clear();
    this.clients.clear();
  }

  private async fetchTile(address: string, tile: string, signal: AbortSignal): Promise<MapLayerTile> {
    const url = new URL(address);
    const listed = this.options.privateOrigins.includes(url.origin);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    try {
      signal.throwIfAborted();
      // A host written as an address is connected to without a lookup: checked here instead.
      if (!listed && isIP(host) !== 0 && !isPublicAddress(host))
        throw new RefusedAddressError(`${host} is a private or reserved address.`);
      const response = await this.get(url, listed, signal);
      const status = response.statusCode ?? 0;
      if (status === 404 || status === 204) {
        response.resume();
        throw notFound(`The layer’s source has no tile ${tile}.`);
      }
      if (status >= 300 && status < 400) {
        response.resume();
        throw badGateway(`The layer’s source redirected tile ${tile} elsewhere; redirects are not followed.`);
      }
      if (status !== 200) {
        response.resume();
        throw badGateway(`The layer’s source answered ${status} for tile ${tile}.`);
      }
      const bytes = await readBounded(response, tile);
      const type = imageTypeOf(bytes);
      if (!type)
        throw badGateway(`The layer’s source answered tile ${tile} with something else than an image.`);
      const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
      return { bytes, type, etag };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (
        error instanceof RefusedAddressError ||
        (error as { cause?: unknown }).cause instanceof RefusedAddressError
      )
        throw badGateway(
          'The layer’s source is on a private or reserved network address, which the server does not fetch from.',
        );
      if (signal.aborted)
        throw new ApiError(504, 'Gateway Timeout', `The layer’s source did not answer tile ${tile} in time.`);
      throw badGateway(`The layer’s source could not be reached for tile ${tile}.`);
    }
  }

  private get(url: URL, listed: boolean, signal: AbortSignal): Promise<IncomingMessage> {
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const outgoing = request(url, {
        method: 'GET',
        signal,
        headers: { 'user-agent': this.options.userAgent, accept: 'image/*' },
        ...(listed ? {} : { lookup: publicOnlyLookup }),
      });
      outgoing.on('response', resolve);
      outgoing.on('error', reject);
      outgoing.end();
    });
  }
}

/** The body, refused once it passes MAP_LAYER_TILE_MAX_BYTES (the rest not read). */
async function readBounded(response: IncomingMessage, tile: string): Promise<Buffer> {
  const tooLarge = () =>
    badGateway(
      `The layer’s tile ${tile} is larger than ${MAP_LAYER_TILE_MAX_BYTES / 1024 / 1024} MB; it is not used.`,
    );
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAP_LAYER_TILE_MAX_BYTES) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAP_LAYER_TILE_MAX_BYTES) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
