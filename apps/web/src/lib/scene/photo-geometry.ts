import type { PhotoAlignment, PhotoKind } from '@vantage/contracts';
import { Euler, Quaternion, Vector3 } from 'three';

/**
 * Where a viewpoint's photograph lies in the view, from its alignment (degrees): the compass
 * heading of its centre, its pitch, its roll (positive turns the photo clockwise) and its
 * horizontal field of view. The frame is the engine's: x east, y up, z south, the eye at the
 * origin; the photo's orientation is the camera's own convention (camera-motion.ts: Euler
 * order YXZ, pitch about x, heading about −y), with the roll about the line of sight.
 *
 * A frame photo is a rectilinear picture: a plane perpendicular to its line of sight, as wide
 * as its horizontal field of view and as high as its aspect gives, so that a camera with the
 * same orientation and angles sees it fill the view exactly. A panorama is equirectangular:
 * its columns are bearings (360° across, its centre column at the heading), its rows
 * elevations (+90° at the top, −90° at the bottom).
 */

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

export { fieldOfViewOfFocalLength, focalLengthOfFieldOfView } from './photo-lens';

/** The vertical field of view of a frame photo: its horizontal one through its aspect (width / height). */
export function photoVerticalFov(fieldOfView: number, aspect: number): number {
  return deg(2 * Math.atan(Math.tan(rad(Math.min(179, fieldOfView)) / 2) / aspect));
}

/** The photo's orientation: its line of sight at heading and pitch, turned by its roll. */
export function photoOrientation({ heading, pitch, roll }: PhotoAlignment): Quaternion {
  return new Quaternion().setFromEuler(new Euler(rad(pitch), -rad(heading), -rad(roll), 'YXZ'));
}

/** The unit direction of a compass bearing and an elevation (degrees), in the engine's frame. */
export function directionOf(bearing: number, elevation: number): Vector3 {
  const [b, e] = [rad(bearing), rad(elevation)];
  return new Vector3(Math.cos(e) * Math.sin(b), Math.sin(e), -Math.cos(e) * Math.cos(b));
}

/** Image fractions: x from the left edge, y from the top edge (0..1 inside the picture). */
export type ImagePoint = { x: number; y: number };

/**
 * Where a direction from the eye lands in a frame photo (image fractions), or null when it
 * points behind the camera. `aspect`: the image's width / height.
 */
export function framePointOf(
  alignment: PhotoAlignment,
  aspect: number,
  direction: Vector3,
): ImagePoint | null {
  const local = direction.clone().applyQuaternion(photoOrientation(alignment).invert());
  if (local.z >= 0) return null;
  const halfWidth = Math.tan(rad(Math.min(179, alignment.fieldOfView)) / 2);
  const halfHeight = halfWidth / aspect;
  return {
    x: 0.5 + local.x / -local.z / halfWidth / 2,
    y: 0.5 - local.y / -local.z / halfHeight / 2,
  };
}

/** Where a direction from the eye lands in an equirectangular panorama (image fractions). */
export function panoramaPointOf(alignment: PhotoAlignment, direction: Vector3): ImagePoint {
  const local = direction.clone().normalize().applyQuaternion(photoOrientation(alignment).invert());
  const bearing = Math.atan2(local.x, -local.z);
  const elevation = Math.asin(Math.max(-1, Math.min(1, local.y)));
  return { x: 0.5 + bearing / (2 * Math.PI), y: 0.5 - elevation / Math.PI };
}

/** Image fractions to the direction a panorama shows there, before its orientation. */
function panoramaLocal(x: number, y: number, target = new Vector3()) {
  const bearing = (x - 0.5) * 2 * Math.PI;
  const elevation = (0.5 - y) * Math.PI;
  return target.set(
    Math.cos(elevation) * Math.sin(bearing),
    Math.sin(elevation),
    -Math.cos(elevation) * Math.cos(bearing),
  );
}

/** A mesh's vertices (eye at the origin), texture coordinates (image fractions from the top) and triangles. */
export type PhotoMesh = { positions: Float32Array; uvs: Float32Array; index: number[] };

/**
 * The photo's surface around the eye at `distance`: a frame as one plane (corners from the
 * top left, clockwise), a panorama as a sphere of `columns` × `rows` cells.
 */
export function photoMesh(
  kind: PhotoKind,
  alignment: PhotoAlignment,
  aspect: number,
  distance: number,
  columns = 128,
  rows = 64,
): PhotoMesh {
  const orientation = photoOrientation(alignment);
  const point = new Vector3();
  if (kind === 'frame') {
    const halfWidth = distance * Math.tan(rad(Math.min(179, alignment.fieldOfView)) / 2);
    const halfHeight = halfWidth / aspect;
    const corners: Array<[number, number, number, number]> = [
      [-halfWidth, halfHeight, 0, 0],
      [halfWidth, halfHeight, 1, 0],
      [halfWidth, -halfHeight, 1, 1],
      [-halfWidth, -halfHeight, 0, 1],
    ];
    const positions = new Float32Array(12);
    const uvs = new Float32Array(8);
    corners.forEach(([x, y, u, v], i) => {
      point.set(x, y, -distance).applyQuaternion(orientation);
      positions.set([point.x, point.y, point.z], i * 3);
      uvs.set([u, v], i * 2);
    });
    return { positions, uvs, index: [0, 3, 1, 1, 3, 2] };
  }
  const positions = new Float32Array((columns + 1) * (rows + 1) * 3);
  const uvs = new Float32Array((columns + 1) * (rows + 1) * 2);
  for (let row = 0; row <= rows; row += 1)
    for (let column = 0; column <= columns; column += 1) {
      const [u, v] = [column / columns, row / rows];
      panoramaLocal(u, v, point).multiplyScalar(distance).applyQuaternion(orientation);
      const i = row * (columns + 1) + column;
      positions.set([point.x, point.y, point.z], i * 3);
      uvs.set([u, v], i * 2);
    }
  const index: number[] = [];
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1) {
      const a = row * (columns + 1) + column;
      const b = a + columns + 1;
      index.push(a, b, a + 1, a + 1, b, b + 1);
    }
  return { positions, uvs, index };
}

/**
 * The camera of a frame photomontage: the photo's orientation and angles, so the montage is the
 * photo's framing exactly (its roll an exact rotation about the picture's centre).
 */
export function frameCamera(alignment: PhotoAlignment, aspect: number) {
  return {
    orientation: photoOrientation(alignment),
    verticalFov: photoVerticalFov(alignment.fieldOfView, aspect),
    aspect,
  };
}

/** The largest rectangle of this aspect centred in a canvas (CSS pixels): where a frame photo is shown. */
export function containRect(width: number, height: number, aspect: number) {
  const w = Math.min(width, height * aspect);
  const h = w / aspect;
  return { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h };
}
