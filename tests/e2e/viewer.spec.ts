import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_USERS } from './support/config';
import { type DedicatedServer, startDedicatedServer } from './support/dedicated-server';
import { recordFirstSeen } from './support/first-seen';
import { DEMO_PUBLICATION_KEY } from './support/presentations';
import { difference, parkBand, settled, shot, visiblePart } from './support/scene-pixels';

/** Software WebGL comes with the 'webgl' project (playwright.config.ts); the 3D viewer's window size here. */
test.use({ viewport: { width: 1280, height: 720 } });

/** The public viewer and the editor stand-in, without sign-in. */
test('an unknown publication key shows a clear page, without asking to sign in', async ({ page }) => {
  await page.goto('/viewer/?project=no-such-key');
  await expect(page.getByRole('heading', { name: 'This presentation is not available' })).toBeVisible();
  await expect(page.getByText('the presentation was withdrawn by its publisher')).toBeVisible();
  await expect(page).toHaveURL(/\/viewer\/\?project=no-such-key$/);
  await expectNoAxeViolations(page);
});

test('a viewer link without a key says it names no presentation', async ({ page }) => {
  await page.goto('/viewer/');
  await expect(page.getByText('This link does not name a presentation.')).toBeVisible();
});

test("the editor path opens Vantage's planner when EDITOR_URL is unset: signed out, it asks to sign in first", async ({
  page,
  request,
}) => {
  const config = await request.get('/api/client-config');
  expect(await config.json()).toMatchObject({ viewerUrl: null, editorUrl: null });
  await page.goto('/editor/#projectId=1');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * A page whose code does not arrive (after a new version is deployed, its old files are gone;
 * or the connection drops): words and a Reload button, not React Router's page for developers.
 */
test('a page whose code cannot be loaded says so in words, and Reload brings it', async ({ page }) => {
  const editorCode = /\/assets\/editor-page-[^/]+\.js$/;
  await page.route(editorCode, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/editor/#projectId=1');
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByText('Vantage may have been updated since you opened it')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.unroute(editorCode);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
});

/**
 * The public viewer is drawn without the session and the hub: a visitor who is signed in to the
 * dashboard in the same browser makes none of the session's calls and does not connect to the
 * hub. (That its files carry no OIDC client is the budget check's: scripts/check-bundle-budget.mjs.)
 */
test('a viewer link makes no session calls, even when signed in', async ({ page }) => {
  await useSignedInSession(page, DEMO_USERS.owner);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`/viewer/?project=${DEMO_PUBLICATION_KEY}`);
  await expect(page.getByRole('heading', { name: 'Noordzee Wind Park', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');

  expect(
    requests.some((path) => path.startsWith('/api/projects/viewer/')),
    'the viewer asked for its presentation',
  ).toBe(true);
  const sessionCalls = requests.filter((path) =>
    /^\/(api\/user\/|api\/user-accounts|api\/notifications|signalr)/.test(path),
  );
  expect(sessionCalls, 'calls of the signed-in session on a viewer link').toEqual([]);
});

/**
 * The page needs the client configuration (to know whether to forward to the
 * planner's own viewer, and the basemap) before it shows the presentation. It asked the API for
 * it, and the entry later asked beside the presentation; then /config.js, which every page
 * loaded before the app, carried the configuration; now the page itself carries it (the server
 * puts the script inline), so a viewer link asks only for its presentation, once, and the
 * dashboard does not ask for the configuration either.
 */
test('a viewer link asks only for its presentation: the client configuration comes in the page', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`/viewer/?project=${DEMO_PUBLICATION_KEY}&view=list`);
  await expect(page.getByRole('heading', { name: 'Noordzee Wind Park', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path === '/config.js')).toEqual([]);
  expect(requests.filter((path) => path === `/api/projects/viewer/${DEMO_PUBLICATION_KEY}`)).toHaveLength(1);
  expect(requests.filter((path) => path === '/api/client-config')).toEqual([]);

  requests.length = 0;
  await useSignedInSession(page, DEMO_USERS.owner);
  await page.goto('/dash/projects');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible({ timeout: 30_000 });
  // The projects are asked for once the subscription is known, which on a busy machine can
  // come after a quiet half second (networkidle): wait for the request itself.
  await expect
    .poll(() => requests.filter((path) => path.startsWith('/api/projects')).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path === '/api/client-config')).toEqual([]);
});

/**
 * The public 3D viewer, in Chromium with software WebGL (SwiftShader), signed out,
 * on the seeded demo presentation "Noordzee Wind Park" (turbines offshore from Egmond beach).
 */
test.describe('the 3D viewer', () => {
  // Software GL on a shared machine: the first frame can take a while.
  test.describe.configure({ timeout: 150_000 });
  const DEMO = `/viewer/?project=${DEMO_PUBLICATION_KEY}`;
  type Viewer = {
    defaultViewpoint: number;
    viewpoints: Array<{
      id: number;
      name: string;
      pan: number;
      fieldOfView: number;
      position: { longitude: number; latitude: number };
    }>;
    scenarios: Array<{
      id: number;
      name: string;
      plannerObjects: Array<{ layout: string; points: Array<{ longitude: number; latitude: number }> }>;
    }>;
  };

  let errors: string[];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
  });
  test.afterEach(() => {
    expect(errors, 'console errors').toEqual([]);
  });

  async function demoAnswer(page: Page): Promise<Viewer> {
    const response = await page.request.get(`/api/projects/viewer/${DEMO_PUBLICATION_KEY}`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as Viewer;
  }

  test('the demo link, signed out, shows the turbines where the park lies and nowhere else', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      reducedMotion: 'reduce',
      viewport: { width: 1280, height: 720 },
    });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const viewer = await demoAnswer(page);
    await page.goto(DEMO);
    await expect(page.getByRole('heading', { name: 'Noordzee Wind Park', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: /^Egmond aan Zee beach/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: /^Wind farm\b/ }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await settled(page);
    const withPark = await shot(page);
    // The view is centred in the part the panel leaves, its field of view across that part.
    const visible = await visiblePart(page);
    expect(visible.x0, "the panel's right edge").toBeGreaterThan(300);

    await page.getByRole('button', { name: /^Current situation/ }).click();
    await expect(page).toHaveURL(/[?&]scenario=\d+/);
    await expect(page.getByRole('button', { name: /^Current situation/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await settled(page);
    const current = await shot(page);

    // Where the park must appear: the turbines' bearings from the beach, through the camera's
    // horizontal field of view (centred on the viewpoint's direction in the visible part), plus a
    // rotor's width.
    const band = parkBand(viewer, visible);
    const diff = await difference(page, withPark, current, band);
    expect(diff.inside, 'pixels of the turbines').toBeGreaterThan(30);
    expect(
      diff.outside,
      `pixels changed outside the park, within [x0, y0, x1, y1] = ${JSON.stringify(diff.outsideAt)}`,
    ).toBe(0);
    // Near the horizon (the camera looks level): at most a few degrees above it.
    expect(diff.bottom).toBeLessThanOrEqual(diff.height / 2 + 4);
    expect(diff.top).toBeGreaterThan(diff.height / 2 - 60);
    await context.close();
  });

  test('clicking a viewpoint flies there and the link follows; the deep link opens there', async ({
    page,
    browser,
  }) => {
    const viewer = await demoAnswer(page);
    const pier = viewer.viewpoints.find((v) => v.name === 'IJmuiden pier')!;
    await page.goto(DEMO);
    await settled(page);
    const before = await shot(page);
    await page.getByRole('button', { name: /^IJmuiden pier/ }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]viewpoint=${pier.id}(&|$)`));
    await expect(page.getByTestId('viewer-3d')).toHaveAttribute('data-viewpoint', String(pier.id));
    await settled(page);
    const after = await shot(page);
    expect((await difference(page, before, after)).inside).toBeGreaterThan(100);
    await expect(page.getByRole('img', { name: /from IJmuiden pier/ })).toBeVisible();

    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const deep = await context.newPage();
    await deep.goto(`${DEMO}&viewpoint=${pier.id}`);
    await expect(deep.getByTestId('viewer-3d')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await expect(deep.getByRole('button', { name: /^IJmuiden pier/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(deep.getByRole('img', { name: /from IJmuiden pier, looking 290°/ })).toBeVisible();
    await context.close();
  });

  test('a tour plays from viewpoint to viewpoint and pauses', async ({ page }) => {
    await page.goto(DEMO);
    await settled(page);
    const start = await shot(page);
    await page.getByRole('button', { name: 'Play tour Along the coast' }).click();
    await expect(page.getByTestId('viewer-3d')).toHaveAttribute('data-moving', 'true');
    // The first stop is the Wijk aan Zee dunes; the link follows the tour.
    await expect(page.getByRole('button', { name: /^Wijk aan Zee dunes/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: /^IJmuiden pier/ })).toHaveAttribute(
      'aria-pressed',
      'true',
      {
        timeout: 20_000,
      },
    );
    await page.getByRole('button', { name: 'Pause tour Along the coast' }).click();
    await expect(page.getByTestId('viewer-3d')).toHaveAttribute('data-moving', 'false');
    await expect(page.getByRole('button', { name: 'Play tour Along the coast' })).toBeVisible();
    await settled(page);
    expect((await difference(page, start, await shot(page))).inside).toBeGreaterThan(100);
  });

  test('an idle view draws no frames; looking around draws them again', async ({ page }) => {
    await page.goto(DEMO);
    await settled(page);
    const canvas = page.getByRole('img', { name: /^3D view of/ });
    const frames = async () => Number(await canvas.getAttribute('data-frames'));
    const before = await frames();
    expect(before).toBeGreaterThan(0);
    // Two seconds of nothing happening: the main thread is left alone (no render loop).
    await page.waitForTimeout(2_000);
    expect(await frames()).toBe(before);
    await canvas.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(frames).toBeGreaterThan(before);
    const after = await frames();
    await page.waitForTimeout(2_000);
    expect(await frames()).toBe(after);
  });

  test("the scene is built and drawn in a worker, off the page's main thread", async ({ page }) => {
    const worker = page.waitForEvent('worker');
    await page.goto(DEMO);
    await settled(page);
    await worker;
    const canvas = page.getByRole('img', { name: /^3D view of/ });
    await expect(canvas).toHaveAttribute('data-renderer', 'worker');
    expect(Number(await canvas.getAttribute('data-frames'))).toBeGreaterThan(0);
    // The first frame is marked on the page's timeline, for the viewer benchmark.
    const marks = await page.evaluate(() => performance.getEntriesByName('viewer-first-frame').length);
    expect(marks).toBe(1);
  });

  test('the page probes WebGL once: the offscreen canvas the worker will draw on', async ({ page }) => {
    // Each probe creates a WebGL context on the page's main thread (~15–40 ms, four times that
    // on Lighthouse's phone): where the worker draws, the page's own canvas needs none.
    await page.addInitScript(() => {
      const probes: string[] = [];
      (window as unknown as { webglProbes: string[] }).webglProbes = probes;
      for (const [name, prototype] of [
        ['page', HTMLCanvasElement.prototype],
        ['offscreen', OffscreenCanvas.prototype],
      ] as const) {
        const original = prototype.getContext as (...a: unknown[]) => unknown;
        prototype.getContext = function (this: unknown, type: string, ...rest: unknown[]) {
          if (type === 'webgl2') probes.push(name);
          return original.call(this, type, ...rest);
        } as never;
      }
    });
    await page.goto(DEMO);
    await settled(page);
    await expect(page.getByRole('img', { name: /^3D view of/ })).toHaveAttribute('data-renderer', 'worker');
    expect(await page.evaluate(() => (window as unknown as { webglProbes: string[] }).webglProbes)).toEqual([
      'offscreen',
    ]);
  });

  test('a browser whose offscreen canvas has no WebGL 2 draws the scene on the page', async ({ page }) => {
    await page.addInitScript(() => {
      // Safari 16.4–16.7: OffscreenCanvas, but without WebGL.
      const original = OffscreenCanvas.prototype.getContext as (...a: unknown[]) => unknown;
      OffscreenCanvas.prototype.getContext = function (this: unknown, type: string, ...rest: unknown[]) {
        if (type === 'webgl2' || type === 'webgl') return null;
        return original.call(this, type, ...rest);
      } as never;
    });
    await page.goto(DEMO);
    await settled(page);
    const canvas = page.getByRole('img', { name: /^3D view of/ });
    await expect(canvas).toHaveAttribute('data-renderer', 'page');
    expect(Number(await canvas.getAttribute('data-frames'))).toBeGreaterThan(0);
  });

  test('a browser that cannot draw in a worker draws the scene on the page', async ({ page }) => {
    await page.addInitScript(() => {
      // A browser whose canvas cannot hand its drawing to a worker (Safari before 16.4).
      // @ts-expect-error: deleting a method the types require.
      delete HTMLCanvasElement.prototype.transferControlToOffscreen;
    });
    await page.goto(DEMO);
    await settled(page);
    const canvas = page.getByRole('img', { name: /^3D view of/ });
    await expect(canvas).toHaveAttribute('data-renderer', 'page');
    expect(Number(await canvas.getAttribute('data-frames'))).toBeGreaterThan(0);
    expect(page.workers()).toEqual([]);
    // The turbines are there: looking around changes the picture.
    const before = await shot(page);
    await canvas.focus();
    await page.keyboard.press('ArrowLeft');
    await settled(page);
    expect((await difference(page, before, await shot(page))).inside).toBeGreaterThan(100);
  });

  test('the 3D view is drawn as soon as its code is here, not held back behind the spinner', async ({
    page,
  }) => {
    // When the page first draws, the 3D view's code is still on its way: the spinner shows.
    // Through React.lazy and Suspense, the view came 300 ms or more after the spinner even when
    // its code arrived a few milliseconds after it: React throttles the reveal of a Suspense
    // boundary's content with a 300 ms timer. The page's clock is stopped here and moved on by
    // 1 ms at a time while the page loads, so a busy machine's slowness does not count: the
    // view must be drawn before the page's clock has moved 300 ms past the spinner.
    const firstSeen = await recordFirstSeen(page, {
      spinner: { selector: '[aria-label="Loading presentation"]' },
      view: { selector: '[data-testid="viewer-3d"]' },
    });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto(DEMO, { waitUntil: 'commit' });
    const view = page.getByTestId('viewer-3d');
    for (let step = 0; step < 2_000 && !(await view.isVisible()); step += 1) await page.clock.runFor(1);
    await expect(view).toBeVisible();
    const seen = await firstSeen.read();
    expect(seen.spinner).toBeDefined();
    expect(seen.view! - seen.spinner!).toBeLessThan(300);
  });

  test('the panel scrolls in its scroll area when it is taller than the window', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto(DEMO);
    await settled(page);
    const viewport = page.locator('.mantine-ScrollArea-viewport').first();
    const scrollable = await viewport.evaluate((element) => element.scrollHeight > element.clientHeight);
    expect(scrollable).toBe(true);
    // The scrollbar's thumb shows on hover only when ScrollArea's own ref reached the viewport.
    await viewport.hover();
    await expect(page.locator('.mantine-ScrollArea-thumb').first()).toBeVisible();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => viewport.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  });

  test('says how the view was made, copies the link and keeps the list view', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(DEMO);
    await settled(page);
    await page.getByRole('button', { name: 'How this view was made' }).click();
    const facts = page.getByRole('dialog', { name: 'How this view was made' });
    await expect(facts).toContainText('52.62050° N, 4.62400° E');
    await expect(facts).toContainText('60° horizontal');
    await expect(facts).toContainText('6 × wind turbine: hub height 125 m');
    await expect(facts).toContainText('2025-06-21 17:30 UTC');
    // Land and sea from the coastline in the build; the run's terrain tiles (flat here) named.
    await expect(facts).toContainText(
      'None: land and sea are coloured from Natural Earth 1:10m coastlines, good to a few hundred metres.',
    );
    await expect(facts).toContainText('6 m above the ground');
    await expect(facts).toContainText('From terrain tiles (E2E synthetic hill)');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`project=${DEMO_PUBLICATION_KEY}&viewpoint=\\d+&scenario=\\d+$`));

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByTestId('viewer-viewpoint')).toHaveCount(4);
    await page.getByRole('button', { name: '3D view' }).click();
    await expect(page.getByTestId('viewer-3d')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  });

  test('a browser without WebGL gets the list view and a sentence why', async ({ page }) => {
    await page.addInitScript(() => {
      // Neither the page's canvases nor the offscreen ones give a WebGL context.
      for (const prototype of [HTMLCanvasElement.prototype, OffscreenCanvas.prototype]) {
        const original = prototype.getContext as (...a: unknown[]) => unknown;
        prototype.getContext = function (this: unknown, type: string, ...rest: unknown[]) {
          if (type === 'webgl2' || type === 'webgl') return null;
          return original.call(this, type, ...rest);
        } as never;
      }
    });
    await page.goto(DEMO);
    await expect(page.getByText('does not support WebGL 2')).toBeVisible();
    await expect(page.getByTestId('viewer-viewpoint')).toHaveCount(4);
    await expect(page.getByTestId('viewer-3d')).toHaveCount(0);
  });
});

/** Where the engine cannot start (here: its worker's script does not load), the list stands in. */
test('when the 3D view cannot be started, the viewer shows the list and says why', async ({ page }) => {
  await page.route('**/assets/engine-worker-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`/viewer/?project=${DEMO_PUBLICATION_KEY}`);
  await expect(page.getByText('The 3D view could not be started in this browser.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('viewer-viewpoint')).toHaveCount(4);
  await expectNoAxeViolations(page);
});

/**
 * With a basemap: the engine's worker fetches the tiles (as ImageBitmaps),
 * which the page's Content-Security-Policy must allow as a connect source too. A tile server
 * of our own answers every tile with one red pixel.
 */
test.describe('with a basemap (VIEWER_TILES_URL)', () => {
  let tiles: Server;
  let server: DedicatedServer;
  let tileRequests = 0;
  test.beforeAll(async () => {
    const redPixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    tiles = createServer((_request, response) => {
      tileRequests += 1;
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
      response.end(redPixel);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const { port } = tiles.address() as AddressInfo;
    server = await startDedicatedServer(90_000, {
      VIEWER_TILES_URL: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    tiles?.close();
  });

  test("the engine's worker drapes the tiles on the ground", async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto(`${server.baseURL}/viewer/?project=${DEMO_PUBLICATION_KEY}`);
    const view = page.getByTestId('viewer-3d');
    await expect(view).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await expect(page.getByRole('img', { name: /^3D view of/ })).toHaveAttribute('data-renderer', 'worker');
    // 7 × 7 tiles around the viewpoint, each asked for once.
    await expect.poll(() => tileRequests, { timeout: 20_000 }).toBe(49);
    // ... and not again when the scenario's objects are placed (they were, once per rebuild).
    await page.waitForTimeout(2_000);
    expect(tileRequests).toBe(49);
    // The ground below the horizon, right of the panel, is the tiles' red.
    await expect
      .poll(async () => {
        const png = await page.screenshot({ clip: { x: 900, y: 620, width: 1, height: 1 } });
        return page.evaluate(async (data) => {
          const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
          const canvas = new OffscreenCanvas(1, 1);
          const context = canvas.getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
          return r! > 150 && g! < 80 && b! < 80;
        }, png.toString('base64'));
      })
      .toBe(true);
  });
});
