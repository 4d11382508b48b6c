import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/client-config', () => {
  it('answers without sign-in, with null URLs when the viewer and editor are not configured', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      productName: 'Vantage',
      viewerUrl: null,
      editorUrl: null,
      viewerTiles: null,
    });
  });

  it('passes VIEWER_URL, EDITOR_URL and PRODUCT_NAME through', async () => {
    t = await createTestApp({
      VIEWER_URL: 'https://viewer.example.com/app/',
      EDITOR_URL: 'https://editor.example.com/',
      PRODUCT_NAME: 'Windview',
    });
    const res = await t.app.inject({ url: '/api/client-config' });
    expect(res.json()).toEqual({
      productName: 'Windview',
      viewerUrl: 'https://viewer.example.com/app/',
      editorUrl: 'https://editor.example.com/',
      viewerTiles: null,
    });
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
