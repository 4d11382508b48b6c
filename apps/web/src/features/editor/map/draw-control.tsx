import { useMap } from '@vis.gl/react-maplibre';
import type { Position } from 'geojson';
import { useEffect, useRef, useState } from 'react';
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
  /** Told true once clicks on the map draw (terra-draw has started), false when they no longer do. */
  onReady?: (ready: boolean) => void;
};

/**
 * How near (CSS pixels) a click must be to the first corner to close a shape, or to the last
 * point to finish it: about the drawn point itself. terra-draw's 40 px closed a field whose
 * fourth corner was 22 px from its first as a triangle; Enter and a double click finish too.
 */
const CLOSING_DISTANCE = 10;
const CLOSING_POINT = { closingPointWidth: 7, closingPointOutlineWidth: 2 };

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
export function DrawControl({ drawing, reshaping, onDrawn, onReshaped, onReady }: Props) {
  const { current: mapRef } = useMap();
  const [draw, setDraw] = useState<TerraDraw | null>(null);
  const callbacks = useRef({ onDrawn, onReshaped, onReady });
  callbacks.current = { onDrawn, onReshaped, onReady };

  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    let started: TerraDraw | null = null;
    // terra-draw adds its sources and layers when it starts, which MapLibre refuses ("Style is
    // not done loading") until the style has loaded: start on the first moment it has.
    const start = () => {
      if (started || !map.isStyleLoaded()) return;
      map.off('styledata', start);
      map.off('idle', start);
      started = new TerraDraw({
        adapter: new TerraDrawMapLibreGLAdapter({ map }),
        modes: [
          new TerraDrawPolygonMode({
            pointerDistance: CLOSING_DISTANCE,
            validation: (feature) => ValidateNotSelfIntersecting(feature),
            styles: {
              fillColor: '#f2b705',
              fillOpacity: 0.35,
              outlineColor: '#7a5c00',
              outlineWidth: 2,
              ...CLOSING_POINT,
            },
          }),
          new TerraDrawLineStringMode({
            pointerDistance: CLOSING_DISTANCE,
            styles: { lineStringColor: '#6b2fbf', lineStringWidth: 3, ...CLOSING_POINT },
          }),
          new TerraDrawSelectMode({
            flags: { polygon: SELECTED_FLAGS, linestring: SELECTED_FLAGS },
            allowManualDeselection: false,
          }),
        ],
      });
      const draw = started;
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
      setDraw(draw);
      callbacks.current.onReady?.(true);
    };
    // Leaving the planner removes the map before this cleanup runs: terra-draw's stop would then
    // write to layers that are gone, and the map took them with it.
    let removed = false;
    const markRemoved = () => {
      removed = true;
    };
    map.on('styledata', start);
    map.on('idle', start);
    map.once('remove', markRemoved);
    start();
    return () => {
      map.off('styledata', start);
      map.off('idle', start);
      map.off('remove', markRemoved);
      setDraw(null);
      callbacks.current.onReady?.(false);
      if (!removed) started?.stop();
    };
  }, [mapRef]);

  useEffect(() => {
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
  }, [draw, drawing, reshaping]);

  return null;
}
