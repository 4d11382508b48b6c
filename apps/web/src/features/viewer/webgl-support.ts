/**
 * Whether this browser can draw the 3D view: three.js needs WebGL 2. Kept apart from the
 * scene so that the answer does not load three.js. Without it, the viewer shows the list view.
 */
export function hasWebGl2(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('webgl2'));
  } catch {
    return false;
  }
}

export const NO_WEBGL_TEXT =
  'Your browser cannot show the 3D view, because it does not support WebGL 2 (or it is switched off). ' +
  'Here are the viewpoints, scenarios and tours of this presentation as a list.';

/** Whether the visitor asked the system for less motion: no turning blades, no tour auto-play. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
