import { negotiate } from '@fastify/accept-negotiator';
import { VECTOR_TILE_TYPE } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { BasemapTileSource } from './tile-source.js';

/** A day: the tiles change only when the Natural Earth data of a release does. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The planner's offline basemap (no sign-in: the map shows before any data does). Tiles are
 * sent gzipped when the client takes it (the API's compression does not know this type).
 */
export const basemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const source = new BasemapTileSource();
  app.addHook('onClose', () => source.close());

  route(app, operations.getBasemapTile, async (request, reply) => {
    const { z, x, y } = request.params;
    const { tile, gzip, etag } = await source.tile(z, x, y);
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .header('x-content-type-options', 'nosniff');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === etag.slice(2)))
      return reply.status(304).send();
    const encoding = gzip ? negotiate(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) : null;
    if (gzip && encoding === 'gzip') reply.header('content-encoding', 'gzip');
    return reply.type(VECTOR_TILE_TYPE).send(gzip && encoding === 'gzip' ? gzip : tile);
  });
};
