import { describe, expect, it } from 'vitest';
import { tourStops } from './tour';

describe("a tour's stops", () => {
  it('have keys that tell apart two visits of one viewpoint', () => {
    expect(tourStops([12, 7, 12])).toEqual([
      { key: '12:0', viewpointId: 12 },
      { key: '7:0', viewpointId: 7 },
      { key: '12:1', viewpointId: 12 },
    ]);
  });
});
