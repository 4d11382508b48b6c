import { z } from 'zod/mini';
import { Id, Int32, requireSomeField } from './primitives.js';
import { TourName } from './viewpoints.js';

/** Spec section 3: animation modes and easing of a tour. */
export const AnimationMode = z.enum(['Linear', 'Parabolic']);
export type AnimationMode = z.infer<typeof AnimationMode>;
export const Easing = z.enum(['Linear', 'CubicIn', 'CubicInOut', 'CubicOut']);
export type Easing = z.infer<typeof Easing>;

/** A tour flies through viewpoints of its own project, in the order of `viewpointIds`. */
export const Tour = z.object({
  id: z.int(),
  projectId: z.int(),
  name: z.string(),
  autoAnimate: z.boolean(),
  animationMode: AnimationMode,
  easing: Easing,
  viewpointIds: z.array(z.int()),
  sortOrder: z.int(),
  /** Starts at 1 and grows by one with every change of the tour (its order too); its ETag is `"<version>"`. */
  version: z.int(),
});
export type Tour = z.infer<typeof Tour>;

const tourFields = {
  name: TourName,
  autoAnimate: z.boolean(),
  animationMode: AnimationMode,
  easing: Easing,
  /** Viewpoints of the same project (400 otherwise); a viewpoint may appear more than once. */
  viewpointIds: z.array(Id).check(z.maxLength(500)),
  sortOrder: Int32.check(z.minimum(0)),
};

/** Create: name required; defaults autoAnimate false, Linear, Linear, no viewpoints, last. */
export const CreateTourRequest = z.required(z.partial(z.object(tourFields)), { name: true });
export type CreateTourRequest = z.infer<typeof CreateTourRequest>;

/** Update: only the fields given change. */
export const UpdateTourRequest = requireSomeField(z.partial(z.object(tourFields)));
export type UpdateTourRequest = z.infer<typeof UpdateTourRequest>;
