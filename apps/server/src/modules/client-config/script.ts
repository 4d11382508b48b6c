import { createHash } from 'node:crypto';
import { BASEMAP_ATTRIBUTION, type ClientConfig, RUNTIME_CONFIG_GLOBAL } from '@vantage/contracts';
import { operations } from '@vantage/contracts/api';
import type { Config } from '../../config.js';

/** `/api/terrain/{z}/{x}/{y}`: the proxy's path, as its definition spells it. */
const TERRAIN_TILE_PATH = operations.getTerrainTile.path;

/** The dashboard's public run-time settings: the same in the API's answer and in its script. */
export function clientConfig(config: Config): ClientConfig {
  return {
    productName: config.PRODUCT_NAME,
    viewerUrl: config.VIEWER_URL ?? null,
    editorUrl: config.EDITOR_URL ?? null,
    // Where the dashboard signs in, the issuer the server verifies tokens against.
    oidcAuthority: config.issuer,
    oidcClientId: config.OIDC_AUDIENCE,
    viewerTiles: config.VIEWER_TILES_URL
      ? { url: config.VIEWER_TILES_URL, attribution: config.VIEWER_TILES_ATTRIBUTION ?? '' }
      : null,
    map: { styleUrl: config.MAP_STYLE_URL ?? null, basemapAttribution: BASEMAP_ATTRIBUTION },
    // The server's proxy, never the source: visitors do not contact it (../terrain-tiles).
    terrain: config.TERRAIN_TILES_URL
      ? {
          url: TERRAIN_TILE_PATH,
          encoding: config.TERRAIN_TILES_ENCODING,
          attribution: config.TERRAIN_TILES_ATTRIBUTION ?? '',
          maxZoom: config.TERRAIN_TILES_MAX_ZOOM,
        }
      : null,
    geocoder: config.GEOCODER_URL !== undefined,
  };
}

/** Characters JSON leaves as they are that may not stand as they are in an HTML script element. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The script that sets the settings as the global the dashboard reads before it starts
 * (RUNTIME_CONFIG_GLOBAL): served as `/config.js`, and put inline in the dashboard's pages
 * (../../http/spa.ts). JSON is a JavaScript expression; `<`, `>` and `&` are written
 * as escapes, so that no value (`</script>`, `<!--`) can end the script element or change how
 * the page parses, and U+2028/U+2029 too, which older engines do not take in a string.
 */
export function configScript(answer: ClientConfig): string {
  const json = JSON.stringify(answer).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
  return `window.${RUNTIME_CONFIG_GLOBAL} = Object.freeze(${json});\n`;
}

/** A Content-Security-Policy source that allows exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
