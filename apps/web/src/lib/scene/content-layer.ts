import { Group } from 'three';
import type { Geodetic } from '@/lib/plan/geodesy';
import type { SceneContent } from './content';
import { disposeTree } from './dispose';
import { setHighlighted } from './picking';
import { type GroundHeight, groundInFrame, onGround } from './placement';
import {
  buildPlanObject,
  contentChanges,
  objectSignature,
  type PlanObject,
  presetDataById,
} from './plan-objects';

/** Where the objects are placed: the frame's origin, the eye's horizon and the ground they stand on. */
export type ContentFrame = {
  origin: Geodetic;
  /** Distance to the sea horizon from the eye, metres: cable traces end there. */
  horizon: number;
  /** The ground's version: new heights place every object again. */
  groundVersion: number;
  heightAt: GroundHeight;
};

/**
 * The planner objects of the scene, built around the engine's origin. Only the objects whose
 * drawing changed are rebuilt (plan-objects.ts, objectSignature): the planner's preview sends
 * the whole content on every edit.
 */
export class ContentLayer {
  readonly group = new Group();
  /** What to draw; `update` builds it. */
  content: SceneContent | null = null;
  /** What is drawn of each planner object, by id, with the signature it was built from. */
  private readonly built = new Map<number, PlanObject & { signature: string; highlighted: boolean }>();
  /** The frame the built objects were placed in: when it changes, every object is placed anew. */
  private builtFrame = '';
  private highlighted: ReadonlySet<number> = new Set();

  /**
   * Builds what changed of the content since it was last built, and everything when the frame
   * moved (objects are placed relative to the origin; cable traces end at the eye's horizon).
   */
  update({ origin, horizon, groundVersion, heightAt }: ContentFrame) {
    const content = this.content;
    const frame = `${origin.longitude},${origin.latitude},${horizon},${groundVersion}`;
    if (frame !== this.builtFrame) this.removeObjects([...this.built.keys()]);
    this.builtFrame = frame;
    const next = new Map<number, string>();
    const presetData = presetDataById(content?.presets ?? []);
    for (const object of content?.objects ?? [])
      next.set(object.id, objectSignature(object, presetData, content!.windDirection));
    const signatures = new Map([...this.built].map(([id, object]) => [id, object.signature]));
    const { remove, build } = contentChanges(signatures, next);
    this.removeObjects(remove);
    if (!content || build.length === 0) return;
    const wanted = new Set(build);
    for (const object of content.objects) {
      if (!wanted.has(object.id)) continue;
      const made = buildPlanObject(
        object,
        content.presets,
        content.windDirection,
        onGround(origin, heightAt),
        horizon,
        groundInFrame(origin, heightAt),
      );
      const highlighted = this.highlighted.has(object.id);
      if (highlighted) setHighlighted(made.root, true);
      this.built.set(object.id, { ...made, signature: next.get(object.id)!, highlighted });
      this.group.add(made.root);
    }
  }

  /** Tints these objects (the planner's selection); the others show their own colours. */
  setHighlight(ids: number[]) {
    this.highlighted = new Set(ids);
    for (const [id, object] of this.built) {
      const on = this.highlighted.has(id);
      if (object.highlighted !== on) setHighlighted(object.root, on);
      object.highlighted = on;
    }
  }

  /** Turns the turbines' rotors by `seconds` of their speed. */
  turnRotors(seconds: number) {
    // Seen from upwind, rotors turn clockwise.
    for (const { rotor } of this.built.values())
      if (rotor) rotor.rotor.rotation.z -= rotor.radPerSecond * seconds;
  }

  private removeObjects(ids: number[]) {
    for (const id of ids) {
      const object = this.built.get(id);
      if (!object) continue;
      object.root.removeFromParent();
      disposeTree(object.root);
      this.built.delete(id);
    }
  }
}
