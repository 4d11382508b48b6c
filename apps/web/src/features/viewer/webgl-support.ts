/**
 * Whether this browser can draw the 3D view: three.js needs WebGL 2. Kept apart from the
 * scene so that the answer does not load three.js. Without it, the viewer shows the list view.
 */
export function hasWebGl2(): boolean {
  return drawsWebGl2(() => document.createElement('canvas'));
}

/**
 * Whether the 3D engine can draw in a worker: an OffscreenCanvas with WebGL 2 that a page's
 * canvas can hand its drawing to (Chromium, and Firefox and Safari of 2023 on).
 */
export function hasOffscreenWebGl2(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype &&
    drawsWebGl2(() => new OffscreenCanvas(1, 1))
  );
}

function drawsWebGl2(canvas: () => HTMLCanvasElement | OffscreenCanvas): boolean {
  try {
    const gl = canvas().getContext('webgl2');
    // The probe's context is let go at once: browsers keep only a few live WebGL contexts, and
    // the scene creates its own.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

export const NO_WEBGL_TEXT =
  'Your browser cannot show the 3D view, because it does not support WebGL 2 (or it is switched off). ' +
  'Here are the viewpoints, scenarios and tours of this presentation as a list.';

export const SCENE_FAILED_TEXT =
  'The 3D view could not be started in this browser. ' +
  'Here are the viewpoints, scenarios and tours of this presentation as a list.';

/** Whether the visitor asked the system for less motion: no turning blades, no tour auto-play. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
