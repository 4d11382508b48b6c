import { i18n } from '@lingui/core';
import { Text } from '@mantine/core';
import { useMap } from '@vis.gl/react-maplibre';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';
import { AnalysisLegend } from '@/lib/analysis/analysis-legend';
import { rangeColor, rasterPixels } from '@/lib/analysis/raster-classes';
import { useAnalysisRaster } from '@/lib/analysis/raster-layer';
import { NOISE_CLASSES } from '@/lib/noise/noise-analysis';
import { NOISE_OPACITY } from '@/lib/noise/noise-classes';
import type { NoiseOutcome } from '@/lib/noise/noise-run';
import { usePlannerNoise } from '../state/noise-store';

const ISOPHONES = 'planner-noise-isophones';

/**
 * The planner's night noise map: the level in the legend's classes (below 35 dB(A) not drawn),
 * the isophones as labelled lines, and the legend at the top left. The map's container carries
 * `data-noise-layer` (the isophones' levels) while the map is on it, for tests.
 */
export function NoiseLayer({ projectId }: { projectId: number }) {
  const noise = usePlannerNoise(projectId);
  const outcome = noise.shown ? noise.outcome : null;
  useIsophones(outcome);
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

/**
 * The isophones as labelled lines over the raster. Added by hand, not as a react-maplibre
 * `Source`: that one adds its source while rendering, and a source still loading makes the
 * raster's hook (which waits for a loaded style) wait for a load that has already happened.
 */
function useIsophones(outcome: NoiseOutcome | null) {
  const { current: mapRef } = useMap();
  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const apply = () => {
      const existing = map.getSource<GeoJSONSource>(ISOPHONES);
      if (!outcome) {
        for (const id of [`${ISOPHONES}-labels`, ISOPHONES]) if (map.getLayer(id)) map.removeLayer(id);
        if (existing) map.removeSource(ISOPHONES);
        return;
      }
      if (existing) {
        existing.setData(outcome.isophones);
        return;
      }
      map.addSource(ISOPHONES, { type: 'geojson', data: outcome.isophones });
      map.addLayer({
        id: ISOPHONES,
        type: 'line',
        source: ISOPHONES,
        paint: { 'line-color': '#3b0a45', 'line-width': 1.5 },
      });
      map.addLayer({
        id: `${ISOPHONES}-labels`,
        type: 'symbol',
        source: ISOPHONES,
        layout: {
          'symbol-placement': 'line',
          'text-field': ['concat', ['to-string', ['get', 'level']], ' dB'],
          'text-size': 11,
        },
        paint: { 'text-color': '#3b0a45', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      });
    };
    // The style's own document loaded is enough to add to it (sources may still be loading).
    if ((map.style as unknown as { _loaded?: boolean } | undefined)?._loaded) apply();
    else map.once('style.load', apply);
    return () => {
      map.off('style.load', apply);
    };
  }, [mapRef, outcome]);
  useEffect(() => {
    const map = mapRef?.getMap();
    return () => {
      if (!map?.style) return;
      for (const id of [`${ISOPHONES}-labels`, ISOPHONES]) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(ISOPHONES)) map.removeSource(ISOPHONES);
    };
  }, [mapRef]);
}
