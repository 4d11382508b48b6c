import { i18n } from '@lingui/core';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { AnalysisLegend } from '@/lib/analysis/analysis-legend';
import { useAnalysisLines } from '@/lib/analysis/lines-layer';
import { rangeColor, rasterPixels } from '@/lib/analysis/raster-classes';
import { useAnalysisRaster } from '@/lib/analysis/raster-layer';
import { SHADOW_CLASSES, SHADOW_ISOLINE_LEVELS, SHADOW_OPACITY } from '@/lib/shadow/shadow-classes';
import { usePlannerShadow } from '../state/shadow-store';

const colorOf = rangeColor(SHADOW_CLASSES);

/**
 * The shadow map on the planner's map: hours a year in the legend's classes, the lines of 10, 30
 * and 100 h labelled over it, the legend below the ZTV's place. The map's container carries
 * `data-shadow-isolines` (the hours of the lines drawn) while they are on it, for tests.
 */
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
  useAnalysisLines({
    id: 'planner-shadow-isolines',
    lines: map?.isolines ?? null,
    property: 'hours',
    unit: 'h',
    color: '#3b0a1e',
    testName: 'shadowIsolines',
  });
  if (!map) return null;
  return (
    <AnalysisLegend
      id="planner-shadow-legend"
      title={i18n._('planner.shadowLayer.shadowFlickerHoursA')}
      classes={SHADOW_CLASSES}
      opacity={SHADOW_OPACITY}
    >
      <Text size="xs" mt={4}>
        {i18n._('planner.shadowLayer.lines', { levels: SHADOW_ISOLINE_LEVELS.join(', ') })}
      </Text>
    </AnalysisLegend>
  );
}
