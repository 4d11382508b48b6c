import type { FastifyReply } from 'fastify';
import { IMAGE_MIME } from './image-type.js';
import type { FileRow } from './store.js';

/**
 * Sends a stored file. The URL of an avatar or logo stays the same when it changes, so the
 * browser revalidates every time (`no-cache`) and gets a 304 while the ETag still matches.
 * SVG is served in a sandbox with no script and no loads, even if opened directly.
 */
export function sendFile(
  reply: FastifyReply,
  file: Pick<FileRow, 'bytes' | 'contentType' | 'size' | 'sha256'>,
  options: { cacheControl?: string } = {},
) {
  const etag = `"${file.sha256}"`;
  reply
    .header('etag', etag)
    .header('cache-control', options.cacheControl ?? 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline');
  if (file.contentType === IMAGE_MIME.svg)
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  const ifNoneMatch = reply.request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.status(304).send();
  return reply.type(file.contentType).header('content-length', file.size).send(Buffer.from(file.bytes));
}
