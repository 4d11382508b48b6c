import type { AnimationMode, Easing } from '@vantage/contracts';

/**
 * Camera poses, field of view and tour interpolation. Pure functions.
 *
 * Field of view: a viewpoint's `fieldOfView` is the HORIZONTAL angle, as in photography and
 * in the visualisation guidance (39.6° for a 50 mm lens on full frame); the vertical angle
 * follows from the window's aspect ratio. Both are stated in the "How this view was made" panel.
 */
export type Pose = {
  longitude: number;
  latitude: number;
  altitude: number;
  /** Degrees from north, clockwise (the viewpoint's `pan`). */
  heading: number;
  /** Degrees above the horizontal (the viewpoint's `tilt`). */
  pitch: number;
  /** Horizontal field of view, degrees. */
  fov: number;
};

export function verticalFov(horizontalFov: number, aspect: number): number {
  const h = (Math.min(170, Math.max(1, horizontalFov)) * Math.PI) / 180;
  return (2 * Math.atan(Math.tan(h / 2) / aspect) * 180) / Math.PI;
}

export function ease(easing: Easing, t: number): number {
  const x = Math.min(1, Math.max(0, t));
  switch (easing) {
    case 'CubicIn':
      return x ** 3;
    case 'CubicOut':
      return 1 - (1 - x) ** 3;
    case 'CubicInOut':
      return x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2;
    default:
      return x;
  }
}

/** The shortest turn from heading a to heading b, in degrees (−180, 180]. */
export function headingDelta(a: number, b: number): number {
  const d = ((((b - a) % 360) + 540) % 360) - 180;
  return d === -180 ? 180 : d;
}

const METRES_PER_DEGREE = 111_320;
/** Approximate ground distance in metres (equirectangular; for animation only). */
export function groundDistance(a: Pose, b: Pose): number {
  const lat = ((a.latitude + b.latitude) / 2) * (Math.PI / 180);
  return Math.hypot(
    (b.longitude - a.longitude) * METRES_PER_DEGREE * Math.cos(lat),
    (b.latitude - a.latitude) * METRES_PER_DEGREE,
  );
}

/**
 * The pose at progress t ∈ [0, 1] from a to b. Linear: a straight flight at the eased
 * progress. Parabolic: the same, plus a parabolic climb 4·s·(1 − s)·lift over the way, with
 * lift = 15 % of the distance (at most 3 km), like a flight from one place to the next.
 */
export function interpolatePose(a: Pose, b: Pose, t: number, mode: AnimationMode, easing: Easing): Pose {
  const s = ease(easing, t);
  const lift = mode === 'Parabolic' ? Math.min(3000, 0.15 * groundDistance(a, b)) : 0;
  return {
    longitude: a.longitude + (b.longitude - a.longitude) * s,
    latitude: a.latitude + (b.latitude - a.latitude) * s,
    altitude: a.altitude + (b.altitude - a.altitude) * s + 4 * s * (1 - s) * lift,
    heading: (a.heading + headingDelta(a.heading, b.heading) * s + 360) % 360,
    pitch: a.pitch + (b.pitch - a.pitch) * s,
    fov: a.fov + (b.fov - a.fov) * s,
  };
}

export const TOUR_LEG_SECONDS = 6;
export const TOUR_DWELL_SECONDS = 2;

/** Where a tour is after `seconds`: each leg flies, then rests at its viewpoint. */
export function tourPoseAt(
  poses: Pose[],
  seconds: number,
  mode: AnimationMode,
  easing: Easing,
  leg = TOUR_LEG_SECONDS,
  dwell = TOUR_DWELL_SECONDS,
): { pose: Pose; stop: number; done: boolean } {
  if (poses.length === 0) throw new Error('A tour needs at least one viewpoint');
  const step = leg + dwell;
  const legs = poses.length - 1;
  if (legs === 0 || seconds >= legs * step) return { pose: poses[legs]!, stop: legs, done: true };
  const index = Math.floor(Math.max(0, seconds) / step);
  const within = Math.max(0, seconds) - index * step;
  if (within >= leg) return { pose: poses[index + 1]!, stop: index + 1, done: false };
  return {
    pose: interpolatePose(poses[index]!, poses[index + 1]!, within / leg, mode, easing),
    stop: index,
    done: false,
  };
}

export const tourDuration = (stops: number, leg = TOUR_LEG_SECONDS, dwell = TOUR_DWELL_SECONDS) =>
  Math.max(0, stops - 1) * (leg + dwell);

/** The same tour, also when its poses were copied on their way to a worker (engine-worker.ts). */
export const samePoses = (a: Pose[], b: Pose[]) =>
  a.length === b.length &&
  a.every((p, i) => {
    const q = b[i];
    return (
      q !== undefined &&
      p.longitude === q.longitude &&
      p.latitude === q.latitude &&
      p.altitude === q.altitude &&
      p.heading === q.heading &&
      p.pitch === q.pitch &&
      p.fov === q.fov
    );
  });
