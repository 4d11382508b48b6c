import { inflateSync } from 'node:zlib';

/**
 * What a photo's bytes declare, read without decoding any pixels (issue 43): a file whose cost
 * to decode is out of proportion to its size is refused here, in milliseconds, before libvips
 * or the EXIF reader sees it.
 *
 * - JPEG: the scans are counted. A progressive JPEG's decoder passes over the whole
 *   coefficient buffer once per scan, so ten thousand scans of a few bytes each take minutes;
 *   an encoder writes about ten (libjpeg's default script has 10, mozjpeg's up to 64 with its
 *   scan optimisation), libjpeg-turbo's own djpeg offers `-maxscans` for this attack.
 * - JPEG: its image data must hold at least one bit for each 8 × 8 block it declares. With
 *   Huffman coding every block's DC coefficient takes a code of at least one bit (in a
 *   progressive file, in its first DC scan), so less data than that is a file cut short, or a
 *   tiny file declaring 150 megapixels that libjpeg would spend seconds filling with grey.
 *   (Arithmetic coding can go below a bit a block; it is not checked.)
 * - PNG: the compressed metadata chunks (iCCP, zTXt, compressed iTXt) are inflated with a
 *   bound: a colour profile or a caption is kilobytes, and a megabyte of zlib can inflate to a
 *   gigabyte.
 */
export class PhotoHeaderInvalid extends Error {
  override readonly name = 'PhotoHeaderInvalid';
}

/** Scans a JPEG may have (baseline: one per component at most; progressive: see above). */
export const JPEG_MAX_SCANS = 100;
/** What the compressed PNG metadata chunks (iCCP, zTXt, iTXt) may inflate to, together. */
export const PNG_METADATA_MAX_BYTES = 4 * 1024 * 1024;

const refuse = (message: string) => new PhotoHeaderInvalid(message);
const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** The 8 × 8 blocks a frame header (SOFn) declares, over all its components; 0 when unknown. */
function blocksOf(frame: Buffer): number {
  if (frame.length < 6) return 0;
  const height = frame.readUInt16BE(1);
  const width = frame.readUInt16BE(3);
  const components = frame[5]!;
  if (frame.length < 6 + components * 3 || height === 0) return 0;
  const sampling = Array.from({ length: components }, (_, c) => frame[6 + c * 3 + 1]!);
  const hMax = Math.max(...sampling.map((hv) => hv >> 4), 1);
  const vMax = Math.max(...sampling.map((hv) => hv & 15), 1);
  return sampling.reduce(
    (sum, hv) =>
      sum +
      Math.ceil(Math.ceil((width * (hv >> 4)) / hMax) / 8) *
        Math.ceil(Math.ceil((height * (hv & 15)) / vMax) / 8),
    0,
  );
}

const HUFFMAN_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7]);
const ARITHMETIC_FRAMES = new Set([0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Checks a JPEG's structure up to its end: its scan count, and data for every block. */
export function checkJpeg(bytes: Uint8Array): void {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let scans = 0;
  let blocks = 0;
  let entropyBytes = 0;
  let at = 2; // after SOI
  scanning: while (at + 4 <= data.length) {
    if (data[at] !== 0xff) {
      at = data.indexOf(0xff, at);
      if (at < 0) break;
      continue;
    }
    const marker = data[at + 1]!;
    // Fill bytes, and markers without a length (TEM, RSTn).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9) break; // EOI
    const length = data.readUInt16BE(at + 2);
    if (length < 2) throw refuse('The JPEG is damaged: a segment has no length.');
    if (HUFFMAN_FRAMES.has(marker)) blocks = blocksOf(data.subarray(at + 4, at + 2 + length));
    if (ARITHMETIC_FRAMES.has(marker)) blocks = 0;
    at += 2 + length;
    if (marker !== 0xda) continue;
    scans++;
    if (scans > JPEG_MAX_SCANS)
      throw refuse(
        `The JPEG has more than ${JPEG_MAX_SCANS} scans; a camera or an editor writes about ten. Save it again as an ordinary (baseline or progressive) JPEG.`,
      );
    // Skip the scan's entropy-coded data: up to the next marker that is not a stuffed 0xFF00
    // or a restart marker.
    const start = at;
    for (;;) {
      at = data.indexOf(0xff, at);
      if (at < 0 || at + 1 >= data.length) {
        entropyBytes += data.length - start;
        break scanning;
      }
      const next = data[at + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
        at += next === 0xff ? 1 : 2;
        continue;
      }
      break;
    }
    entropyBytes += at - start;
  }
  if (entropyBytes * 8 < blocks)
    throw refuse(
      `The JPEG is cut short: its ${blocks.toLocaleString('en')} blocks of 8 × 8 pixels need at least ${Math.ceil(blocks / 8).toLocaleString('en')} bytes of image data, and it has ${entropyBytes.toLocaleString('en')}. Upload the whole file.`,
    );
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Inflates a PNG chunk's zlib data, at most `budget` bytes; answers how many it took. */
function inflateBounded(type: string, compressed: Buffer, budget: number): number {
  try {
    return inflateSync(compressed, { maxOutputLength: Math.max(1, budget) }).length;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw refuse(
        `The PNG's metadata (its ${type} chunk) unpacks to more than ${mb(PNG_METADATA_MAX_BYTES)}; a colour profile or a caption is a few kilobytes. Save the image again without it.`,
      );
    throw refuse(`The PNG's ${type} chunk is damaged (its compressed data cannot be read).`);
  }
}

/** Checks a PNG's chunks: the compressed metadata ones inflate within the bound. */
export function checkPng(bytes: Uint8Array): void {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length < 8 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return;
  let at = 8;
  let budget = PNG_METADATA_MAX_BYTES;
  while (at + 8 <= data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const start = at + 8;
    const end = start + length;
    if (end > data.length)
      throw refuse(`The PNG is damaged: its ${type} chunk runs past the end of the file.`);
    const body = data.subarray(start, end);
    if (type === 'iCCP' || type === 'zTXt') {
      // keyword NUL compression-method compressed-data
      const nul = body.indexOf(0);
      if (nul < 0 || nul + 2 > body.length)
        throw refuse(`The PNG is damaged: its ${type} chunk has no data.`);
      budget -= inflateBounded(type, body.subarray(nul + 2), budget);
    } else if (type === 'iTXt') {
      // keyword NUL compression-flag compression-method language NUL translated-keyword NUL text
      const nul = body.indexOf(0);
      if (nul >= 0 && body[nul + 1] === 1) {
        const language = body.indexOf(0, nul + 3);
        const translated = language < 0 ? -1 : body.indexOf(0, language + 1);
        if (translated < 0) throw refuse('The PNG is damaged: its iTXt chunk has no text.');
        budget -= inflateBounded(type, body.subarray(translated + 1), budget);
      }
    } else if (type === 'IEND') return;
    at = end + 4; // CRC
  }
}
