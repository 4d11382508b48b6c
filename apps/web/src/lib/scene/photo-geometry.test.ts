import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import {
  containRect,
  directionOf,
  fieldOfViewOfFocalLength,
  focalLengthOfFieldOfView,
  frameCamera,
  framePointOf,
  panoramaPointOf,
  photoMesh,
  photoVerticalFov,
} from './photo-geometry';

const aligned = { heading: 250, pitch: 2, roll: 0, fieldOfView: 60 };
const ASPECT = 3 / 2;

describe('the lens', () => {
  it('gives 39.6° for 50 mm and 27.0° for 75 mm, and back', () => {
    expect(fieldOfViewOfFocalLength(50)).toBeCloseTo(39.6, 1);
    expect(fieldOfViewOfFocalLength(75)).toBeCloseTo(27.0, 1);
    expect(focalLengthOfFieldOfView(fieldOfViewOfFocalLength(35))).toBeCloseTo(35, 6);
  });

  it('gives a frame its vertical angle from its aspect', () => {
    expect(photoVerticalFov(90, 1)).toBeCloseTo(90, 6);
    expect(photoVerticalFov(60, ASPECT)).toBeCloseTo(
      2 * Math.atan(Math.tan(Math.PI / 6) / 1.5) * (180 / Math.PI),
      6,
    );
  });
});

describe('a frame photo', () => {
  it('shows the point at its heading and pitch at its centre', () => {
    const centre = framePointOf(aligned, ASPECT, directionOf(250, 2))!;
    expect(centre.x).toBeCloseTo(0.5, 9);
    expect(centre.y).toBeCloseTo(0.5, 9);
  });

  it('spans its field of view across its width', () => {
    const level = { ...aligned, pitch: 0 };
    expect(framePointOf(level, ASPECT, directionOf(250 + 30, 0))!.x).toBeCloseTo(1, 9);
    expect(framePointOf(level, ASPECT, directionOf(250 - 30, 0))!.x).toBeCloseTo(0, 9);
    const top = photoVerticalFov(60, ASPECT) / 2;
    expect(framePointOf(level, ASPECT, directionOf(250, top))!.y).toBeCloseTo(0, 9);
    expect(framePointOf(level, ASPECT, directionOf(70, 0))).toBeNull();
  });

  it('turns about its centre by its roll, clockwise', () => {
    const unrolled = framePointOf(aligned, ASPECT, directionOf(262, 2))!;
    const rolled = framePointOf({ ...aligned, roll: 30 }, ASPECT, directionOf(262, 2))!;
    // In pixels (a 1.5 × 1 picture), from the centre, y down.
    const vector = (p: { x: number; y: number }) => [(p.x - 0.5) * ASPECT, p.y - 0.5] as const;
    const [ux, uy] = vector(unrolled);
    const [rx, ry] = vector(rolled);
    expect(Math.hypot(rx, ry)).toBeCloseTo(Math.hypot(ux, uy), 9);
    // The photo turned clockwise by 30°: a point of the world lies 30° anticlockwise in it.
    const turn = Math.atan2(ry, rx) - Math.atan2(uy, ux);
    expect((turn * 180) / Math.PI).toBeCloseTo(-30, 6);
  });

  it('fills exactly the view of its camera', () => {
    for (const alignment of [aligned, { heading: 12, pitch: -5, roll: 17, fieldOfView: 39.6 }]) {
      const { orientation, verticalFov, aspect } = frameCamera(alignment, ASPECT);
      const camera = new PerspectiveCamera(verticalFov, aspect, 0.5, 1000);
      camera.quaternion.copy(orientation);
      camera.updateMatrixWorld();
      const { positions } = photoMesh('frame', alignment, ASPECT, 100);
      const corners = [
        [-1, 1],
        [1, 1],
        [1, -1],
        [-1, -1],
      ];
      corners.forEach(([x, y], i) => {
        const ndc = new Vector3(positions[i * 3], positions[i * 3 + 1], positions[i * 3 + 2]).project(camera);
        expect(ndc.x).toBeCloseTo(x!, 6);
        expect(ndc.y).toBeCloseTo(y!, 6);
      });
      // A point of the world lands where the photo shows it.
      const world = directionOf(alignment.heading + 7, alignment.pitch - 3);
      const ndc = world.clone().multiplyScalar(500).project(camera);
      const image = framePointOf(alignment, ASPECT, world)!;
      expect((ndc.x + 1) / 2).toBeCloseTo(image.x, 6);
      expect((1 - ndc.y) / 2).toBeCloseTo(image.y, 6);
    }
  });
});

describe('a panorama', () => {
  it('shows its heading at its centre column and the horizon at its middle row', () => {
    const pano = { heading: 100, pitch: 0, roll: 0, fieldOfView: 360 };
    const centre = panoramaPointOf(pano, directionOf(100, 0));
    expect(centre.x).toBeCloseTo(0.5, 9);
    expect(centre.y).toBeCloseTo(0.5, 9);
    expect(panoramaPointOf(pano, directionOf(190, 0)).x).toBeCloseTo(0.75, 9);
    expect(panoramaPointOf(pano, directionOf(100, 45)).y).toBeCloseTo(0.25, 9);
  });

  it('puts each texture coordinate of its sphere in the direction that shows it', () => {
    const pano = { heading: 33, pitch: 4, roll: -6, fieldOfView: 360 };
    const { positions, uvs } = photoMesh('panorama', pano, 2, 50, 16, 8);
    // A vertex inside the sphere (not a pole, not the seam).
    for (const i of [20, 40, 77]) {
      const direction = new Vector3(positions[i * 3], positions[i * 3 + 1], positions[i * 3 + 2]);
      expect(direction.length()).toBeCloseTo(50, 4);
      const at = panoramaPointOf(pano, direction);
      expect(at.x).toBeCloseTo(uvs[i * 2]!, 6);
      expect(at.y).toBeCloseTo(uvs[i * 2 + 1]!, 6);
    }
  });
});

it('shows a frame photo in the largest centred rectangle of its aspect', () => {
  expect(containRect(1200, 600, 1.5)).toEqual({ x: 150, y: 0, width: 900, height: 600 });
  expect(containRect(600, 900, 1.5)).toEqual({ x: 0, y: 250, width: 600, height: 400 });
});
