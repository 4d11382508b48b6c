import { gunzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { TERRAIN_GRID_TYPE } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { clientGone } from '../../uploads/decode-queue.js';
import { deleteTerrainModel, getTerrainGrid, getTerrainModel, uploadTerrainModel } from './service.js';

/**
 * A project's own terrain model (docs/decisions/163-terrain-sources.md). Reading needs only
 * visibility; uploading needs the content edit right and the TerrainAhn feature; removing the
 * content edit right. The public viewer's grid is served beside the viewer's answer
 * (../publishing/routes.ts).
 */
export const terrainModelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.uploadTerrainModel, async (request, reply, actor) =>
    uploadTerrainModel(ctx, actor, request.params.projectId, request, clientGone(reply)),
  );

  route(app, operations.getTerrainModel, async (request, _reply, actor) =>
    getTerrainModel(ctx, actor, request.params.projectId),
  );

  route(app, operations.getTerrainModelGrid, async (request, reply, actor) =>
    sendTerrainGrid(reply, await getTerrainGrid(ctx, actor, request.params.projectId), 'private, no-cache'),
  );

  route(app, operations.deleteTerrainModel, async (request, reply, actor) => {
    await deleteTerrainModel(ctx, actor, request.params.projectId);
    return reply.status(204).send(null);
  });
};

/**
 * Sends a stored grid: gzipped as stored when the client accepts gzip, else unpacked. The ETag
 * is the model's version; a matching If-None-Match answers 304. The URL stays the same across
 * uploads, so the browser revalidates every time (`no-cache`).
 */
export function sendTerrainGrid(
  reply: FastifyReply,
  grid: { gridGzip: Uint8Array; version: number },
  cacheControl: string,
) {
  const etag = `"${grid.version}"`;
  reply
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .header('x-content-type-options', 'nosniff');
  const ifNoneMatch = reply.request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.status(304).send();
  const gzip = Buffer.from(grid.gridGzip.buffer, grid.gridGzip.byteOffset, grid.gridGzip.byteLength);
  reply.type(TERRAIN_GRID_TYPE);
  if (negotiate(reply.request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) === 'gzip')
    return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(gunzipSync(gzip));
}
