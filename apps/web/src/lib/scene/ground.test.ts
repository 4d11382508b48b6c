import { describe, expect, it } from 'vitest';
import { curvatureDrop } from '@/lib/plan/geodesy';
import {
  buildSurface,
  FLAT_DETAIL,
  ringIndices,
  ringLayout,
  SURFACE_RADIUS,
  TERRAIN_DETAIL,
  TERRAIN_RADIUS,
} from './ground';

const ORIGIN = { longitude: 4.624, latitude: 52.6205 };

describe('the ground mesh', () => {
  it('has rings dense at the eye and wider apart with distance, out to the surface radius', () => {
    for (const detail of [FLAT_DETAIL, TERRAIN_DETAIL]) {
      const { radii, segments } = ringLayout(detail);
      expect(radii[0]).toBe(0);
      expect(radii.at(-1)).toBe(SURFACE_RADIUS);
      for (let i = 1; i < radii.length; i += 1) expect(radii[i]!).toBeGreaterThan(radii[i - 1]!);
      // Around the eye's point a fan; then each ring has as many segments as the one inside it, or twice as many.
      for (let i = 2; i < radii.length; i += 1)
        expect([segments[i - 1], 2 * segments[i - 1]!]).toContain(segments[i]);
      expect(Math.max(...segments)).toBe(detail.maxSegments);
      // Within the terrain's radius, the rings are at most `ratio` of the distance apart.
      for (let i = 2; i < radii.length && radii[i]! <= TERRAIN_RADIUS; i += 1)
        expect(radii[i]! - radii[i - 1]!).toBeLessThanOrEqual(
          Math.max(detail.minStep, radii[i - 1]! * detail.ratio) + 1e-9,
        );
    }
  });

  it('joins the rings without gaps: every edge inside the mesh is shared by two triangles', () => {
    const layout = ringLayout({ minStep: 10, ratio: 0.3, farRatio: 0.5, maxSegments: 64 }, 2_000);
    const indices = ringIndices(layout);
    const edges = new Map<string, number>();
    for (let t = 0; t < indices.length; t += 3)
      for (const [a, b] of [
        [indices[t]!, indices[t + 1]!],
        [indices[t + 1]!, indices[t + 2]!],
        [indices[t + 2]!, indices[t]!],
      ] as const) {
        const key = a < b ? `${a}-${b}` : `${b}-${a}`;
        edges.set(key, (edges.get(key) ?? 0) + 1);
      }
    const vertices = layout.segments.reduce((a, b) => a + b, 0);
    const outer = vertices - layout.segments.at(-1)!;
    for (const [key, count] of edges) {
      const onRim = key.split('-').every((v) => Number(v) >= outer);
      expect(count, key).toBe(onRim ? 1 : 2);
    }
  });

  it('faces up, and drops by the refracted curvature without terrain', () => {
    const mesh = buildSurface(ORIGIN, null);
    const position = mesh.geometry.attributes.position!;
    const index = mesh.geometry.index!;
    for (let t = 0; t < index.count / 3; t += 97) {
      const [a, b, c] = [index.getX(t * 3), index.getX(t * 3 + 1), index.getX(t * 3 + 2)];
      const [ax, az] = [position.getX(a), position.getZ(a)];
      const [ux, uz] = [position.getX(b) - ax, position.getZ(b) - az];
      const [vx, vz] = [position.getX(c) - ax, position.getZ(c) - az];
      // The normal's y is (v × u)·y for three.js's counter-clockwise front faces seen from +y.
      expect(uz * vx - ux * vz).toBeGreaterThan(0);
    }
    const last = position.count - 1;
    const r = Math.hypot(position.getX(last), position.getZ(last));
    expect(r).toBeCloseTo(SURFACE_RADIUS, 0);
    expect(position.getY(last)).toBeCloseTo(-curvatureDrop(SURFACE_RADIUS), 1);
  });

  it('stands on the terrain within its radius, and at sea level beyond it', () => {
    const hill = (longitude: number) => (longitude > ORIGIN.longitude ? 50 : 20);
    const mesh = buildSurface(ORIGIN, (longitude) => ({ height: hill(longitude), land: true }), FLAT_DETAIL);
    const position = mesh.geometry.attributes.position!;
    for (let i = 1; i < position.count; i += 101) {
      const [x, z] = [position.getX(i), position.getZ(i)];
      const r = Math.hypot(x, z);
      const ground = position.getY(i) + curvatureDrop(r);
      if (r > TERRAIN_RADIUS) expect(ground).toBeCloseTo(0, 3);
      else if (Math.abs(x) > 1) expect(ground).toBeCloseTo(x > 0 ? 50 : 20, 3);
    }
  });

  it('has a size the GPU draws quickly (triangles per detail)', () => {
    const count = (detail: typeof FLAT_DETAIL) => ringIndices(ringLayout(detail)).length / 3;
    console.log('triangles', count(FLAT_DETAIL), count(TERRAIN_DETAIL));
    // Figures for docs/viewer.md: flat about 100,000 triangles, with terrain about 360,000.
    expect(count(FLAT_DETAIL)).toBeLessThan(150_000);
    expect(count(TERRAIN_DETAIL)).toBeLessThan(450_000);
  });
});
