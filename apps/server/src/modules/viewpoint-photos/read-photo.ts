import {
  PHOTO_MAX_PIXELS,
  PHOTO_STORED_MAX_SIDE,
  type PhotoCamera,
  type PhotoKind,
} from '@vantage/contracts';
import exifr from 'exifr';
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { badRequest } from '../../http/problem.js';
import { cameraOf, type ExifTags, kindOf, takenAtOf } from './camera.js';

export type ReadPhoto = {
  /** The stored JPEG: upright, at most PHOTO_STORED_MAX_SIDE a side, without any metadata. */
  jpeg: Buffer;
  kind: PhotoKind;
  width: number;
  height: number;
  takenAt: string | null;
  camera: PhotoCamera;
};

/**
 * Images decoded at once in this process; more wait their turn. A 150-megapixel image takes
 * hundreds of MB while it is decoded, so two at a time keep uploads from exhausting memory.
 */
const processing = pLimit(2);
// Each image uses at most two of libvips' threads, and libvips keeps no decoded images around.
sharp.concurrency(2);
sharp.cache(false);

const ACCEPTED: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };
const EXIF_TAGS = [
  'GPSLatitude',
  'GPSLatitudeRef',
  'GPSLongitude',
  'GPSLongitudeRef',
  'GPSAltitude',
  'GPSAltitudeRef',
  'GPSImgDirection',
  'FocalLengthIn35mmFormat',
  'FocalLength',
  'DateTimeOriginal',
];
const NOT_AN_IMAGE = 'The file is not a JPEG, PNG or WebP image: upload the photo in one of these formats.';

/** The camera's EXIF tags, or nothing when the file has none or they cannot be read. */
async function readExif(bytes: Uint8Array): Promise<ExifTags | undefined> {
  try {
    return ((await exifr.parse(bytes, { pick: EXIF_TAGS, gps: true })) as ExifTags | undefined) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads an uploaded photo: its real type from the bytes (JPEG, PNG or WebP, else 400), its
 * size in pixels before anything is decoded (over PHOTO_MAX_PIXELS: 400), the camera from
 * EXIF, and then the stored image: turned upright by its EXIF orientation, scaled down to fit
 * PHOTO_STORED_MAX_SIDE and re-encoded as JPEG. sharp writes no metadata unless asked to, so
 * neither GPS nor anything else of the upload's EXIF reaches the stored bytes.
 */
export function readPhoto(bytes: Uint8Array): Promise<ReadPhoto> {
  return processing(async () => {
    const type = await fileTypeFromBuffer(bytes);
    const typeName = type && ACCEPTED[type.mime];
    if (!typeName) throw badRequest(NOT_AN_IMAGE);
    const damaged = () => badRequest(`The ${typeName} image could not be read: it may be damaged.`);
    const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const };
    let metadata: Metadata;
    try {
      // The header only, so that the size can be named before the pixel limit refuses it.
      metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    } catch {
      throw damaged();
    }
    const { width, height } = metadata;
    if (!width || !height) throw badRequest(NOT_AN_IMAGE);
    if (width * height > PHOTO_MAX_PIXELS)
      throw badRequest(
        `The image is ${width} × ${height} = ${(width * height).toLocaleString('en')} pixels; at most ${PHOTO_MAX_PIXELS.toLocaleString('en')} (${PHOTO_MAX_PIXELS / 1_000_000} megapixels) are accepted: scale it down first.`,
      );
    const tags = await readExif(bytes);
    let output: { data: Buffer; info: OutputInfo };
    try {
      output = await sharp(bytes, options)
        .rotate()
        .resize({
          width: PHOTO_STORED_MAX_SIDE,
          height: PHOTO_STORED_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .jpeg({ quality: 85, mozjpeg: true })
        .timeout({ seconds: 120 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw damaged();
    }
    return {
      jpeg: output.data,
      kind: kindOf(output.info.width, output.info.height),
      width: output.info.width,
      height: output.info.height,
      takenAt: takenAtOf(tags?.DateTimeOriginal),
      camera: cameraOf(tags),
    };
  });
}
