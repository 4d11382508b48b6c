import { PHOTO_CONTENT_TYPE } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { clientGone } from '../../uploads/decode-queue.js';
import {
  deleteViewpointPhoto,
  getViewpointPhotoImage,
  updateViewpointPhotoAlignment,
  uploadViewpointPhoto,
} from './service.js';

/**
 * A viewpoint's photo. Reading needs only visibility; uploading and aligning need the content
 * edit right and Custom panorama (PanoUpload); removing the content edit right (policy.ts).
 * The public viewer's photo is served beside the viewer's answer (../publishing/routes.ts).
 */
export const viewpointPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  route(app, operations.uploadViewpointPhoto, async (request, reply, actor) =>
    uploadViewpointPhoto(ctx, actor, request.params.id, request, clientGone(reply)),
  );

  route(app, operations.getViewpointPhoto, async (request, reply, actor) =>
    sendPhoto(reply, await getViewpointPhotoImage(ctx, actor, request.params.id), 'private, no-cache'),
  );

  route(app, operations.updateViewpointPhotoAlignment, async (request, _reply, actor) =>
    updateViewpointPhotoAlignment(ctx, actor, request.params.id, request.body),
  );

  route(app, operations.deleteViewpointPhoto, async (request, reply, actor) => {
    await deleteViewpointPhoto(ctx, actor, request.params.id);
    return reply.status(204).send(null);
  });
};

/**
 * Sends a stored photo (a JPEG without metadata). The ETag is the photo's version; a
 * matching If-None-Match answers 304. The URL stays the same across uploads, so the browser
 * revalidates every time (`no-cache`), as it does for logos.
 */
export function sendPhoto(
  reply: FastifyReply,
  image: { bytes: Uint8Array; version: number },
  cacheControl: string,
) {
  const etag = `"${image.version}"`;
  reply
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline');
  const ifNoneMatch = reply.request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.status(304).send();
  return reply
    .type(PHOTO_CONTENT_TYPE)
    .header('content-length', image.bytes.byteLength)
    .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
}
