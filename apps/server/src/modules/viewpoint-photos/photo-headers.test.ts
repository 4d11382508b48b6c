import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngIccpBomb, progressiveScans } from '../../test/attack-corpus.js';
import { checkJpeg, checkPng, JPEG_MAX_SCANS, PhotoHeaderInvalid } from './photo-headers.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#5a7d9a' } });
const noisy = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#5a7d9a',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

/** How many SOS markers a JPEG has, counted by brute force over every byte pair. */
function scansOf(bytes: Uint8Array): number {
  let scans = 0;
  for (let i = 0; i + 1 < bytes.length; i++) if (bytes[i] === 0xff && bytes[i + 1] === 0xda) scans++;
  return scans;
}

describe('checkJpeg and checkPng pass what encoders write', () => {
  it.each([
    ['baseline', () => noisy(640, 480).jpeg()],
    ['progressive', () => noisy(640, 480).jpeg({ progressive: true })],
    ['progressive mozjpeg (its scan optimisation)', () => noisy(640, 480).jpeg({ mozjpeg: true })],
    [
      '4:4:4, optimised Huffman tables',
      () => noisy(640, 480).jpeg({ chromaSubsampling: '4:4:4', optimiseCoding: true }),
    ],
    // The least data a block can have: one colour, optimised tables (a 1-bit code per symbol).
    ['one colour, 4000 × 3000, optimised tables', () => solid(4000, 3000).jpeg({ optimiseCoding: true })],
    ['one colour, 4000 × 3000, progressive mozjpeg', () => solid(4000, 3000).jpeg({ mozjpeg: true })],
  ])('a %s JPEG', async (_name, encode) => {
    const bytes = await encode().toBuffer();
    expect(scansOf(bytes)).toBeLessThanOrEqual(JPEG_MAX_SCANS);
    expect(() => checkJpeg(bytes)).not.toThrow();
  });

  it('a PNG with an sRGB colour profile and text', async () => {
    const bytes = await noisy(64, 64).withIccProfile('srgb').png().toBuffer();
    expect(() => checkPng(bytes)).not.toThrow();
  });
});

describe('checkJpeg and checkPng refuse', () => {
  it('a JPEG of more scans than the bound, counted as a brute force counts them', async () => {
    const bytes = await progressiveScans(JPEG_MAX_SCANS + 1);
    expect(scansOf(bytes)).toBeGreaterThan(JPEG_MAX_SCANS);
    expect(() => checkJpeg(bytes)).toThrow(PhotoHeaderInvalid);
  });

  it('a JPEG cut short: less than a bit of data for each 8 × 8 block', async () => {
    const whole = await solid(4000, 3000).jpeg({ optimiseCoding: true }).toBuffer();
    expect(() => checkJpeg(whole.subarray(0, whole.length / 8))).toThrow(/^The JPEG is cut short/);
  });

  it('a PNG whose colour profile inflates beyond the bound', () => {
    expect(() => checkPng(pngIccpBomb(64 * 1024 * 1024))).toThrow(/unpacks to more than 4 MB/);
  });
});
