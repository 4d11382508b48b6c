import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { TestApp } from './harness.js';
import { multipartUpload } from './terrain-fixtures.js';

/** Where the test photos were "taken": on the dunes at Egmond aan Zee, facing the sea. */
export const PHOTO_GPS = {
  latitude: 52.625,
  longitude: 4.616666666666667,
  altitude: 12,
  heading: 275,
  focalLength35mm: 28,
  takenAt: '2026-05-01T10:20:30',
};

/**
 * A JPEG as a phone writes it: EXIF with the camera's make and its owner's name, GPS position,
 * altitude and bearing, the 35 mm-equivalent focal length and the time it was taken, and
 * `orientation` (EXIF Orientation; 6 = turn 90° clockwise to show it upright).
 */
export function jpegWithGps(
  options: { width?: number; height?: number; orientation?: number; colour?: string } = {},
): Promise<Buffer> {
  return sharp({
    create: {
      width: options.width ?? 120,
      height: options.height ?? 80,
      channels: 3,
      background: options.colour ?? '#6699cc',
    },
  })
    .jpeg()
    .withMetadata({ orientation: options.orientation ?? 1 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Pocket 9', Artist: 'Jan Jansen' },
      IFD2: {
        DateTimeOriginal: '2026:05:01 10:20:30',
        FocalLengthIn35mmFilm: String(PHOTO_GPS.focalLength35mm),
      },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 37/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 37/1 0/1',
        GPSAltitude: '12/1',
        GPSImgDirectionRef: 'T',
        GPSImgDirection: '275/1',
      },
    })
    .toBuffer();
}

/** A plain image without EXIF in the given format. */
export function plainImage(format: 'png' | 'webp' | 'jpeg', width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336644' } })
    .toFormat(format)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, complete PNG of `width × height` pixels in one bit per pixel, all black: 200
 * megapixels take 25 MB unpacked and a few tens of KB as a file, and are made in milliseconds
 * (sharp takes seconds to encode one).
 */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Math.ceil(width / 8) + 1; // the filter byte (0, none) and the packed pixels
  const raw = Buffer.alloc(row * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether a JPEG carries an APP1 segment that starts with "Exif" (where EXIF lives). */
export function hasExifSegment(jpeg: Buffer): boolean {
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    if (marker === 0xda) return false; // start of scan: no more metadata segments
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker === 0xe1 && jpeg.toString('latin1', offset + 4, offset + 8) === 'Exif') return true;
    offset += 2 + length;
  }
  return false;
}

/** A viewpoint's photo URL (`uploadViewpointPhoto`, `getViewpointPhoto`, `deleteViewpointPhoto`). */
export const photoUrl = (viewpointId: number) => `/api/projects/viewpoints/${viewpointId}/photo`;

/** Uploads `bytes` as the viewpoint's photo (multipart field "file"), as the dashboard does. */
export function uploadPhoto(
  t: TestApp,
  headers: Record<string, string>,
  viewpointId: number,
  bytes: Uint8Array,
  name = 'photo.jpg',
) {
  return t.app.inject({
    method: 'PUT',
    url: photoUrl(viewpointId),
    ...multipartUpload(headers, bytes, name),
  });
}
