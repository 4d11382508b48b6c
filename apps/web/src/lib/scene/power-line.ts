import {
  BoxGeometry,
  BufferGeometry,
  Float32BufferAttribute,
  Group,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshLambertMaterial,
} from 'three';

/**
 * Paths: an overhead power line (lattice pylons at a regular span, three sagging
 * conductors between them) or the trace of a buried cable. Points are local [east, north, up]
 * in metres (up already lowered by the earth's curvature).
 */
export type LocalPoint = [number, number, number];

/** Pylons at every bend and at most `span` metres apart along the way. */
export function pylonPositions(path: LocalPoint[], span: number): LocalPoint[] {
  const out: LocalPoint[] = [];
  for (let i = 0; i < path.length; i += 1) {
    const a = path[i]!;
    out.push(a);
    const b = path[i + 1];
    if (!b) break;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const pieces = Math.ceil(length / span);
    for (let k = 1; k < pieces; k += 1) {
      const t = k / pieces;
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
    }
  }
  return out;
}

/** Conductor sag as a parabola (close to the catenary at these spans): 3 % of the span. */
export const sagOf = (spanLength: number) => 0.03 * spanLength;

/** Points of a conductor from a to b (heights at the attachment), sagging in the middle. */
export function conductor(a: LocalPoint, b: LocalPoint, segments = 16): LocalPoint[] {
  const sag = sagOf(Math.hypot(b[0] - a[0], b[1] - a[1]));
  return Array.from({ length: segments + 1 }, (_, i) => {
    const t = i / segments;
    return [
      a[0] + (b[0] - a[0]) * t,
      a[1] + (b[1] - a[1]) * t,
      a[2] + (b[2] - a[2]) * t - 4 * sag * t * (1 - t),
    ] as LocalPoint;
  });
}

const toThree = ([e, n, u]: LocalPoint) => [e, u, -n];

function line(points: LocalPoint[], material: LineBasicMaterial) {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(points.flatMap(toThree), 3));
  return new Line(geometry, material);
}

/**
 * An overhead line along `path`. Each pylon stands on the ground at its place (`groundAt`: the
 * ground's up at an east and north), not on the straight line between the path's points.
 */
export function buildPowerLine(
  path: LocalPoint[],
  { pylonHeight, span }: { pylonHeight: number; span: number },
  groundAt?: (east: number, north: number) => number,
) {
  const group = new Group();
  group.name = 'power-line';
  const steel = new MeshLambertMaterial({ color: '#8a9096' });
  const wire = new LineBasicMaterial({ color: '#3c4248' });
  const pylons = pylonPositions(path, span).map(
    ([e, n, u]): LocalPoint => [e, n, groundAt ? groundAt(e, n) : u],
  );
  const arm = pylonHeight * 0.28;
  const tower = new BoxGeometry(1, 1, 1);
  for (const [e, n, u] of pylons) {
    const mast = new Mesh(tower, steel);
    mast.scale.set(pylonHeight * 0.12, pylonHeight, pylonHeight * 0.12);
    mast.position.set(e, u + pylonHeight / 2, -n);
    const cross = new Mesh(tower, steel);
    cross.scale.set(arm * 2, 1.2, 1.2);
    cross.position.set(e, u + pylonHeight * 0.85, -n);
    group.add(mast, cross);
  }
  for (let i = 0; i + 1 < pylons.length; i += 1) {
    const a = pylons[i]!;
    const b = pylons[i + 1]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const length = Math.hypot(dx, dy) || 1;
    // Conductors hang from the cross-arm ends, across the line's direction, and its middle.
    const across: [number, number] = [-dy / length, dx / length];
    for (const offset of [-arm, 0, arm]) {
      const h = offset === 0 ? pylonHeight * 0.97 : pylonHeight * 0.83;
      const at = (p: LocalPoint): LocalPoint => [
        p[0] + across[0] * offset,
        p[1] + across[1] * offset,
        p[2] + h,
      ];
      group.add(line(conductor(at(a), at(b)), wire));
    }
  }
  return { group, pylons: pylons.length };
}

/** A buried cable: its route as a line just above the surface. */
export function buildCableTrace(path: LocalPoint[]) {
  const trace = line(
    path.map(([e, n, u]) => [e, n, u + 0.5] as LocalPoint),
    new LineBasicMaterial({ color: '#d9822b' }),
  );
  trace.name = 'cable';
  return trace;
}
