import {
  CreateMapLayerRequest,
  MAP_LAYER_MAX_ZOOM,
  MAP_LAYERS_MAX,
  MapLayer,
  MapLayerParams,
  MapLayerTileParams,
  UpdateMapLayerRequest,
} from '../map-layers.js';
import { binary, defineOperation, empty, json, list } from './define.js';

const tag = 'Map layers';
const manage =
  'Owners, Administrators and Team members (403 for the others and for an expired subscription); another subscription’s layer is 404.';

export const listMapLayers = defineOperation({
  id: 'listMapLayers',
  method: 'GET',
  path: '/api/map-layers',
  tag,
  summary: 'The subscription’s map layers (WMS, WMTS, XYZ) by order, then as added; X-Total-Count',
  description: `Every member of the subscription (Observers too). At most ${MAP_LAYERS_MAX} layers, one page.`,
  access: 'account',
  action: 'project.list',
  answers: { 200: list(MapLayer) },
});

export const createMapLayer = defineOperation({
  id: 'createMapLayer',
  method: 'POST',
  path: '/api/map-layers',
  tag,
  summary: 'Add a map layer by URL: a WMS (GetMap 1.3.0, EPSG:3857), a WMTS or an XYZ tile template',
  description: `${manage} The address is http or https, without user name, password or fragment, at most 2,000 characters; an XYZ template carries {z}, {x} and {y}, a WMTS template {TileMatrix}, {TileCol} and {TileRow} (or {z}, {x}, {y}) of the GoogleMapsCompatible (EPSG:3857) matrix set; a WMS address has no placeholders and names its layers in \`wmsLayers\`. At most ${MAP_LAYERS_MAX} per subscription (400). Nothing is fetched when a layer is added.`,
  access: 'account',
  action: 'mapLayer.manage',
  body: CreateMapLayerRequest,
  answers: { 201: json(MapLayer) },
});

export const updateMapLayer = defineOperation({
  id: 'updateMapLayer',
  method: 'PUT',
  path: '/api/map-layers/{id}',
  tag,
  summary:
    'Rename a map layer or change its attribution, opacity or order; 412 when If-Match names an older version',
  description: manage,
  access: 'account',
  action: 'mapLayer.manage',
  params: MapLayerParams,
  body: UpdateMapLayerRequest,
  headers: ['ifMatch'],
  answers: { 200: json(MapLayer, { headers: ['ETag'] }) },
  errors: [412],
});

export const deleteMapLayer = defineOperation({
  id: 'deleteMapLayer',
  method: 'DELETE',
  path: '/api/map-layers/{id}',
  tag,
  summary: 'Delete a map layer',
  description: manage,
  access: 'account',
  action: 'mapLayer.manage',
  params: MapLayerParams,
  answers: { 204: empty() },
});

export const getMapLayerTile = defineOperation({
  id: 'getMapLayerTile',
  method: 'GET',
  path: '/api/map-layers/{id}/tiles/{z}/{x}/{y}',
  tag,
  summary: 'One tile of a map layer (256 × 256 px, EPSG:3857), fetched from its source by the server',
  description: `Every member of the subscription; another subscription’s layer is 404. \`z\` is 0 to ${MAP_LAYER_MAX_ZOOM}, \`x\` and \`y\` 0 to 2^z − 1, in digits. The server builds the source's address from the layer (a WMS GetMap's BBOX from the tile) and fetches it without any of the caller's headers or cookies, following no redirect, refusing a source whose host resolves to a private, loopback or link-local address (unless the operator lists its origin in MAP_LAYER_PRIVATE_ORIGINS), and checks that the answer is a PNG, JPEG, WebP or GIF image of at most 4 MB; answers are cached by the server and for an hour by the browser (\`Cache-Control: private\`). 404 when the source has no such tile; 502 when the source fails, is refused or answers something else than an image; 504 when it does not answer in time; 429 with \`Retry-After\` when a tile not cached yet would pass the caller's address's budget of new fetches (MAP_LAYER_FETCHES_PER_CLIENT_PER_MINUTE; cached tiles do not count).`,
  access: 'account',
  action: 'project.list',
  params: MapLayerTileParams,
  answers: { 200: binary(['image/png', 'image/jpeg', 'image/webp', 'image/gif'], 'The tile.') },
  errors: [429, 502, 504],
});
