import type { PlannerPoint, UpdateViewpointRequest, Viewpoint } from '@vantage/contracts';
import { Layer, Marker, Source, useMap } from '@vis.gl/react-maplibre';
import type { Feature, FeatureCollection } from 'geojson';
import type { MapLayerMouseEvent, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { bearingBetween, compassDegrees } from '../model/viewpoint';
import type { Planner } from '../state/use-planner';
import { useViewpoints } from '../state/use-viewpoints';
import {
  CONE_RADIUS_PIXELS,
  type ConeHandle,
  coneHandles,
  conePolygon,
  fieldOfViewFromEdge,
  metresPerPixel,
} from './viewpoint-cone';

const DOTS = 'planner-viewpoint-dots';
const HANDLES = 'planner-viewpoint-handles';
const COLOR = '#5f3dc4';
const SELECTED_COLOR = '#d9480f';

/** A drag of a viewpoint's dot (moves it) or of a handle of its cone (turns or widens it). */
type Drag = { id: number; handle: 'move' | ConeHandle; change: UpdateViewpointRequest };

/** What one drag of a handle makes of the viewpoint, with the pointer at `at`. */
function dragChange(viewpoint: Viewpoint, handle: Drag['handle'], at: PlannerPoint): UpdateViewpointRequest {
  if (handle === 'move') return { position: { ...viewpoint.position, ...at } };
  const bearing = bearingBetween(viewpoint.position, at);
  if (handle === 'pan') return { pan: compassDegrees(Math.round(bearing)) };
  return { fieldOfView: fieldOfViewFromEdge(viewpoint.pan, bearing) };
}

/**
 * The viewpoints on the planner's map: a dot and a view cone for each visible one (and the
 * chosen one, even when hidden), its name beside the dot. The "Place a viewpoint" tool adds one
 * where the map is clicked. Dragging the chosen one's dot moves it, the handle in the middle of
 * its arc turns it, the handles at the ends widen or narrow it; a drag is saved once, when it
 * ends. The Viewpoints tab holds the same fields for the keyboard.
 */
export function ViewpointLayer({ planner, onChosen }: { planner: Planner; onChosen?: () => void }) {
  const { current: mapRef } = useMap();
  const viewpoints = useViewpoints(planner);
  const [zoom, setZoom] = useState(() => mapRef?.getZoom() ?? 0);
  const [drag, setDrag] = useState<Drag | null>(null);
  const editable = planner.readOnly === null;
  const selectedId = viewpoints.selected?.id;

  const shown = useMemo(
    () =>
      viewpoints.list
        .filter((viewpoint) => viewpoint.visible || viewpoint.id === selectedId)
        .map((viewpoint) =>
          drag?.id === viewpoint.id ? ({ ...viewpoint, ...drag.change } as Viewpoint) : viewpoint,
        ),
    [viewpoints.list, selectedId, drag],
  );

  const data = useMemo((): FeatureCollection => {
    const features: Feature[] = [];
    for (const viewpoint of shown) {
      const { position, pan, fieldOfView, id } = viewpoint;
      const selected = id === selectedId;
      const radius = CONE_RADIUS_PIXELS * metresPerPixel(position.latitude, zoom);
      features.push({
        type: 'Feature',
        properties: { id, selected, part: 'cone' },
        geometry: { type: 'Polygon', coordinates: [conePolygon(position, pan, fieldOfView, radius)] },
      });
      features.push({
        type: 'Feature',
        properties: { id, selected, part: 'dot' },
        geometry: { type: 'Point', coordinates: [position.longitude, position.latitude] },
      });
      if (selected && editable)
        for (const [handle, coordinates] of Object.entries(coneHandles(position, pan, fieldOfView, radius)))
          features.push({
            type: 'Feature',
            properties: { id, handle, part: 'handle' },
            geometry: { type: 'Point', coordinates },
          });
    }
    return { type: 'FeatureCollection', features };
  }, [shown, selectedId, zoom, editable]);

  // The map's events read what is current through this ref, so that they are bound once.
  const current = useRef({ viewpoints, drag, editable, planner, onChosen });
  current.current = { viewpoints, drag, editable, planner, onChosen };

  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const canvas = map.getCanvas();
    let cursorBefore: string | null = null;
    const startDrag = (next: Drag) => {
      current.current.drag = next;
      setDrag(next);
    };
    const tool = () => current.current.planner.tool;
    const mayDrag = () => current.current.editable && (tool() === 'select' || tool() === 'viewpoint');

    const onZoom = () => setZoom(map.getZoom());
    const onDotDown = (event: MapLayerMouseEvent) => {
      const id = event.features?.[0]?.properties?.id;
      if (typeof id !== 'number' || (tool() !== 'select' && tool() !== 'viewpoint')) return;
      current.current.viewpoints.select(id);
      current.current.onChosen?.();
      if (!mayDrag() || event.originalEvent.button !== 0) return;
      event.preventDefault();
      startDrag({ id, handle: 'move', change: {} });
    };
    const onHandleDown = (event: MapLayerMouseEvent) => {
      const properties = event.features?.[0]?.properties;
      if (typeof properties?.id !== 'number' || !mayDrag() || event.originalEvent.button !== 0) return;
      event.preventDefault();
      startDrag({ id: properties.id, handle: properties.handle as ConeHandle, change: {} });
    };
    const onMove = (event: MapMouseEvent) => {
      const active = current.current.drag;
      const viewpoint = current.current.viewpoints.list.find((item) => item.id === active?.id);
      if (!active || !viewpoint) return;
      const at = { longitude: event.lngLat.lng, latitude: event.lngLat.lat };
      startDrag({ ...active, change: dragChange(viewpoint, active.handle, at) });
    };
    const onUp = () => {
      const active = current.current.drag;
      if (!active) return;
      current.current.drag = null;
      setDrag(null);
      const viewpoint = current.current.viewpoints.list.find((item) => item.id === active.id);
      // A press that did not move is a choice, not a change.
      if (viewpoint && Object.keys(active.change).length > 0)
        void current.current.viewpoints.save(viewpoint, active.change);
    };
    const onClick = (event: MapMouseEvent) => {
      if (tool() !== 'viewpoint' || !current.current.editable) return;
      if (map.getLayer(DOTS) && map.queryRenderedFeatures(event.point, { layers: [DOTS] }).length > 0) return;
      const { planner, viewpoints, onChosen } = current.current;
      void viewpoints.place({ longitude: event.lngLat.lng, latitude: event.lngLat.lat }).then((created) => {
        if (!created) return;
        planner.setTool('select');
        onChosen?.();
      });
    };
    const onEnter = () => {
      if (!mayDrag()) return;
      cursorBefore ??= canvas.style.cursor;
      canvas.style.cursor = 'grab';
    };
    const onLeave = () => {
      if (cursorBefore === null) return;
      canvas.style.cursor = cursorBefore;
      cursorBefore = null;
    };

    map.on('zoom', onZoom);
    map.on('mousedown', DOTS, onDotDown);
    map.on('mousedown', HANDLES, onHandleDown);
    map.on('mousemove', onMove);
    map.on('mouseup', onUp);
    map.on('click', onClick);
    for (const layer of [DOTS, HANDLES]) {
      map.on('mouseenter', layer, onEnter);
      map.on('mouseleave', layer, onLeave);
    }
    // A drag let go outside the map still ends, and is saved.
    window.addEventListener('mouseup', onUp);
    return () => {
      map.off('zoom', onZoom);
      map.off('mousedown', DOTS, onDotDown);
      map.off('mousedown', HANDLES, onHandleDown);
      map.off('mousemove', onMove);
      map.off('mouseup', onUp);
      map.off('click', onClick);
      for (const layer of [DOTS, HANDLES]) {
        map.off('mouseenter', layer, onEnter);
        map.off('mouseleave', layer, onLeave);
      }
      window.removeEventListener('mouseup', onUp);
    };
  }, [mapRef]);

  return (
    <>
      <Source id="planner-viewpoints" type="geojson" data={data}>
        <Layer
          id="planner-viewpoint-cones"
          type="fill"
          filter={['==', ['get', 'part'], 'cone']}
          paint={{
            'fill-color': ['case', ['get', 'selected'], SELECTED_COLOR, COLOR],
            'fill-opacity': ['case', ['get', 'selected'], 0.22, 0.1],
          }}
        />
        <Layer
          id="planner-viewpoint-cone-outlines"
          type="line"
          filter={['==', ['get', 'part'], 'cone']}
          paint={{
            'line-color': ['case', ['get', 'selected'], SELECTED_COLOR, COLOR],
            'line-width': ['case', ['get', 'selected'], 2, 1],
          }}
        />
        <Layer
          id={DOTS}
          type="circle"
          filter={['==', ['get', 'part'], 'dot']}
          paint={{
            'circle-radius': ['case', ['get', 'selected'], 7, 5],
            'circle-color': ['case', ['get', 'selected'], SELECTED_COLOR, COLOR],
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 2,
          }}
        />
        <Layer
          id={HANDLES}
          type="circle"
          filter={['==', ['get', 'part'], 'handle']}
          paint={{
            'circle-radius': ['case', ['==', ['get', 'handle'], 'pan'], 7, 6],
            'circle-color': '#ffffff',
            'circle-stroke-color': SELECTED_COLOR,
            'circle-stroke-width': 2.5,
          }}
        />
      </Source>
      {shown.map((viewpoint) => (
        <Marker
          key={viewpoint.id}
          longitude={viewpoint.position.longitude}
          latitude={viewpoint.position.latitude}
          anchor="top"
          offset={[0, 9]}
          style={{ pointerEvents: 'none' }}
        >
          <span
            style={{
              font: '600 12px/1.2 var(--mantine-font-family)',
              color: viewpoint.id === selectedId ? SELECTED_COLOR : COLOR,
              textShadow: '0 0 2px #fff, 0 0 2px #fff, 0 0 2px #fff',
              whiteSpace: 'nowrap',
            }}
          >
            {viewpoint.name}
          </span>
        </Marker>
      ))}
    </>
  );
}
