import { i18n } from '@lingui/core';
import { Text } from '@mantine/core';
import { useMap } from '@vis.gl/react-maplibre';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';
import { AnalysisLegend } from '@/lib/analysis/analysis-legend';
import { rangeColor, rasterPixels } from '@/lib/analysis/raster-classes';
import { useAnalysisRaster } from '@/lib/analysis/raster-layer';
import { SHADOW_CLASSES, SHADOW_ISOLINE_LEVELS, SHADOW_OPACITY } from '@/lib/shadow/shadow-classes';
import type { ShadowIsolinesGeoJson } from '@/lib/shadow/shadow-run';
import { usePlannerShadow } from '../state/shadow-store';

const colorOf = rangeColor(SHADOW_CLASSES);
const ISOLINES = 'planner-shadow-isolines';

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
  useIsolines(map?.isolines ?? null);
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

/**
 * The lines of equal hours over the raster, labelled. Added by hand, as the noise map's
 * isophones: a react-maplibre `Source` adds its source while rendering, and a source still
 * loading makes the raster's hook wait for a load that has already happened.
 */
function useIsolines(lines: ShadowIsolinesGeoJson | null) {
  const { current: mapRef } = useMap();
  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const apply = () => {
      const existing = map.getSource<GeoJSONSource>(ISOLINES);
      const container = map.getContainer();
      if (!lines) {
        for (const id of [`${ISOLINES}-labels`, ISOLINES]) if (map.getLayer(id)) map.removeLayer(id);
        if (existing) map.removeSource(ISOLINES);
        delete container.dataset.shadowIsolines;
        return;
      }
      container.dataset.shadowIsolines = lines.features
        .filter((feature) => feature.geometry.coordinates.length > 0)
        .map((feature) => feature.properties.hours)
        .join(' ');
      if (existing) {
        existing.setData(lines);
        return;
      }
      map.addSource(ISOLINES, { type: 'geojson', data: lines });
      map.addLayer({
        id: ISOLINES,
        type: 'line',
        source: ISOLINES,
        paint: { 'line-color': '#3b0a1e', 'line-width': 1.5 },
      });
      map.addLayer({
        id: `${ISOLINES}-labels`,
        type: 'symbol',
        source: ISOLINES,
        layout: {
          'symbol-placement': 'line',
          'text-field': ['concat', ['to-string', ['get', 'hours']], ' h'],
          'text-size': 11,
        },
        paint: { 'text-color': '#3b0a1e', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      });
    };
    // The style's own document loaded is enough to add to it (sources may still be loading).
    if ((map.style as unknown as { _loaded?: boolean } | undefined)?._loaded) apply();
    else map.once('style.load', apply);
    return () => {
      map.off('style.load', apply);
    };
  }, [mapRef, lines]);
  useEffect(() => {
    const map = mapRef?.getMap();
    return () => {
      if (!map?.style) return;
      for (const id of [`${ISOLINES}-labels`, ISOLINES]) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(ISOLINES)) map.removeSource(ISOLINES);
      delete map.getContainer().dataset.shadowIsolines;
    };
  }, [mapRef]);
}
