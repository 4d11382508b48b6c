import { PerspectiveCamera, type Vector2, type Vector3, type WebGLRenderer } from 'three';
import { describe, expect, it } from 'vitest';
import { directionOf, framePointOf } from './photo-geometry';
import { PhotoLayer } from './photo-layer';

/** A 600 × 400 frame photo looking east, level, turned 10° clockwise, 50° across. */
const ALIGNMENT = { heading: 90, pitch: 0, roll: 10, fieldOfView: 50 };
const PHOTO = { width: 600, height: 400 };
/** The view's canvas: wider than the photo, so the photo's rectangle has bars beside it. */
const CANVAS = { width: 900, height: 400 };

/** Where `direction` lands on the picture (image fractions from the top left) through `camera`. */
function imagePoint(camera: PerspectiveCamera, direction: Vector3) {
  const ndc = direction.clone().add(camera.position).project(camera);
  return { x: (ndc.x + 1) / 2, y: (1 - ndc.y) / 2 };
}

/** The renderer as the layer uses it around `drawView`: its size and the viewport it sets. */
function fakeRenderer() {
  const viewports: number[][] = [];
  const renderer = {
    getSize: (target: Vector2) => target.set(CANVAS.width, CANVAS.height),
    setViewport: (...rect: number[]) => viewports.push(rect),
  } as unknown as WebGLRenderer;
  return { renderer, viewports };
}

/** The layer with the photo and its alignment, shown as `view`; the engine's camera looks east, level, at the canvas's aspect. */
function layerAndCamera(view: PhotoLayer['view']) {
  const layer = new PhotoLayer();
  const image = { close() {} } as unknown as ImageBitmap;
  layer.setPhoto({ image, kind: 'frame', ...PHOTO });
  layer.setAlignment(ALIGNMENT);
  layer.view = view;
  layer.wireline = true;
  const camera = new PerspectiveCamera(40, CANVAS.width / CANVAS.height, 1, 10_000);
  camera.rotation.set(0, -Math.PI / 2, 0, 'YXZ');
  camera.updateMatrixWorld();
  return { layer, camera };
}

const parts = (visible = { x: 0, y: 0, ...CANVAS }) => ({
  ground: new PerspectiveCamera(),
  objects: new PerspectiveCamera(),
  leaveOut: [],
  visible,
});

describe("a framed view (the report's wireline of a frame photomontage)", () => {
  it('is drawn with the photo’s camera, so a point lands where it lies in the rolled photo', () => {
    const { layer, camera } = layerAndCamera({ mode: 'framed' });
    const { renderer, viewports } = fakeRenderer();
    // 10° right of the photo's centre, on the horizon.
    const direction = directionOf(100, 0);
    let drawn: { x: number; y: number } | null = null;
    layer.render(renderer, null as never, camera, parts(), () => {
      drawn = imagePoint(camera, direction);
    });
    expect(drawn).not.toBeNull();
    const point = drawn as unknown as { x: number; y: number };
    // Worked: in the unrolled frame the point lies tan 10° = 0.17633 focal lengths right of the
    // centre; rolled 10° clockwise it lies (0.17633 · cos 10°, 0.17633 · sin 10°) = (0.17365,
    // 0.03062) right and up. Half the width spans tan 25° = 0.46631, half the height 0.46631 / 1.5:
    // x = 0.5 + 0.17365 / (2 · 0.46631) = 0.68620, y = 0.5 − 0.03062 · 1.5 / (2 · 0.46631) = 0.45075,
    // pixel (411.7, 180.3) of the 600 × 400 photo.
    expect(point.x).toBeCloseTo(0.6862, 4);
    expect(point.y).toBeCloseTo(0.45075, 4);
    // Where the photo itself shows that direction.
    const inPhoto = framePointOf(ALIGNMENT, PHOTO.width / PHOTO.height, direction)!;
    expect(point.x).toBeCloseTo(inPhoto.x, 9);
    expect(point.y).toBeCloseTo(inPhoto.y, 9);
    // In the photo's rectangle of the canvas (600 × 400 centred in 900 × 400), then the canvas again.
    expect(viewports).toEqual([
      [150, 0, 600, 400],
      [0, 0, CANVAS.width, CANVAS.height],
    ]);
    // The engine's camera is its own again afterwards.
    expect(camera.rotation.z).toBeCloseTo(0, 9);
    expect(camera.aspect).toBeCloseTo(CANVAS.width / CANVAS.height, 9);
  });

  it('states the photo’s framing for the capture, but not the photo’s pixels (a wireline is rendered at print resolution)', () => {
    const { layer } = layerAndCamera({ mode: 'framed' });
    const pose = layer.poseShown({ longitude: 5, latitude: 52, altitude: 2, heading: 0, pitch: 3, fov: 40 });
    expect([pose.heading, pose.pitch, pose.fov]).toEqual([90, 0, 50]);
    expect(layer.verticalFovShown(20)).toBeCloseTo(
      (2 * Math.atan(Math.tan((25 * Math.PI) / 180) / 1.5) * 180) / Math.PI,
      9,
    );
    expect(layer.montagePictureSize()).toBeNull();
  });

  it('leaves the view as it is without the photo’s framing', () => {
    const { layer, camera } = layerAndCamera({ mode: 'off' });
    const { renderer, viewports } = fakeRenderer();
    let drawn: { x: number; y: number } | null = null;
    layer.render(renderer, null as never, camera, parts(), () => {
      drawn = imagePoint(camera, directionOf(90, 0));
    });
    expect(drawn).toEqual({ x: expect.closeTo(0.5, 9), y: expect.closeTo(0.5, 9) });
    expect(viewports).toEqual([]);
  });
});
