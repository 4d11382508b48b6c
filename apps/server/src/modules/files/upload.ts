import type { FastifyRequest } from 'fastify';
import { badRequest, unsupportedMediaType } from '../../http/problem.js';
import { tooLarge } from './store.js';

/**
 * Reads the one file of a multipart upload, at most `maxBytes` (a larger file is refused
 * without reading it all). Avatars and project logos use the field `file` (spec section 7).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { field?: string; maxBytes: number; label?: string },
): Promise<Uint8Array> {
  return (await readUpload(request, options)).bytes;
}

/** The same, with the name the client gave the file (may be empty). */
export async function readUpload(
  request: FastifyRequest,
  options: { field?: string; maxBytes: number; label?: string },
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const field = options.field ?? 'file';
  const label = options.label ?? 'image';
  if (!request.isMultipart())
    throw unsupportedMediaType(`Send the ${label} as multipart/form-data in the field "${field}".`);
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  if (!part) throw badRequest(`No file was sent: use the multipart field "${field}".`);
  if (part.fieldname !== field) {
    part.file.resume();
    throw badRequest(`The file must be sent in the multipart field "${field}", not "${part.fieldname}".`);
  }
  try {
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge(label, options.maxBytes);
    return { bytes, fileName: part.filename ?? '' };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(label, options.maxBytes);
    throw error;
  }
}
