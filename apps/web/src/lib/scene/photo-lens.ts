/**
 * A photo's lens and its horizontal field of view (35 mm equivalent: a 36 mm wide frame), apart
 * from photo-geometry.ts so that what only states the lens in words loads no three.js.
 */

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** Horizontal field of view of a 35 mm-equivalent focal length: 2·atan(36 / (2f)), degrees (50 mm: 39.6°). */
export function fieldOfViewOfFocalLength(focalLength35mm: number): number {
  return deg(2 * Math.atan(36 / (2 * focalLength35mm)));
}

/** The 35 mm-equivalent focal length of a horizontal field of view, millimetres. */
export function focalLengthOfFieldOfView(fieldOfView: number): number {
  return 36 / (2 * Math.tan(rad(fieldOfView) / 2));
}
