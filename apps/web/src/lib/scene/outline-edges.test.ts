import { BoxGeometry, type BufferGeometry, CylinderGeometry, PlaneGeometry, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { edgeDrawn, outlineEdges } from './outline-edges';

/** The edges drawn for an eye at this point: [a, b] pairs. */
function drawnEdges(geometry: BufferGeometry, eye: Vector3): Array<[Vector3, Vector3]> {
  const at = (name: string, i: number) =>
    new Vector3().fromBufferAttribute(geometry.getAttribute(name) as never, i);
  const out: Array<[Vector3, Vector3]> = [];
  for (let i = 0; i < geometry.getAttribute('position').count; i += 2)
    if (edgeDrawn(at('normalA', i), at('normalB', i), at('edgeMid', i), eye))
      out.push([at('position', i), at('position', i + 1)]);
  return out;
}

/** An edge from the foot to the top of a tower (its facets' sides), not a rim's. */
const upright = ([a, b]: [Vector3, Vector3]) => Math.abs(a.y - b.y) > 1;

describe('outline edges', () => {
  it("gives each of a box's 18 edges once (12 sides, 6 diagonals), with both ends deciding alike", () => {
    const edges = outlineEdges(new BoxGeometry(2, 2, 2));
    expect(edges.getAttribute('position').count).toBe(36);
    for (const name of ['normalA', 'normalB', 'edgeMid']) {
      const attribute = edges.getAttribute(name);
      for (let i = 0; i < attribute.count; i += 2)
        expect(new Vector3().fromBufferAttribute(attribute as never, i)).toEqual(
          new Vector3().fromBufferAttribute(attribute as never, i + 1),
        );
    }
  });

  it("draws a box's 12 sides from any eye (creases) and never the diagonals across its faces", () => {
    const box = outlineEdges(new BoxGeometry(2, 2, 2));
    for (const eye of [new Vector3(10, 3, 4), new Vector3(0, 0, 5), new Vector3(-7, -8, 3)]) {
      const drawn = drawnEdges(box, eye);
      expect(drawn).toHaveLength(12);
      for (const [a, b] of drawn) expect(a.distanceTo(b)).toBeCloseTo(2, 5);
    }
  });

  it('draws a smooth tower as its two sides seen from the eye, not its 16 facets, and its rims', () => {
    const tower = outlineEdges(new CylinderGeometry(2, 3, 100, 16));
    const drawn = drawnEdges(tower, new Vector3(500, 10, 37));
    const sides = drawn.filter(upright);
    expect(sides).toHaveLength(2);
    // The two sides are the facets' edges that face across the line of sight (left and right).
    const bearing = Math.atan2(37, 500);
    for (const [a] of sides) {
      const across = Math.abs(Math.cos(Math.atan2(a.z, a.x) - bearing));
      expect(across).toBeLessThan(Math.sin(Math.PI / 16) + 1e-6);
    }
    // The top and bottom rims meet the caps at right angles: creases, 16 edges each.
    expect(drawn.length - sides.length).toBe(32);
  });

  it('draws a sheet by its border from either side and not its inner edges', () => {
    const sheet = outlineEdges(new PlaneGeometry(4, 4, 2, 2));
    for (const eye of [new Vector3(1, 1, 9), new Vector3(1, 1, -9)])
      expect(drawnEdges(sheet, eye)).toHaveLength(8);
  });

  it('gives nothing for a geometry without positions or with only degenerate triangles', () => {
    const flat = new BoxGeometry(0, 0, 0);
    expect(outlineEdges(flat).getAttribute('position').count).toBe(0);
  });
});
