import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './source-address.js';
import { tileBounds, tileSourceUrl } from './tile-source.js';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '145.97.1.1', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8'])(
    'lets %s be fetched',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '[::1]',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::7f00:1',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));
});

describe('tileSourceUrl', () => {
  it('fills an XYZ and a WMTS template', () => {
    expect(
      tileSourceUrl(
        { kind: 'xyz', url: 'https://t.example/{z}/{x}/{y}.png', wmsLayers: null, format: 'image/png' },
        3,
        4,
        5,
      ),
    ).toBe('https://t.example/3/4/5.png');
    expect(
      tileSourceUrl(
        {
          kind: 'wmts',
          url: 'https://t.example/{TileMatrix}/{TileCol}/{TileRow}.jpeg',
          wmsLayers: null,
          format: 'image/png',
        },
        7,
        66,
        42,
      ),
    ).toBe('https://t.example/7/66/42.jpeg');
  });

  it('gives a tile its extent in EPSG:3857: the world at zoom 0, a quarter at zoom 1', () => {
    const world = 20_037_508.342789244;
    expect(tileBounds(0, 0, 0)).toEqual([-world, -world, world, world]);
    expect(tileBounds(1, 0, 1)).toEqual([-world, -world, 0, 0]);
  });
});
