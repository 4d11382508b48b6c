import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { NO_INSET, shiftedFrustum, type ViewInset, visibleRect } from './view-inset';

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Where three.js puts a direction (yaw right of the line of sight, elevation above it, degrees)
 * on a `width` × `height` canvas, CSS pixels from its top left, through a camera set up as the
 * engine does it: the shifted frustum's fov and aspect, the canvas as the window of its full image.
 */
function throughThree(
  width: number,
  height: number,
  inset: ViewInset,
  hfov: number,
  yaw: number,
  up: number,
) {
  const f = shiftedFrustum(width, height, inset, hfov);
  const camera = new PerspectiveCamera(f.verticalFov, f.aspect, 0.5, 250_000);
  camera.setViewOffset(f.fullWidth, f.fullHeight, f.offsetX, f.offsetY, width, height);
  camera.updateMatrixWorld();
  const [a, b] = [rad(yaw), rad(up)];
  const ndc = new Vector3(Math.cos(b) * Math.sin(a), Math.sin(b), -Math.cos(b) * Math.cos(a))
    .multiplyScalar(1000)
    .project(camera);
  return { x: ((ndc.x + 1) / 2) * width, y: ((1 - ndc.y) / 2) * height };
}

/**
 * The reference, by hand: a pinhole camera whose principal point is the visible part's centre and
 * whose focal length makes the visible width span the horizontal field of view. A direction at
 * yaw a and elevation b has x/−z = tan a and y/−z = tan b / cos a.
 */
function pinhole(width: number, height: number, inset: ViewInset, hfov: number, yaw: number, up: number) {
  const v = visibleRect(width, height, inset);
  const focal = v.width / 2 / Math.tan(rad(hfov) / 2);
  return {
    x: v.x + v.width / 2 + focal * Math.tan(rad(yaw)),
    y: v.y + v.height / 2 - (focal * Math.tan(rad(up))) / Math.cos(rad(yaw)),
  };
}

/** Tolerance: a millionth of a CSS pixel (three.js's matrices are 64-bit numbers in JavaScript). */
const PX = 1e-6;

describe('the principal point in the visible part', () => {
  const cases: Array<[string, number, number, ViewInset, number]> = [
    ['a phone with its sheet over the bottom 180 px', 390, 844, { ...NO_INSET, bottom: 180 }, 60],
    ['a desktop with its panel over the left 356 px', 1280, 720, { ...NO_INSET, left: 356 }, 40],
    ['a panel on the right and a bar on top', 1600, 900, { left: 0, right: 420, top: 60, bottom: 0 }, 27],
    ['nothing covered', 1280, 720, NO_INSET, 39.6],
  ];
  for (const [name, width, height, inset, hfov] of cases)
    it(`projects as a pinhole camera would: ${name}`, () => {
      for (const [yaw, up] of [
        [0, 0],
        [10, 0],
        [-17, 3],
        [hfov / 2, -5],
        [-hfov / 2, 8],
        [25, -12],
      ] as const) {
        const three = throughThree(width, height, inset, hfov, yaw, up);
        const reference = pinhole(width, height, inset, hfov, yaw, up);
        expect(Math.abs(three.x - reference.x), `x at ${yaw}°, ${up}°`).toBeLessThan(PX);
        expect(Math.abs(three.y - reference.y), `y at ${yaw}°, ${up}°`).toBeLessThan(PX);
      }
    });

  it("puts the line of sight at the visible part's centre and its field of view across that part", () => {
    const inset = { ...NO_INSET, left: 356 };
    const centre = throughThree(1280, 720, inset, 40, 0, 0);
    expect(centre.x).toBeCloseTo((356 + 1280) / 2, 6);
    expect(centre.y).toBeCloseTo(360, 6);
    expect(throughThree(1280, 720, inset, 40, -20, 0).x).toBeCloseTo(356, 6);
    expect(throughThree(1280, 720, inset, 40, 20, 0).x).toBeCloseTo(1280, 6);
    // A phone: the horizon (elevation 0) halfway down the part above the sheet.
    expect(throughThree(390, 844, { ...NO_INSET, bottom: 200 }, 60, 0, 0).y).toBeCloseTo(322, 6);
  });

  it('keeps the angles: the vertical field of view is that of the visible part at the same focal length', () => {
    const f = shiftedFrustum(390, 844, { ...NO_INSET, bottom: 200 }, 60);
    const focal = 195 / Math.tan(rad(30));
    expect(f.focal).toBeCloseTo(focal, 9);
    expect(f.visibleVerticalFov).toBeCloseTo((2 * Math.atan(322 / focal) * 180) / Math.PI, 9);
    // Nothing covered: the ordinary centred camera, no window.
    const plain = shiftedFrustum(1280, 720, NO_INSET, 40);
    expect(plain).toMatchObject({ fullWidth: 1280, fullHeight: 720, offsetX: 0, offsetY: 0 });
  });

  it('does not squeeze the view into a sliver: a panel leaving less than a quarter is not taken off', () => {
    expect(visibleRect(400, 300, { ...NO_INSET, left: 340 })).toEqual({
      x: 0,
      y: 0,
      width: 400,
      height: 300,
    });
    expect(visibleRect(400, 300, { ...NO_INSET, left: 200 })).toEqual({
      x: 200,
      y: 0,
      width: 200,
      height: 300,
    });
  });
});
