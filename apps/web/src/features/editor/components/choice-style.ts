import type { CSSProperties } from 'react';

/**
 * A row of a list where one item is chosen (a viewpoint, a tour): the button fills the row, and
 * the chosen one is tinted in the colour it has on the map and set in bold.
 */
export function choiceStyle(chosen: boolean, colour: 'blue' | 'orange'): CSSProperties {
  return {
    flex: 1,
    minWidth: 0,
    borderRadius: 4,
    background: chosen ? `var(--mantine-color-${colour}-light)` : undefined,
    fontWeight: chosen ? 600 : undefined,
  };
}
