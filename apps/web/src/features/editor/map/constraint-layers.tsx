import { i18n } from '@lingui/core';
import { Text } from '@mantine/core';
import { Layer, Popup, Source, useMap } from '@vis.gl/react-maplibre';
import type { FeatureCollection } from 'geojson';
import { useEffect, useMemo } from 'react';
import { useConstraintLayers } from '../api/constraint-layer-calls';
import { setConstraintLayerView, useConstraintLayerView } from '../state/constraint-layer-view';

/** The map layers that draw constraint layers; a click on one shows the feature's attributes. */
export const CONSTRAINT_MAP_LAYERS = [
  'planner-constraint-fills',
  'planner-constraint-lines',
  'planner-constraint-points',
];

const POLYGONS = ['in', ['geometry-type'], ['literal', ['Polygon', 'MultiPolygon']]];
const POINTS = ['in', ['geometry-type'], ['literal', ['Point', 'MultiPoint']]];

/**
 * The project's constraint layers on the planner's map, under its objects, each in its colour:
 * areas filled lightly and outlined, lines, points as small circles. They are reference, not
 * plan: nothing selects, drags or edits them. The map's container carries
 * `data-constraint-layers` (the layers drawn, "name:features" joined by "|"), for tests.
 */
export function ConstraintLayers({ projectId }: { projectId: number }) {
  const layers = useConstraintLayers(projectId);
  const { hidden } = useConstraintLayerView();
  const shown = useMemo(() => layers.filter((layer) => !hidden.has(layer.id)), [layers, hidden]);
  const data = useMemo(
    (): FeatureCollection => ({
      type: 'FeatureCollection',
      features: shown.flatMap((layer) =>
        layer.collection.features.map((feature) => ({
          type: 'Feature' as const,
          geometry: feature.geometry,
          // The file's attributes as one text: MapLibre keeps only flat properties.
          properties: {
            colour: layer.colour,
            layerName: layer.name,
            attributes: JSON.stringify(feature.properties),
          },
        })),
      ),
    }),
    [shown],
  );
  const { current: mapRef } = useMap();
  useEffect(() => {
    const container = mapRef?.getMap().getContainer();
    if (!container) return;
    if (shown.length === 0) delete container.dataset.constraintLayers;
    else
      container.dataset.constraintLayers = shown
        .map((l) => `${l.name}:${l.collection.features.length}`)
        .join('|');
  }, [mapRef, shown]);

  return (
    <Source id="planner-constraint-layers" type="geojson" data={data}>
      <Layer
        id="planner-constraint-fills"
        type="fill"
        filter={POLYGONS as never}
        paint={{ 'fill-color': ['get', 'colour'], 'fill-opacity': 0.15 }}
      />
      <Layer
        id="planner-constraint-lines"
        type="line"
        filter={['!', POINTS] as never}
        paint={{ 'line-color': ['get', 'colour'], 'line-width': 3 }}
      />
      <Layer
        id="planner-constraint-points"
        type="circle"
        filter={POINTS as never}
        paint={{
          'circle-radius': 4,
          'circle-color': ['get', 'colour'],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        }}
      />
    </Source>
  );
}

/** A feature's attributes, shown where it was clicked, until closed or another click. */
export function ConstraintAttributesPopup() {
  const { inspected } = useConstraintLayerView();
  if (!inspected) return null;
  const entries = Object.entries(inspected.attributes);
  return (
    <Popup
      longitude={inspected.longitude}
      latitude={inspected.latitude}
      anchor="bottom"
      maxWidth="320px"
      onClose={() => setConstraintLayerView({ inspected: null })}
      closeOnClick={false}
    >
      <section
        aria-label={i18n._('planner.constraintLayers.attributesOfAFeature', {
          layerName: inspected.layerName,
        })}
      >
        <Text size="sm" fw={600}>
          {inspected.layerName}
        </Text>
        {entries.length === 0 ? (
          <Text size="sm">{i18n._('planner.constraintLayers.theFeatureHasNo')}</Text>
        ) : (
          <dl
            style={{
              margin: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: '0 8px',
              fontSize: 12,
            }}
          >
            {entries.map(([key, value]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt style={{ fontWeight: 600 }}>{key}</dt>
                <dd style={{ margin: 0 }}>{String(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </Popup>
  );
}
