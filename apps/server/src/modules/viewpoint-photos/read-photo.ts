import { PHOTO_MAX_BYTES } from '@vantage/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/problem.js';
import { admitUpload, decodeInTurn } from '../../uploads/decode-queue.js';
import { FileTooLarge, receiveUpload, storedFileName } from '../../uploads/receive.js';
import { formatMegabytes } from '../files/store.js';
import type { ReadPhoto } from './decode-photo.js';
import type { PhotoJob } from './photo-process.js';

/**
 * A decode's bounds: a 150-megapixel progressive JPEG holds its coefficients (about 450 MB)
 * while it is decoded; the stored image is at most 8192² (200 MB as pixels). Measured on this
 * machine kind: an ordinary 12-megapixel photo in 0.3 s, a 150-megapixel one in 2.5–3 s.
 */
const PHOTO_LIMITS = { memoryMb: 768, timeoutMs: 20_000 };

/**
 * Receives an uploaded photo and reads it (./decode-photo.ts) in a child process in the
 * organisation's turn (../../uploads/decode-queue.ts): 429 when the organisation or the
 * server has too many uploads in flight, 400 for what cannot be used. The file is streamed to
 * a temporary file, removed when the photo has been read.
 */
export async function readPhotoUpload(
  request: FastifyRequest,
  subscriptionId: number,
  signal: AbortSignal,
): Promise<ReadPhoto & { fileName: string }> {
  const ticket = admitUpload(subscriptionId, 'photo');
  try {
    const file = await receiveUpload(request, { maxBytes: PHOTO_MAX_BYTES, label: 'photo' }).catch(
      (error) => {
        if (error instanceof FileTooLarge)
          throw badRequest(
            `The file is larger than ${formatMegabytes(PHOTO_MAX_BYTES)}, the most a photo may be: save it smaller first.`,
          );
        throw error;
      },
    );
    try {
      const photo = await decodeInTurn<ReadPhoto>(
        ticket,
        {
          moduleUrl: import.meta.url,
          script: 'photo-process',
          input: { path: file.path } satisfies PhotoJob,
          limits: PHOTO_LIMITS,
          label: 'photo',
        },
        signal,
      );
      const { jpeg } = photo;
      return {
        ...photo,
        jpeg: Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength),
        fileName: storedFileName(file.fileName, 'photo.jpg'),
      };
    } finally {
      await file.remove();
    }
  } finally {
    ticket.release();
  }
}
