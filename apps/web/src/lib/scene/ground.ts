import {
  BufferGeometry,
  Color,
  Float32BufferAttribute,
  ImageBitmapLoader,
  Mesh,
  MeshLambertMaterial,
  SRGBColorSpace,
  Texture,
  TextureLoader,
  Uint32BufferAttribute,
} from 'three';
import { curvatureDrop, type Geodetic, toLocal } from '@/lib/plan/geodesy';
import { tileCorner, tileOf } from '@/lib/terrain/terrain-tiles';
import { SURFACE_RADIUS, TERRAIN_RADIUS } from './ground-radius';
import { localToLonLat } from './local-frame';

/**
 * Ground and sea: one mesh around the eye, curved by the refracted earth curvature (each ring
 * drops by d²/2R'), so that the sea hides the lowest part of distant objects as it does in
 * reality; raised to the terrain's heights where a source gives them, coloured as land or sea.
 *
 * The mesh is a polar grid centred on the eye: rings whose spacing grows with the distance
 * (a few metres apart near the eye, 3 % of the distance further out) and segments that double
 * from ring to ring until they reach a fixed angle. The eye stays at the centre, since the scene
 * is re-placed around the camera at every arrival (engine.ts), so each cell spans about the same
 * angle on screen everywhere, from the feet to the horizon: the level of detail a distance needs.
 * @mapbox/martini (an RTIN per tile and level) was considered: its error-bounded simplification
 * pays off on flat land seen from above, but seen from a fixed eye the levels of a tile pyramid
 * meet in seams that need skirts, and cells far from the eye get finer than the angle they span;
 * the rings need neither, and the curvature drop is exact per ring.
 */
export { SURFACE_RADIUS, TERRAIN_RADIUS };
export const SURFACE_COLOUR = '#61727e';
/** Land and sea, muted, distinct under any light (not text: WCAG's contrast does not apply). */
export const LAND_COLOUR = '#6f7d5e';
export const SEA_COLOUR = '#4f6a7f';

export type RingLayout = {
  /** Ring radii in metres; ring 0 is the eye's point (radius 0). */
  radii: number[];
  /** Segments of each ring: 1 for ring 0, then powers of two, each the same as or twice the ring before. */
  segments: number[];
};

export type RingDetail = {
  /** Metres between the first rings and their vertices. */
  minStep: number;
  /** Ring spacing as a share of the distance, within TERRAIN_RADIUS and beyond it. */
  ratio: number;
  farRatio: number;
  /** Segments of the outer rings (a power of two). */
  maxSegments: number;
};

/** Without terrain: flat ground, fine enough for the coastline near the eye. */
export const FLAT_DETAIL: RingDetail = { minStep: 8, ratio: 0.05, farRatio: 0.15, maxSegments: 512 };
/** With terrain: about 0.35° per segment and 3 % of the distance per ring. */
export const TERRAIN_DETAIL: RingDetail = { minStep: 5, ratio: 0.03, farRatio: 0.1, maxSegments: 1024 };

export function ringLayout(detail: RingDetail, radius = SURFACE_RADIUS): RingLayout {
  const radii = [0];
  const segments = [1];
  let r = detail.minStep / 2;
  let n = 8;
  while (true) {
    // One doubling per ring at most: the triangles between two rings stitch 1 : 1 or 1 : 2.
    if (n < detail.maxSegments && (2 * Math.PI * r) / n > detail.minStep * 1.5) n *= 2;
    radii.push(Math.min(r, radius));
    segments.push(n);
    if (r >= radius) break;
    r += Math.max(detail.minStep, r * (r < TERRAIN_RADIUS ? detail.ratio : detail.farRatio));
  }
  return { radii, segments };
}

/** First vertex of each ring and the vertex count. */
function ringOffsets(layout: RingLayout): { offsets: number[]; count: number } {
  const offsets: number[] = [];
  let count = 0;
  for (const n of layout.segments) {
    offsets.push(count);
    count += n;
  }
  return { offsets, count };
}

/**
 * Triangles of the layout, counter-clockwise seen from above (the surface faces up): a fan around
 * the eye, quads between rings of equal segments, three triangles per inner segment where the
 * outer ring has twice as many (no T-junctions, so no cracks).
 */
export function ringIndices(layout: RingLayout): Uint32Array {
  const { offsets } = ringOffsets(layout);
  const out: number[] = [];
  for (let ring = 0; ring + 1 < layout.radii.length; ring += 1) {
    const inner = layout.segments[ring]!;
    const outer = layout.segments[ring + 1]!;
    const i0 = offsets[ring]!;
    const o0 = offsets[ring + 1]!;
    for (let s = 0; s < outer; s += 1) {
      if (inner === 1) out.push(i0, o0 + ((s + 1) % outer), o0 + s);
    }
    if (inner === 1) continue;
    for (let s = 0; s < inner; s += 1) {
      const a = i0 + s;
      const b = i0 + ((s + 1) % inner);
      if (outer === inner) {
        const c = o0 + s;
        const d = o0 + ((s + 1) % outer);
        out.push(a, b, c, b, d, c);
      } else {
        const c0 = o0 + 2 * s;
        const c1 = o0 + 2 * s + 1;
        const c2 = o0 + ((2 * s + 2) % outer);
        out.push(a, c1, c0, a, b, c1, b, c2, c1);
      }
    }
  }
  return Uint32Array.from(out);
}

/** The ground at a point: its height above sea level and whether it is land. */
export type GroundSample = (longitude: number, latitude: number) => { height: number; land: boolean };

/**
 * The ground around `origin` (the eye's point): without `sample`, flat at sea level in one
 * neutral colour (before the coastline has loaded); with it, each vertex at its height (less the
 * curvature drop) and coloured as land or sea.
 */
export function buildSurface(
  origin: { longitude: number; latitude: number },
  sample: GroundSample | null,
  detail: RingDetail = FLAT_DETAIL,
): Mesh {
  const layout = ringLayout(detail);
  const { count } = ringOffsets(layout);
  const positions = new Float32Array(count * 3);
  const colours = new Float32Array(count * 3);
  const toLonLat = localToLonLat(origin);
  const land = new Color(LAND_COLOUR);
  const sea = new Color(sample ? SEA_COLOUR : SURFACE_COLOUR);
  let v = 0;
  layout.radii.forEach((r, ring) => {
    const n = layout.segments[ring]!;
    for (let s = 0; s < n; s += 1) {
      const a = (s / n) * Math.PI * 2;
      const [x, z] = [r * Math.cos(a), r * Math.sin(a)];
      let height = 0;
      let colour = sea;
      if (sample) {
        const at = toLonLat(x, -z);
        const ground = sample(at.longitude, at.latitude);
        height = r <= TERRAIN_RADIUS ? ground.height : 0;
        if (ground.land) colour = land;
      }
      positions[v] = x;
      positions[v + 1] = height - curvatureDrop(r);
      positions[v + 2] = z;
      colours[v] = colour.r;
      colours[v + 1] = colour.g;
      colours[v + 2] = colour.b;
      v += 3;
    }
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('color', new Float32BufferAttribute(colours, 3));
  geometry.setIndex(new Uint32BufferAttribute(ringIndices(layout), 1));
  geometry.computeVertexNormals();
  const mesh = new Mesh(geometry, new MeshLambertMaterial({ vertexColors: true }));
  mesh.name = 'surface';
  // The ground: a wireline draws it as a mesh of lines (wireline.ts).
  mesh.userData.ground = true;
  return mesh;
}

export const tileUrl = (template: string, z: number, x: number, y: number) =>
  template.replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y));

export const BASEMAP_ZOOM = 13;
export const BASEMAP_RADIUS_TILES = 3;

/**
 * Basemap tiles draped on the ground around `origin` (7 × 7 tiles at zoom 13, about 20 km), each
 * vertex a few decimetres above the ground's height there (`groundAt`, metres above sea level).
 */
export function buildBasemap(
  template: string,
  origin: Geodetic,
  onLoad: () => void,
  groundAt: (longitude: number, latitude: number) => number = () => 0,
): Mesh[] {
  const load = textureLoader();
  const centre = tileOf(origin.longitude, origin.latitude, BASEMAP_ZOOM);
  const meshes: Mesh[] = [];
  const grid = 16;
  for (let dx = -BASEMAP_RADIUS_TILES; dx <= BASEMAP_RADIUS_TILES; dx += 1)
    for (let dy = -BASEMAP_RADIUS_TILES; dy <= BASEMAP_RADIUS_TILES; dy += 1) {
      const x = centre.x + dx;
      const y = centre.y + dy;
      const positions: number[] = [];
      const uvs: number[] = [];
      const indices: number[] = [];
      for (let j = 0; j <= grid; j += 1)
        for (let i = 0; i <= grid; i += 1) {
          const corner = tileCorner(x + i / grid, y + j / grid, BASEMAP_ZOOM);
          const p = toLocal(origin, {
            ...corner,
            altitude: groundAt(corner.longitude, corner.latitude) + 0.3,
          });
          positions.push(p.east, p.up, -p.north);
          uvs.push(i / grid, 1 - j / grid);
        }
      for (let j = 0; j < grid; j += 1)
        for (let i = 0; i < grid; i += 1) {
          const a = j * (grid + 1) + i;
          indices.push(a, a + grid + 1, a + 1, a + 1, a + grid + 1, a + grid + 2);
        }
      const geometry = new BufferGeometry();
      geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
      geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
      geometry.setIndex(indices);
      geometry.computeVertexNormals();
      const material = new MeshLambertMaterial({
        color: '#ffffff',
        polygonOffset: true,
        polygonOffsetFactor: -1,
      });
      material.visible = false;
      load(tileUrl(template, BASEMAP_ZOOM, x, y), (texture) => {
        texture.colorSpace = SRGBColorSpace;
        material.map = texture;
        material.visible = true;
        material.needsUpdate = true;
        onLoad();
      });
      meshes.push(new Mesh(geometry, material));
    }
  return meshes;
}

/**
 * Loads an image as a texture: through an <img> on the page, as an ImageBitmap in a worker
 * (engine-worker.ts), which has no document.
 */
function textureLoader(): (url: string, onLoad: (texture: Texture) => void) => void {
  if (typeof document !== 'undefined') {
    const loader = new TextureLoader();
    loader.setCrossOrigin('anonymous');
    return (url, onLoad) => loader.load(url, onLoad);
  }
  const loader = new ImageBitmapLoader();
  loader.setCrossOrigin('anonymous');
  // An ImageBitmap cannot be flipped when uploaded, so it is decoded upside down instead.
  loader.setOptions({ imageOrientation: 'flipY' });
  return (url, onLoad) =>
    loader.load(url, (bitmap) => {
      const texture = new Texture(bitmap);
      texture.flipY = false;
      texture.needsUpdate = true;
      onLoad(texture);
    });
}
