import { i18n } from '@lingui/core';
import type { AnimationMode, Easing } from '@vantage/contracts';

/** How a tour flies from stop to stop, in words (spec section 3's animation modes). */
export const ANIMATION_MODE_LABELS: Record<AnimationMode, string> = {
  get Linear() {
    return i18n._('planner.tour.animationModeLabelsLinear');
  },
  get Parabolic() {
    return i18n._('planner.tour.animationModeLabelsParabolic');
  },
};

/** How a tour's speed changes on the way between two stops, in words. */
export const EASING_LABELS: Record<Easing, string> = {
  get Linear() {
    return i18n._('planner.tour.easingLabelsLinear');
  },
  get CubicIn() {
    return i18n._('planner.tour.easingLabelsCubicIn');
  },
  get CubicOut() {
    return i18n._('planner.tour.easingLabelsCubicOut');
  },
  get CubicInOut() {
    return i18n._('planner.tour.easingLabelsCubicInOut');
  },
};

/**
 * A tour's stops with a key each that stays with the stop when the stops are reordered: a
 * viewpoint may be a stop more than once, so the key is the viewpoint and which of its
 * visits this is ("12:0", "12:1").
 */
export function tourStops(viewpointIds: readonly number[]): { key: string; viewpointId: number }[] {
  const seen = new Map<number, number>();
  return viewpointIds.map((viewpointId) => {
    const visit = seen.get(viewpointId) ?? 0;
    seen.set(viewpointId, visit + 1);
    return { key: `${viewpointId}:${visit}`, viewpointId };
  });
}

/**
 * The viewpoints a tour flies through, in its order (one may come more than once); stops whose
 * viewpoint is gone are left out, as the preview's flight leaves them out, so that a stop's
 * number names the same viewpoint in the flight and in the preview's title.
 */
export function tourViewpoints<T extends { id: number }>(
  viewpointIds: readonly number[],
  viewpoints: readonly T[],
): T[] {
  return viewpointIds.flatMap((id) => {
    const viewpoint = viewpoints.find((v) => v.id === id);
    return viewpoint ? [viewpoint] : [];
  });
}
