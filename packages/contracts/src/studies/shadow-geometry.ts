/**
 * The geometry of one turbine's shadow at one receptor: the rotor a disc of its diameter centred
 * at the hub, always facing the sun (its plane perpendicular to the sun's direction s). A point
 * P is shaded when the ray P + t·s (t > 0) passes within the rotor radius of the hub H: with
 * h = H − P, h·s > 0 and |h|² − (h·s)² ≤ R². A window is shaded when some point of its
 * rectangle is (the disc's shadow, projected along s, overlaps the window): in the plane
 * perpendicular to s the window is a parallelogram and the disc a circle of radius R around H's
 * projection, and the test is circle against convex polygon, exact. The sun must also be in
 * front of the window (s·n > 0, n its outward normal).
 */
export interface ShadowWindow {
  /** Metres. */
  width: number;
  height: number;
  /** The direction the window faces (its outward normal), degrees from north, eastward. */
  bearing: number;
  /** Degrees the window leans back from vertical (0 a wall window, 90 a flat roof light). */
  tilt?: number;
}

/** A window's centre-relative corners and outward normal in the local frame (x east, y north, z up). */
export interface WindowFrame {
  normal: [number, number, number];
  /** The window's four corners minus its centre, in order around it. */
  corners: [number, number, number][];
  halfDiagonal: number;
}

const RAD = Math.PI / 180;

export function windowFrame(window: ShadowWindow): WindowFrame {
  const bearing = window.bearing * RAD;
  const tilt = (window.tilt ?? 0) * RAD;
  const normal: [number, number, number] = [
    Math.sin(bearing) * Math.cos(tilt),
    Math.cos(bearing) * Math.cos(tilt),
    Math.sin(tilt),
  ];
  // Across: horizontal, to the right seen from outside; along: up the window's plane.
  const across: [number, number, number] = [Math.cos(bearing), -Math.sin(bearing), 0];
  const along: [number, number, number] = [
    -Math.sin(bearing) * Math.sin(tilt),
    -Math.cos(bearing) * Math.sin(tilt),
    Math.cos(tilt),
  ];
  const w = window.width / 2;
  const v = window.height / 2;
  const corner = (a: number, b: number): [number, number, number] => [
    across[0] * a + along[0] * b,
    across[1] * a + along[1] * b,
    across[2] * a + along[2] * b,
  ];
  return {
    normal,
    corners: [corner(-w, -v), corner(w, -v), corner(w, v), corner(-w, v)],
    halfDiagonal: Math.hypot(w, v),
  };
}

/** The disc test for a point: h the vector from the point to the hub, s the sun's unit vector. */
export function pointShaded(
  hx: number,
  hy: number,
  hz: number,
  sx: number,
  sy: number,
  sz: number,
  radius: number,
) {
  const along = hx * sx + hy * sy + hz * sz;
  return along > 0 && hx * hx + hy * hy + hz * hz - along * along <= radius * radius;
}

/** The disc test for a window: h from the window's centre to the hub. */
export function windowShaded(
  frame: WindowFrame,
  hx: number,
  hy: number,
  hz: number,
  sx: number,
  sy: number,
  sz: number,
  radius: number,
): boolean {
  const facing = frame.normal[0] * sx + frame.normal[1] * sy + frame.normal[2] * sz;
  if (facing <= 0) return false;
  if (hx * sx + hy * sy + hz * sz <= 0) return false;
  // A basis (u, v) of the plane perpendicular to s.
  let ux = -sy;
  let uy = sx;
  const uz = 0;
  let length = Math.hypot(ux, uy);
  if (length < 1e-9) {
    ux = 1;
    uy = 0;
    length = 1;
  }
  ux /= length;
  uy /= length;
  const vx = sy * uz - sz * uy;
  const vy = sz * ux - sx * uz;
  const vz = sx * uy - sy * ux;
  const cu = hx * ux + hy * uy + hz * uz;
  const cv = hx * vx + hy * vy + hz * vz;
  const points = frame.corners.map(
    ([x, y, z]) => [x * ux + y * uy + z * uz, x * vx + y * vy + z * vz] as const,
  );
  // Inside the parallelogram (it may be degenerate, seen edge-on: then only the edge test counts).
  let sign = 0;
  let inside = true;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = points[i]!;
    const [bx, by] = points[(i + 1) % 4]!;
    const cross = (bx - ax) * (cv - ay) - (by - ay) * (cu - ax);
    if (Math.abs(cross) < 1e-12) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) inside = false;
  }
  if (inside && sign !== 0) return true;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = points[i]!;
    const [bx, by] = points[(i + 1) % 4]!;
    const ex = bx - ax;
    const ey = by - ay;
    const squared = ex * ex + ey * ey;
    const t = squared > 0 ? Math.max(0, Math.min(1, ((cu - ax) * ex + (cv - ay) * ey) / squared)) : 0;
    const dx = ax + t * ex - cu;
    const dy = ay + t * ey - cv;
    if (dx * dx + dy * dy <= radius * radius) return true;
  }
  return false;
}

/**
 * The rotor facing the wind from `bearing` (its disc vertical, normal horizontal towards the
 * bearing): whether the ray from the point along s crosses it.
 */
export function windDiscShaded(
  hx: number,
  hy: number,
  hz: number,
  sx: number,
  sy: number,
  sz: number,
  radius: number,
  nx: number,
  ny: number,
): boolean {
  const denominator = sx * nx + sy * ny;
  if (Math.abs(denominator) < 1e-12) return false;
  const t = (hx * nx + hy * ny) / denominator;
  if (t <= 0) return false;
  const qx = t * sx - hx;
  const qy = t * sy - hy;
  const qz = t * sz - hz;
  return qx * qx + qy * qy + qz * qz <= radius * radius;
}

/**
 * The distance beyond which a blade of the given greatest chord covers less than 20 % of the
 * sun's disc: the blade a strip of that width across the disc's centre. The strip of half-width
 * w (in sun radii) covers (2/π)(w·√(1 − w²) + asin w) of the disc; 20 % at w = 0.1584; the
 * sun's angular diameter 2 × 0.26667°.
 */
export function chordRuleDistance(chord: number): number {
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i++) {
    const w = (low + high) / 2;
    const covered = (2 / Math.PI) * (w * Math.sqrt(1 - w * w) + Math.asin(w));
    if (covered < 0.2) low = w;
    else high = w;
  }
  const sunDiameter = 2 * 0.26667 * RAD;
  return chord / (low * sunDiameter);
}
