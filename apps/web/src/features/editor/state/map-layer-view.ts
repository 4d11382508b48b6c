import { useSyncExternalStore } from 'react';

/**
 * Which map layers the planner's map hides: shared by the layer list (Objects tab) and the map,
 * kept for the page's life (not saved: hiding a layer is a way of looking, and the layers are
 * the whole subscription's).
 */
let hidden: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

export function toggleMapLayer(id: number, shown: boolean): void {
  const next = new Set(hidden);
  if (shown) next.delete(id);
  else next.add(id);
  hidden = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useHiddenMapLayers = () => useSyncExternalStore(subscribe, () => hidden);
