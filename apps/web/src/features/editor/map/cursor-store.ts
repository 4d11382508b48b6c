import { useSyncExternalStore } from 'react';

/**
 * The position under the mouse, for the status bar: a store of its own so that a mouse move
 * renders the status bar only, not the map and its panels.
 */
type Position = { longitude: number; latitude: number } | null;

let position: Position = null;
const listeners = new Set<() => void>();

export function setCursorPosition(next: Position): void {
  position = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useCursorPosition = () => useSyncExternalStore(subscribe, () => position);
