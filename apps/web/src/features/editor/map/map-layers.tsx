import type { MapLayer } from '@vantage/contracts/map-layers';
import { Layer, Source, useMap } from '@vis.gl/react-maplibre';
import { addProtocol } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';
import { fetchMapLayerTile, useMapLayers } from '../api/map-layer-calls';
import { useHiddenMapLayers } from '../state/map-layer-view';
import { CONSTRAINT_MAP_LAYERS } from './constraint-layers';

/**
 * The map's address of a layer's tiles: `map-layer://<id>/{z}/{x}/{y}`, read by the protocol
 * below from the server's tile operation (GET /api/map-layers/{id}/tiles/{z}/{x}/{y}) with the session's
 * credentials (docs/decisions/202-map-layers-through-the-server.md). The page never fetches from
 * a layer's source itself: its security policy stays `'self'`.
 */
const PROTOCOL = 'map-layer';
const TILE_ADDRESS = /^map-layer:\/\/(\d+)\/(\d+)\/(\d+)\/(\d+)$/;

addProtocol(PROTOCOL, async (request, abortController) => {
  const match = TILE_ADDRESS.exec(request.url);
  if (!match) throw new Error(`Not a map layer tile: ${request.url}`);
  const [, id, z, x, y] = match as unknown as [string, string, string, string, string];
  return { data: await fetchMapLayerTile(Number(id), { z, x, y }, abortController.signal) };
});

/**
 * MapLibre writes a source's attribution into its control as HTML; a layer's attribution is
 * what a member typed, so it goes in as text.
 */
export function attributionHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The subscription's map layers (aerial photographs, topographic maps) on the planner's map:
 * over the basemap and under everything of the plan (the constraint layers first), by order, the
 * highest nearest the plan, each at its opacity and with its attribution in the map's
 * attribution control. The map's container carries `data-map-layers` (the names drawn, joined
 * by "|"), for tests.
 */
export function MapLayers() {
  const layers = useMapLayers();
  const hidden = useHiddenMapLayers();
  const shown = useMemo(
    () =>
      [...layers].filter((layer) => !hidden.has(layer.id)).sort((a, b) => a.order - b.order || a.id - b.id),
    [layers, hidden],
  );
  const { current: mapRef } = useMap();
  useEffect(() => {
    const container = mapRef?.getMap().getContainer();
    if (!container) return;
    if (shown.length === 0) delete container.dataset.mapLayers;
    else container.dataset.mapLayers = shown.map((layer) => layer.name).join('|');
  }, [mapRef, shown]);
  // The stack follows the order, whatever order the layers arrived in: each moved just under the
  // plan, lowest first, so the last is nearest the plan. (After the sources' own effects, which
  // add them: a parent's effect runs after its children's.)
  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    for (const layer of shown) {
      const id = `planner-map-layer-${layer.id}`;
      if (map.getLayer(id) && map.getLayer(CONSTRAINT_MAP_LAYERS[0]!))
        map.moveLayer(id, CONSTRAINT_MAP_LAYERS[0]);
    }
  }, [mapRef, shown]);
  return (
    <>
      {shown.map((layer) => (
        <MapLayerSource key={layer.id} layer={layer} />
      ))}
    </>
  );
}

function MapLayerSource({ layer }: { layer: MapLayer }) {
  return (
    <Source
      id={`planner-map-layer-${layer.id}`}
      type="raster"
      tiles={[`${PROTOCOL}://${layer.id}/{z}/{x}/{y}`]}
      tileSize={256}
      attribution={attributionHtml(layer.attribution)}
    >
      <Layer
        id={`planner-map-layer-${layer.id}`}
        type="raster"
        beforeId={CONSTRAINT_MAP_LAYERS[0]}
        paint={{ 'raster-opacity': layer.opacity }}
      />
    </Source>
  );
}
