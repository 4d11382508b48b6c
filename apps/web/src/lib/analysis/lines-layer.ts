import { useMap } from '@vis.gl/react-maplibre';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect } from 'react';
import type { AnalysisLinesGeoJson } from './analysis-lines';

/**
 * An analysis's lines of equal value on the planner's map, over its raster: a line layer named
 * `id` and its labels (the value of `property` and `unit`) along them. With `testName`, the
 * map's container carries `data-<testName>` (the values of the lines drawn) while they are on it.
 *
 * Added by hand, not as a react-maplibre `Source`: that one adds its source while rendering,
 * and a source still loading makes the raster's hook (which waits for a loaded style) wait for
 * a load that has already happened.
 */
export function useAnalysisLines<Property extends string>(options: {
  id: string;
  lines: AnalysisLinesGeoJson<Property> | null;
  property: Property;
  unit: string;
  color: string;
  testName?: string;
}) {
  const { current: mapRef } = useMap();
  const { id, lines, property, unit, color, testName } = options;
  const labels = `${id}-labels`;

  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const apply = () => {
      const existing = map.getSource<GeoJSONSource>(id);
      const container = map.getContainer();
      if (!lines) {
        for (const layer of [labels, id]) if (map.getLayer(layer)) map.removeLayer(layer);
        if (existing) map.removeSource(id);
        if (testName) delete container.dataset[testName];
        return;
      }
      if (testName)
        container.dataset[testName] = lines.features
          .filter((feature) => feature.geometry.coordinates.length > 0)
          .map((feature) => feature.properties[property])
          .join(' ');
      if (existing) {
        existing.setData(lines);
        return;
      }
      map.addSource(id, { type: 'geojson', data: lines });
      map.addLayer({ id, type: 'line', source: id, paint: { 'line-color': color, 'line-width': 1.5 } });
      map.addLayer({
        id: labels,
        type: 'symbol',
        source: id,
        layout: {
          'symbol-placement': 'line',
          'text-field': ['concat', ['to-string', ['get', property]], ` ${unit}`],
          'text-size': 11,
        },
        paint: { 'text-color': color, 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      });
    };
    // The style's own document loaded is enough to add to it (sources may still be loading).
    if ((map.style as unknown as { _loaded?: boolean } | undefined)?._loaded) apply();
    else map.once('style.load', apply);
    return () => {
      map.off('style.load', apply);
    };
  }, [mapRef, id, labels, lines, property, unit, color, testName]);

  // Leaving the planner takes the lines away with the map.
  useEffect(() => {
    const map = mapRef?.getMap();
    return () => {
      if (!map?.style) return;
      for (const layer of [labels, id]) if (map.getLayer(layer)) map.removeLayer(layer);
      if (map.getSource(id)) map.removeSource(id);
      if (testName) delete map.getContainer().dataset[testName];
    };
  }, [mapRef, id, labels, testName]);
}
