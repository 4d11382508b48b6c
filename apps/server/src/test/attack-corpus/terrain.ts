import { hillGeoTiff } from '../terrain-fixtures.js';
import { lzwOfRun, MiB, zlibOfRun } from './streams.js';

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
