/**
 * Where this browser can draw the 3D view (three.js needs WebGL 2), probed once; kept apart
 * from the scene so that the answer does not load three.js:
 * - `worker`: an OffscreenCanvas with WebGL 2 that a page's canvas can hand its drawing to
 *   (Chromium, and Firefox and Safari of 2023 on): the engine runs in a worker;
 * - `page`: WebGL 2 on the page only: the engine runs on the page;
 * - `none`: no WebGL 2 (unsupported, switched off or blocked): the viewer shows the list view.
 *
 * A probe creates a WebGL context on the page's main thread, the first one of a page
 * ~15–40 ms (Lighthouse counts four times that on a phone), so the page's canvas is probed
 * only where the worker cannot draw: one probe instead of two on nearly every browser.
 */
export type WebGl2Support = 'worker' | 'page' | 'none';

let support: WebGl2Support | undefined;

export function webGl2Support(): WebGl2Support {
  support ??= probeWebGl2();
  return support;
}

function probeWebGl2(): WebGl2Support {
  const offscreen =
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype;
  if (offscreen && drawsWebGl2(() => new OffscreenCanvas(1, 1))) return 'worker';
  return drawsWebGl2(() => document.createElement('canvas')) ? 'page' : 'none';
}

/**
 * A canvas as the probe asks it, page's or offscreen. Not their union: a call on the union of
 * their overloaded getContext resolves by the order the checker met the two types, which another
 * file can change (it did: RenderingContext, which has no getExtension).
 */
type WebGl2Canvas = { getContext(contextId: 'webgl2'): WebGL2RenderingContext | null };

function drawsWebGl2(canvas: () => WebGl2Canvas): boolean {
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

/** Whether the visitor asked the system for less motion: no turning blades, no tour auto-play. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
