import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { decode } from 'fast-png';
import { unzipSync } from 'fflate';
import { fromArrayBuffer, writeArrayBuffer } from 'geotiff';
import proj4 from 'proj4';
import { apiAsUser } from './support/api';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_USERS } from './support/config';
import { paste, typeKeyByKey } from './support/number-fields';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { uniqueProjectName } from './support/projects';

/** Software WebGL comes with the 'webgl' project (playwright.config.ts); the planner's window size here. */
test.use({
  viewport: { width: 1440, height: 900 },
  ...PREVIEW_CLOSED,
  permissions: ['clipboard-read', 'clipboard-write'],
});

/** Three turbines in a north-south row, 3.5 km west of a ridge (RD New easting, northing). */
const TURBINES: [number, number][] = [
  [153_000, 462_000],
  [153_000, 463_000],
  [153_000, 464_000],
];
const RIDGE_EAST = 156_500;

/**
 * The terrain model the user uploads: 16 × 18 km of RD New at 50 m, flat at 5 m with a ridge
 * 120 m high running north-south at RIDGE_EAST. A float32 GeoTIFF, as national models come.
 */
function ridgeGeoTiff(): Buffer {
  const [west, north, cell, width, height] = [145_000, 472_000, 50, 320, 360];
  const heights = new Float32Array(width * height);
  for (let row = 0; row < height; row++)
    for (let column = 0; column < width; column++) {
      const east = west + (column + 0.5) * cell;
      heights[row * width + column] = 5 + 120 * Math.exp(-((east - RIDGE_EAST) ** 2) / (2 * 250 ** 2));
    }
  const tiff = writeArrayBuffer(heights, {
    width,
    height,
    ModelPixelScale: [cell, cell, 0],
    ModelTiepoint: [0, 0, 0, west, north, 0],
    GTModelTypeGeoKey: 1,
    GTRasterTypeGeoKey: 1,
    ProjectedCSTypeGeoKey: 28992,
  });
  return Buffer.from(tiff);
}

const terrainTab = (page: Page): Locator => page.getByRole('tabpanel', { name: 'Terrain' });

/** The map's pixels (the legend masked out, the same in both shots). */
async function mapPixels(page: Page): Promise<Uint8Array> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const png = await page.screenshot({ clip: box, animations: 'disabled' });
  return decode(png).data as Uint8Array;
}

test('the planner uploads a terrain model, calculates the ZTV of the scenario on it, shows it with its legend and exports it in the project system', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // A project in RD New with three turbines, made by HTTP: this test is about the Terrain tab.
  const api = await apiAsUser(DEMO_USERS.owner);
  // RD New as the server defines it, so that the turbines stand on whole metres of it.
  const systems = (await (await api.get('/api/coordinate-systems')).json()) as Array<{
    epsgCode: number;
    proj4Definition: string;
  }>;
  const rdNew = systems.find((system) => system.epsgCode === 28992);
  if (!rdNew) throw new Error('The server lists no RD New');
  const rd = proj4(rdNew.proj4Definition, 'EPSG:4326');
  const name = uniqueProjectName('Ridge Wind');
  const project = await api.post('/api/projects', { data: { name, defaultCoordinateSystemEpsgCode: 28992 } });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  const scenario = await api.post(`/api/projects/${projectId}/scenarios`, { data: { name: 'Scenario 1' } });
  const scenarioId = ((await scenario.json()) as { id: number }).id;
  for (const [index, point] of TURBINES.entries()) {
    const [longitude, latitude] = rd.forward(point);
    const created = await api.post(`/api/projects/${projectId}/planner-objects`, {
      data: {
        name: `Turbine ${index + 1}`,
        scenarioId,
        layout: 'Point',
        points: [{ longitude, latitude }],
        plannerObjectTypeId: 1,
        // Hub 100 m, rotor 120 m: the tips 160 m above the ground.
        plannerObjectDataJson: JSON.stringify({ hubHeight: 100, rotorDiameter: 120 }),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await api.dispose();

  await useSignedInSession(page, DEMO_USERS.owner);
  await page.goto(`/editor/#projectId=${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Terrain' }).click();
  const tab = terrainTab(page);
  await expect(tab.getByText('No terrain model.')).toBeVisible();

  // The terrain model, chosen as in the browser's file dialog.
  const chooser = page.waitForEvent('filechooser');
  await tab.getByRole('button', { name: 'Upload a GeoTIFF…' }).click();
  await (await chooser).setFiles({ name: 'ridge.tif', mimeType: 'image/tiff', buffer: ridgeGeoTiff() });
  await expect(tab.getByText('ridge.tif')).toBeVisible({ timeout: 30_000 });
  await expect(tab.getByText('EPSG:28992')).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Replace…' })).toBeVisible();

  // The guidance's table stops below 160 m tips; the planner takes 45 km. This test takes 6 km.
  await expect(
    tab.getByText("NatureScot's table stops at 150 m tips (40 km); for a 160 m tip the planner takes 45 km"),
  ).toBeVisible();
  await tab.getByRole('textbox', { name: 'Radius (km)' }).fill('6');
  await tab.getByRole('textbox', { name: 'Cell size (m)' }).fill('50');
  await expectNoAxeViolations(page);

  await tab.getByRole('button', { name: 'Calculate ZTV' }).click();
  const legend = page.getByRole('region', { name: 'Turbines visible (blade tips)' });
  await expect(legend).toBeVisible({ timeout: 60_000 });
  await expect(legend).toContainText('Theoretical: bare ground, no buildings or trees.');
  for (const label of ['1', '2', '3'])
    await expect(legend.getByRole('listitem').filter({ hasText: label })).toHaveCount(1);
  await expect(page.locator('[data-ztv-layer="tips"]')).toHaveCount(1);
  await expect(
    tab.getByText(/cells of 50 m in Amersfoort \/ RD New \(EPSG:28992\), 6 km around each of 3 turbines/),
  ).toBeVisible();
  await expect(tab.getByText(/^Terrain: the project's terrain model \(ridge\.tif\)/)).toBeVisible();

  // The layer is drawn: the map (moved to show the whole ZTV) differs where it lies, and the
  // legend goes with it.
  const shown = await mapPixels(page);
  if (process.env.PLANNER_SCREENSHOTS === '1') await page.screenshot({ path: 'docs/planner/ztv.png' });
  await tab.getByRole('checkbox', { name: 'Show on the map' }).uncheck();
  await expect(legend).toBeHidden();
  await expect(page.locator('[data-ztv-layer]')).toHaveCount(0);
  const hidden = await mapPixels(page);
  let changed = 0;
  for (let i = 0; i < shown.length; i += 4)
    if (
      Math.abs(shown[i]! - hidden[i]!) +
        Math.abs(shown[i + 1]! - hidden[i + 1]!) +
        Math.abs(shown[i + 2]! - hidden[i + 2]!) >
      24
    )
      changed++;
  expect(changed, 'pixels the ZTV layer colours').toBeGreaterThan(shown.length / 4 / 10);
  await tab.getByRole('checkbox', { name: 'Show on the map' }).check();
  await expect(legend).toBeVisible();

  // The GeoTIFF: one uint16 band in RD New; the turbines' cells see all three, the country
  // behind the ridge none.
  const tiffDownload = page.waitForEvent('download');
  await tab.getByRole('button', { name: 'Download GeoTIFF' }).click();
  const tiffFile = await tiffDownload;
  expect(tiffFile.suggestedFilename()).toMatch(/^Ridge-Wind-[0-9a-f]+-ztv-tips-epsg28992\.tif$/);
  const bytes = readFileSync(await tiffFile.path());
  const image = await (
    await fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))
  ).getImage();
  expect(image.getGeoKeys()).toMatchObject({ ProjectedCSTypeGeoKey: 28992 });
  const [west, north] = image.getOrigin() as [number, number];
  expect(image.getResolution()).toEqual([50, -50, 0]);
  // The grid: 6 km and a cell around the turbines, on whole cells of 50 m (the turbines' positions
  // come back from the server within a few centimetres of whole metres).
  const [east, south] = [west + image.getWidth() * 50, north - image.getHeight() * 50];
  for (const [edge, limit] of [
    [west, 153_000 - 6_050],
    [south, 462_000 - 6_050],
  ] as const) {
    expect(edge % 50).toBe(0);
    expect(limit - edge).toBeGreaterThanOrEqual(0);
    expect(limit - edge).toBeLessThanOrEqual(50);
  }
  for (const [edge, limit] of [
    [east, 153_000 + 6_050],
    [north, 464_000 + 6_050],
  ] as const) {
    expect(edge % 50).toBe(0);
    expect(edge - limit).toBeGreaterThanOrEqual(0);
    expect(edge - limit).toBeLessThanOrEqual(50);
  }
  const [band] = (await image.readRasters()) as unknown as [Uint16Array];
  const countAt = (east: number, northing: number) =>
    band[Math.floor((north - northing) / 50) * image.getWidth() + Math.floor((east - west) / 50)];
  for (const [east, northing] of TURBINES) expect(countAt(east, northing)).toBe(3);
  expect(countAt(150_000, 463_000)).toBe(3);
  expect(countAt(158_000, 463_000)).toBe(0);
  // Beyond every turbine's radius (the grid's corners, 8.5 km away) there is no answer: NoData.
  expect(image.getGDALNoData()).toBe(65_535);
  expect(band[0]).toBe(65_535);
  expect(countAt(west + 10, south + 10)).toBe(65_535);

  // Hubs, and the PNG with its world file.
  await tab.getByText('Hubs', { exact: true }).click();
  await expect(tab.getByRole('radio', { name: 'Hubs' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Turbines visible (hubs)' })).toBeVisible();
  await expect(page.locator('[data-ztv-layer="hubs"]')).toHaveCount(1);
  const pngDownload = page.waitForEvent('download');
  await tab.getByRole('button', { name: 'Download PNG + world file' }).click();
  const zipFile = await pngDownload;
  const files = unzipSync(readFileSync(await zipFile.path()));
  const base = zipFile.suggestedFilename().replace(/\.zip$/, '');
  expect(Object.keys(files).sort()).toEqual([`${base}.pgw`, `${base}.png`, `${base}.txt`]);
  expect(new TextDecoder().decode(files[`${base}.pgw`]).split('\n').slice(0, 6).map(Number)).toEqual([
    50,
    0,
    0,
    -50,
    west + 25,
    north - 25,
  ]);
  expect(decode(files[`${base}.png`]!).width).toBe(image.getWidth());

  // A grid too large for the browser is refused in words; a long calculation can be cancelled,
  // and the last result stays.
  await tab.getByRole('textbox', { name: 'Radius (km)' }).fill('45');
  await tab.getByRole('textbox', { name: 'Cell size (m)' }).fill('10');
  await tab.getByRole('button', { name: 'Calculate ZTV' }).click();
  await expect(tab.getByRole('alert').filter({ hasText: 'The ZTV was not calculated' })).toContainText(
    /too large \(at most 6,000,000\): choose larger cells or a smaller radius/,
  );
  await tab.getByRole('textbox', { name: 'Cell size (m)' }).fill('50');
  await tab.getByRole('button', { name: 'Calculate ZTV' }).click();
  await expect(tab.getByRole('progressbar', { name: 'ZTV progress' })).toBeVisible();
  await tab.getByRole('button', { name: 'Cancel' }).click();
  await expect(tab.getByRole('progressbar', { name: 'ZTV progress' })).toBeHidden();
  await expect(tab.getByText(/6 km around each of 3 turbines/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Turbines visible (hubs)' })).toBeVisible();

  // Decimals, typed key by key or pasted with a comma, stay as typed and are what is calculated
  // (the cell size took no decimal point: 62.5 typed became 625, out of range).
  const radiusField = tab.getByRole('textbox', { name: 'Radius (km)' });
  const cellField = tab.getByRole('textbox', { name: 'Cell size (m)' });
  await paste(page, radiusField, '5,5');
  await expect(radiusField).toHaveValue('5.5');
  await typeKeyByKey(cellField, '62.5');
  await paste(page, cellField, '62,5');
  await expect(cellField).toHaveValue('62.5');
  await tab.getByRole('button', { name: 'Calculate ZTV' }).click();
  await expect(
    tab.getByText(
      /cells of 62\.5 m in Amersfoort \/ RD New \(EPSG:28992\), 5\.5 km around each of 3 turbines/,
    ),
  ).toBeVisible({ timeout: 60_000 });
  await expect(radiusField).toHaveValue('5.5');
  await expect(cellField).toHaveValue('62.5');

  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
