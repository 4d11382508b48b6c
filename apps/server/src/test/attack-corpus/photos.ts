import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { concat, MiB, zlibOfRun } from './streams.js';

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
