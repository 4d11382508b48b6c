import { PHOTO_MAX_BYTES } from '@vantage/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/problem.js';
import type { ByteSource } from '../../uploads/byte-source.js';
import { readUpload, type UploadKind } from '../../uploads/decode-queue.js';
import { formatMegabytes } from '../files/store.js';
import type { ReadPhoto } from './decode-photo.js';
import { checkJpeg, checkPng, PhotoHeaderInvalid } from './photo-headers.js';
import type { PhotoJob } from './photo-process.js';

/**
 * A decode's bounds. A progressive JPEG is decoded from all its coefficients at once: a
 * 150-megapixel one peaked at 950 MB here (a baseline one, streamed, at a fraction of it),
 * and took 1.6–1.8 s; an ordinary 12-megapixel photo takes 0.3 s.
 */
const PHOTO_LIMITS = { memoryMb: 1280, timeoutMs: 20_000 };

/**
 * Refuses, before the photo waits for a decoder, a JPEG or PNG whose structure declares what
 * cannot be afforded (./photo-headers.ts): read through a 1 MB window, in milliseconds. The
 * decoding process judges everything else (the type, the pixel count).
 */
function checkHeaders(source: ByteSource): void {
  try {
    const head = source.read(0, 8);
    if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) checkJpeg(source);
    else if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) checkPng(source);
  } catch (error) {
    if (error instanceof PhotoHeaderInvalid) throw badRequest(error.message);
    throw error;
  }
}

const PHOTO: UploadKind = {
  label: 'photo',
  maxBytes: PHOTO_MAX_BYTES,
  tooLarge: `The file is larger than ${formatMegabytes(PHOTO_MAX_BYTES)}, the most a photo may be: save it smaller first.`,
  fallbackName: 'photo.jpg',
  check: checkHeaders,
  job: async (path) => ({
    moduleUrl: import.meta.url,
    script: 'photo-process',
    input: { path } satisfies PhotoJob,
    limits: PHOTO_LIMITS,
  }),
};

/**
 * Receives an uploaded photo and reads it (./decode-photo.ts) in a child process in the
 * organisation's turn (../../uploads/decode-queue.ts): 429 when the organisation or the
 * server has too many uploads in flight, 400 for what cannot be used.
 */
export async function readPhotoUpload(
  request: FastifyRequest,
  subscriptionId: number,
  signal: AbortSignal,
): Promise<ReadPhoto & { fileName: string }> {
  const { result, fileName } = await readUpload<ReadPhoto>(request, subscriptionId, PHOTO, signal);
  const { jpeg } = result;
  return { ...result, jpeg: Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength), fileName };
}
