import {
  BufferGeometry,
  Float32BufferAttribute,
  ImageBitmapLoader,
  Mesh,
  MeshLambertMaterial,
  SRGBColorSpace,
  Texture,
  TextureLoader,
} from 'three';
import { curvatureDrop, type Geodetic, toLocal } from '@/lib/plan/geodesy';

/**
 * Ground and sea: one neutral surface, curved by the refracted earth curvature
 * around the camera (a polar grid whose rings drop by d²/2R'), so that the sea hides the
 * lowest part of distant objects as it does in reality. Terrain elevation is not modelled.
 * Optional basemap: XYZ raster tiles draped on that surface around the viewpoint.
 */
export const SURFACE_RADIUS = 120_000;
export const SURFACE_COLOUR = '#61727e';

/** Ring radii: dense near the eye, geometric outwards. */
export function ringRadii(radius = SURFACE_RADIUS, rings = 96): number[] {
  const out = [0];
  for (let i = 0; i < rings; i += 1) out.push(2 * (radius / 2) ** (i / (rings - 1)));
  return out;
}

export function buildSurface(radius = SURFACE_RADIUS) {
  const radii = ringRadii(radius);
  const segments = 256;
  const positions: number[] = [];
  const indices: number[] = [];
  for (const r of radii)
    for (let s = 0; s < segments; s += 1) {
      const a = (s / segments) * Math.PI * 2;
      positions.push(r * Math.cos(a), -curvatureDrop(r), r * Math.sin(a));
    }
  for (let ring = 0; ring + 1 < radii.length; ring += 1)
    for (let s = 0; s < segments; s += 1) {
      const a = ring * segments + s;
      const b = ring * segments + ((s + 1) % segments);
      const c = a + segments;
      const d = b + segments;
      // Counter-clockwise seen from above: the surface faces up.
      indices.push(a, b, c, b, d, c);
    }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  const mesh = new Mesh(geometry, new MeshLambertMaterial({ color: SURFACE_COLOUR }));
  mesh.name = 'surface';
  // The ground: a wireline draws it as a mesh of lines (wireline.ts).
  mesh.userData.ground = true;
  return mesh;
}

/** Web Mercator tile of a position at a zoom level. */
export function tileOf(longitude: number, latitude: number, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const lat = (latitude * Math.PI) / 180;
  return {
    x: Math.floor(((longitude + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n),
  };
}

export function tileCorner(x: number, y: number, zoom: number): { longitude: number; latitude: number } {
  const n = 2 ** zoom;
  return {
    longitude: (x / n) * 360 - 180,
    latitude: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI,
  };
}

export const tileUrl = (template: string, z: number, x: number, y: number) =>
  template.replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y));

export const BASEMAP_ZOOM = 13;
export const BASEMAP_RADIUS_TILES = 3;

/** Basemap tiles draped on the curved surface, around `origin` (7 × 7 tiles at zoom 13, about 20 km). */
export function buildBasemap(template: string, origin: Geodetic, onLoad: () => void): Mesh[] {
  const load = textureLoader();
  const centre = tileOf(origin.longitude, origin.latitude, BASEMAP_ZOOM);
  const meshes: Mesh[] = [];
  const grid = 8;
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
          const p = toLocal(origin, { ...corner, altitude: 0.3 });
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
