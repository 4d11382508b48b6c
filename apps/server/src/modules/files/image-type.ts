import { fileTypeFromBuffer } from 'file-type';
import { looksLikeSvg } from './svg.js';

export const IMAGE_MIME = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
} as const;
export type ImageMime = (typeof IMAGE_MIME)[keyof typeof IMAGE_MIME];

/** Avatars: png, jpg, jpeg, gif, svg (spec section 5). */
export const AVATAR_IMAGE_TYPES: readonly ImageMime[] = [
  IMAGE_MIME.png,
  IMAGE_MIME.jpeg,
  IMAGE_MIME.gif,
  IMAGE_MIME.svg,
];
/** Logos: "any image" (spec section 5), i.e. every type a browser shows. */
export const ANY_IMAGE_TYPES: readonly ImageMime[] = Object.values(IMAGE_MIME);

const KNOWN = new Set<string>(Object.values(IMAGE_MIME));

/** The image type the bytes really are, whatever the file's name or declared type says. */
export async function detectImageType(bytes: Uint8Array): Promise<ImageMime | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && KNOWN.has(detected.mime)) return detected.mime as ImageMime;
  if (detected && detected.mime !== 'application/xml') return undefined;
  const text = decodeUtf8(bytes);
  return text !== undefined && looksLikeSvg(text) ? IMAGE_MIME.svg : undefined;
}

export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
