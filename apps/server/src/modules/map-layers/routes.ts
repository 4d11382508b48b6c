import { operations } from '@vantage/contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withEntityTag } from '../../http/if-match.js';
import { setTotalCount } from '../../http/pagination.js';
import { route } from '../../http/route.js';
import { changedBy } from '../project-content/changed-by.js';
import { announceMapLayer } from './events.js';
import { presentMapLayer } from './presenter.js';
import { createMapLayer, deleteMapLayer, getMapLayer, listMapLayers, updateMapLayer } from './service.js';
import { MapLayerTileFetcher } from './tile-fetcher.js';

/** An hour in the browser: a signed-in answer, so private; the server's cache keeps it longer. */
const TILE_CACHE_CONTROL = 'private, max-age=3600';

/**
 * A subscription's map layers by URL, and their tiles through the server
 * (docs/decisions/202-map-layers-through-the-server.md). Who may (the policy table's
 * `project.list` and `mapLayer.manage`, checked before each handler):
 * - list them and read their tiles (`project.list`): every member of the subscription, Observers
 *   and ProjectMembers too (the layers are the map every project of the subscription is planned
 *   on), also on an expired subscription, like the project list;
 * - add, change or delete them (`mapLayer.manage`): Owners, Administrators and Team members, as
 *   for own coordinate systems. Not ProjectMembers, although they edit their own projects: a
 *   layer shows in every project of the subscription, most of which they do not see; not
 *   SupportStaff; not on an expired subscription.
 * Every query is scoped by the selected subscription: another subscription's layer is 404.
 */
export const mapLayerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { config } = ctx;
  const fetcher = new MapLayerTileFetcher({
    timeoutMs: config.MAP_LAYER_TIMEOUT_MS,
    cacheBytes: Math.round(config.MAP_LAYER_CACHE_MB * 1024 * 1024),
    userAgent: `${config.PRODUCT_NAME} map layer proxy (${config.PUBLIC_URL})`,
    privateOrigins: config.MAP_LAYER_PRIVATE_ORIGINS ?? [],
    fetchesPerClientPerMinute: config.MAP_LAYER_FETCHES_PER_CLIENT_PER_MINUTE,
  });
  app.addHook('onClose', () => fetcher.close());

  route(app, operations.listMapLayers, async (_request, reply, actor) => {
    const rows = await listMapLayers(ctx.db, actor);
    setTotalCount(reply, rows.length);
    return rows.map(presentMapLayer);
  });

  route(app, operations.createMapLayer, async (request, reply, actor) => {
    const row = await createMapLayer(ctx.db, actor, request.body);
    announceMapLayer(ctx, 'OnItemAdded', {
      id: row.id,
      subscriptionId: row.subscriptionId,
      version: row.version,
      changedBy: changedBy(actor),
    });
    return reply.status(201).send(presentMapLayer(row));
  });

  route(app, operations.updateMapLayer, async (request, reply, actor) => {
    const row = await updateMapLayer(ctx.db, actor, request.params.id, request.body, ifMatchOf(request));
    announceMapLayer(ctx, 'OnItemUpdated', {
      id: row.id,
      subscriptionId: row.subscriptionId,
      version: row.version,
      changedBy: changedBy(actor),
    });
    return withEntityTag(reply, presentMapLayer(row));
  });

  route(app, operations.deleteMapLayer, async (request, reply, actor) => {
    const deleted = await deleteMapLayer(ctx.db, actor, request.params.id);
    announceMapLayer(ctx, 'OnItemDeleted', {
      id: deleted.id,
      subscriptionId: actor.subscription.id,
      version: deleted.version,
      changedBy: changedBy(actor),
    });
    return reply.status(204).send(null);
  });

  route(app, operations.getMapLayerTile, async (request, reply, actor) => {
    const { id } = request.params;
    const [z, x, y] = [request.params.z, request.params.x, request.params.y].map(Number) as [
      number,
      number,
      number,
    ];
    const layer = await getMapLayer(ctx.db, actor, id);
    const { bytes, type, etag } = await fetcher.tile(layer, z, x, y, request.ip);
    reply
      .header('cache-control', TILE_CACHE_CONTROL)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
      return reply.status(304).send();
    return reply.type(type).send(bytes);
  });
};
