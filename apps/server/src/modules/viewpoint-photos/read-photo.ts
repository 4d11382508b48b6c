import { PHOTO_MAX_BYTES } from '@vantage/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/problem.js';
import { admitUpload, decodeInTurn } from '../../uploads/decode-queue.js';
import { FileTooLarge, receiveUpload, storedFileName } from '../../uploads/receive.js';
import { formatMegabytes } from '../files/store.js';
import type { ReadPhoto } from './decode-photo.js';
import type { PhotoJob } from './photo-process.js';

/**
 * A decode's bounds. A progressive JPEG is decoded from all its coefficients at once: a
 * 150-megapixel one peaked at 950 MB here (a baseline one, streamed, at a fraction of it),
 * and took 1.6–1.8 s; an ordinary 12-megapixel photo takes 0.3 s.
 */
const PHOTO_LIMITS = { memoryMb: 1280, timeoutMs: 20_000 };

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
