import { describe, expect, it } from 'vitest';
import { CreateMapLayerRequest, mapLayerUrlProblem } from './map-layers.js';

describe('mapLayerUrlProblem', () => {
  it.each([
    ['xyz', 'https://tiles.example/{z}/{x}/{y}.png'],
    ['xyz', 'http://tiles.example:8080/a/{z}/{x}/{y}?key=abc'],
    ['wmts', 'https://service.pdok.nl/wmts/standaard/EPSG:3857/{TileMatrix}/{TileCol}/{TileRow}.png'],
    ['wmts', 'https://wmts.example/?layer=a&TileMatrix={z}&TileCol={x}&TileRow={y}'],
    ['wms', 'https://service.pdok.nl/rvo/natura2000/wms/v1_0?request=GetCapabilities'],
  ] as const)('takes a %s address %s', (kind, url) => {
    expect(mapLayerUrlProblem(kind, url)).toBeUndefined();
  });

  it.each([
    ['xyz', 'javascript:alert(1)//{z}{x}{y}', 'https:// or http://'],
    ['xyz', 'data:text/html,{z}{x}{y}', 'https:// or http://'],
    ['xyz', 'file:///etc/{z}/{x}/{y}', 'https:// or http://'],
    ['xyz', 'https://a:b@tiles.example/{z}/{x}/{y}', 'user name or password'],
    ['xyz', 'https://tiles.example/{z}/{x}/{y}#x', 'fragment'],
    ['xyz', 'https://tiles.example/{TileMatrix}/{TileCol}/{TileRow}', '{z}, {x} and {y}'],
    ['wmts', 'https://tiles.example/{TileMatrix}/{TileCol}', '{TileMatrix}, {TileCol} and {TileRow}'],
    ['wms', 'https://wms.example/{z}', 'no placeholders'],
    ['xyz', `https://tiles.example/${'x'.repeat(2000)}/{z}/{x}/{y}`, 'at most 2000'],
  ] as const)('refuses a %s address %s', (kind, url, problem) => {
    expect(mapLayerUrlProblem(kind, url)).toContain(problem);
  });

  it('a WMS layer names its layers', () => {
    const parsed = CreateMapLayerRequest.safeParse({
      name: 'Nature',
      kind: 'wms',
      url: 'https://wms.example/wms',
      attribution: 'RVO',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['wmsLayers']);
  });
});
