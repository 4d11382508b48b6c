import type { AnalysisClass } from '../analysis/raster-classes';

/**
 * The shadow map's classes, hours a year of the astronomical worst case, by the legend's
 * breaks (0, 10, 30, 100 h): 30 h is the German limit. Cells without shadow stay
 * transparent; yellow to dark red, darker as the hours grow.
 */
export const SHADOW_CLASSES: AnalysisClass[] = [
  { from: 1 / 120, to: 10, color: '#d9a400', label: 'Up to 10 h' },
  { from: 10, to: 30, color: '#c46a00', label: '10–30 h' },
  { from: 30, to: 100, color: '#b3261e', label: '30–100 h' },
  { from: 100, to: Number.POSITIVE_INFINITY, color: '#5c0f2e', label: '100 h and more' },
];
export const SHADOW_OPACITY = 0.75;

/** The lines of equal hours drawn on the map: the legend's breaks. */
export const SHADOW_ISOLINE_LEVELS = [10, 30, 100] as const;

/** One colour per turbine for the calendar, repeated beyond ten. */
export const TURBINE_COLORS = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#ff7f0e',
] as const;
export const turbineColor = (index: number) => TURBINE_COLORS[index % TURBINE_COLORS.length]!;

/** The shadow map's cells, metres (20 m: finer than a house plot, and a 10 km square stays within the map's cell bound). Here, not in shadow-run.ts, so the tab loads no calculation. */
export const SHADOW_MAP_CELL_SIZE = 20;
