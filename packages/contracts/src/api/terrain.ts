import { ViewerParams } from '../publishing.js';
import { TERRAIN_GRID_TYPE, TerrainModel, TerrainModelParams, TerrainTileParams } from '../terrain.js';
import { binary, defineOperation, empty, json } from './define.js';

const tag = 'Terrain';

export const getTerrainTile = defineOperation({
  id: 'getTerrainTile',
  method: 'GET',
  path: '/api/terrain/{z}/{x}/{y}',
  tag,
  summary:
    "Public: one tile of the operator's terrain source (TERRAIN_TILES_URL), fetched and cached by the server",
  description:
    "A PNG whose pixels encode heights in the source's encoding (ClientConfig `terrain.encoding`: Terrarium or Mapbox Terrain-RGB). The server fetches the tile from the configured source without any of the caller's headers or cookies, follows no redirect, checks that the answer is a PNG of at most 2 MB and keeps it in a cache bounded in bytes; concurrent requests for one tile share one fetch. `z` is 0 to the source's most detailed zoom (ClientConfig `terrain.maxZoom`, at most 15) and `x`, `y` are 0 to 2^z − 1, written in digits, else 400. 404 when no terrain source is configured, or the source has no such tile; 502 when the source fails or answers something else than a PNG; 504 when it does not answer in time. 429 (with `Retry-After` in seconds) when the tile is not cached and fetching it would pass the per-process limits of new fetches from the source, per client address or in total (TERRAIN_TILES_FETCHES_PER_CLIENT_PER_MINUTE, TERRAIN_TILES_FETCHES_PER_MINUTE); cached tiles are not counted. Cached for a day (`Cache-Control: public, max-age=86400`).",
  access: 'public',
  params: TerrainTileParams,
  answers: { 200: binary(['image/png'], 'The terrain tile.') },
  errors: [429, 502, 504],
});

export const uploadTerrainModel = defineOperation({
  id: 'uploadTerrainModel',
  method: 'PUT',
  path: '/api/projects/{projectId}/terrain-model',
  tag,
  summary:
    'Upload or replace the project\'s terrain model: a single-band GeoTIFF of heights in metres, multipart field "file"',
  description:
    "The GeoTIFF must be georeferenced (ModelTiepoint and ModelPixelScale, or ModelTransformation) in one of the coordinate systems `GET /api/coordinate-systems` lists, at most 50 MB and 25 megapixels, uncompressed or compressed with LZW, Deflate or PackBits, in at most 100,000 strips or tiles of at most 16 MB each decoded; GDAL_NODATA marks cells without data. The server resamples it (bilinear) to a regular WGS 84 longitude/latitude grid of at most 1024 cells on its longest side and keeps that grid (`getTerrainModelGrid`). 400 names what cannot be read (not a TIFF, more than one band, no georeference, an unlisted or user-defined coordinate system, another compression, over a limit, a strip or tile that decodes beyond its declared size, a reading that needs more than 1 GB or 60 s), and nothing is stored. 429 (with `Retry-After`) when the organisation already has 4 uploads of photos and terrain models in flight, or the server 32. Needs the terrain model feature (`TerrainAhn`) Enabled, and the right to change the project's content.",
  access: 'account',
  params: TerrainModelParams,
  bodyTypes: ['upload'],
  answers: { 200: json(TerrainModel) },
  errors: [429],
});

export const getTerrainModel = defineOperation({
  id: 'getTerrainModel',
  method: 'GET',
  path: '/api/projects/{projectId}/terrain-model',
  tag,
  summary: "The project's terrain model (extent, size, heights, version); 404 when it has none",
  access: 'account',
  params: TerrainModelParams,
  answers: { 200: json(TerrainModel) },
});

export const getTerrainModelGrid = defineOperation({
  id: 'getTerrainModelGrid',
  method: 'GET',
  path: '/api/projects/{projectId}/terrain-model/grid',
  tag,
  summary: "The project's terrain model grid: width × height little-endian float32 heights, row 0 north",
  description:
    'NaN where the model has no data. The ETag is the model\'s version (`"<version>"`); sent gzip-compressed when the client accepts it.',
  access: 'account',
  params: TerrainModelParams,
  answers: { 200: binary([TERRAIN_GRID_TYPE], 'The height grid.') },
});

export const deleteTerrainModel = defineOperation({
  id: 'deleteTerrainModel',
  method: 'DELETE',
  path: '/api/projects/{projectId}/terrain-model',
  tag,
  summary: "Remove the project's terrain model",
  access: 'account',
  params: TerrainModelParams,
  answers: { 204: empty() },
});

export const getViewerTerrainModelGrid = defineOperation({
  id: 'getViewerTerrainModelGrid',
  method: 'GET',
  path: '/api/projects/viewer/{id}/terrain-model/grid',
  tag,
  summary: 'Public: the terrain model grid of a published presentation (ViewerProject `terrainModel`)',
  description:
    'The same bytes as `getTerrainModelGrid`, by publication key; 404 when the presentation has no terrain model or is not published.',
  access: 'public',
  params: ViewerParams,
  headers: ['publicationKey'],
  answers: { 200: binary([TERRAIN_GRID_TYPE], 'The height grid.') },
});
