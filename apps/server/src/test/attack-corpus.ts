import { constants, crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { hillGeoTiff } from './terrain-fixtures.js';

/**
 * Hostile uploads, built in memory in milliseconds: files whose cost to read is decided by
 * their contents, not their size (a 45 KB TIFF that decodes to 100 MB, a 1 MB PNG chunk that
 * inflates to 1 GB, a JPEG header that names 150 megapixels). Each passes the early checks a
 * reader makes (a TIFF with a valid georeference, a JPEG/PNG/WebP whose header reads back
 * with the declared size), so that only the decoding is left to refuse or bound it. The
 * ordinary photo and terrain model are what another organisation uploads meanwhile.
 */
export type AttackFile = { name: string; target: 'photo' | 'terrain'; bytes: Uint8Array; why: string };

const MiB = 1024 * 1024;

// --- zlib streams of one repeated byte -----------------------------------------------------

/** The Adler-32 of `prefix` followed by `count` bytes of `byte` (RFC 1950), without the bytes. */
function adler32OfRun(prefix: Uint8Array, byte: number, count: number): number {
  const MOD = 65521n;
  let a = 1n;
  let b = 0n;
  for (const value of prefix) {
    a = (a + BigInt(value)) % MOD;
    b = (b + a) % MOD;
  }
  const n = BigInt(count);
  // After n more bytes of v: a' = a + n·v, b' = b + n·a + v·n(n+1)/2.
  const v = BigInt(byte);
  const b2 = (b + n * a + (v * n * (n + 1n)) / 2n) % MOD;
  const a2 = (a + n * v) % MOD;
  return Number((b2 << 16n) | a2);
}

/**
 * One valid zlib stream that inflates to `prefix` then `byte` repeated up to `total` bytes,
 * without ever holding `total` bytes: each MiB is deflated on its own and ended with a full
 * flush (byte-aligned, no reference to earlier data), so the same compressed MiB can simply
 * be repeated; an empty final block and the Adler-32 of the whole close it. Deflate's best
 * ratio is about 1,030 : 1, so 1 GiB takes about 1 MB.
 */
export function zlibOfRun(total: number, byte = 0, prefix: Uint8Array = new Uint8Array(0)): Uint8Array {
  const flushed = (data: Uint8Array) =>
    deflateRawSync(data, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const chunk = (length: number, withPrefix: boolean) => {
    const data = new Uint8Array(length).fill(byte);
    if (withPrefix) data.set(prefix);
    return flushed(data);
  };
  const parts: Uint8Array[] = [Uint8Array.of(0x78, 0xda)];
  const first = Math.min(total, MiB);
  parts.push(chunk(first, true));
  const whole = Math.floor((total - first) / MiB);
  const repeated = whole > 0 ? chunk(MiB, false) : new Uint8Array(0);
  for (let i = 0; i < whole; i++) parts.push(repeated);
  const rest = total - first - whole * MiB;
  if (rest > 0) parts.push(chunk(rest, false));
  const trailer = new Uint8Array(6);
  trailer.set([0x03, 0x00]); // a final fixed-Huffman block holding only end-of-block
  new DataView(trailer.buffer).setUint32(2, adler32OfRun(prefix, byte, total - prefix.length));
  parts.push(trailer);
  return concat(parts);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// --- TIFF LZW of one repeated byte ---------------------------------------------------------

/**
 * TIFF LZW (compression 5) of `length` bytes of `byte`, as a standard encoder writes it: codes
 * MSB first, 9 to 12 bits wide with TIFF's early change, a Clear code before the table fills.
 * A run makes each new code one byte longer than the last, so one table's worth of codes
 * (about 5.4 KB) yields about 7.4 MB: 1 : 1,360. The table is cleared at 4,092 entries, as
 * geotiff's decoder keeps no more.
 */
export function lzwOfRun(length: number, byte = 0): Uint8Array {
  const out: number[] = [];
  let acc = 0;
  let accBits = 0;
  const write = (code: number, width: number) => {
    acc = (acc << width) | code;
    accBits += width;
    while (accBits >= 8) {
      accBits -= 8;
      out.push((acc >>> accBits) & 0xff);
    }
    acc &= (1 << accBits) - 1;
  };
  const CLEAR = 256;
  const EOI = 257;
  let width = 9;
  let next = 258;
  /** Bytes of the previous code's string; 0 right after a Clear. */
  let previous = 0;
  const lengths: number[] = [];
  let remaining = length;
  write(CLEAR, width);
  while (remaining > 0) {
    let code: number;
    let produced: number;
    if (previous === 0) {
      code = byte;
      produced = 1;
    } else if (previous + 1 <= remaining) {
      // The entry this code defines (previous string + its first byte): one byte longer.
      code = next;
      produced = previous + 1;
    } else {
      // The tail: the longest entry that still fits, or the single byte.
      code = byte;
      produced = 1;
      for (let c = next - 1; c >= 258; c--) {
        if (lengths[c - 258]! <= remaining) {
          code = c;
          produced = lengths[c - 258]!;
          break;
        }
      }
    }
    write(code, width);
    if (previous !== 0) lengths[next++ - 258] = previous + 1;
    previous = produced;
    remaining -= produced;
    if (next + 1 >= 1 << width && width < 12) width++;
    if (next === 4092 && remaining > 0) {
      write(CLEAR, width);
      width = 9;
      next = 258;
      previous = 0;
      lengths.length = 0;
    }
  }
  write(EOI, width);
  if (accBits > 0) write(0, 8 - accBits);
  return Uint8Array.from(out);
}

// --- GeoTIFFs ----------------------------------------------------------------------------------

type TiffValues = number[] | Uint16Array | Uint32Array;
/** A TIFF field: SHORT (3), LONG (4) or DOUBLE (12). */
type TiffField = { tag: number; type: 3 | 4 | 12; values: TiffValues };

const TYPE_SIZE = { 3: 2, 4: 4, 12: 8 } as const;
const LITTLE_ENDIAN_HOST = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/**
 * A little-endian classic TIFF: the header, the `data` blocks from offset 8 on (so their
 * offsets are known before the directory is written: `fields(offsets)` names them), then the
 * one directory and its out-of-line values. Georeferenced in EPSG:28992 (Amersfoort / RD
 * New) near Utrecht, a metre a pixel, so that it passes every check but the pixels'.
 */
function geoTiff(data: Uint8Array[], fields: (offsets: number[]) => TiffField[]): Uint8Array {
  const offsets: number[] = [];
  let at = 8;
  for (const block of data) {
    offsets.push(at);
    at += block.length;
  }
  const all = [
    ...fields(offsets),
    { tag: 33550, type: 12, values: [1, 1, 0] },
    { tag: 33922, type: 12, values: [0, 0, 0, 133_000, 458_000, 0] },
    // GeoKeyDirectory: version 1.1.0, 3 keys: projected model, pixel is area, EPSG:28992.
    { tag: 34735, type: 3, values: [1, 1, 0, 3, 1024, 0, 1, 1, 1025, 0, 1, 1, 3072, 0, 1, 28992] },
  ].sort((a, b) => a.tag - b.tag) as TiffField[];
  const ifd = at + (at % 2);
  const ifdBytes = 2 + all.length * 12 + 4;
  const outOfLine = all.reduce((sum, f) => {
    const bytes = f.values.length * TYPE_SIZE[f.type];
    return sum + (bytes > 4 ? bytes + (bytes % 2) : 0);
  }, 0);
  const bytes = new Uint8Array(ifd + ifdBytes + outOfLine);
  const view = new DataView(bytes.buffer);
  bytes.set([0x49, 0x49, 42, 0]);
  view.setUint32(4, ifd, true);
  data.forEach((block, i) => {
    bytes.set(block, offsets[i]!);
  });
  view.setUint16(ifd, all.length, true);
  let extra = ifd + ifdBytes;
  all.forEach((field, k) => {
    const entry = ifd + 2 + k * 12;
    const size = TYPE_SIZE[field.type];
    view.setUint16(entry, field.tag, true);
    view.setUint16(entry + 2, field.type, true);
    view.setUint32(entry + 4, field.values.length, true);
    let target = entry + 8;
    if (field.values.length * size > 4) {
      view.setUint32(entry + 8, extra, true);
      target = extra;
      extra += field.values.length * size + ((field.values.length * size) % 2);
    }
    const { values } = field;
    if (ArrayBuffer.isView(values) && LITTLE_ENDIAN_HOST) {
      // Millions of strip offsets: copied as they are, not written one by one.
      bytes.set(new Uint8Array(values.buffer, values.byteOffset, values.byteLength), target);
      return;
    }
    for (let i = 0; i < values.length; i++) {
      if (field.type === 3) view.setUint16(target + i * 2, values[i]!, true);
      else if (field.type === 4) view.setUint32(target + i * 4, values[i]!, true);
      else view.setFloat64(target + i * 8, values[i]!, true);
    }
  });
  view.setUint32(ifd + 2 + all.length * 12, 0, true);
  return bytes;
}

/** The fields of a single-band image of `bits`-bit samples (3: IEEE float, 1: unsigned) in one strip. */
function singleStrip(
  size: { width: number; height: number; bits?: number; format?: 1 | 3 },
  compression: number,
  offset: number,
  byteCount: number,
): TiffField[] {
  return [
    ...imageFields(size, compression),
    { tag: 273, type: 4, values: [offset] },
    { tag: 278, type: 4, values: [size.height] },
    { tag: 279, type: 4, values: [byteCount] },
  ];
}

function imageFields(
  { width, height, bits = 32, format = 3 }: { width: number; height: number; bits?: number; format?: 1 | 3 },
  compression: number,
): TiffField[] {
  return [
    { tag: 256, type: 4, values: [width] },
    { tag: 257, type: 4, values: [height] },
    { tag: 258, type: 3, values: [bits] },
    { tag: 259, type: 3, values: [compression] },
    { tag: 262, type: 3, values: [1] }, // BlackIsZero
    { tag: 277, type: 3, values: [1] },
    { tag: 284, type: 3, values: [1] },
    { tag: 339, type: 3, values: [format] },
  ];
}

const DEFLATE = 8;
const LZW = 5;
const PACKBITS = 32773;
const ZSTD = 50000;

/**
 * One LZW strip decoding to `decoded` bytes (100 MB by default) of zeros: 0.0 m heights, a
 * valid flat terrain. Declared 5000 × 5000 Float32 (within 25 megapixels; exactly 100 MB)
 * by default; `declared` smaller makes the strip decode to far more than the image holds.
 */
export function lzwStripBomb(
  declared = { width: 5000, height: 5000 },
  decoded = declared.width * declared.height * 4,
): Uint8Array {
  const strip = lzwOfRun(decoded);
  return geoTiff([strip], ([offset]) => singleStrip(declared, LZW, offset!, strip.length));
}

/** One deflate strip inflating to 1 GiB, declared 5000 × 5000 Float32 (100 MB). */
export function deflateStripBomb(decoded = 1024 * MiB): Uint8Array {
  const strip = zlibOfRun(decoded);
  return geoTiff([strip], ([offset]) =>
    singleStrip({ width: 5000, height: 5000 }, DEFLATE, offset!, strip.length),
  );
}

/**
 * A tiled 5000 × 5000 Float32 image of 16 × 16 tiles (1 KB each, 313 × 313 = 97,969 of them),
 * every TileOffsets entry pointing at the same deflate blob that inflates to 16 MiB: 1.5 TiB
 * to inflate in all, from the tile arrays' 0.8 MB.
 */
export function tiledBomb(tileInflates = 16 * MiB): Uint8Array {
  const blob = zlibOfRun(tileInflates);
  const across = Math.ceil(5000 / 16);
  const tiles = across * across;
  return geoTiff([blob], ([offset]) => [
    ...imageFields({ width: 5000, height: 5000 }, DEFLATE),
    { tag: 322, type: 3, values: [16] },
    { tag: 323, type: 3, values: [16] },
    { tag: 324, type: 4, values: new Uint32Array(tiles).fill(offset!) },
    { tag: 325, type: 4, values: new Uint32Array(tiles).fill(blob.length) },
  ]);
}

/** A 16 × 16 Float32 GeoTIFF compressed with ZSTD (50000), whose decoder is not at hand. */
export function zstdTiff(): Uint8Array {
  // A ZSTD frame's magic number and a few bytes: what it holds never matters.
  const strip = Uint8Array.of(0x28, 0xb5, 0x2f, 0xfd, 0x24, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00);
  return geoTiff([strip], ([offset]) => singleStrip({ width: 16, height: 16 }, ZSTD, offset!, strip.length));
}

/**
 * An uncompressed 2 × `strips` 8-bit image in strips of one row: 10 million strips, each
 * StripOffsets (SHORT) entry pointing at the same two bytes. The two arrays take 40 MB of the
 * 50 MB upload limit; the pixels 20 megapixels (within 25).
 */
export function manyStrips(strips = 10_000_000): Uint8Array {
  const pixels = Uint8Array.of(1, 2);
  return geoTiff([pixels], ([offset]) => [
    ...imageFields({ width: 2, height: strips, bits: 8, format: 1 }, 1),
    { tag: 273, type: 3, values: new Uint16Array(strips).fill(offset!) },
    { tag: 278, type: 4, values: [1] },
    { tag: 279, type: 3, values: new Uint16Array(strips).fill(2) },
  ]);
}

/**
 * PackBits (32773) at its best ratio, 2 bytes to 128 (a repeat of 128 zeros): a 1.6 MB strip
 * of a declared 100 × 100 Float32 image (40 KB) that decodes to 100 MB.
 */
export function packbitsBomb(decoded = 100_000_000): Uint8Array {
  const runs = Math.ceil(decoded / 128);
  const strip = new Uint8Array(runs * 2);
  for (let i = 0; i < strip.length; i += 2) strip[i] = 0x81; // -127: the next byte 128 times
  return geoTiff([strip], ([offset]) =>
    singleStrip({ width: 100, height: 100 }, PACKBITS, offset!, strip.length),
  );
}

/**
 * An uncompressed 5000 × 5000 Float32 image whose one strip's StripByteCounts says 100 MB,
 * in a file of less than 1 KB: a reader that trusts the count reads past the end.
 */
export function truncatedStrip(): Uint8Array {
  const strip = new Uint8Array(64);
  return geoTiff([strip], ([offset]) => singleStrip({ width: 5000, height: 5000 }, 1, offset!, 100_000_000));
}

// --- JPEG, PNG and WebP --------------------------------------------------------------------

type Segment = { marker: number; start: number; end: number };

/** A JPEG's segments after SOI, each a start of scan with its entropy-coded data, up to EOI. */
function jpegSegments(jpeg: Uint8Array): Segment[] {
  const segments: Segment[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    if (marker === 0xd9) break;
    let end = at + 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!);
    if (marker === 0xda) {
      // The scan's data runs to the next marker that is neither a stuffed 0xFF nor a restart.
      while (end + 1 < jpeg.length) {
        const next = jpeg[end + 1]!;
        if (jpeg[end] === 0xff && next !== 0 && !(next >= 0xd0 && next <= 0xd7)) break;
        end++;
      }
    }
    segments.push({ marker, start: at, end });
    at = end;
  }
  return segments;
}

/** The JPEG with its frame header (SOF0 or SOF2) saying `width × height`. */
function withDeclaredSize(jpeg: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(jpeg);
  const frame = jpegSegments(out).find((s) => s.marker === 0xc0 || s.marker === 0xc2);
  if (!frame) throw new Error('the JPEG has no baseline or progressive frame header');
  const view = new DataView(out.buffer);
  view.setUint16(frame.start + 5, height);
  view.setUint16(frame.start + 7, width);
  return out;
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080' } });

/** A 1 KB baseline JPEG (a 16 × 16 one's data) whose frame header declares 12,247 × 12,247 (150.0 MP). */
export async function jpegHugeDeclared(): Promise<Uint8Array> {
  return withDeclaredSize(await solid(16, 16).jpeg().toBuffer(), 12_247, 12_247);
}

/**
 * A 0.8 MB progressive JPEG (1,400 × 1,000 of noise) whose frame header declares 17,320 ×
 * 8,660 (149,991,200 pixels): every scan then covers 150 megapixels of coefficients.
 */
export async function jpegProgressive150mp(): Promise<Uint8Array> {
  const noise = await sharp({
    create: {
      width: 1400,
      height: 1000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ progressive: true, quality: 80 })
    .toBuffer();
  return withDeclaredSize(noise, 17_320, 8_660);
}

/**
 * A progressive 4000 × 3000 JPEG of one colour (71 KB) with `scans` scans in all: its last
 * scan, an AC refinement of the luma over all 187,500 blocks, repeated (26 bytes each) before
 * EOI. Each repeat costs a decoder a pass over every block: 10,000 take 330 KB.
 */
export async function progressiveScans(scans = 10_000): Promise<Uint8Array> {
  const jpeg = await solid(4000, 3000).jpeg({ progressive: true }).toBuffer();
  const segments = jpegSegments(jpeg);
  const sos = segments.filter((s) => s.marker === 0xda);
  const last = sos.at(-1)!;
  const repeat = jpeg.subarray(last.start, last.end);
  const parts: Uint8Array[] = [jpeg.subarray(0, last.end)];
  for (let i = sos.length; i < scans; i++) parts.push(repeat);
  parts.push(Uint8Array.of(0xff, 0xd9));
  return concat(parts);
}

/**
 * A JPEG whose EXIF (APP1, 64 KB) is one IFD of 5,400 entries, each a LONG array of a
 * billion values at an offset inside the segment, and pointers to an EXIF and a GPS IFD of
 * the same: a parser that allocates what a count says asks for 4 GB an entry.
 */
export async function jpegExifBomb(): Promise<Uint8Array> {
  const jpeg = await solid(16, 16).jpeg().toBuffer();
  const tiffLength = 65_533 - 2 - 6;
  const tiff = new Uint8Array(tiffLength);
  const view = new DataView(tiff.buffer);
  tiff.set([0x49, 0x49, 42, 0]);
  view.setUint32(4, 8, true);
  const entries = Math.floor((tiffLength - 8 - 2 - 4) / 12);
  view.setUint16(8, entries, true);
  for (let k = 0; k < entries; k++) {
    const at = 10 + k * 12;
    // IFD0 points at itself as its EXIF (0x8769) and GPS (0x8825) IFD; the rest are arrays.
    const tag = k === 0 ? 0x0002 : k === 1 ? 0x0110 : k === 2 ? 0x8769 : k === 3 ? 0x8825 : 0x9000 + k;
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, 4, true);
    view.setUint32(at + 4, tag === 0x8769 || tag === 0x8825 ? 1 : 0x3fff_ffff, true);
    view.setUint32(at + 8, tag === 0x8769 || tag === 0x8825 ? 8 : 8 + ((k * 12) % (tiffLength - 16)), true);
  }
  const app1 = new Uint8Array(2 + 2 + 6 + tiffLength);
  app1.set([0xff, 0xe1, (app1.length - 2) >> 8, (app1.length - 2) & 0xff]);
  app1.set(new TextEncoder().encode('Exif\0\0'), 4);
  app1.set(tiff, 10);
  return concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(new TextEncoder().encode(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** A PNG of `width × height` 8-bit RGB with `extra` chunks before its IDAT of `idat` (zlib). */
function png(width: number, height: number, extra: Uint8Array[], idat: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  return concat([
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    pngChunk('IHDR', header),
    ...extra,
    pngChunk('IDAT', idat),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** 16 × 16 RGB black, complete: 16 rows of a filter byte and 48 zeros. */
const smallPng = (extra: Uint8Array[]) => png(16, 16, extra, zlibOfRun(16 * 49));

/**
 * A 16 × 16 PNG whose iCCP chunk (1 MB) inflates to a 1 GiB ICC profile: a profile header
 * that says so ('acsp', RGB, display class), then zeros.
 */
export function pngIccpBomb(inflates = 1024 * MiB): Uint8Array {
  const profile = new Uint8Array(132);
  const view = new DataView(profile.buffer);
  view.setUint32(0, inflates);
  view.setUint32(8, 0x0430_0000);
  profile.set(latin1('mntrRGB XYZ '), 12);
  profile.set(latin1('acsp'), 36);
  const data = concat([latin1('ICC Profile\0\0'), zlibOfRun(inflates, 0, profile)]);
  return smallPng([pngChunk('iCCP', data)]);
}

/** A 16 × 16 PNG whose zTXt chunk (1 MB) inflates to a comment of 1 GiB of "A". */
export function pngZtxtBomb(inflates = 1024 * MiB): Uint8Array {
  return smallPng([pngChunk('zTXt', concat([latin1('Comment\0\0'), zlibOfRun(inflates, 0x41)]))]);
}

/** A 16 × 16 PNG whose compressed iTXt chunk, XMP by its keyword, inflates to 1 GiB of "A". */
export function pngItxtBomb(inflates = 1024 * MiB): Uint8Array {
  const head = latin1('XML:com.adobe.xmp\0\x01\x00\0\0');
  return smallPng([pngChunk('iTXt', concat([head, zlibOfRun(inflates, 0x41)]))]);
}

/**
 * A PNG whose IHDR says 12,247 × 12,247 RGB (450 MB of pixels) and whose IDAT holds its
 * first 16 rows: a decoder that sizes its buffers from the header allocates before it runs dry.
 */
export function pngHugeDeclared(): Uint8Array {
  return png(12_247, 12_247, [], zlibOfRun(16 * (12_247 * 3 + 1)));
}

/**
 * A 38-byte lossless WebP: a VP8L header declaring 12,240 × 12,240 (149.8 megapixels) and
 * 13 bytes of nothing after it.
 */
export function webpHugeDeclared(width = 12_240, height = 12_240): Uint8Array {
  const bytes = new Uint8Array(38);
  const view = new DataView(bytes.buffer);
  bytes.set(latin1('RIFF'), 0);
  view.setUint32(4, bytes.length - 8, true);
  bytes.set(latin1('WEBPVP8L'), 8);
  view.setUint32(16, bytes.length - 20, true);
  bytes[20] = 0x2f;
  // 14 bits width − 1, 14 bits height − 1, alpha used, 3 bits version (0).
  view.setUint32(21, ((width - 1) | ((height - 1) << 14)) >>> 0, true);
  return bytes;
}

// --- the ordinary uploads of another organisation --------------------------------------------

/** A 1600 × 1067 JPEG of lightly blurred noise, about 87 KB: a phone photo, for its bytes. */
export async function ordinaryPhoto(): Promise<Uint8Array> {
  return sharp({
    create: {
      width: 1600,
      height: 1067,
      channels: 3,
      background: '#7a9cc4',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A 200 × 200 Float32 GeoTIFF of a 60 m hill near Amersfoort (terrain-fixtures' hill), 160 KB. */
export function ordinaryTerrain(): Uint8Array {
  return new Uint8Array(
    hillGeoTiff({
      hill: { longitude: 5.39, latitude: 52.16, peak: 60, radius: 800, base: 5 },
      epsgCode: 28992,
      halfExtent: 1000,
      cellSize: 10,
    }),
  );
}

/** Every hostile file, named after its family. */
export async function attackCorpus(): Promise<AttackFile[]> {
  const terrain = (name: string, bytes: Uint8Array, why: string): AttackFile => ({
    name,
    target: 'terrain',
    bytes,
    why,
  });
  const photo = (name: string, bytes: Uint8Array, why: string): AttackFile => ({
    name,
    target: 'photo',
    bytes,
    why,
  });
  return [
    terrain('lzwStripBomb', lzwStripBomb(), 'one LZW strip: 73 KB decode to 100 MB (5000² Float32 declared)'),
    terrain(
      'lzwStripBomb (100 × 100 declared)',
      lzwStripBomb({ width: 100, height: 100 }, 100_000_000),
      'one LZW strip decodes to 100 MB, 2,500 × what the 100² image holds',
    ),
    terrain('deflateStripBomb', deflateStripBomb(), 'one deflate strip of 1 MB inflates to 1 GiB'),
    terrain('tiledBomb', tiledBomb(), '97,969 tile offsets at one blob inflating to 16 MiB each'),
    terrain('zstdTiff', zstdTiff(), 'ZSTD compression (50000)'),
    terrain('manyStrips', manyStrips(), '10,000,000 strips (StripOffsets, StripByteCounts arrays of 20 MB)'),
    terrain('packbitsBomb', packbitsBomb(), 'a PackBits strip of 1.6 MB decodes to 100 MB (100² declared)'),
    terrain('truncatedStrip', truncatedStrip(), 'StripByteCounts says 100 MB, the file holds < 1 KB'),
    photo('jpegHugeDeclared', await jpegHugeDeclared(), 'a 1 KB baseline JPEG declares 12,247² (150 MP)'),
    photo('jpegProgressive150mp', await jpegProgressive150mp(), 'a progressive JPEG declares 17,320 × 8,660'),
    photo('progressiveScans 10,000', await progressiveScans(10_000), 'a progressive JPEG of 10,000 scans'),
    photo('progressiveScans 30,000', await progressiveScans(30_000), 'a progressive JPEG of 30,000 scans'),
    photo('jpegExifBomb', await jpegExifBomb(), 'EXIF of 5,400 entries of a billion LONGs each'),
    photo('pngIccpBomb', pngIccpBomb(), 'an iCCP chunk of 1 MB inflates to 1 GiB'),
    photo('pngZtxtBomb', pngZtxtBomb(), 'a zTXt chunk of 1 MB inflates to 1 GiB'),
    photo('pngItxtBomb', pngItxtBomb(), 'a compressed iTXt (XMP) chunk of 1 MB inflates to 1 GiB'),
    photo('pngHugeDeclared', pngHugeDeclared(), 'IHDR declares 12,247² RGB; the data holds 16 rows'),
    photo('webpHugeDeclared', webpHugeDeclared(), 'a 38-byte WebP declares 12,240²'),
  ];
}
