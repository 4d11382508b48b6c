import {
  PHOTO_MAX_PIXELS,
  PHOTO_STORED_MAX_SIDE,
  type PhotoCamera,
  type PhotoKind,
} from '@vantage/contracts';
import exifr from 'exifr';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { cameraOf, type ExifTags, kindOf, takenAtOf } from './camera.js';
import { PhotoHeaderInvalid } from './photo-headers.js';

export type ReadPhoto = {
  /** The stored JPEG: upright, at most PHOTO_STORED_MAX_SIDE a side, without any metadata. */
  jpeg: Buffer;
  kind: PhotoKind;
  width: number;
  height: number;
  takenAt: string | null;
  camera: PhotoCamera;
};

// This runs in a child process per upload (./photo-process.ts): one image, one libvips
// thread (the server decodes two uploads at once on its own slots), no cache of decoded images.
sharp.concurrency(1);
sharp.cache(false);

/** What cannot be used as a photo: the upload answers 400 with this message. */
export { PhotoHeaderInvalid as PhotoInvalid };

const badRequest = (message: string) => new PhotoHeaderInvalid(message);

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

/**
 * The camera's EXIF tags, or nothing when the file has none or they cannot be read. Only the
 * EXIF blocks are parsed: no ICC profile, XMP, IPTC or PNG text (exifr would inflate a PNG's
 * compressed chunks to find them, without an output bound).
 */
async function readExif(bytes: Uint8Array): Promise<ExifTags | undefined> {
  try {
    return (
      ((await exifr.parse(bytes, {
        pick: EXIF_TAGS,
        gps: true,
        tiff: true,
        exif: true,
        ifd1: false,
        interop: false,
        icc: false,
        xmp: false,
        iptc: false,
        jfif: false,
        ihdr: false,
        makerNote: false,
        userComment: false,
      })) as ExifTags | undefined) ?? undefined
    );
  } catch {
    return undefined;
  }
}

/**
 * Reads an uploaded photo whose structure the server has checked (./read-photo.ts,
 * ./photo-headers.ts): its real type from the bytes (JPEG, PNG or WebP, else 400), its size
 * in pixels before anything is decoded (over PHOTO_MAX_PIXELS: 400), the camera from
 * EXIF, and then the stored image: turned upright by its EXIF orientation, scaled down to fit
 * PHOTO_STORED_MAX_SIDE and re-encoded as JPEG. sharp writes no metadata unless asked to, so
 * neither GPS nor anything else of the upload's EXIF reaches the stored bytes.
 */
export async function decodePhoto(bytes: Uint8Array): Promise<ReadPhoto> {
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
      // libjpeg-turbo with optimised Huffman tables: mozjpeg's trellis search took 4.5 s more
      // for an 8192² image on this machine, for files about 10 % smaller.
      .jpeg({ quality: 85, optimiseCoding: true })
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
}
