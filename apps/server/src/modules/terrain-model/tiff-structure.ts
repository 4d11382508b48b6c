import { TERRAIN_MODEL_MAX_PIXELS } from '@vantage/contracts';
import { type ByteSource, bytesSource } from '../../uploads/byte-source.js';

/**
 * What a TIFF's first image declares, read from its directory alone (no pixel decoded, no
 * array of the file's materialised beyond the strip or tile table): the checks that let the
 * terrain reader refuse, in milliseconds, a file whose cost to decode is out of proportion to
 * its size. geotiff reads what passes; its decoders are bounded by the block sizes
 * declared here (./bounded-decoders.ts).
 */
export class TiffStructureInvalid extends Error {
  override readonly name = 'TiffStructureInvalid';
}

/** The compressions the reader decodes, each with a bounded decoder of ours. */
export const TIFF_COMPRESSIONS: Record<number, string> = {
  1: 'none',
  5: 'LZW',
  8: 'Deflate',
  32946: 'Deflate',
  32773: 'PackBits',
};

/** Names of compressions a GeoTIFF may come with that the reader does not decode. */
const OTHER_COMPRESSIONS: Record<number, string> = {
  2: 'CCITT RLE',
  3: 'CCITT Group 3',
  4: 'CCITT Group 4',
  6: 'old-style JPEG',
  7: 'JPEG',
  34712: 'JPEG 2000',
  34887: 'LERC',
  34925: 'LZMA',
  50000: 'ZSTD',
  50001: 'WebP',
  50002: 'JPEG XL',
};

/**
 * Strips or tiles an image may have. A 25-megapixel model in 16 × 16 tiles (the smallest the
 * TIFF specification allows) has about 98,000; each block costs the reader a call of its own.
 */
export const TIFF_MAX_BLOCKS = 100_000;

/**
 * The most one strip or tile may decode to. GDAL writes strips of about 8 KB and tiles of
 * 256 × 256 (512 KB of 64-bit heights); one strip of a whole 25-megapixel model would be 100 MB
 * or more decoded at once, from as little as 45 KB of LZW.
 */
export const TIFF_MAX_BLOCK_BYTES = 16 * 1024 * 1024;

export type TiffStructure = {
  width: number;
  height: number;
  samplesPerPixel: number;
  bitsPerSample: number;
  compression: number;
  tiled: boolean;
  blockWidth: number;
  blockHeight: number;
  blocks: number;
  /** The most bytes one block decodes to: its pixels times their bytes. */
  blockBytes: number;
};

const TYPE_SIZES: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
  16: 8,
  17: 8,
  18: 8,
};

const TAG = {
  ImageWidth: 256,
  ImageLength: 257,
  BitsPerSample: 258,
  Compression: 259,
  StripOffsets: 273,
  SamplesPerPixel: 277,
  RowsPerStrip: 278,
  StripByteCounts: 279,
  PlanarConfiguration: 284,
  TileWidth: 322,
  TileLength: 323,
  TileOffsets: 324,
  TileByteCounts: 325,
} as const;

type Entry = { type: number; count: number; valueAt: number };

const refuse = (message: string) => new TiffStructureInvalid(message);
const count = (n: number) => n.toLocaleString('en');
const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

/** The TIFF signatures: II*\0 / MM\0* (classic), II+\0 / MM\0+ (BigTIFF). */
export function isTiff(head: Uint8Array): boolean {
  if (head.length < 8) return false;
  const [a, b, c, d] = head;
  if (a === 0x49 && b === 0x49) return (c === 42 || c === 43) && d === 0;
  if (a === 0x4d && b === 0x4d) return c === 0 && (d === 42 || d === 43);
  return false;
}

/** What the upload answers for a file that is not a TIFF. */
export const NOT_A_TIFF = 'The file is not a TIFF: upload the terrain model as a GeoTIFF (.tif).';

/** Reads the first image's directory and checks what decoding it would cost. */
export function readTiffStructure(
  source: ByteSource | Uint8Array,
  maxPixels = TERRAIN_MODEL_MAX_PIXELS,
): TiffStructure {
  const file = source instanceof Uint8Array ? bytesSource(source) : source;
  const damaged = (what: string) => refuse(`The TIFF could not be read (${what}).`);
  const need = (at: number, length: number, what: string) => {
    if (at < 0 || at + length > file.size) throw damaged(what);
  };
  need(0, 8, 'its header is cut short');
  const little = file.read(0, 1)[0] === 0x49;
  /** A view of `length` bytes at `at`, checked to lie in the file. */
  const at = (offset: number, length: number, what = "a tag's values lie outside the file") => {
    need(offset, length, what);
    const chunk = file.read(offset, length);
    return new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  };
  const big = at(2, 2).getUint16(0, little) === 43;
  const u16 = (offset: number) => at(offset, 2).getUint16(0, little);
  const u32 = (offset: number) => at(offset, 4).getUint32(0, little);
  const u64 = (offset: number) => {
    const value = at(offset, 8).getBigUint64(0, little);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged('an offset lies beyond any file');
    return Number(value);
  };

  need(0, big ? 16 : 8, 'its header is cut short');
  const directoryAt = big ? u64(8) : u32(4);
  need(directoryAt, big ? 8 : 2, 'its first directory lies outside the file');
  const entries = big ? u64(directoryAt) : u16(directoryAt);
  const entrySize = big ? 20 : 12;
  const first = directoryAt + (big ? 8 : 2);
  need(first, entries * entrySize, 'its first directory runs past the end of the file');

  const directory = at(first, entries * entrySize);
  const long8 = (offset: number) => {
    const value = directory.getBigUint64(offset, little);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged('an offset lies beyond any file');
    return Number(value);
  };
  const tags = new Map<number, Entry>();
  for (let k = 0; k < entries; k++) {
    const entry = k * entrySize;
    const tag = directory.getUint16(entry, little);
    const type = directory.getUint16(entry + 2, little);
    const n = big ? long8(entry + 4) : directory.getUint32(entry + 4, little);
    const size = (TYPE_SIZES[type] ?? 1) * n;
    const inline = size <= (big ? 8 : 4);
    const valueAt = inline
      ? first + entry + (big ? 12 : 8)
      : big
        ? long8(entry + 12)
        : directory.getUint32(entry + 8, little);
    tags.set(tag, { type, count: n, valueAt });
  }

  /** All values of an integer tag (BYTE, SHORT, LONG, LONG8), read at once. */
  const valuesOf = (entry: Entry): ((index: number) => number) => {
    const size = TYPE_SIZES[entry.type] ?? 0;
    const view = at(entry.valueAt, entry.count * size);
    switch (entry.type) {
      case 1:
        return (index) => view.getUint8(index);
      case 3:
        return (index) => view.getUint16(index * 2, little);
      case 4:
      case 13:
        return (index) => view.getUint32(index * 4, little);
      case 16:
      case 18:
        return (index) => {
          const value = view.getBigUint64(index * 8, little);
          if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged('an offset lies beyond any file');
          return Number(value);
        };
      default:
        throw damaged(`tag ${entry.type} is not a whole number`);
    }
  };
  const scalar = (tag: number, fallback?: number): number => {
    const entry = tags.get(tag);
    if (!entry || entry.count === 0) {
      if (fallback === undefined) throw damaged(`it has no ${nameOf(tag)}`);
      return fallback;
    }
    return valuesOf({ ...entry, count: 1 })(0);
  };

  const width = scalar(TAG.ImageWidth);
  const height = scalar(TAG.ImageLength);
  if (width === 0 || height === 0) throw damaged('its image has no pixels');
  if (width * height > maxPixels)
    throw refuse(
      `The GeoTIFF is ${width} × ${height} = ${count(width * height)} pixels; at most ${count(maxPixels)} (${maxPixels / 1e6} megapixels) are accepted: cut or resample it first.`,
    );
  const samplesPerPixel = scalar(TAG.SamplesPerPixel, 1);
  const bitsPerSample = scalar(TAG.BitsPerSample, 1);
  if (![8, 16, 32, 64].includes(bitsPerSample))
    throw refuse(
      `The GeoTIFF's samples have ${bitsPerSample} bits; a terrain model's heights have 8, 16, 32 or 64 bits.`,
    );
  const compression = scalar(TAG.Compression, 1);
  if (!(compression in TIFF_COMPRESSIONS)) {
    const name = OTHER_COMPRESSIONS[compression];
    throw refuse(
      `The GeoTIFF is compressed with ${name ? `${name} (code ${compression})` : `compression code ${compression}`}, which cannot be read here; save it uncompressed or with LZW, Deflate or PackBits compression.`,
    );
  }
  const planar = scalar(TAG.PlanarConfiguration, 1) === 2;

  const tiled = tags.has(TAG.TileWidth) || tags.has(TAG.TileOffsets);
  const blockWidth = tiled ? scalar(TAG.TileWidth) : width;
  const blockHeight = tiled ? scalar(TAG.TileLength) : Math.min(scalar(TAG.RowsPerStrip, height), height);
  if (blockWidth === 0 || blockHeight === 0)
    throw damaged(`its ${tiled ? 'tiles' : 'strips'} have no pixels`);
  const across = Math.ceil(width / blockWidth);
  const down = Math.ceil(height / blockHeight);
  const blocks = across * down * (planar ? samplesPerPixel : 1);
  const kind = tiled ? 'tiles' : 'strips';
  if (blocks > TIFF_MAX_BLOCKS)
    throw refuse(
      `The GeoTIFF is cut into ${count(blocks)} ${kind}; at most ${count(TIFF_MAX_BLOCKS)} are read. Save it with larger ${kind}.`,
    );
  const blockBytes = blockWidth * blockHeight * (bitsPerSample / 8) * (planar ? 1 : samplesPerPixel);
  if (blockBytes > TIFF_MAX_BLOCK_BYTES)
    throw refuse(
      `The GeoTIFF keeps its pixels in ${kind} of ${megabytes(blockBytes)} each; at most ${megabytes(TIFF_MAX_BLOCK_BYTES)} a ${tiled ? 'tile' : 'strip'} are read. Save it in smaller strips or in tiles (GDAL: gdal_translate -co TILED=YES).`,
    );
  const offsets = tags.get(tiled ? TAG.TileOffsets : TAG.StripOffsets);
  const byteCounts = tags.get(tiled ? TAG.TileByteCounts : TAG.StripByteCounts);
  if (!offsets || !byteCounts) throw damaged(`it does not say where its ${kind} are`);
  if (offsets.count !== blocks || byteCounts.count !== blocks)
    throw refuse(
      `The GeoTIFF declares ${count(offsets.count)} ${kind} where its size needs ${count(blocks)}: the file is damaged.`,
    );
  const offsetOf = valuesOf(offsets);
  const lengthOf = valuesOf(byteCounts);
  let claimed = 0;
  for (let k = 0; k < blocks; k++) {
    const length = lengthOf(k);
    if (offsetOf(k) + length > file.size)
      throw damaged(`${tiled ? 'tile' : 'strip'} ${k + 1} lies outside the file`);
    claimed += length;
  }
  // Blocks lie side by side in a file; ones that claim more bytes than the file has are read
  // again and again (one compressed blob named by every tile is decoded once per tile).
  if (claimed > file.size)
    throw refuse(
      `The GeoTIFF's ${kind} overlap: together they claim ${megabytes(claimed)} of a ${megabytes(file.size)} file. The file is damaged; export it again.`,
    );
  return {
    width,
    height,
    samplesPerPixel,
    bitsPerSample,
    compression,
    tiled,
    blockWidth,
    blockHeight,
    blocks,
    blockBytes,
  };
}

function nameOf(tag: number): string {
  return Object.entries(TAG).find(([, value]) => value === tag)?.[0] ?? `tag ${tag}`;
}
