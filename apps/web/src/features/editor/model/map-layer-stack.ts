import type { MapLayer } from '@vantage/contracts/map-layers';

/** The most a layer's order may be (the contracts' Order). */
const ORDER_MAX = 1000;

/** The layers from the bottom of the stack to the top, as the map draws them. */
export const stackOf = (layers: readonly MapLayer[]) =>
  [...layers].sort((a, b) => a.order - b.order || a.id - b.id);

/**
 * The changes of order that draw `layer` over the next layer of the stack (`forward`) or under
 * the one before it: the two swap their orders; of two layers of the same order, the one moved
 * goes one above or below. Empty when it is already the top or the bottom.
 */
export function restack(
  layers: readonly MapLayer[],
  layer: MapLayer,
  forward: boolean,
): { layer: MapLayer; order: number }[] {
  const stack = stackOf(layers);
  const index = stack.findIndex((candidate) => candidate.id === layer.id);
  const other = index < 0 ? undefined : stack[index + (forward ? 1 : -1)];
  if (!other) return [];
  if (other.order !== layer.order)
    return [
      { layer, order: other.order },
      { layer: other, order: layer.order },
    ];
  const order = forward ? Math.min(ORDER_MAX, layer.order + 1) : Math.max(0, layer.order - 1);
  return order === layer.order ? [] : [{ layer, order }];
}
