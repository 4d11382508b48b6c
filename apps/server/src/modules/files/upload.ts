import type { FastifyRequest } from 'fastify';
import { uploadedPart } from '../../uploads/receive.js';
import { tooLarge } from './store.js';

/**
 * Reads the one file of a multipart upload, at most `maxBytes` (a larger file is refused
 * without reading it all). Avatars and project logos use the field `file` (spec section 7).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { field?: string; maxBytes: number; label?: string },
): Promise<Uint8Array> {
  const label = options.label ?? 'image';
  const part = await uploadedPart(request, { ...options, label });
  try {
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge(label, options.maxBytes);
    return bytes;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(label, options.maxBytes);
    throw error;
  }
}
