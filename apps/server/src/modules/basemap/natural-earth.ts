import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Natural Earth's scales in the `world-atlas` package: 1:110m, 1:50m, 1:10m. */
export type Resolution = '110m' | '50m' | '10m';

/** The scale each zoom draws: coarse data where a tile covers a continent, fine from zoom 5. */
export function resolutionOf(zoom: number): Resolution {
  if (zoom <= 2) return '110m';
  if (zoom <= 4) return '50m';
  return '10m';
}

/** The deepest zoom each scale serves (the next scale takes over below it). */
export const RESOLUTION_MAX_ZOOM: Record<Resolution, number> = { '110m': 2, '50m': 4, '10m': 10 };

const require = createRequire(import.meta.url);

function readTopology(name: string): Topology {
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${name}.json`), 'utf8')) as Topology;
}

/** Land as polygons, at one scale. */
export function loadLand(resolution: Resolution): FeatureCollection {
  const topology = readTopology(`land-${resolution}`);
  return feature(topology, topology.objects.land as GeometryCollection);
}

/**
 * The borders between countries as lines, at one scale: the arcs two countries share
 * (`a !== b`); coastlines, which belong to one country, are left out.
 */
export function loadBorders(resolution: Resolution): MultiLineString {
  const topology = readTopology(`countries-${resolution}`);
  return mesh(topology, topology.objects.countries as GeometryCollection, (a, b) => a !== b);
}
