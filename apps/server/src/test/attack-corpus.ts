import {
  jpegExifBomb,
  jpegHugeDeclared,
  jpegProgressive150mp,
  pngHugeDeclared,
  pngIccpBomb,
  pngItxtBomb,
  pngZtxtBomb,
  progressiveScans,
  webpHugeDeclared,
} from './attack-corpus/photos.js';
import {
  deflateStripBomb,
  lzwStripBomb,
  manyStrips,
  packbitsBomb,
  tiledBomb,
  truncatedStrip,
  zstdTiff,
} from './attack-corpus/terrain.js';

/**
 * Hostile uploads, built in memory in milliseconds: files whose cost to read is decided by
 * their contents, not their size (a 45 KB TIFF that decodes to 100 MB, a 1 MB PNG chunk that
 * inflates to 1 GB, a JPEG header that names 150 megapixels). Each passes the early checks a
 * reader makes (a TIFF with a valid georeference, a JPEG/PNG/WebP whose header reads back
 * with the declared size), so that only the decoding is left to refuse or bound it. The
 * ordinary photo and terrain model are what another organisation uploads meanwhile.
 */
export type AttackFile = { name: string; target: 'photo' | 'terrain'; bytes: Uint8Array; why: string };

export * from './attack-corpus/photos.js';
export * from './attack-corpus/streams.js';
export * from './attack-corpus/terrain.js';

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
