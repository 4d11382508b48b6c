import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { LandMask, type Ring } from './land-mask';

const BOX = { west: 0, south: 0, east: 10, north: 10 };

describe('the land mask', () => {
  it('tells land from sea, with holes (lakes) and rings reaching beyond the box', () => {
    // An island from 2° to 8° with a lake from 4° to 6°; a coast from the west reaching 1°.
    const island: Ring[] = [
      [
        [2, 2],
        [8, 2],
        [8, 8],
        [2, 8],
      ],
      [
        [4, 4],
        [6, 4],
        [6, 6],
        [4, 6],
      ],
    ];
    const mainland: Ring[] = [
      [
        [-50, -50],
        [1, -50],
        [1, 50],
        [-50, 50],
      ],
    ];
    const mask = new LandMask([island, mainland], BOX, 16);
    expect(mask.isLand(3, 3)).toBe(true);
    expect(mask.isLand(5, 5)).toBe(false);
    expect(mask.isLand(9, 9)).toBe(false);
    expect(mask.isLand(0.5, 9.9)).toBe(true);
    expect(mask.isLand(1.5, 5)).toBe(false);
    // Outside the box: sea (the mask knows nothing there).
    expect(mask.isLand(-1, 5)).toBe(false);
    // A coast east of the box still counts: its land reaches into the box.
    const east = new LandMask(
      [
        [
          [
            [5, -50],
            [50, -50],
            [50, 50],
            [5, 50],
          ],
        ],
      ],
      BOX,
      8,
    );
    expect(east.isLand(6, 5)).toBe(true);
    expect(east.isLand(4, 5)).toBe(false);
    const beyond = new LandMask(
      [
        [
          [
            [20, 5.5],
            [30, 5.5],
            [30, 50],
            [20, 50],
          ],
        ],
      ],
      BOX,
      8,
    );
    expect(beyond.isLand(9, 7)).toBe(false);
  });

  it("puts Natural Earth's coast at Egmond aan Zee between the beach viewpoint and 300 m out to sea", () => {
    const require = createRequire(import.meta.url);
    const topology = JSON.parse(
      readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'),
    ) as Topology;
    const land = feature(topology, topology.objects.land as GeometryCollection);
    const polygons = land.features.flatMap((f) =>
      f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : [],
    ) as unknown as Ring[][];
    const box = { west: 2.8, east: 6.4, south: 51.5, north: 53.7 };
    const mask = new LandMask(polygons, box);
    // The viewpoint (demo-content.ts) looks 250°: land at its feet, sea beyond the coastline.
    const at = (metres: number) => {
      const a = (250 * Math.PI) / 180;
      return [
        4.624 + (metres * Math.sin(a)) / (111_320 * Math.cos((52.6205 * Math.PI) / 180)),
        52.6205 + (metres * Math.cos(a)) / 110_574,
      ] as const;
    };
    expect(mask.isLand(...at(0))).toBe(true);
    expect(mask.isLand(...at(100))).toBe(true);
    expect(mask.isLand(...at(400))).toBe(false);
    expect(mask.isLand(...at(15_000))).toBe(false);
    // Amsterdam is land, the North Sea off IJmuiden is not.
    expect(mask.isLand(4.9, 52.37)).toBe(true);
    expect(mask.isLand(4.3, 52.45)).toBe(false);
  });
});
