import { z } from 'zod/mini';

/**
 * The built-in offline basemap of the planner: Natural Earth land and country borders as
 * Mapbox vector tiles (`GET /api/basemap/{z}/{x}/{y}`), used when the operator configures no
 * map style (ClientConfig `map.styleUrl` null).
 */

/** The deepest zoom the server makes tiles for; the map overzooms beyond it. */
export const BASEMAP_MAX_ZOOM = 10;

/** The tiles' layers: land as polygons, borders between countries as lines. */
export const BASEMAP_LAYERS = { land: 'land', borders: 'borders' } as const;

/** The tiles' content type: a Mapbox vector tile (protocol buffers, spec version 2). */
export const VECTOR_TILE_TYPE = 'application/vnd.mapbox-vector-tile';

/** Natural Earth is in the public domain; the planner credits it nevertheless. */
export const BASEMAP_ATTRIBUTION = 'Natural Earth';

const tileNumber = (max: number) => z.coerce.number().check(z.int(), z.minimum(0), z.maximum(max));

/** Zoom 0–10; `x` and `y` 0 to 2^z − 1 (Web Mercator tile numbers, `y` from the north). */
export const BasemapTileParams = z
  .object({
    z: tileNumber(BASEMAP_MAX_ZOOM),
    x: tileNumber(2 ** BASEMAP_MAX_ZOOM - 1),
    y: tileNumber(2 ** BASEMAP_MAX_ZOOM - 1),
  })
  .check(
    z.superRefine((tile, issue) => {
      const size = 2 ** tile.z;
      for (const axis of ['x', 'y'] as const) {
        if (tile[axis] >= size)
          issue.addIssue({
            code: 'custom',
            path: [axis],
            message: `must be less than ${size} at zoom ${tile.z}`,
            input: tile[axis],
          });
      }
    }),
  );
export type BasemapTileParams = z.infer<typeof BasemapTileParams>;
