import { useSyncExternalStore } from 'react';

/**
 * What the planner looks through, shared by the map, the viewpoint and tour panels and the 3D
 * preview: the viewpoint the preview shows, and the tour it plays. A store of its own, so that
 * playing a tour or choosing a viewpoint renders the preview and the panels that show it, not
 * the map with all its objects.
 */
export type PlannerView = {
  /** The viewpoint the preview shows; null until the project has one. */
  viewpointId: number | null;
  /** The tour the preview plays, and which of its stops it is at. */
  tour: { id: number; stop: number; playing: boolean } | null;
};

let view: PlannerView = { viewpointId: null, tour: null };
const listeners = new Set<() => void>();

export function setPlannerView(change: Partial<PlannerView>): void {
  view = { ...view, ...change };
  for (const listener of listeners) listener();
}

export function plannerView(): PlannerView {
  return view;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const usePlannerView = () => useSyncExternalStore(subscribe, plannerView);
