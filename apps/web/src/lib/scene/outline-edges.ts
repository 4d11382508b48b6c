import { type BufferAttribute, BufferGeometry, Float32BufferAttribute, Vector3 } from 'three';

/**
 * The edges an outline drawing of a mesh may need, for the wireline (wireline.ts): every edge
 * of its triangles, each with the normals of the two faces that meet there, so that the GPU
 * can keep, for the camera of each frame, the silhouette edges (one face turned towards the
 * eye, the other away) besides the creases and open borders, which are always drawn. An
 * outline then shows a smooth tower as its two sides rather than as its sixteen facets
 * (three.js's EdgesGeometry keeps creases only: a tower would be its rims alone).
 *
 * Attributes, two vertices per edge: `position`; `normalA`, `normalB` (the faces' normals;
 * `normalB = -normalA` marks an edge drawn whatever the view); `edgeMid` (the edge's middle,
 * the same for both ends, so that both decide alike).
 */

/** Faces meeting at a sharper angle than this make a crease, drawn from every side (degrees). */
export const CREASE_ANGLE = 45;

/** Vertices closer than this are one (metres in the mesh's own frame), as EdgesGeometry does. */
const WELD = 1e-4;

type Edge = { a: Vector3; b: Vector3; normals: Vector3[] };

export function outlineEdges(geometry: BufferGeometry, creaseAngle = CREASE_ANGLE): BufferGeometry {
  const position = geometry.getAttribute('position') as BufferAttribute | undefined;
  const out = new BufferGeometry();
  if (!position) return out;
  const index = geometry.getIndex();
  const count = index ? index.count : position.count;
  const vertexAt = (i: number) => (index ? index.getX(i) : i);
  const key = (v: Vector3) => `${Math.round(v.x / WELD)},${Math.round(v.y / WELD)},${Math.round(v.z / WELD)}`;

  const edges = new Map<string, Edge>();
  const corners = [new Vector3(), new Vector3(), new Vector3()];
  const ab = new Vector3();
  const cb = new Vector3();
  for (let t = 0; t + 2 < count; t += 3) {
    for (let k = 0; k < 3; k += 1) corners[k]!.fromBufferAttribute(position, vertexAt(t + k));
    const [a, b, c] = corners as [Vector3, Vector3, Vector3];
    const normal = cb.subVectors(c, b).cross(ab.subVectors(a, b)).clone();
    if (normal.lengthSq() === 0) continue;
    normal.normalize();
    const keys = corners.map(key);
    if (keys[0] === keys[1] || keys[1] === keys[2] || keys[2] === keys[0]) continue;
    for (let k = 0; k < 3; k += 1) {
      const [i, j] = [k, (k + 1) % 3];
      const id = keys[i]! < keys[j]! ? `${keys[i]}|${keys[j]}` : `${keys[j]}|${keys[i]}`;
      const edge = edges.get(id);
      if (edge) edge.normals.push(normal);
      else edges.set(id, { a: corners[i]!.clone(), b: corners[j]!.clone(), normals: [normal] });
    }
  }

  const creaseCos = Math.cos((creaseAngle * Math.PI) / 180);
  const positions: number[] = [];
  const normalsA: number[] = [];
  const normalsB: number[] = [];
  const middles: number[] = [];
  for (const { a, b, normals } of edges.values()) {
    const nA = normals[0]!;
    // Two faces that meet smoothly: drawn only where it is a silhouette. Anything else (a
    // crease, an open border, three or more faces) always.
    const smooth = normals.length === 2 && nA.dot(normals[1]!) >= creaseCos;
    const nB = smooth ? normals[1]! : nA.clone().negate();
    const mid = a.clone().add(b).multiplyScalar(0.5);
    for (const end of [a, b]) {
      positions.push(end.x, end.y, end.z);
      normalsA.push(nA.x, nA.y, nA.z);
      normalsB.push(nB.x, nB.y, nB.z);
      middles.push(mid.x, mid.y, mid.z);
    }
  }
  out.setAttribute('position', new Float32BufferAttribute(positions, 3));
  out.setAttribute('normalA', new Float32BufferAttribute(normalsA, 3));
  out.setAttribute('normalB', new Float32BufferAttribute(normalsB, 3));
  out.setAttribute('edgeMid', new Float32BufferAttribute(middles, 3));
  return out;
}

/**
 * Whether an edge is drawn for an eye at `eye` (the same frame as the edge): the test the
 * outline's vertex shader makes (wireline.ts), written out for tests.
 */
export function edgeDrawn(normalA: Vector3, normalB: Vector3, mid: Vector3, eye: Vector3): boolean {
  const toEye = eye.clone().sub(mid);
  return normalA.dot(toEye) * normalB.dot(toEye) <= 0;
}
