import {
  BoxGeometry,
  BufferGeometry,
  CylinderGeometry,
  DoubleSide,
  Float32BufferAttribute,
  Group,
  Mesh,
  MeshLambertMaterial,
} from 'three';
import {
  alongAcrossToEastNorth,
  type PointStructureKey,
  type StructurePart,
  structureShape,
} from '@/lib/plan/structures';
import type { LocalPoint } from './power-line';

/**
 * Stationary objects in the 3D view at their true size (decision 195): boxes, a gable roof, a
 * tapering mast, a noise barrier's wall along its path. A group's origin is the object's foot
 * on the ground; +y is up, local −z is along the object's bearing and +x across it (three.js
 * turns the group by −bearing about y: north is −z in the scene's frame).
 */
const GREY = '#b9bcbf';
const ROOF = '#8e6f5e';
const MAST = '#9aa3ab';
export const BARRIER_THICKNESS = 0.3;

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** A prism with a gable cross-section: walls `height` high, ridge `ridge` above them, along local −z. */
function gableRoof(length: number, width: number, ridge: number): BufferGeometry {
  const w = width / 2;
  const l = length / 2;
  // Two sloping quads and two triangular ends.
  const p = {
    a: [-w, 0, l],
    b: [w, 0, l],
    c: [0, ridge, l],
    d: [-w, 0, -l],
    e: [w, 0, -l],
    f: [0, ridge, -l],
  } as const;
  const triangles = [
    [p.a, p.b, p.c],
    [p.e, p.d, p.f],
    [p.a, p.c, p.f],
    [p.a, p.f, p.d],
    [p.b, p.e, p.f],
    [p.b, p.f, p.c],
  ];
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(triangles.flat(2), 3));
  geometry.computeVertexNormals();
  return geometry;
}

function partMesh(part: StructurePart, color: string): Mesh[] {
  const length = part.along[1] - part.along[0];
  const width = part.across[1] - part.across[0];
  const x = (part.across[0] + part.across[1]) / 2;
  const z = -(part.along[0] + part.along[1]) / 2;
  if (part.shape === 'mast') {
    // Four radial segments make a square frustum; turned 45° so its sides face along and across.
    const geometry = new CylinderGeometry(
      ((part.top ?? width) / 2) * Math.SQRT2,
      (width / 2) * Math.SQRT2,
      part.height,
      4,
      1,
    );
    const mesh = new Mesh(geometry, new MeshLambertMaterial({ color: MAST }));
    mesh.rotation.y = Math.PI / 4;
    mesh.position.set(x, part.height / 2, z);
    return [mesh];
  }
  const body = new Mesh(new BoxGeometry(width, part.height, length), new MeshLambertMaterial({ color }));
  body.position.set(x, part.height / 2, z);
  if (part.shape !== 'gable' || !part.top) return [body];
  const roof = new Mesh(
    gableRoof(length, width, part.top),
    new MeshLambertMaterial({ color: ROOF, side: DoubleSide }),
  );
  roof.position.set(x, part.height, z);
  return [body, roof];
}

/**
 * A point structure standing at its foot: `ground(east, north)` is the ground's up in the
 * scene's frame; the object stands on the lowest ground under its corners and its point, so
 * that on a slope it is buried at the high side rather than floating at the low one.
 */
export function buildStructure(
  key: PointStructureKey,
  settings: Record<string, number | string>,
  foot: LocalPoint,
  ground: (east: number, north: number) => number,
): Group {
  const shape = structureShape(key, settings);
  const group = new Group();
  group.name = `structure-${key}`;
  for (const part of shape.parts) group.add(...partMesh(part, GREY));
  const [e, n] = foot;
  const corners = [
    [-1, -1],
    [-1, 1],
    [1, 1],
    [1, -1],
  ].map(([a = 0, c = 0]) =>
    alongAcrossToEastNorth((a * shape.length) / 2, (c * shape.width) / 2, shape.bearing),
  );
  const base = Math.min(foot[2], ...corners.map(([de, dn]) => ground(e + de, n + dn)));
  group.position.set(e, base, -n);
  group.rotation.y = -toRad(shape.bearing);
  return group;
}

/** A noise barrier or fence: a wall `height` high and 0.3 m thick along each leg of its path, standing on the ground. */
export function buildBarrier(points: readonly LocalPoint[], height: number): Group {
  const group = new Group();
  group.name = 'structure-noiseBarrier';
  const material = new MeshLambertMaterial({ color: GREY });
  for (let i = 0; i + 1 < points.length; i += 1) {
    const [ae, an, au] = points[i]!;
    const [be, bn, bu] = points[i + 1]!;
    const length = Math.hypot(be - ae, bn - an);
    if (length === 0) continue;
    const wall = new Mesh(new BoxGeometry(BARRIER_THICKNESS, height, length), material);
    wall.position.set((ae + be) / 2, Math.min(au, bu) + height / 2, -(an + bn) / 2);
    wall.rotation.y = -Math.atan2(be - ae, bn - an);
    group.add(wall);
  }
  return group;
}
