import type { TerrainModel, TerrainTiles } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { createTerrainSource, describeTerrain, type TileLoader } from './create-terrain-source';
import type { GeoGrid } from './height-grid';
import { type TileId, tileKey, tileOf } from './terrain-tiles';
import { terrariumTile } from './test-tiles';

const TILES: TerrainTiles = {
  url: 'https://terrain.test/{z}/{x}/{y}.png',
  encoding: 'terrarium',
  attribution: 'Test terrain',
  maxZoom: 15,
};

/** Tiles of a plane: 100 m plus 1 m per 0.001° east, and 1000 × the zoom so the zoom read shows. */
const plane = (z: number) => (longitude: number) => 100 + (longitude - 7) * 1000 + z * 1000;

/** A loader of plane tiles that records what it was asked for; tiles in `missing` answer 404, in `failing` fail. */
function loader(options: { missing?: string[]; failing?: string[] } = {}) {
  const asked: string[] = [];
  const load: TileLoader = async (tile: TileId) => {
    const key = tileKey(tile);
    asked.push(key);
    if (options.missing?.includes(key)) return 'missing';
    if (options.failing?.includes(key)) return 'failed';
    return terrariumTile(tile.z, tile.x, tile.y, plane(tile.z), 16);
  };
  return { asked, load };
}

/** A 0.1° model around (7.05, 46.05) at 2000 m, with one unknown cell in its north-west corner. */
function model(): { info: TerrainModel; grid: GeoGrid } {
  const grid: GeoGrid = {
    west: 7,
    south: 46,
    east: 7.1,
    north: 46.1,
    width: 10,
    height: 10,
    data: new Float32Array(100),
  };
  grid.data.fill(2000);
  grid.data[0] = Number.NaN;
  const info: TerrainModel = {
    fileName: 'site.tif',
    sourceEpsgCode: 2056,
    ...grid,
    minHeight: 2000,
    maxHeight: 2000,
    sourceResolution: 2,
    uploadedAt: '2025-01-01T00:00:00Z',
    version: 1,
  };
  return { info, grid };
}

const box = (longitude: number, latitude: number, d = 0.005) => ({
  west: longitude - d,
  east: longitude + d,
  south: latitude - d,
  north: latitude + d,
});

describe('the terrain source', () => {
  it('has no heights and no description without tiles or a model', async () => {
    const source = createTerrainSource({ tiles: null, model: null });
    await source.prepare(box(7.2, 46.2), 10);
    expect(source.heightAt(7.2, 46.2)).toBeNull();
    expect(source.description).toBeNull();
    expect(source.failed).toBe(false);
  });

  it('reads prepared tiles at the zoom the samples need, and knows nothing before', async () => {
    const { asked, load } = loader();
    const source = createTerrainSource({ tiles: TILES, model: null, loadTile: load });
    expect(source.heightAt(7.2, 46.2)).toBeNull();
    await source.prepare(box(7.2, 46.2), 40);
    // 40 m samples at 46° N: zoom 12 (26 m pixels).
    expect(asked.every((key) => key.startsWith('12/'))).toBe(true);
    expect(asked).toContain(tileKey(tileOf(7.2, 46.2, 12)));
    expect(source.heightAt(7.2, 46.2)).toBeCloseTo(plane(12)(7.2), 0);
    expect(source.description).toBe('terrain tiles (Test terrain)');
    expect(source.failed).toBe(false);
  });

  it('answers from the finest tiles prepared where several zooms cover a point', async () => {
    const { load } = loader();
    const source = createTerrainSource({ tiles: TILES, model: null, loadTile: load });
    await source.prepare(box(7.2, 46.2, 0.2), 500);
    await source.prepare(box(7.2, 46.2), 10);
    expect(source.zooms[0]).toBe(14);
    expect(source.heightAt(7.2, 46.2)).toBeCloseTo(plane(14)(7.2), 0);
    // Beyond the fine box the coarse tiles answer.
    expect(source.heightAt(7.35, 46.2)).toBeCloseTo(plane(source.zooms.at(-1)!)(7.35), 0);
  });

  it("puts the project's model before the tiles inside its extent, except where its cells are unknown", async () => {
    const { asked, load } = loader();
    const source = createTerrainSource({ tiles: TILES, model: model(), loadTile: load });
    // Inside the model, no tiles are needed.
    await source.prepare(box(7.05, 46.05), 10);
    expect(asked).toEqual([]);
    expect(source.heightAt(7.05, 46.05)).toBe(2000);
    await source.prepare(box(7.005, 46.095, 0.02), 10);
    // The unknown north-west cell: the tiles answer.
    expect(source.heightAt(7.001, 46.099)).toBeCloseTo(plane(14)(7.001), 0);
    expect(source.heightAt(6.99, 46.099)).toBeCloseTo(plane(14)(6.99), 0);
    expect(source.description).toBe(
      "the project's terrain model (site.tif) inside its extent, elsewhere terrain tiles (Test terrain)",
    );
  });

  it('works with a model alone', async () => {
    const source = createTerrainSource({ tiles: null, model: model() });
    await source.prepare(box(7.5, 46.5), 10);
    expect(source.heightAt(7.05, 46.05)).toBe(2000);
    expect(source.heightAt(7.5, 46.5)).toBeNull();
    expect(source.description).toBe("the project's terrain model (site.tif)");
  });

  it('leaves a 404 tile unknown without failing, and a failed tile unknown with `failed`', async () => {
    const here = tileKey(tileOf(7.2, 46.2, 14));
    const missing = loader({ missing: [here] });
    const source = createTerrainSource({ tiles: TILES, model: null, loadTile: missing.load });
    await source.prepare(box(7.2, 46.2, 0.001), 10);
    expect(source.heightAt(7.2, 46.2)).toBeNull();
    expect(source.failed).toBe(false);

    const failing = loader({ failing: [here] });
    const broken = createTerrainSource({ tiles: TILES, model: null, loadTile: failing.load });
    await broken.prepare(box(7.2, 46.2, 0.001), 10);
    expect(broken.heightAt(7.2, 46.2)).toBeNull();
    expect(broken.failed).toBe(true);
    // A later prepare asks for a failed tile again.
    await broken.prepare(box(7.2, 46.2, 0.001), 10);
    expect(failing.asked.filter((key) => key === here)).toHaveLength(2);
  });

  it("fails when the project's model could not be loaded", () => {
    const source = createTerrainSource({ tiles: null, model: null, failedModel: 'site.tif' });
    expect(source.failed).toBe(true);
  });

  it('keeps at most `maxTiles` tiles and asks for each tile once', async () => {
    const { asked, load } = loader();
    const source = createTerrainSource({ tiles: TILES, model: null, loadTile: load, maxTiles: 8 });
    await source.prepare(box(7.2, 46.2, 0.05), 10);
    // A quarter of the cache per prepare: the zoom drops until the box takes at most 2 tiles.
    expect(asked.length).toBeLessThanOrEqual(2);
    const first = asked.length;
    await source.prepare(box(7.2, 46.2, 0.05), 10);
    expect(asked).toHaveLength(first);
    for (let i = 0; i < 10; i += 1) await source.prepare(box(7.2 + i * 0.5, 46.2, 0.001), 10);
    await source.prepare(box(7.2, 46.2, 0.05), 10);
    expect(asked.length).toBeGreaterThan(first + 10);
  });

  it('describes its sources in words', () => {
    expect(describeTerrain(null, null)).toBeNull();
    expect(describeTerrain({ ...TILES, attribution: '' }, null)).toBe('terrain tiles');
  });
});
