import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrModules, qrSvg } from './qr-code';

const LINK = 'https://vantage.example.com/viewer/?project=noordzee-wind-park-demo&viewpoint=12';

describe('QR codes of links', () => {
  it('draws the SVG with a quiet zone of 4 modules around the code', async () => {
    const svg = await qrSvg(LINK);
    const { size } = await qrModules(LINK);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${size + 2 * QUIET_ZONE} ${size + 2 * QUIET_ZONE}"`);
    // A white square under the code, so that it reads on any background.
    expect(svg).toContain(
      `<path fill="#ffffff" d="M0 0h${size + 2 * QUIET_ZONE}v${size + 2 * QUIET_ZONE}H0z"/>`,
    );
  });

  it('uses error correction M: 70 bytes need version 5 (37 modules), where L needs 4 (33) and Q 6 (41)', async () => {
    const text = LINK.slice(0, 70);
    expect((await qrModules(text)).size).toBe(37);
  });

  it('has the finder pattern in the corner', async () => {
    const { dark } = await qrModules(LINK);
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => dark(0, i))).toEqual([true, true, true, true, true, true, true]);
    expect(dark(1, 1)).toBe(false);
    expect(dark(7, 7)).toBe(false);
  });
});
