import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Runs the served script as the browser would and answers what it set. */
function evaluate(script: string): unknown {
  const window: Record<string, unknown> = {};
  runInNewContext(script, { window });
  return window.__VANTAGE_CONFIG__;
}

/** The answer of a server on its defaults: the embedded provider, no viewer, editor or viewer basemap; the built-in planner map. */
const DEFAULT_ANSWER = {
  productName: 'Vantage',
  viewerUrl: null,
  editorUrl: null,
  oidcAuthority: 'http://localhost:8080/realms/planner',
  oidcClientId: 'planner_dash',
  viewerTiles: null,
  map: { styleUrl: null, basemapAttribution: 'Natural Earth' },
  terrain: null,
  geocoder: false,
};

describe('GET /api/client-config', () => {
  it('answers without sign-in, with null URLs when the viewer and editor are not configured', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_ANSWER);
  });

  it('passes VIEWER_URL, EDITOR_URL and PRODUCT_NAME through', async () => {
    t = await createTestApp({
      VIEWER_URL: 'https://viewer.example.com/app/',
      EDITOR_URL: 'https://editor.example.com/',
      PRODUCT_NAME: 'Windview',
    });
    const res = await t.app.inject({ url: '/api/client-config' });
    expect(res.json()).toMatchObject({
      productName: 'Windview',
      viewerUrl: 'https://viewer.example.com/app/',
      editorUrl: 'https://editor.example.com/',
      viewerTiles: null,
    });
  });

  it("passes the planner's map style (MAP_STYLE_URL) through, else null: the built-in basemap", async () => {
    t = await createTestApp({ MAP_STYLE_URL: 'https://tiles.example.com/styles/planner/style.json' });
    const res = await t.app.inject({ url: '/api/client-config' });
    expect(res.json().map).toEqual({
      styleUrl: 'https://tiles.example.com/styles/planner/style.json',
      basemapAttribution: 'Natural Earth',
    });
    expect(evaluate((await t.app.inject({ url: '/config.js' })).body)).toMatchObject({ map: res.json().map });
  });

  it("passes the 3D viewer's basemap (VIEWER_TILES_URL and its attribution) through", async () => {
    t = await createTestApp({
      VIEWER_TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      VIEWER_TILES_ATTRIBUTION: '© Example contributors',
    });
    const res = await t.app.inject({ url: '/api/client-config' });
    expect(res.json().viewerTiles).toEqual({
      url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      attribution: '© Example contributors',
    });
  });
});

describe('GET /api/client-config: terrain', () => {
  it("names the server's proxy, never the source, with the source's encoding, attribution and zoom", async () => {
    t = await createTestApp({
      TERRAIN_TILES_URL: 'https://terrain.example.com/v1/{z}/{x}/{y}.png?key=operator-secret',
      TERRAIN_TILES_ENCODING: 'mapbox',
      TERRAIN_TILES_ATTRIBUTION: '© Example Elevation',
      TERRAIN_TILES_MAX_ZOOM: '13',
    });
    const res = await t.app.inject({ url: '/api/client-config' });
    expect(res.json().terrain).toEqual({
      url: '/api/terrain/{z}/{x}/{y}',
      encoding: 'mapbox',
      attribution: '© Example Elevation',
      maxZoom: 13,
    });
    // The source's address (and any key in it) stays on the server.
    expect(res.body).not.toContain('terrain.example.com');
    const script = (await t.app.inject({ url: '/config.js' })).body;
    expect(script).not.toContain('operator-secret');
    expect(evaluate(script)).toMatchObject({ terrain: res.json().terrain });
  });

  it('defaults to Terrarium, no attribution and zoom 15', async () => {
    t = await createTestApp({ TERRAIN_TILES_URL: 'http://tiles.internal:8081/{z}/{x}/{y}.png' });
    const res = await t.app.inject({ url: '/api/client-config' });
    expect(res.json().terrain).toEqual({
      url: '/api/terrain/{z}/{x}/{y}',
      encoding: 'terrarium',
      attribution: '',
      maxZoom: 15,
    });
  });
});

describe('GET /config.js (the identity server at run time)', () => {
  it('the embedded provider: its realm on PUBLIC_URL and the client planner_dash', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(evaluate(res.body)).toEqual(DEFAULT_ANSWER);
  });

  it("carries the API's whole answer, so that no page asks for it on its first load", async () => {
    t = await createTestApp({
      VIEWER_URL: 'https://viewer.example.com/app/',
      EDITOR_URL: 'https://editor.example.com/',
      PRODUCT_NAME: 'Windview "North" </script>',
      VIEWER_TILES_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      VIEWER_TILES_ATTRIBUTION: '© Example contributors\u2028',
    });
    const answer = (await t.app.inject({ url: '/api/client-config' })).json();
    expect(answer.viewerTiles).not.toBeNull();
    expect(evaluate((await t.app.inject({ url: '/config.js' })).body)).toEqual(answer);
  });

  it('a server started with another OIDC_ISSUER advertises that issuer, in the script and the API', async () => {
    t = await createTestApp({
      OIDC_ISSUER: 'https://id.example.com/realms/planner/',
      OIDC_AUDIENCE: 'planner_dash_staging',
    });
    const expected = {
      oidcAuthority: 'https://id.example.com/realms/planner',
      oidcClientId: 'planner_dash_staging',
    };
    expect(evaluate((await t.app.inject({ url: '/config.js' })).body)).toMatchObject(expected);
    expect((await t.app.inject({ url: '/api/client-config' })).json()).toMatchObject(expected);
    // The embedded provider is not mounted then.
    expect((await t.app.inject({ url: '/realms/planner/.well-known/openid-configuration' })).statusCode).toBe(
      404,
    );
  });
});
