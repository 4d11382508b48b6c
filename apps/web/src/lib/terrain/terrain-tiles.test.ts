import { describe, expect, it } from 'vitest';
import {
  decodeHeights,
  metresPerPixel,
  sampleTile,
  tileCorner,
  tileOf,
  tilesCovering,
  zoomFor,
  zoomForBox,
} from './terrain-tiles';
import { terrariumTile } from './test-tiles';

describe('terrain tiles', () => {
  it('finds the tile of a position and its corners (Web Mercator)', () => {
    // Egmond aan Zee at zoom 14.
    const tile = tileOf(4.624, 52.6205, 14);
    // x = (4.624 + 180) / 360 · 2^14; y from the Mercator formula.
    expect(tile).toEqual({ z: 14, x: 8402, y: 5365 });
    const nw = tileCorner(tile.x, tile.y, 14);
    const se = tileCorner(tile.x + 1, tile.y + 1, 14);
    expect(nw.longitude).toBeLessThanOrEqual(4.624);
    expect(se.longitude).toBeGreaterThan(4.624);
    expect(nw.latitude).toBeGreaterThanOrEqual(52.6205);
    expect(se.latitude).toBeLessThan(52.6205);
  });

  it('chooses the coarsest zoom whose pixels are as close as the samples, capped at the source', () => {
    // At 52° N a zoom-14 pixel spans 5.9 m, zoom 13 11.8 m.
    expect(metresPerPixel(14, 52)).toBeCloseTo(5.88, 1);
    expect(zoomFor(10, 52, 15)).toBe(14);
    expect(zoomFor(12, 52, 15)).toBe(13);
    expect(zoomFor(1, 52, 15)).toBe(15);
    expect(zoomFor(1, 52, 12)).toBe(12);
    expect(zoomFor(500, 52, 15)).toBe(8);
  });

  it('covers a box with tiles, coarser where it would take too many', () => {
    const box = { west: 4.5, east: 4.75, south: 52.55, north: 52.7 };
    const at13 = tilesCovering(box, 13);
    const nw = tileOf(4.5, 52.7, 13);
    const se = tileOf(4.75, 52.55, 13);
    expect(at13).toHaveLength((se.x - nw.x + 1) * (se.y - nw.y + 1));
    expect(at13[0]).toEqual(nw);
    expect(zoomForBox(box, 5, 15, 1000)).toBe(15);
    const fewer = zoomForBox(box, 5, 15, 16);
    expect(tilesCovering(box, fewer).length).toBeLessThanOrEqual(16);
    expect(tilesCovering(box, fewer + 1).length).toBeGreaterThan(16);
  });

  it('decodes Terrarium and Mapbox Terrain-RGB pixels to metres', () => {
    // Terrarium: (R·256 + G + B/256) − 32768; Mapbox: −10000 + (R·65536 + G·256 + B)·0.1.
    const rgba = [128, 0, 0, 255, 128, 100, 128, 255, 127, 255, 0, 255];
    expect([...decodeHeights(rgba, 'terrarium')]).toEqual([0, 100.5, -1]);
    const mapbox = [1, 134, 160, 255, 1, 134, 170, 255];
    expect([...decodeHeights(mapbox, 'mapbox')].map((h) => Math.round(h * 10) / 10)).toEqual([0, 1]);
  });

  it('reads a height between pixel centres bilinearly, and nothing outside the tile', () => {
    const z = 12;
    const { x, y } = tileOf(7.5, 46.5, z);
    // A plane rising 1 m per 0.001° east: bilinear reads it back exactly, through PNG and decoding.
    const tile = terrariumTile(z, x, y, (longitude) => 500 + (longitude - 7.5) * 1000, 64);
    for (const [fx, fy] of [
      [0.5, 0.5],
      [0.3, 0.8],
      [0.01, 0.99],
    ] as const) {
      const { longitude, latitude } = tileCorner(x + fx, y + fy, z);
      expect(sampleTile(tile, longitude, latitude)).toBeCloseTo(500 + (longitude - 7.5) * 1000, 1);
    }
    expect(sampleTile(tile, 9, 46.5)).toBeNull();
  });
});
