import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { files } from '../../db/schema/index.js';
import { payloadTooLarge, unsupportedMediaType } from '../../http/problem.js';
import { decodeUtf8, detectImageType, IMAGE_MIME, type ImageMime } from './image-type.js';
import { sanitizeSvg } from './svg.js';

export type FileRow = typeof files.$inferSelect;

const TYPE_NAMES: Record<ImageMime, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/bmp': 'BMP',
};

export function formatMegabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

export function tooLarge(label: string, maxBytes: number) {
  return payloadTooLarge(`The ${label} is larger than ${formatMegabytes(maxBytes)}; upload a smaller image.`);
}

/**
 * Stores an uploaded image after checking its size and its real type (from the bytes, not
 * the name). SVG is sanitised before it is stored. Returns the files row.
 */
export async function storeImage(
  db: Queryable,
  bytes: Uint8Array,
  options: { allowed: readonly ImageMime[]; maxBytes: number; label?: string },
): Promise<FileRow> {
  const label = options.label ?? 'image';
  if (bytes.byteLength > options.maxBytes) throw tooLarge(label, options.maxBytes);
  const type = await detectImageType(bytes);
  if (!type || !options.allowed.includes(type)) {
    const names = options.allowed.map((t) => TYPE_NAMES[t]);
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
    throw unsupportedMediaType(`The ${label} must be a ${list} image; this file is not one.`);
  }
  let stored = bytes;
  if (type === IMAGE_MIME.svg) {
    const clean = sanitizeSvg(decodeUtf8(bytes)!);
    if (!clean)
      throw unsupportedMediaType(`The ${label} is an SVG with nothing left to show once made safe.`);
    stored = new TextEncoder().encode(clean);
  }
  const [row] = await db
    .insert(files)
    .values({
      bytes: stored,
      contentType: type,
      size: stored.byteLength,
      sha256: createHash('sha256').update(stored).digest('hex'),
    })
    .returning();
  return row!;
}

export async function findFile(db: Queryable, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function deleteFile(db: Queryable, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}
