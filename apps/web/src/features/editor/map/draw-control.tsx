import { useMap } from '@vis.gl/react-maplibre';
import type { Position } from 'geojson';
import { useEffect, useRef } from 'react';
import {
  type GeoJSONStoreFeatures,
  TerraDraw,
  TerraDrawLineStringMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  ValidateNotSelfIntersecting,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';

export type DrawKind = 'polygon' | 'linestring';

type Props = {
  /** The shape being drawn, or null when none is. */
  drawing: DrawKind | null;
  /** The shape being reshaped: its geometry, or null. */
  reshaping: { kind: DrawKind; coordinates: Position[] } | null;
  onDrawn: (kind: DrawKind, coordinates: Position[]) => void;
  onReshaped: (coordinates: Position[]) => void;
};

const SELECTED_FLAGS = {
  feature: {
    draggable: true,
    coordinates: { midpoints: true, draggable: true, deletable: true },
  },
};

function coordinatesOf(feature: GeoJSONStoreFeatures | undefined): Position[] | undefined {
  if (!feature) return undefined;
  if (feature.geometry.type === 'Polygon') return (feature.geometry.coordinates[0] ?? []).slice(0, -1);
  if (feature.geometry.type === 'LineString') return feature.geometry.coordinates;
  return undefined;
}

/**
 * Drawing and reshaping solar fields and lines with terra-draw on the planner's map. The
 * planner's own layers draw every saved object; terra-draw holds only the shape being drawn
 * or the one being reshaped, and hands it back when finished.
 */
export function DrawControl({ drawing, reshaping, onDrawn, onReshaped }: Props) {
  const { current: mapRef } = useMap();
  const drawRef = useRef<TerraDraw | null>(null);
  const callbacks = useRef({ onDrawn, onReshaped });
  callbacks.current = { onDrawn, onReshaped };

  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [
        new TerraDrawPolygonMode({
          validation: (feature) => ValidateNotSelfIntersecting(feature),
          styles: { fillColor: '#f2b705', fillOpacity: 0.35, outlineColor: '#7a5c00', outlineWidth: 2 },
        }),
        new TerraDrawLineStringMode({ styles: { lineStringColor: '#6b2fbf', lineStringWidth: 3 } }),
        new TerraDrawSelectMode({
          flags: { polygon: SELECTED_FLAGS, linestring: SELECTED_FLAGS },
          allowManualDeselection: false,
        }),
      ],
    });
    draw.start();
    draw.on('finish', (id, context) => {
      const feature = draw.getSnapshotFeature(id);
      const coordinates = coordinatesOf(feature);
      if (!coordinates) return;
      if (context.mode === 'polygon' || context.mode === 'linestring') {
        draw.removeFeatures([id]);
        callbacks.current.onDrawn(context.mode, coordinates);
      } else {
        callbacks.current.onReshaped(coordinates);
      }
    });
    drawRef.current = draw;
    return () => {
      drawRef.current = null;
      draw.stop();
    };
  }, [mapRef]);

  useEffect(() => {
    const draw = drawRef.current;
    if (!draw) return;
    draw.clear();
    if (reshaping) {
      const id = crypto.randomUUID();
      const geometry =
        reshaping.kind === 'polygon'
          ? {
              type: 'Polygon' as const,
              coordinates: [[...reshaping.coordinates, reshaping.coordinates[0] ?? [0, 0]]],
            }
          : { type: 'LineString' as const, coordinates: reshaping.coordinates };
      draw.setMode('select');
      draw.addFeatures([{ id, type: 'Feature', geometry, properties: { mode: reshaping.kind } }]);
      draw.selectFeature(id);
    } else if (drawing) {
      draw.setMode(drawing);
    } else {
      draw.setMode('static');
    }
  }, [drawing, reshaping]);

  return null;
}
