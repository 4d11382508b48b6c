import { Text } from '@mantine/core';
import { Layer, Source } from '@vis.gl/react-maplibre';
import { useMemo } from 'react';
import { AnalysisLegend } from '@/lib/analysis/analysis-legend';
import { rangeColor, rasterPixels } from '@/lib/analysis/raster-classes';
import { useAnalysisRaster } from '@/lib/analysis/raster-layer';
import { NOISE_CLASSES } from '@/lib/noise/noise-analysis';
import { NOISE_OPACITY } from '@/lib/noise/noise-classes';
import { usePlannerNoise } from '../state/noise-store';

const ISOPHONES = 'planner-noise-isophones';

/**
 * The planner's night noise map: the level in the legend's classes (below 35 dB(A) not drawn),
 * the isophones as lines, and the legend at the top left. The map's container carries
 * `data-noise-layer` and `data-noise-isophones` (the levels drawn) while they are on it, for tests.
 */
export function NoiseLayer({ projectId }: { projectId: number }) {
  const noise = usePlannerNoise(projectId);
  const outcome = noise.shown ? noise.outcome : null;
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

  if (!outcome) return null;
  return (
    <>
      <Source id={ISOPHONES} type="geojson" data={outcome.isophones}>
        <Layer id={ISOPHONES} type="line" paint={{ 'line-color': '#3b0a45', 'line-width': 1.5 }} />
        <Layer
          id={`${ISOPHONES}-labels`}
          type="symbol"
          layout={{
            'symbol-placement': 'line',
            'text-field': ['concat', ['to-string', ['get', 'level']], ' dB'],
            'text-size': 11,
          }}
          paint={{ 'text-color': '#3b0a45', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 }}
        />
      </Source>
      <AnalysisLegend
        id="planner-noise-legend"
        title="Night noise level"
        classes={NOISE_CLASSES}
        opacity={NOISE_OPACITY}
      >
        <Text size="xs" mt={4}>
          Lines: {outcome.isophoneLevels.join(', ')} dB(A). ISO 9613-2, downwind, no barriers.
        </Text>
      </AnalysisLegend>
    </>
  );
}
