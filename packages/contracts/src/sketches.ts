import { z } from 'zod/mini';
import { IdParam, requireSomeField, SafeString } from './primitives.js';

/**
 * The sketch layer (SketchLayer, docs/decisions/196-sketch-layer.md): free annotations on the
 * planner's map — text labels, arrows, lines and areas with a colour — kept with the project and
 * copied into its revisions. They are not planner objects (not counted, never in a scenario) and
 * never reach the public viewer. Not in the package's barrel: only the planner and the server
 * load it (`@vantage/contracts/sketches`).
 */

/** At most this many annotations per project (400 beyond). */
export const SKETCHES_MAX = 500;
/** A label's (or any annotation's) text is at most this many characters. */
export const SKETCH_TEXT_MAX_LENGTH = 200;
/** An annotation has at most this many points. */
export const SKETCH_POINTS_MAX = 500;
/** The colour a new annotation gets unless one is chosen. */
export const SKETCH_DEFAULT_COLOUR = '#e8590c';

export const SKETCH_KINDS = ['label', 'arrow', 'line', 'area'] as const;
export const SketchKind = z.enum(SKETCH_KINDS);
export type SketchKind = z.infer<typeof SketchKind>;

/** How many points each kind takes: a label stands at one, an arrow runs from its tail to its head. */
export const SKETCH_POINT_COUNTS: Record<SketchKind, { min: number; max: number }> = {
  label: { min: 1, max: 1 },
  arrow: { min: 2, max: 2 },
  line: { min: 2, max: SKETCH_POINTS_MAX },
  area: { min: 3, max: SKETCH_POINTS_MAX },
};

export const SketchPoint = z.object({
  longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  latitude: z.number().check(z.minimum(-90), z.maximum(90)),
});
export type SketchPoint = z.infer<typeof SketchPoint>;

const Colour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour as #rrggbb' }));
const Text = SafeString.check(z.maxLength(SKETCH_TEXT_MAX_LENGTH));
const Points = z.array(SketchPoint).check(z.minLength(1), z.maxLength(SKETCH_POINTS_MAX));

export const CreateSketchRequest = z.object({
  kind: SketchKind,
  colour: z.optional(Colour),
  /** Required for a label; a caption for the others. */
  text: z.optional(Text),
  points: Points,
});
export type CreateSketchRequest = z.infer<typeof CreateSketchRequest>;

/** Moves, recolours or re-words an annotation; its kind stays. */
export const UpdateSketchRequest = requireSomeField(
  z.object({ colour: z.optional(Colour), text: z.optional(Text), points: z.optional(Points) }),
);
export type UpdateSketchRequest = z.infer<typeof UpdateSketchRequest>;

export const Sketch = z.object({
  id: z.int(),
  projectId: z.int(),
  kind: SketchKind,
  colour: z.string(),
  text: z.string(),
  points: z.array(SketchPoint),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Sketch = z.infer<typeof Sketch>;

export const SketchParams = z.object({ projectId: IdParam, id: IdParam });

/** The feature (module) that unlocks drawing and changing annotations, and its 403 words. */
export const SKETCH_FEATURE_KEY = 'SketchLayer';
export const SKETCH_LOCKED_DETAIL =
  'The Sketch layer (SketchLayer) module is not unlocked for your subscription.';

/** Why the points do not suit the kind, or null. */
export function sketchShapeProblem(
  kind: SketchKind,
  points: readonly unknown[],
  text: string,
): string | null {
  const { min, max } = SKETCH_POINT_COUNTS[kind];
  if (points.length < min || points.length > max)
    return min === max
      ? `points: a ${kind} has ${min === 1 ? 'one point' : `${min} points`}, not ${points.length}.`
      : `points: a ${kind} has at least ${min} points, not ${points.length}.`;
  if (kind === 'label' && text.trim() === '') return 'text: a label needs its text.';
  return null;
}
