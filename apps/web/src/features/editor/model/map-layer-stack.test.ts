import type { MapLayer } from '@vantage/contracts/map-layers';
import { describe, expect, it } from 'vitest';
import { restack } from './map-layer-stack';

const layer = (id: number, order: number) => ({ id, order, name: `L${id}` }) as MapLayer;

describe('a map layer moved in the stack', () => {
  const [a, b, c] = [layer(1, 0), layer(2, 1), layer(3, 5)];
  it('swaps orders with the next layer up or the one below', () => {
    expect(restack([c, a, b], b, true).map((x) => [x.layer.id, x.order])).toEqual([
      [2, 5],
      [3, 1],
    ]);
    expect(restack([a, b, c], b, false).map((x) => [x.layer.id, x.order])).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });

  it('moves nothing past the top or the bottom', () => {
    expect(restack([a, b, c], c, true)).toEqual([]);
    expect(restack([a, b, c], a, false)).toEqual([]);
  });

  it('parts two layers of one order by moving only the one asked for', () => {
    const [x, y] = [layer(7, 3), layer(8, 3)];
    expect(restack([x, y], x, true)).toEqual([{ layer: x, order: 4 }]);
    expect(restack([x, y], y, false)).toEqual([{ layer: y, order: 2 }]);
    expect(restack([layer(9, 0), layer(10, 0)], layer(10, 0), false)).toEqual([]);
  });
});
