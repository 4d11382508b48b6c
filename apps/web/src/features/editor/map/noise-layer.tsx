import { i18n } from '@lingui/core';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { AnalysisLegend } from '@/lib/analysis/analysis-legend';
import { useAnalysisLines } from '@/lib/analysis/lines-layer';
import { rangeColor, rasterPixels } from '@/lib/analysis/raster-classes';
import { useAnalysisRaster } from '@/lib/analysis/raster-layer';
import { NOISE_CLASSES } from '@/lib/noise/noise-analysis';
import { NOISE_OPACITY } from '@/lib/noise/noise-classes';
import type { NoiseOutcome } from '@/lib/noise/noise-run';
import { usePlannerNoise } from '../state/noise-store';

/**
 * The planner's night noise map: the level in the legend's classes (below 35 dB(A) not drawn),
 * the isophones as labelled lines, and the legend at the top left. The map's container carries
 * `data-noise-layer` (the isophones' levels) while the map is on it, for tests.
 */
export function NoiseLayer({ projectId }: { projectId: number }) {
  const noise = usePlannerNoise(projectId);
  const outcome = noise.shown ? noise.outcome : null;
  useAnalysisLines({
    id: 'planner-noise-isophones',
    lines: outcome?.isophones ?? null,
    property: 'level',
    unit: 'dB',
    color: '#3b0a45',
  });
  if (!outcome) return <NoiseRaster outcome={null} />;
  return (
    <>
      <NoiseRaster outcome={outcome} />
      <AnalysisLegend
        id="planner-noise-legend"
        title={i18n._('planner.noiseLayer.nightNoiseLevel')}
        classes={NOISE_CLASSES}
        opacity={NOISE_OPACITY}
      >
        <Text size="xs" mt={4}>
          {i18n._('planner.noiseLayer.lines', { levels: outcome.isophoneLevels.join(', ') })}
        </Text>
      </AnalysisLegend>
    </>
  );
}

/** The night levels as a raster under the plan's objects. */
function NoiseRaster({ outcome }: { outcome: NoiseOutcome | null }) {
  const pixels = useMemo(
    () => (outcome ? rasterPixels(outcome.levels, rangeColor(NOISE_CLASSES), outcome.map.cells) : null),
    [outcome],
  );
  useAnalysisRaster({
    id: 'planner-noise',
    image: outcome?.map ?? null,
    pixels,
    opacity: NOISE_OPACITY,
    testName: 'noiseLayer',
    testValue: outcome ? outcome.isophoneLevels.join(' ') : 'shown',
  });
  return null;
}
