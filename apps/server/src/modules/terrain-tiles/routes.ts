import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../http/problem.js';
import { route } from '../../http/route.js';
import { TerrainTileProxy } from './tile-proxy.js';

/** A day: terrain changes far more slowly than that. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The operator's terrain tiles (TERRAIN_TILES_URL), public like the basemap: the viewer shows
 * before anyone signs in. Without a source every tile answers 404 and the client config's
 * `terrain` is null.
 */
export const terrainTileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const proxy = config.TERRAIN_TILES_URL
    ? new TerrainTileProxy({
        url: config.TERRAIN_TILES_URL,
        timeoutMs: config.TERRAIN_TILES_TIMEOUT_MS,
        cacheBytes: Math.round(config.TERRAIN_TILES_CACHE_MB * 1024 * 1024),
        userAgent: `${config.PRODUCT_NAME} terrain proxy (${config.PUBLIC_URL})`,
        fetchesPerMinute: config.TERRAIN_TILES_FETCHES_PER_MINUTE,
        fetchesPerClientPerMinute: config.TERRAIN_TILES_FETCHES_PER_CLIENT_PER_MINUTE,
      })
    : undefined;
  if (proxy) app.addHook('onClose', () => proxy.close());

  route(app, operations.getTerrainTile, async (request, reply) => {
    if (!proxy) throw notFound('This installation has no terrain source (TERRAIN_TILES_URL is not set).');
    const [z, x, y] = [request.params.z, request.params.x, request.params.y].map(Number) as [
      number,
      number,
      number,
    ];
    if (z > config.TERRAIN_TILES_MAX_ZOOM)
      throw badRequest(
        `params.z: must be at most ${config.TERRAIN_TILES_MAX_ZOOM}, the terrain source's most detailed zoom.`,
      );
    // request.ip: the socket's address, or the forwarded one from a proxy TRUST_PROXY names.
    const { png, etag } = await proxy.tile(z, x, y, request.ip);
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
      return reply.status(304).send();
    return reply.type('image/png').send(png);
  });
};
