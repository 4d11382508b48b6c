import type { AnalysisClass } from '@/lib/analysis/raster-classes';

/** The noise map's opacity on the planner's map. */
export const NOISE_OPACITY = 0.55;

/**
 * The night level in 5 dB bands from 35 dB(A) (below it: not drawn), in a sequential scheme
 * from yellow to dark red (ColorBrewer YlOrRd), as noise maps are usually drawn.
 */
export function noiseClasses(): AnalysisClass[] {
  const colours = ['#ffffb2', '#fecc5c', '#fd8d3c', '#f03b20', '#bd0026'];
  return colours.map((color, index) => {
    const from = 35 + 5 * index;
    const last = index === colours.length - 1;
    return {
      from,
      to: last ? Number.POSITIVE_INFINITY : from + 5,
      color,
      label: last ? `${from} dB(A) and above` : `${from}–${from + 5} dB(A)`,
    };
  });
}
