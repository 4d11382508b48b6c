import { inflateSync } from 'node:zlib';
import { type ByteSource, bytesSource, windowed } from '../../uploads/byte-source.js';

/**
 * What a photo's bytes declare, read without decoding any pixels: a file whose cost
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

/**
 * The position of the next marker at or after `from` in a scan's entropy-coded data: the next
 * 0xFF that is not a stuffed 0xFF00, a restart marker or a fill byte; -1 at the end.
 */
function nextMarker(source: ByteSource, from: number): number {
  // Within the source's window (./byte-source.ts windowed): scans are often a few bytes long.
  const BLOCK = 64 * 1024;
  for (let at = from; at < source.size; at += BLOCK) {
    // One byte more than the block, so that a pair across its end is seen whole.
    const block = source.read(at, BLOCK + 1);
    for (let i = block.indexOf(0xff); i >= 0 && i + 1 < block.length; i = block.indexOf(0xff, i)) {
      const next = block[i + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i += 2;
      else if (next === 0xff) i += 1;
      else return at + i;
    }
  }
  return -1;
}

/** Checks a JPEG's structure up to its end: its scan count, and data for every block. */
export function checkJpeg(input: ByteSource | Uint8Array): void {
  const source = windowed(input instanceof Uint8Array ? bytesSource(input) : input);
  const byteAt = (at: number) => source.read(at, 1)[0]!;
  const u16 = (at: number) => {
    const pair = source.read(at, 2);
    return (pair[0]! << 8) | pair[1]!;
  };
  let scans = 0;
  let blocks = 0;
  let entropyBytes = 0;
  let at = 2; // after SOI
  while (at + 4 <= source.size) {
    if (byteAt(at) !== 0xff) {
      at = nextMarker(source, at);
      if (at < 0) break;
      continue;
    }
    const marker = byteAt(at + 1);
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
    const length = u16(at + 2);
    if (length < 2) throw refuse('The JPEG is damaged: a segment has no length.');
    if (HUFFMAN_FRAMES.has(marker)) blocks = blocksOf(Buffer.from(source.read(at + 4, length - 2)));
    if (ARITHMETIC_FRAMES.has(marker)) blocks = 0;
    at += 2 + length;
    if (marker !== 0xda) continue;
    scans++;
    if (scans > JPEG_MAX_SCANS)
      throw refuse(
        `The JPEG has more than ${JPEG_MAX_SCANS} scans; a camera or an editor writes about ten. Save it again as an ordinary (baseline or progressive) JPEG.`,
      );
    // The scan's entropy-coded data runs up to the next marker.
    const end = nextMarker(source, at);
    entropyBytes += (end < 0 ? source.size : end) - at;
    if (end < 0) break;
    at = end;
  }
  if (entropyBytes * 8 < blocks)
    throw refuse(
      `The JPEG is cut short: its ${blocks.toLocaleString('en')} blocks of 8 × 8 pixels need at least ${Math.ceil(blocks / 8).toLocaleString('en')} bytes of image data, and it has ${entropyBytes.toLocaleString('en')}. Upload the whole file.`,
    );
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const tooMuchMetadata = (type: string) =>
  refuse(
    `The PNG's metadata (its ${type} chunk) unpacks to more than ${mb(PNG_METADATA_MAX_BYTES)}; a colour profile or a caption is a few kilobytes. Save the image again without it.`,
  );

/** Inflates a PNG chunk's zlib data, at most `budget` bytes; answers how many it took. */
function inflateBounded(type: string, compressed: Buffer, budget: number): number {
  try {
    return inflateSync(compressed, { maxOutputLength: Math.max(1, budget) }).length;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooMuchMetadata(type);
    throw refuse(`The PNG's ${type} chunk is damaged (its compressed data cannot be read).`);
  }
}

/** Chunks a PNG may have: an encoder writes its image data in chunks of 8 KB or more. */
export const PNG_MAX_CHUNKS = 100_000;

/** Checks a PNG's chunks: the compressed metadata ones inflate within the bound. */
export function checkPng(input: ByteSource | Uint8Array): void {
  const source = windowed(input instanceof Uint8Array ? bytesSource(input) : input);
  const head = Buffer.from(source.read(0, 8));
  if (head.length < 8 || !head.equals(PNG_SIGNATURE)) return;
  let at = 8;
  let budget = PNG_METADATA_MAX_BYTES;
  for (let chunks = 0; at + 8 <= source.size; chunks++) {
    if (chunks >= PNG_MAX_CHUNKS)
      throw refuse(`The PNG has more than ${PNG_MAX_CHUNKS.toLocaleString('en')} chunks: it is damaged.`);
    const header = Buffer.from(source.read(at, 8));
    const length = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    const start = at + 8;
    const end = start + length;
    if (end > source.size)
      throw refuse(`The PNG is damaged: its ${type} chunk runs past the end of the file.`);
    if (type === 'iCCP' || type === 'zTXt' || type === 'iTXt') {
      if (length > PNG_METADATA_MAX_BYTES) throw tooMuchMetadata(type);
      const body = Buffer.from(source.read(start, length));
      const compressed = compressedPart(type, body);
      if (compressed) budget -= inflateBounded(type, compressed, budget);
    } else if (type === 'IEND') return;
    at = end + 4; // CRC
  }
}

/** The zlib data of a metadata chunk, or undefined for an uncompressed iTXt. */
function compressedPart(type: string, body: Buffer): Buffer | undefined {
  const nul = body.indexOf(0);
  if (type === 'iTXt') {
    // keyword NUL compression-flag compression-method language NUL translated-keyword NUL text
    if (nul < 0 || body[nul + 1] !== 1) return undefined;
    const language = body.indexOf(0, nul + 3);
    const translated = language < 0 ? -1 : body.indexOf(0, language + 1);
    if (translated < 0) throw refuse('The PNG is damaged: its iTXt chunk has no text.');
    return body.subarray(translated + 1);
  }
  // iCCP, zTXt: keyword NUL compression-method compressed-data
  if (nul < 0 || nul + 2 > body.length) throw refuse(`The PNG is damaged: its ${type} chunk has no data.`);
  return body.subarray(nul + 2);
}
