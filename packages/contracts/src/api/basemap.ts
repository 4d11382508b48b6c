import { BasemapTileParams, VECTOR_TILE_TYPE } from '../basemap.js';
import { binary, defineOperation } from './define.js';

export const getBasemapTile = defineOperation({
  id: 'getBasemapTile',
  method: 'GET',
  path: '/api/basemap/{z}/{x}/{y}',
  tag: 'Basemap',
  summary: 'Public: one tile of the offline basemap (Natural Earth land and country borders)',
  description:
    'A Mapbox vector tile with the layers `land` (polygons) and `borders` (lines between countries); a layer without features is left out, so a tile of open sea is empty (200 with no bytes). Natural Earth 1:110m for zoom 0–2, 1:50m for 3–4, 1:10m from 5; no tiles beyond zoom 10 (the map overzooms). Cached for a day (`Cache-Control: public, max-age=86400`); sent gzip-compressed when the client accepts it. 429 (with `Retry-After`) while too many new tiles wait to be cut.',
  access: 'public',
  params: BasemapTileParams,
  answers: { 200: binary([VECTOR_TILE_TYPE], 'The vector tile (possibly empty).') },
  errors: [429],
});
