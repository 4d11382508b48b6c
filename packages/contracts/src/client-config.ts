import { z } from 'zod/mini';
import { TerrainTiles } from './terrain.js';

/**
 * `GET /api/client-config`: the server settings the dashboard needs at run time, public (the
 * viewer page asks before anyone signs in). `viewerUrl` / `editorUrl` are the planner's 3D
 * viewer and editor (VIEWER_URL, EDITOR_URL); null when this installation has none, and then
 * the dashboard uses its own `/viewer/` page and shows that the editor is not configured.
 */
export const ClientConfig = z.object({
  productName: z.string(),
  viewerUrl: z.nullable(z.string()),
  editorUrl: z.nullable(z.string()),
  /** The OIDC realm base (`OIDC_ISSUER`, or the embedded provider's realm). */
  oidcAuthority: z.string(),
  /** The client id the dashboard signs in as (`OIDC_AUDIENCE`, `planner_dash`). */
  oidcClientId: z.string(),
  /**
   * The public 3D viewer's optional basemap (VIEWER_TILES_URL, an XYZ raster template with
   * {z}/{x}/{y}, and its attribution); null: neutral ground and sea, works offline.
   */
  viewerTiles: z.nullable(z.object({ url: z.string(), attribution: z.string() })),
  /**
   * The planner's map. `styleUrl`: the operator's MapLibre style (MAP_STYLE_URL, http or
   * https), or null: then the planner draws the built-in offline basemap
   * (`GET /api/basemap/{z}/{x}/{y}`, layers `land` and `borders`) and shows
   * `basemapAttribution` ("Natural Earth") with it.
   */
  map: z.object({ styleUrl: z.nullable(z.string()), basemapAttribution: z.string() }),
  /**
   * The operator's terrain tiles (TERRAIN_TILES_URL, fetched by the server and served at
   * `/api/terrain/{z}/{x}/{y}`), or null: then only a project's own terrain model gives heights.
   */
  terrain: z.nullable(TerrainTiles),
  /**
   * Whether the operator configured a geocoder (GEOCODER_URL): then the planner's place search
   * also asks `GET /api/geocode`; false: it searches only coordinates and the project's objects.
   */
  geocoder: z.boolean(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
