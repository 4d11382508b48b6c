import { decode, encode } from 'fast-png';
import { type DecodedTile, decodeHeights, tileCorner } from './terrain-tiles';

/**
 * Terrain tiles for unit tests: a Terrarium PNG (fast-png) whose pixel centres hold a known
 * height function, decoded again as the terrain source decodes a fetched tile.
 */
export function terrariumTile(
  z: number,
  x: number,
  y: number,
  height: (longitude: number, latitude: number) => number,
  size = 256,
): DecodedTile {
  const rgba = new Uint8Array(size * size * 4);
  for (let j = 0; j < size; j += 1)
    for (let i = 0; i < size; i += 1) {
      const at = tileCorner(x + (i + 0.5) / size, y + (j + 0.5) / size, z);
      const v = height(at.longitude, at.latitude) + 32768;
      const k = (j * size + i) * 4;
      rgba[k] = Math.floor(v / 256);
      rgba[k + 1] = Math.floor(v) % 256;
      rgba[k + 2] = Math.floor((v - Math.floor(v)) * 256);
      rgba[k + 3] = 255;
    }
  const png = decode(encode({ width: size, height: size, data: rgba, channels: 4 }));
  return { z, x, y, width: size, height: size, heights: decodeHeights(png.data, 'terrarium') };
}
