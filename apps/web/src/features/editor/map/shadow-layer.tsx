import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { AnalysisLegend } from '@/lib/analysis/analysis-legend';
import { rangeColor, rasterPixels } from '@/lib/analysis/raster-classes';
import { useAnalysisRaster } from '@/lib/analysis/raster-layer';
import { SHADOW_CLASSES, SHADOW_OPACITY } from '@/lib/shadow/shadow-classes';
import { usePlannerShadow } from '../state/shadow-store';

const colorOf = rangeColor(SHADOW_CLASSES);

/** The shadow map on the planner's map: hours a year in the legend's classes, the legend below the ZTV's place. */
export function ShadowLayer({ projectId }: { projectId: number }) {
  const shadow = usePlannerShadow(projectId);
  const map = shadow.shown ? (shadow.outcome?.map ?? null) : null;
  const pixels = useMemo(() => (map ? rasterPixels(map.hours, colorOf, map.image.cells) : null), [map]);
  useAnalysisRaster({
    id: 'planner-shadow',
    image: map?.image ?? null,
    pixels,
    opacity: SHADOW_OPACITY,
    testName: 'shadowLayer',
  });
  if (!map) return null;
  return (
    <AnalysisLegend
      id="planner-shadow-legend"
      title="Shadow flicker, hours a year"
      classes={SHADOW_CLASSES}
      opacity={SHADOW_OPACITY}
    >
      <Text size="xs" mt={4}>
        Astronomical worst case, 2 m above flat ground.
      </Text>
    </AnalysisLegend>
  );
}
