import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/problem.js';
import { route } from '../../http/route.js';
import { Geocoder } from './geocoder.js';

/**
 * The place search's geocoder through the server (docs/decisions/202-map-layers-through-the-server.md):
 * every signed-in member of a subscription (`project.list`, like the map layers); 404 when the
 * operator configured none (GEOCODER_URL; the client configuration's `geocoder` is then false).
 */
export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const geocoder = config.GEOCODER_URL
    ? new Geocoder({
        url: config.GEOCODER_URL,
        kind: config.GEOCODER_KIND,
        timeoutMs: config.GEOCODER_TIMEOUT_MS,
        userAgent: `${config.PRODUCT_NAME} place search (${config.PUBLIC_URL})`,
        privateOrigins: config.MAP_LAYER_PRIVATE_ORIGINS ?? [],
        fetchesPerClientPerMinute: config.GEOCODER_FETCHES_PER_CLIENT_PER_MINUTE,
      })
    : undefined;
  app.addHook('onClose', () => geocoder?.close());

  route(app, operations.geocode, async (request) => {
    if (!geocoder) throw notFound('No geocoder is configured on this server (GEOCODER_URL).');
    return geocoder.search(request.query.q, request.ip);
  });
};
