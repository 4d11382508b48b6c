import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Hill, hillGeoTiff, hillHeight } from '../../apps/server/src/test/terrain-fixtures';
import { apiAsUser } from './support/api';
import { DEMO_USERS, E2E_BASE_URL } from './support/config';
import { createPresentation, DEMO_PUBLICATION_KEY } from './support/presentations';
import { uniqueProjectName } from './support/projects';
import {
  columnOf,
  difference,
  offOfSight,
  settled,
  shot,
  type Visible,
  visiblePart,
} from './support/scene-pixels';
import { E2E_TERRAIN_ATTRIBUTION, nearHill, TERRAIN_HILL } from './support/terrain-hill';

/**
 * The public viewer on real ground, in Chromium with software WebGL (the 'webgl' project): the
 * run's terrain tiles carry one hill (support/terrain-hill.ts, 300 m high, 2 km in radius) and
 * are flat at 0 m elsewhere; the land and sea come from the coastline in the build, offline.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 720 } });

let errors: string[];
function watch(page: Page) {
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
}
test.beforeEach(() => {
  errors = [];
});
test.afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
});

/** The eye 5 km south of the hill's top, looking north with a 60° field of view. */
const SOUTH = nearHill(0, -5_000);
/** A turbine 5 km behind the hill (10 km from the eye), and one 10 km away 20° east of north. */
const BEHIND = nearHill(0, 5_000);
const BESIDE = nearHill(
  10_000 * Math.sin((20 * Math.PI) / 180),
  -5_000 + 10_000 * Math.cos((20 * Math.PI) / 180),
);
/** A second viewpoint on the hill's eastern flank, 1 km from the top (150 m up). */
const FLANK = nearHill(1_000, 0);

type Named = { id: number; name: string };

/** A point near TERRAIN_HILL moved with the hill to where `model` stands (unmoved without one). */
const placedBy =
  (model?: Hill) =>
  (p: typeof SOUTH): typeof SOUTH =>
    model
      ? {
          longitude: p.longitude - TERRAIN_HILL.longitude + model.longitude,
          latitude: p.latitude - TERRAIN_HILL.latitude + model.latitude,
        }
      : p;

async function post(api: APIRequestContext, path: string, data: unknown): Promise<Named> {
  const response = await api.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Named;
}

/**
 * A project with the two turbines (default size: tip 268 m) and both viewpoints, presented;
 * with `model`, the project's own terrain model of that hill (a GeoTIFF in EPSG:4326), placed
 * as if TERRAIN_HILL stood there.
 */
async function hillPresentation(
  model?: Hill,
): Promise<{ key: string; viewpoints: Named[]; scenarios: Named[] }> {
  const api = await apiAsUser(DEMO_USERS.owner);
  const project = await post(api, '/api/projects', { name: uniqueProjectName('Hill Wind') });
  const at = placedBy(model);
  if (model) {
    const tiff = hillGeoTiff({ hill: model, epsgCode: 4326, halfExtent: 3_000, cellSize: 15 });
    const upload = await api.put(`/api/projects/${project.id}/terrain-model`, {
      multipart: { file: { name: 'hill.tif', mimeType: 'image/tiff', buffer: Buffer.from(tiff) } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
  }
  const scenario = await post(api, `/api/projects/${project.id}/scenarios`, { name: 'Scenario 1' });
  for (const [name, point] of [
    ['Behind the hill', BEHIND],
    ['Beside the hill', BESIDE],
  ] as const)
    await post(api, `/api/projects/${project.id}/planner-objects`, {
      name,
      scenarioId: scenario.id,
      layout: 'Point',
      points: [at(point)],
      plannerObjectTypeId: 1,
    });
  const view = {
    pan: 0,
    tilt: 0,
    fieldOfView: 60,
    windDirection: 180,
    viewingDateTime: '2025-06-21T10:00:00Z',
  };
  await post(api, `/api/projects/${project.id}/viewpoints`, {
    ...view,
    name: 'South of the hill',
    position: { ...at(SOUTH), altitude: 1.5 },
  });
  await post(api, `/api/projects/${project.id}/viewpoints`, {
    ...view,
    name: 'On the flank',
    pan: 270,
    position: { ...at(FLANK), altitude: 1.5 },
  });
  const { publicationKey } = await createPresentation(api, project.id, uniqueProjectName('Hill view'));
  const answer = await api.get(`/api/projects/viewer/${publicationKey}`);
  const viewer = (await answer.json()) as { viewpoints: Named[]; scenarios: Named[] };
  await api.dispose();
  return { key: publicationKey, ...viewer };
}

/**
 * The column of a point seen from `eye` looking `pan` with a 60° field of view, in a view centred
 * in the part of the window the panel leaves (`visible`).
 */
function columnOfPoint(eye: typeof SOUTH, pan: number, at: typeof SOUTH, visible: Visible) {
  return columnOf(offOfSight(eye, pan, at), 60, visible);
}

/** The colour of some pixels of a screenshot, [r, g, b] each. */
async function pixels(page: Page, png: string, points: Array<[number, number]>) {
  return page.evaluate(
    async ({ png, points }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]);
    },
    { png, points },
  );
}

/**
 * From the viewpoint south of the hill: the hill stands against the sky; with the plan's
 * scenario the turbine beside the hill changes pixels where it stands and nowhere else, and the
 * one behind the hill changes none.
 */
async function hidesBehindShowsBeside(page: Page, key: string, south: Named, current: Named, model?: Hill) {
  const at = placedBy(model);
  const started = Date.now();
  await page.goto(`/viewer/?project=${key}&viewpoint=${south.id}&scenario=${current.id}`);
  await settled(page);
  const canvas = page.getByRole('img', { name: /^3D view of/ });
  await expect(canvas).toHaveAttribute('data-terrain', 'ready');
  const timings = await page.evaluate(() => ({
    firstFrame: performance.getEntriesByName('viewer-first-frame')[0]?.startTime ?? -1,
  }));
  console.log(
    `hill view (${model ? "the project's model" : 'tiles'}): first frame ${Math.round(timings.firstFrame)} ms, ground ready within ${Date.now() - started} ms`,
  );
  const bare = await shot(page);
  const visible = await visiblePart(page);

  // The hill stands above the horizon straight ahead (3.4° at its top); 26° to the left is sky.
  const [hill, sky] = await pixels(page, bare, [
    [Math.round(columnOf(0, 60, visible)), 330],
    [Math.round(columnOf(-26, 60, visible)), 330],
  ]);
  const apart = hill!.reduce((sum, c, i) => sum + Math.abs(c - sky![i]!), 0);
  expect(apart, `hill ${hill} against sky ${sky}`).toBeGreaterThan(60);

  await page.getByRole('button', { name: /^Scenario 1/ }).click();
  await expect(page.getByTestId('viewer-3d')).not.toHaveAttribute('data-scenario', String(current.id));
  await settled(page);

  const beside = columnOfPoint(at(SOUTH), 0, at(BESIDE), visible);
  const behind = columnOfPoint(at(SOUTH), 0, at(BEHIND), visible);
  const besideBand = { from: beside - 40, to: beside + 40 };
  // The scenario's objects can reach the screen a frame after the view settled on a busy
  // machine: look again until they are there, then judge that picture.
  let planned = await shot(page);
  await expect
    .poll(
      async () => {
        planned = await shot(page);
        return (await difference(page, planned, bare, besideBand)).inside;
      },
      { message: 'pixels of the turbine beside the hill', timeout: 15_000 },
    )
    .toBeGreaterThan(30);
  const shown = await difference(page, planned, bare, besideBand);
  expect(shown.outside, `pixels changed elsewhere, within ${JSON.stringify(shown.outsideAt)}`).toBe(0);
  const hidden = await difference(page, planned, bare, { from: behind - 60, to: behind + 60 });
  expect(hidden.inside, 'pixels of the turbine behind the hill').toBe(0);
}

test('a hill hides the turbine behind it and not the one beside it; the eye stands on the ground', async ({
  browser,
}) => {
  const { key, viewpoints, scenarios } = await hillPresentation();
  const south = viewpoints.find((v) => v.name === 'South of the hill')!;
  const current = scenarios.find((s) => s.name === 'Current situation')!;
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 720 },
  });
  const page = await context.newPage();
  watch(page);
  await hidesBehindShowsBeside(page, key, south, current);

  // On the hill's flank the eye is 1.5 m above the ground, which is 150 m up.
  const flank = viewpoints.find((v) => v.name === 'On the flank')!;
  await page.getByRole('button', { name: /^On the flank/ }).click();
  await expect(page.getByTestId('viewer-3d')).toHaveAttribute('data-viewpoint', String(flank.id));
  await settled(page);
  await page.getByRole('button', { name: 'How this view was made' }).click();
  const facts = page.getByRole('dialog', { name: 'How this view was made' });
  await expect(facts).toContainText(`From terrain tiles (${E2E_TERRAIN_ATTRIBUTION})`);
  const text = (await facts.textContent()) ?? '';
  const ground =
    /1\.5 m above the ground \(the viewpoint's altitude\); the ground there is ([\d.]+) m above sea level/.exec(
      text,
    );
  expect(ground, text).not.toBeNull();
  const expected = hillHeight(TERRAIN_HILL, FLANK.longitude, FLANK.latitude);
  expect(Math.abs(Number(ground![1]) - expected)).toBeLessThan(0.5);
  await context.close();
});

test("the demo's beach: land at the eye's feet, the sea beyond the coastline, from the build alone", async ({
  page,
}) => {
  watch(page);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(E2E_BASE_URL).origin && !request.url().startsWith('data:'))
      elsewhere.push(request.url());
  });
  await page.goto(`/viewer/?project=${DEMO_PUBLICATION_KEY}`);
  await settled(page);
  const view = await shot(page);
  // Egmond aan Zee beach, 6 m up, looking 250° level: the coastline (Natural Earth, some 250 m
  // out) lies about 1.2° below the horizon, 24 px below the middle of a 720 px high view.
  const [feet, sea] = await pixels(page, view, [
    [640, 700],
    [640, 370],
  ]);
  expect(feet![1]!, `land at the feet ${feet}`).toBeGreaterThan(feet![2]!);
  expect(sea![2]!, `sea beyond ${sea}`).toBeGreaterThan(sea![1]!);
  expect(elsewhere, 'requests to other origins').toEqual([]);
});

test("the project's own terrain model stands in for the tiles inside its extent", async ({ browser }) => {
  // The same hill, as the project's GeoTIFF, where the tiles are flat.
  const model: Hill = { ...TERRAIN_HILL, longitude: 3.2, latitude: 45.6 };
  const { key, viewpoints, scenarios } = await hillPresentation(model);
  const south = viewpoints.find((v) => v.name === 'South of the hill')!;
  const current = scenarios.find((s) => s.name === 'Current situation')!;
  const flank = viewpoints.find((v) => v.name === 'On the flank')!;
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 720 },
  });
  const page = await context.newPage();
  watch(page);
  await hidesBehindShowsBeside(page, key, south, current, model);
  await page.getByRole('button', { name: /^On the flank/ }).click();
  await expect(page.getByTestId('viewer-3d')).toHaveAttribute('data-viewpoint', String(flank.id));
  await settled(page);
  await page.getByRole('button', { name: 'How this view was made' }).click();
  const facts = page.getByRole('dialog', { name: 'How this view was made' });
  await expect(facts).toContainText(
    `From the project's terrain model (hill.tif) inside its extent, elsewhere terrain tiles (${E2E_TERRAIN_ATTRIBUTION})`,
  );
  const text = (await facts.textContent()) ?? '';
  const ground = /the ground there is ([\d.]+) m above sea level/.exec(text);
  expect(ground, text).not.toBeNull();
  const point = {
    longitude: FLANK.longitude - TERRAIN_HILL.longitude + 3.2,
    latitude: FLANK.latitude - TERRAIN_HILL.latitude + 45.6,
  };
  expect(Math.abs(Number(ground![1]) - hillHeight(model, point.longitude, point.latitude))).toBeLessThan(0.5);
  await context.close();
});
