import { i18n } from '@lingui/core';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { PlannerObject, PlannerObjectKindKey, PlannerPoint } from '@vantage/contracts';
import {
  Layer,
  type MapLayerMouseEvent,
  type MapRef,
  Map as MapView,
  Marker,
  NavigationControl,
  ScaleControl,
  Source,
} from '@vis.gl/react-maplibre';
import type { Position } from 'geojson';
import { type StyleSpecification, setWorkerUrl } from 'maplibre-gl';
// MapLibre finds its worker next to its own module, which bundling moves: the worker is built
// as a file of ours and named here (a module worker, as the viewer's engine; CSP 'self').
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { offsetBetween, translate } from '../model/geometry';
import { setConstraintLayerView } from '../state/constraint-layer-view';
import { useLayerZones } from '../state/use-layer-zones';
import type { Planner } from '../state/use-planner';
import { ruleInputs, siteChecks, useSetbackLayers, useSetbackRules } from '../state/use-site-checks';
import { type MapToolContext, toolMode } from '../tools/tools';
import { ChangeMarkLabels } from './change-mark-labels';
import { CONSTRAINT_MAP_LAYERS, ConstraintAttributesPopup, ConstraintLayers } from './constraint-layers';
import { setCursorPosition } from './cursor-store';
import { DrawControl, type DrawKind } from './draw-control';
import { MapLayers } from './map-layers';
import { MapLegend, ReceptorLetters } from './map-legend';
import { MeasureLayer, MeasurePanel } from './measure';
import { NoiseLayer } from './noise-layer';
import { boundsOf, homeOf, objectFeatures, receptorFootprintFeatures, zoneFeatures } from './object-features';
import { PlaceSearch } from './place-search';
import { ShadowLayer } from './shadow-layer';
import { SketchLayer, SketchPanel, useSketchEdits } from './sketch-layer';
import type { SpacingLabel } from './spacing-labels';
import { StructureChooser } from './structure-chooser';
import { ViewpointLayer } from './viewpoint-layer';
import { ZtvLayer } from './ztv-layer';

setWorkerUrl(maplibreWorkerUrl);

const OBJECT_LAYERS = [
  'planner-areas',
  'planner-lines',
  'planner-boundaries',
  'planner-existing-turbines',
  'planner-receptors',
  'planner-turbines',
  'planner-structures',
  'planner-barriers',
];
/** The stationary objects drawn as their footprints, and the barriers drawn as lines. */
const FOOTPRINT_KINDS: ['literal', string[]] = [
  'literal',
  ['substation', 'transformer', 'batteryRow', 'electrolyser', 'building', 'mast'],
];
const CLICKABLE_LAYERS = [...OBJECT_LAYERS, ...CONSTRAINT_MAP_LAYERS];
/** Labels of spacing only while they can be read and stay few. */
const LABEL_MIN_ZOOM = 11;
const LABEL_MAX_COUNT = 200;

type Props = {
  planner: Planner;
  mapStyle: StyleSpecification | string;
  spacing: ReadonlyMap<number, SpacingLabel>;
  tooClose: ReadonlySet<number>;
  preview: readonly { layout: PlannerObject['layout']; points: PlannerPoint[] }[];
  reshapingId: number | null;
  /** A tool placed or drew a planner object of this kind. */
  onAdd: (kind: PlannerObjectKindKey, points: PlannerPoint[]) => void;
  onReshaped: (id: number, points: PlannerPoint[]) => void;
  onMoveSelection: (dx: number, dy: number, origin: PlannerPoint) => void;
  /** A viewpoint was placed or chosen on the map. */
  onViewpointChosen?: () => void;
};

type Drag = { start: PlannerPoint; dx: number; dy: number; ids: ReadonlySet<number> };

const toPoints = (coordinates: Position[]): PlannerPoint[] =>
  coordinates.map(([longitude = 0, latitude = 0]) => ({ longitude, latitude }));

/**
 * The planner's map: the basemap, every visible object in its scenario's colour, the
 * selection, turbines placed too close, the import preview, and the tools: click to place a
 * turbine, terra-draw for solar fields and lines, drag to move the selection.
 */
export function PlannerMap(props: Props) {
  const { planner, spacing, tooClose, preview, reshapingId } = props;
  const mapRef = useRef<MapRef>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [zoom, setZoom] = useState(0);
  const [mapLoaded, setMapLoaded] = useState(false);
  const [drawReady, setDrawReady] = useState(false);
  const [moving, setMoving] = useState(false);
  // Until the style has loaded and the drawing tools have started, a click on the map would
  // be lost (a corner of a field, a turbine), and while it zooms or pans a click lands where
  // the map is passing: the map says it is busy until then.
  const ready = mapLoaded && drawReady && !moving;
  const readOnly = planner.readOnly !== null;
  const setbackRules = useSetbackRules(planner);

  // Where the map opens: the plan's extent, or the area of its coordinate system. Later
  // changes of the plan must not move the user's view.
  const [initialView] = useState(() => {
    const bounds = boundsOf(planner.objectList);
    if (bounds) return { bounds, fitBoundsOptions: { padding: 80, maxZoom: 14 } };
    return homeOf(planner.project.data?.defaultCoordinateSystem?.epsgCode);
  });

  // A panel opening or closing beside the map changes its size; MapLibre then keeps the
  // geographic centre, which moves everything on screen by half the change (105 px when the
  // properties open), and the next click lands hundreds of metres off. The map is panned back so
  // that what is under the pointer stays there.
  useEffect(() => {
    const map = mapLoaded ? mapRef.current?.getMap() : undefined;
    if (!map) return;
    let last = map.getContainer().getBoundingClientRect();
    const keepInPlace = () => {
      const now = map.getContainer().getBoundingClientRect();
      const dx = now.left + now.width / 2 - (last.left + last.width / 2);
      const dy = now.top + now.height / 2 - (last.top + last.height / 2);
      last = now;
      if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: 0 });
    };
    map.on('resize', keepInPlace);
    return () => {
      map.off('resize', keepInPlace);
    };
  }, [mapLoaded]);

  // A preview of an import shows where it lands.
  useEffect(() => {
    const bounds = boundsOf(preview);
    if (bounds) mapRef.current?.fitBounds(bounds, { padding: 80, maxZoom: 15, duration: 0 });
  }, [preview]);

  // The plan as it is being dragged: the setbacks and the boundary flag it as it moves.
  const { shown, project } = useMemo(() => {
    if (!drag) return { shown: planner.visibleObjects, project: planner.objectList };
    const move = (object: PlannerObject) =>
      drag.ids.has(object.id)
        ? { ...object, points: translate(object.points, drag.dx, drag.dy, drag.start) }
        : object;
    return { shown: planner.visibleObjects.map(move), project: planner.objectList.map(move) };
  }, [planner.visibleObjects, planner.objectList, drag]);
  const setbackLayers = useSetbackLayers(planner.projectId);
  const checks = useMemo(
    () => siteChecks(shown, project, planner.presetList, setbackRules.rules, setbackLayers),
    [shown, project, planner.presetList, setbackRules.rules, setbackLayers],
  );
  const data = useMemo(
    () =>
      objectFeatures(shown, {
        scenarios: planner.scenarioList,
        selection: planner.selection,
        tooClose,
        flagged: checks.flagged,
        hidden: reshapingId === null ? undefined : new Set([reshapingId]),
        presets: planner.presetList,
      }),
    [
      shown,
      planner.scenarioList,
      planner.selection,
      tooClose,
      checks.flagged,
      reshapingId,
      planner.presetList,
    ],
  );
  const footprints = useMemo(
    () => receptorFootprintFeatures(shown, planner.selection),
    [shown, planner.selection],
  );
  const setbackRuleInputs = useMemo(() => ruleInputs(setbackRules.rules), [setbackRules.rules]);
  const layerZones = useLayerZones(setbackRuleInputs, setbackLayers, checks.zoneSize);
  const zones = useMemo(() => zoneFeatures(checks.zones, layerZones), [checks.zones, layerZones]);
  // The constraint-layer zones drawn (their count), for tests to wait on before they read pixels.
  useEffect(() => {
    const container = mapLoaded ? mapRef.current?.getMap().getContainer() : undefined;
    if (container) container.dataset.layerZones = String(layerZones.length);
  }, [mapLoaded, layerZones]);
  const [measured, setMeasured] = useState<PlannerPoint[]>([]);
  const measuring = planner.tool === 'measure';
  useEffect(() => {
    if (!measuring) setMeasured([]);
  }, [measuring]);
  const previewData = useMemo(
    () =>
      objectFeatures(
        preview.map((object, index) => ({
          ...(object as PlannerObject),
          id: -index - 1,
          name: '',
          scenarioId: 0,
          plannerObjectTypeId: 0,
        })),
        { scenarios: [], selection: new Set(), tooClose: new Set() },
      ),
    [preview],
  );

  const sketching = planner.tool === 'sketch' && !readOnly;
  const sketchEdits = useSketchEdits(planner);
  /** Where the label being placed stands, waiting for its text. */
  const [labelAt, setLabelAt] = useState<PlannerPoint | null>(null);
  useEffect(() => {
    if (!sketching || planner.sketchKind !== 'label') setLabelAt(null);
  }, [sketching, planner.sketchKind]);

  const reshaping = useMemo(() => {
    const object = planner.objectList.find((item) => item.id === reshapingId);
    if (!object || object.layout === 'Point') return null;
    return {
      kind: (object.layout === 'Area' ? 'polygon' : 'linestring') as DrawKind,
      coordinates: object.points.map((point) => [point.longitude, point.latitude]),
    };
  }, [planner.objectList, reshapingId]);

  const mode = toolMode(planner.tool);
  const toolContext: MapToolContext = {
    readOnly,
    structureKind: planner.structureKind,
    sketchKind: planner.sketchKind,
    add: props.onAdd,
    measure: (at) => setMeasured((points) => [...points, at]),
    placeLabel: setLabelAt,
    sketch: (points) => void sketchEdits.drawn(points),
  };
  const drawing: DrawKind | null = reshaping ? null : mode.draws(toolContext);

  const pointOf = (event: MapLayerMouseEvent): PlannerPoint => ({
    longitude: event.lngLat.lng,
    latitude: event.lngLat.lat,
  });
  const objectIdAt = (event: MapLayerMouseEvent): number | undefined => {
    const feature = event.features?.find((f) => OBJECT_LAYERS.includes(f.layer.id));
    const id = feature?.properties?.id;
    return typeof id === 'number' ? id : undefined;
  };
  /** A constraint layer's feature under the click, when no planner object is: its attributes are shown. */
  const inspect = (event: MapLayerMouseEvent): boolean => {
    const feature = event.features?.[0];
    if (!feature || !CONSTRAINT_MAP_LAYERS.includes(feature.layer.id)) return false;
    const { layerName, attributes } = feature.properties ?? {};
    setConstraintLayerView({
      inspected: {
        layerName: String(layerName),
        longitude: event.lngLat.lng,
        latitude: event.lngLat.lat,
        attributes: typeof attributes === 'string' ? JSON.parse(attributes) : {},
      },
    });
    return true;
  };

  function onClick(event: MapLayerMouseEvent) {
    if (reshaping || mode.click(toolContext, pointOf(event))) return;
    const id = objectIdAt(event);
    if (id === undefined && inspect(event)) return;
    setConstraintLayerView({ inspected: null });
    const additive =
      event.originalEvent.shiftKey || event.originalEvent.metaKey || event.originalEvent.ctrlKey;
    planner.setSelection((current) => {
      if (id === undefined) return additive ? current : new Set();
      if (!additive) return new Set([id]);
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function onMouseDown(event: MapLayerMouseEvent) {
    if (readOnly || !mode.selects || reshaping || event.originalEvent.button !== 0) return;
    const id = objectIdAt(event);
    if (id === undefined) return;
    const ids = planner.selection.has(id) ? planner.selection : new Set([id]);
    if (!planner.selection.has(id) && !event.originalEvent.shiftKey) planner.setSelection(ids);
    event.preventDefault();
    setDrag({ start: pointOf(event), dx: 0, dy: 0, ids });
  }

  function onMouseMove(event: MapLayerMouseEvent) {
    const at = pointOf(event);
    setCursorPosition(at);
    if (drag) {
      const { dx, dy } = offsetBetween(drag.start, at);
      setDrag({ ...drag, dx, dy });
    }
  }

  function onMouseUp() {
    if (!drag) return;
    setDrag(null);
    // A click that did not move is a selection, not a move.
    if (Math.hypot(drag.dx, drag.dy) > 0.05) props.onMoveSelection(drag.dx, drag.dy, drag.start);
  }

  const labels = useMemo(() => {
    if (zoom < LABEL_MIN_ZOOM) return [];
    const map = mapRef.current;
    const bounds = map?.getBounds();
    if (!bounds) return [];
    const shown = planner.visibleObjects.filter((object) => {
      const point = object.points[0];
      return object.layout === 'Point' && point && bounds.contains([point.longitude, point.latitude]);
    });
    return shown.length > LABEL_MAX_COUNT ? [] : shown;
  }, [zoom, planner.visibleObjects]);

  const cursor = drag ? 'grabbing' : readOnly ? undefined : mode.cursor;

  return (
    <section
      aria-label={i18n._('planner.map.mapOfThePlan')}
      aria-busy={!ready}
      style={{ position: 'absolute', inset: 0 }}
    >
      <MapView
        ref={mapRef}
        initialViewState={initialView}
        mapStyle={props.mapStyle}
        style={{ position: 'absolute', inset: 0 }}
        interactiveLayerIds={CLICKABLE_LAYERS}
        onClick={onClick}
        onMouseDown={onMouseDown}
        onMouseMove={onMouseMove}
        onMouseUp={onMouseUp}
        onMouseOut={() => setCursorPosition(null)}
        onMoveStart={() => setMoving(true)}
        onMoveEnd={(event) => {
          setMoving(false);
          setZoom(event.viewState.zoom);
        }}
        onLoad={(event) => {
          setZoom(event.target.getZoom());
          // Shift with an arrow nudges the selection ten times as far; MapLibre would also turn
          // and tilt the map with it. The compass turns it instead.
          event.target.keyboard.disableRotation();
          setMapLoaded(true);
        }}
        dragPan={drag === null}
        // While something the user may move is selected, the arrow keys move it, not the map.
        keyboard={readOnly || planner.selection.size === 0}
        doubleClickZoom={!measuring}
        dragRotate={false}
        touchPitch={false}
        pitchWithRotate={false}
        cursor={cursor}
        attributionControl={{ compact: false }}
        maxZoom={19}
      >
        <NavigationControl showCompass visualizePitch={false} position="top-right" />
        <ScaleControl unit="metric" position="bottom-left" maxWidth={140} />
        <ConstraintLayers projectId={planner.projectId} />
        <MapLayers />
        <PlaceSearch planner={planner} />
        <Source id="planner-setback-zones" type="geojson" data={zones}>
          <Layer
            id="planner-setback-zone-fills"
            type="fill"
            paint={{ 'fill-color': '#c92a2a', 'fill-opacity': 0.08 }}
          />
          <Layer
            id="planner-setback-zone-lines"
            type="line"
            paint={{ 'line-color': '#c92a2a', 'line-width': 1.5, 'line-dasharray': [2, 2] }}
          />
        </Source>
        <Source id="planner-receptor-footprints" type="geojson" data={footprints}>
          <Layer
            id="planner-receptor-footprint-fills"
            type="fill"
            paint={{ 'fill-color': ['get', 'color'], 'fill-opacity': 0.2 }}
          />
          <Layer
            id="planner-receptor-footprint-lines"
            type="line"
            paint={{
              'line-color': ['case', ['get', 'selected'], '#111111', ['get', 'color']],
              'line-width': ['case', ['get', 'selected'], 2.5, 1.5],
            }}
          />
        </Source>
        <Source id="planner-objects" type="geojson" data={data}>
          <Layer
            id="planner-areas"
            type="fill"
            filter={['==', ['get', 'kind'], 'solar']}
            paint={{
              'fill-color': ['get', 'color'],
              'fill-opacity': ['case', ['get', 'selected'], 0.55, 0.35],
            }}
          />
          <Layer
            id="planner-area-outlines"
            type="line"
            filter={['==', ['get', 'kind'], 'solar']}
            paint={{
              'line-color': ['case', ['get', 'selected'], '#111111', ['get', 'color']],
              'line-width': ['case', ['get', 'selected'], 3, 1.5],
            }}
          />
          <Layer
            id="planner-lines"
            type="line"
            filter={['in', ['get', 'kind'], ['literal', ['powerLine', 'cable']]]}
            layout={{ 'line-cap': 'round', 'line-join': 'round' }}
            paint={{
              'line-color': ['case', ['get', 'selected'], '#111111', ['get', 'color']],
              'line-width': ['case', ['get', 'selected'], 5, 3],
              'line-dasharray': [
                'case',
                ['==', ['get', 'kind'], 'cable'],
                ['literal', [2, 1.5]],
                ['literal', [1, 0]],
              ],
            }}
          />
          <Layer
            id="planner-boundaries"
            type="line"
            filter={['==', ['get', 'kind'], 'siteBoundary']}
            paint={{
              'line-color': ['case', ['get', 'selected'], '#111111', ['get', 'color']],
              'line-width': ['case', ['get', 'selected'], 4, 2.5],
              'line-dasharray': ['literal', [3, 1.5]],
            }}
          />
          <Layer
            id="planner-existing-turbines"
            type="circle"
            filter={['==', ['get', 'kind'], 'existingTurbine']}
            paint={{
              'circle-radius': ['interpolate', ['linear'], ['zoom'], 6, 2.5, 12, 6, 16, 9],
              'circle-color': ['get', 'color'],
              'circle-stroke-width': ['case', ['get', 'selected'], 3, 2],
              'circle-stroke-color': ['case', ['get', 'selected'], '#111111', '#2b2d30'],
            }}
          />
          <Layer
            id="planner-receptors"
            type="circle"
            filter={['==', ['get', 'kind'], 'receptor']}
            paint={{
              'circle-radius': ['interpolate', ['linear'], ['zoom'], 6, 2.5, 12, 5, 16, 8],
              'circle-color': ['get', 'color'],
              'circle-stroke-width': ['case', ['get', 'selected'], 3, 1.5],
              'circle-stroke-color': ['case', ['get', 'selected'], '#111111', '#ffffff'],
            }}
          />
          <Layer
            id="planner-turbine-flags"
            type="circle"
            filter={['all', ['==', ['get', 'kind'], 'turbine'], ['get', 'flagged']]}
            paint={{
              'circle-radius': ['interpolate', ['linear'], ['zoom'], 6, 7, 12, 13, 16, 17],
              'circle-opacity': 0,
              'circle-stroke-width': 3,
              'circle-stroke-color': '#e8590c',
            }}
          />
          <Layer
            id="planner-turbines"
            type="circle"
            filter={['==', ['get', 'kind'], 'turbine']}
            paint={{
              'circle-radius': ['interpolate', ['linear'], ['zoom'], 6, 3, 12, 7, 16, 10],
              'circle-color': ['get', 'color'],
              'circle-stroke-width': ['case', ['get', 'selected'], 3, ['get', 'tooClose'], 3, 1.5],
              'circle-stroke-color': [
                'case',
                ['get', 'selected'],
                '#111111',
                ['get', 'tooClose'],
                '#c92a2a',
                '#ffffff',
              ],
            }}
          />
          <Layer
            id="planner-structures"
            type="fill"
            filter={['in', ['get', 'kind'], FOOTPRINT_KINDS]}
            paint={{
              'fill-color': ['get', 'color'],
              'fill-opacity': ['case', ['get', 'selected'], 0.75, 0.55],
            }}
          />
          <Layer
            id="planner-structure-outlines"
            type="line"
            filter={['in', ['get', 'kind'], FOOTPRINT_KINDS]}
            paint={{
              'line-color': ['case', ['get', 'selected'], '#111111', '#2b2d30'],
              'line-width': ['case', ['get', 'selected'], 3, 1],
            }}
          />
          <Layer
            id="planner-barriers"
            type="line"
            filter={['==', ['get', 'kind'], 'noiseBarrier']}
            paint={{
              'line-color': ['case', ['get', 'selected'], '#111111', ['get', 'color']],
              'line-width': ['case', ['get', 'selected'], 5, 3],
              'line-dasharray': ['literal', [0.5, 0.5]],
            }}
          />
        </Source>
        <Source id="planner-preview" type="geojson" data={previewData}>
          <Layer
            id="planner-preview-areas"
            type="fill"
            filter={['==', ['get', 'kind'], 'solar']}
            paint={{ 'fill-color': '#e8590c', 'fill-opacity': 0.3 }}
          />
          <Layer
            id="planner-preview-lines"
            type="line"
            filter={['!=', ['get', 'kind'], 'turbine']}
            paint={{ 'line-color': '#e8590c', 'line-width': 2, 'line-dasharray': [2, 1] }}
          />
          <Layer
            id="planner-preview-points"
            type="circle"
            filter={['==', ['get', 'kind'], 'turbine']}
            paint={{
              'circle-radius': 6,
              'circle-color': '#ffffff',
              'circle-stroke-color': '#e8590c',
              'circle-stroke-width': 2.5,
            }}
          />
        </Source>
        {labels.map((object) => {
          const point = object.points[0] as PlannerPoint;
          const label = spacing.get(object.id);
          if (!label) return null;
          return (
            <Marker
              key={object.id}
              longitude={point.longitude}
              latitude={point.latitude}
              anchor="top"
              offset={[0, 10]}
            >
              <span className="planner-spacing-label" data-too-close={tooClose.has(object.id) || undefined}>
                {label.text}
              </span>
            </Marker>
          );
        })}
        <ReceptorLetters objects={labels} />
        <ConstraintAttributesPopup />
        <SketchLayer projectId={planner.projectId} />
        <MeasureLayer points={measured} />
        <ZtvLayer projectId={planner.projectId} />
        <ShadowLayer projectId={planner.projectId} />
        <NoiseLayer projectId={planner.projectId} />
        <ViewpointLayer planner={planner} onChosen={props.onViewpointChosen} />
        <ChangeMarkLabels projectId={planner.projectId} objects={planner.visibleObjects} />
        <DrawControl
          drawing={drawing}
          reshaping={reshaping}
          onDrawn={(_kind, coordinates) => mode.drawn(toolContext, toPoints(coordinates))}
          onReshaped={(coordinates) => {
            if (reshapingId !== null) props.onReshaped(reshapingId, toPoints(coordinates));
          }}
          onReady={setDrawReady}
        />
        <MapLegend planner={planner} />
        <StructureChooser planner={planner} />
        <SketchPanel planner={planner} labelAt={labelAt} onLabelDone={() => setLabelAt(null)} />
        {measuring ? (
          <MeasurePanel
            points={measured}
            onUndo={() => setMeasured((points) => points.slice(0, -1))}
            onClear={() => setMeasured([])}
          />
        ) : null}
      </MapView>
    </section>
  );
}
