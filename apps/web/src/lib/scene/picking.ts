import { type Camera, Color, type Material, type Mesh, type Object3D, Raycaster, Vector2 } from 'three';
import { OBJECT_ID_KEY } from './plan-objects';

/**
 * Which planner object is under a point of the view, and how a selected object stands out.
 * Plain three.js scene-graph work, no WebGL: unit-tested without a browser (picking.test.ts).
 */

/**
 * The object under the point (normalised device coordinates, −1..1, y up), or null. With
 * `ground`, an object the ground hides (behind a hill) is not picked; what lies on the ground
 * (a cable's trace, a pylon's foot) is, within 2 % of its distance or 10 m.
 */
export function pickObjectId(
  camera: Camera,
  root: Object3D,
  x: number,
  y: number,
  ground?: Object3D,
): number | null {
  const raycaster = new Raycaster();
  // Cables are lines on the surface: a click within a few metres of one counts.
  raycaster.params.Line = { threshold: 4 };
  raycaster.setFromCamera(new Vector2(x, y), camera);
  for (const hit of raycaster.intersectObject(root, true)) {
    const id = objectIdOf(hit.object);
    if (id === null) continue;
    const [before] = ground ? raycaster.intersectObject(ground, true) : [];
    const hidden = before && before.distance < hit.distance - Math.max(10, hit.distance * 0.02);
    return hidden ? null : id;
  }
  return null;
}

/** The planner id carried by the object or the nearest of its ancestors. */
export function objectIdOf(object: Object3D | null): number | null {
  for (let o = object; o; o = o.parent) {
    const id = o.userData[OBJECT_ID_KEY];
    if (typeof id === 'number') return id;
  }
  return null;
}

/** A warm orange: it stands out against sky, sea and haze, and against the grey of turbines. */
export const HIGHLIGHT_COLOUR = '#fd7e14';
const highlight = new Color(HIGHLIGHT_COLOUR);

type Tintable = Material & { color?: Color; emissive?: Color };

/**
 * Tints everything drawn for an object (on) or gives it back its own colours (off). Lit
 * surfaces glow in the highlight colour, so that a grey turbine in haze still stands out;
 * lines (conductors, cable traces) take the colour itself. Each object has its own materials
 * (plan-objects.ts), so no other object changes with it.
 */
export function setHighlighted(root: Object3D, on: boolean): void {
  root.traverse((o) => {
    const material = (o as Mesh).material as Tintable | Tintable[] | undefined;
    for (const m of Array.isArray(material) ? material : material ? [material] : []) {
      if (m.emissive) {
        m.userData.baseEmissive ??= m.emissive.getHex();
        if (on) m.emissive.copy(highlight);
        else m.emissive.setHex(m.userData.baseEmissive as number);
      } else if (m.color) {
        m.userData.baseColor ??= m.color.getHex();
        if (on) m.color.copy(highlight);
        else m.color.setHex(m.userData.baseColor as number);
      }
    }
  });
}
