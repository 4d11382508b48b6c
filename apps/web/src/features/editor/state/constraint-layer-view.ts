import { useSyncExternalStore } from 'react';

/**
 * Which constraint layers the map hides, and the feature whose attributes it shows: shared by
 * the layer list (Objects tab) and the map, kept for the page's life (not saved: showing and
 * hiding is a way of looking, not a change to the project).
 */
export type ConstraintLayerView = {
  hidden: ReadonlySet<number>;
  inspected: {
    layerName: string;
    longitude: number;
    latitude: number;
    attributes: Record<string, string | number | boolean>;
  } | null;
};

let view: ConstraintLayerView = { hidden: new Set(), inspected: null };
const listeners = new Set<() => void>();

export function setConstraintLayerView(change: Partial<ConstraintLayerView>): void {
  view = { ...view, ...change };
  for (const listener of listeners) listener();
}

export function toggleConstraintLayer(id: number, shown: boolean): void {
  const hidden = new Set(view.hidden);
  if (shown) hidden.delete(id);
  else hidden.add(id);
  setConstraintLayerView({ hidden, inspected: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useConstraintLayerView = () => useSyncExternalStore(subscribe, () => view);
