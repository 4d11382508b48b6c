/**
 * The view's centre in the part of the canvas that the page leaves visible (docs/viewer.md,
 * "Principal point"). A panel over the canvas (the public viewer's side card, a phone's bottom
 * sheet) covers part of it; the camera's principal point moves to the centre of the rest, and
 * the viewpoint's horizontal field of view spans the rest's width. The picture is neither
 * cropped nor zoomed: the canvas is a window onto a larger, centred perspective image whose
 * focal length is the visible part's, so every direction lands where a pinhole camera at that
 * principal point puts it. three.js draws such a window with `PerspectiveCamera.setViewOffset`.
 */

/** CSS pixels of the canvas covered from each edge. */
export type ViewInset = { left: number; right: number; top: number; bottom: number };

export const NO_INSET: ViewInset = { left: 0, right: 0, top: 0, bottom: 0 };

/** A rectangle on the canvas, CSS pixels from its top left. */
export type ViewRect = { x: number; y: number; width: number; height: number };

/**
 * The visible part of a `width` × `height` canvas. A panel that would leave less than a quarter
 * of a side is not taken off that side: the view would shrink to a sliver (a very small
 * window), and then it is better seen whole behind the panel.
 */
export function visibleRect(width: number, height: number, inset: ViewInset): ViewRect {
  const side = (size: number, from: number, to: number) => {
    const [a, b] = [Math.max(0, from), Math.max(0, to)];
    return size - a - b >= size / 4 ? [a, size - a - b] : [0, size];
  };
  const [x, w] = side(width, inset.left, inset.right);
  const [y, h] = side(height, inset.top, inset.bottom);
  return { x: x!, y: y!, width: w!, height: h! };
}

/**
 * The perspective of a canvas whose principal point is the centre of its visible part: the full,
 * centred image (`fullWidth` × `fullHeight`, its vertical field of view and aspect) of which the
 * canvas is the window at `offsetX`, `offsetY` (three.js `setViewOffset`'s arguments), and
 * `visibleVerticalFov`, the vertical angle the visible part spans. Angles in degrees.
 */
export type ShiftedFrustum = {
  fullWidth: number;
  fullHeight: number;
  offsetX: number;
  offsetY: number;
  verticalFov: number;
  aspect: number;
  visibleVerticalFov: number;
  /** Focal length in CSS pixels: a direction at angle a from the axis lands f·tan(a) from the principal point. */
  focal: number;
  visible: ViewRect;
};

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

export function shiftedFrustum(
  width: number,
  height: number,
  inset: ViewInset,
  horizontalFov: number,
): ShiftedFrustum {
  const visible = visibleRect(width, height, inset);
  const focal = visible.width / 2 / Math.tan(rad(Math.min(170, Math.max(1, horizontalFov))) / 2);
  const cx = visible.x + visible.width / 2;
  const cy = visible.y + visible.height / 2;
  // The smallest centred image that holds the whole canvas.
  const fullWidth = 2 * Math.max(cx, width - cx);
  const fullHeight = 2 * Math.max(cy, height - cy);
  return {
    fullWidth,
    fullHeight,
    offsetX: fullWidth / 2 - cx,
    offsetY: fullHeight / 2 - cy,
    verticalFov: deg(2 * Math.atan(fullHeight / 2 / focal)),
    aspect: fullWidth / fullHeight,
    visibleVerticalFov: deg(2 * Math.atan(visible.height / 2 / focal)),
    focal,
    visible,
  };
}
