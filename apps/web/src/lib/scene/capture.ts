import { Vector2, type WebGLRenderer } from 'three';

/**
 * One frame of the view as a PNG, for "Download image". The canvas keeps no drawing between
 * frames (`preserveDrawingBuffer` off, which saves a copy per frame), so the frame is drawn and
 * read in the same task: `convertToBlob` (a worker's OffscreenCanvas) and `toBlob` (the page's
 * canvas) copy the pixels at once and only encode them later. The canvas takes the capture's
 * size for that one frame (`size`, CSS pixels at `ratio`: the window's, where the view on screen
 * caps its own at 2 to spare the GPU; or a photo's own pixels), `draw` draws it, then the canvas
 * gets its size back and `restore` draws the view again before the task ends, so the screen does
 * not change.
 */

/** The longest side of an image, in pixels: what every WebGL 2 device can draw into. */
export const MAX_CAPTURE_SIDE = 4096;

/** The pixel ratio of a capture: the window's, unless the image would pass MAX_CAPTURE_SIDE. */
export function captureRatio(width: number, height: number, pixelRatio: number): number {
  return Math.min(pixelRatio, MAX_CAPTURE_SIDE / Math.max(width, height, 1));
}

export function captureFrame(
  renderer: WebGLRenderer,
  size: { width: number; height: number; ratio: number },
  draw: () => void,
  restore: () => void,
): Promise<Blob> {
  const shownRatio = renderer.getPixelRatio();
  const shown = renderer.getSize(new Vector2());
  try {
    renderer.setPixelRatio(size.ratio);
    renderer.setSize(size.width, size.height, false);
    draw();
    const canvas = renderer.domElement as HTMLCanvasElement | OffscreenCanvas;
    if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/png' });
    return new Promise((resolve, reject) =>
      canvas.toBlob(
        (png) => (png ? resolve(png) : reject(new Error('the browser made no image of the view'))),
        'image/png',
      ),
    );
  } catch (error) {
    return Promise.reject(error);
  } finally {
    renderer.setPixelRatio(shownRatio);
    renderer.setSize(shown.x, shown.y, false);
    restore();
  }
}
