import { deflateSync } from 'node:zlib';
import { fromArrayBuffer } from 'geotiff';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BlockTooLarge,
  decodeDeflate,
  decodeLzw,
  decodePackBits,
  useBoundedDecoders,
} from './bounded-decoders.js';

useBoundedDecoders();

/**
 * Heights in decimetres as 16-bit samples (as many elevation models are stored), with detail
 * and runs: a slope, noise, and flat stretches (LZW's and PackBits' runs).
 */
function heights(width: number, height: number): Uint16Array {
  const values = new Uint16Array(width * height);
  let seed = 7;
  for (let j = 0; j < height; j++)
    for (let i = 0; i < width; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      values[j * width + i] = j % 5 === 0 ? 125 : 2000 + i * 3 - j * 5 + (seed % 100);
    }
  return values;
}

/** The values as libtiff writes them (through libvips), with the given compression and layout. */
function libtiff(
  values: Uint16Array,
  width: number,
  height: number,
  options: { compression: 'lzw' | 'deflate' | 'packbits'; tile?: boolean; predictor?: 'none' | 'horizontal' },
) {
  return sharp(values, { raw: { width, height, channels: 1 } })
    .toColourspace('grey16')
    .tiff({
      compression: options.compression,
      predictor: options.predictor ?? 'none',
      ...(options.tile ? { tile: true, tileWidth: 32, tileHeight: 32 } : {}),
    })
    .toBuffer();
}

describe('the bounded TIFF decoders', () => {
  it.each([
    ['LZW strips', { compression: 'lzw' as const }],
    ['LZW tiles', { compression: 'lzw' as const, tile: true }],
    ['LZW with the horizontal predictor', { compression: 'lzw' as const, predictor: 'horizontal' as const }],
    ['Deflate strips', { compression: 'deflate' as const }],
    [
      'Deflate tiles with the horizontal predictor',
      { compression: 'deflate' as const, tile: true, predictor: 'horizontal' as const },
    ],
    ['PackBits strips', { compression: 'packbits' as const }],
  ])('read what libtiff wrote exactly: %s', async (_name, options) => {
    // Not a multiple of the tile size, so edge tiles and a short last strip are read too.
    const width = 203;
    const height = 117;
    const values = heights(width, height);
    const file = await libtiff(values, width, height, options);
    const image = await (await fromArrayBuffer(new Uint8Array(file).buffer)).getImage(0);
    const read = (await image.readRasters({ samples: [0], interleave: true })) as unknown as Uint16Array;
    expect(read.length).toBe(values.length);
    // One comparison, not 23,751: a mismatch reports where the first one is.
    const firstDifference = values.findIndex((value, i) => read[i] !== value);
    expect(firstDifference).toBe(-1);
  });

  it('stop LZW at the first byte beyond the block: a constant run that would make 100 MB', () => {
    // A brute-force LZW encoder (TIFF's: MSB first, early change) of a long run of one byte.
    const codes: number[] = [256];
    const run = 5_000_000;
    let emitted = 0;
    let length = 1;
    while (emitted + length <= run && codes.length < 4000) {
      codes.push(codes.length === 1 ? 65 : 258 + codes.length - 2);
      emitted += length;
      length++;
    }
    const bytes = packCodes(codes);
    expect(() => decodeLzw(bytes, 64 * 1024)).toThrow(BlockTooLarge);
    // Within its bound the same data decodes to the run it encodes.
    const decoded = decodeLzw(bytes, emitted);
    expect(decoded.length).toBe(emitted);
    expect(decoded.every((b) => b === 65)).toBe(true);
  });

  it('stop Deflate and PackBits at the first byte beyond the block', () => {
    const zeros = deflateSync(Buffer.alloc(10 * 1024 * 1024));
    expect(() => decodeDeflate(zeros, 1024)).toThrow(BlockTooLarge);
    expect(decodeDeflate(zeros, 10 * 1024 * 1024).length).toBe(10 * 1024 * 1024);
    // 1,000 runs of 128 bytes: 128,000 bytes from 2,000.
    const runs = new Uint8Array(2000).map((_, i) => (i % 2 === 0 ? 0x81 : 7));
    expect(() => decodePackBits(runs, 1000)).toThrow(BlockTooLarge);
    expect(decodePackBits(runs, 128_000).length).toBe(128_000);
  });
});

/** Packs LZW codes MSB first, widening as TIFF's early-change rule does, ending with EOI. */
function packCodes(codes: number[]): Uint8Array {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  let width = 9;
  let next = 258;
  const write = (code: number) => {
    buffer = (buffer << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  };
  codes.forEach((code, index) => {
    write(code);
    // The decoder adds an entry for every code after the first one following a clear.
    if (index >= 2) next++;
    if (next + 1 >= 1 << width && width < 12) width++;
  });
  write(257);
  if (bits > 0) out.push((buffer << (8 - bits)) & 0xff);
  return new Uint8Array(out);
}
