import type { PhotoKind } from '@vantage/contracts';
import type { PhotoImage } from './photo-layer';

/** A viewpoint's photograph as the page sends it to the engine: the stored JPEG, its kind and size. */
export type PhotoSource = { blob: Blob; kind: PhotoKind; width: number; height: number };

/**
 * The longest side of a photo as the engine draws it: what every WebGL 2 device takes as a
 * texture, and 32 MB of video memory for a 4096 × 2048 panorama (the stored 8192 px would take
 * four times as much, for detail a screen does not show).
 */
export const PHOTO_TEXTURE_MAX_SIDE = 4096;

/**
 * Decodes a viewpoint's photograph in the engine (in its worker, off the page's main thread),
 * scaled down to PHOTO_TEXTURE_MAX_SIDE; the stored image is upright already (the server turned
 * it by its EXIF orientation and dropped it). `width` and `height` stay the stored image's: a
 * frame's aspect.
 */
export async function decodePhoto(photo: PhotoSource): Promise<PhotoImage> {
  const { blob } = photo;
  const scale = Math.min(1, PHOTO_TEXTURE_MAX_SIDE / Math.max(photo.width, photo.height));
  const image = await createImageBitmap(blob, {
    imageOrientation: 'from-image',
    ...(scale < 1
      ? {
          resizeWidth: Math.round(photo.width * scale),
          resizeHeight: Math.round(photo.height * scale),
          resizeQuality: 'high' as const,
        }
      : {}),
  });
  return { image, kind: photo.kind, width: photo.width, height: photo.height };
}
