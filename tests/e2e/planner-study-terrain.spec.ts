import { expect, type Page, test } from '@playwright/test';
import { type Hill, hillGeoTiff } from '../../apps/server/src/test/terrain-fixtures';
import { setFeature } from './support/admin';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { newOrganisation } from './support/organisations';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { uniqueProjectName } from './support/projects';
import { studyProject } from './support/study-project';
import { nearHill } from './support/terrain-hill';

test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

/** The project's own hill, in the Netherlands: 120 m above a 10 m plain, 1.5 km in radius. */
const HILL: Hill = { longitude: 5.8, latitude: 52.1, peak: 120, radius: 1500, base: 10 };
const SPECTRUM = [86.1, 93.5, 97.8, 100.2, 100.5, 98.3, 93.1, 83.4];
const GROUND_TEXT =
  "Ground heights from the project's terrain model (hill.tif): tower bases and receptors stand on it.";

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test("noise and shadow flicker on the project's terrain model: the tab says so, and its figures are the API's", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const org = await newOrganisation();
  const { api } = org;
  for (const key of ['NoiseSimulation', 'ShadowFlickerSimulation', 'TerrainAhn'])
    await setFeature(org.subscriptionKey, key, 'Enabled');
  const name = uniqueProjectName('Hill wind');
  const { projectId, scenarioId, preset, place: placeAt } = await studyProject(api, name, 28992);
  const presetId = await preset('V126', {
    hubHeight: 100,
    rotorDiameter: 126,
    soundModes: [{ name: 'Mode 0', lwa: 106, bands: SPECTRUM }],
  });
  const place = (data: Record<string, unknown>, east: number, north: number) =>
    placeAt(data, nearHill(east, north, HILL));
  // The turbine on the top; a farm 400 m north-north-west down the slope (winter-morning shadow).
  await place({ name: 'WTG 1', plannerObjectTypeId: 1, presetId }, 0, 0);
  await place(
    { name: 'Slope farm', plannerObjectTypeId: 5, plannerObjectDataJson: '{"category":"dwelling"}' },
    -140,
    375,
  );
  const tiff = hillGeoTiff({ hill: HILL, epsgCode: 4326, halfExtent: 2500, cellSize: 25 });
  const upload = await api.put(`/api/projects/${projectId}/terrain-model`, {
    multipart: { file: { name: 'hill.tif', mimeType: 'image/tiff', buffer: Buffer.from(tiff) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const shadowSettings = { year: 2027, timeZone: 'Europe/Amsterdam' };
  const saved = await api.put(`/api/projects/${projectId}/shadow-flicker-settings`, {
    headers: { 'If-Match': '"1"' },
    data: shadowSettings,
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto(`/editor/#projectId=${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Studies' }).click();

  // Noise: the tab's night level at the farm is the API's, both on the hill.
  await page.getByRole('tab', { name: 'Noise' }).click();
  const noise = section(page, 'Noise');
  await noise.getByRole('button', { name: 'Calculate noise' }).click();
  const farm = noise.getByRole('table', { name: 'Noise at the receptors' }).getByRole('row').filter({
    hasText: 'Slope farm',
  });
  await expect(farm).toBeVisible({ timeout: 60_000 });
  await expect(noise.getByText(GROUND_TEXT, { exact: false })).toBeVisible();
  const noiseAnswer = (await (
    await api.post(`/api/projects/${projectId}/noise/calculate`, { data: { scenarioId } })
  ).json()) as { ground: { kind: string; text: string }; receptors: Array<{ night: { total: number } }> };
  expect(noiseAnswer.ground).toEqual({ kind: 'terrain', text: GROUND_TEXT });
  expect((await farm.getByRole('cell').allTextContents())[2]).toBe(
    noiseAnswer.receptors[0]!.night.total.toFixed(1),
  );

  // Shadow flicker: the farm's hours and days are the API's, on the same ground.
  await page.getByRole('tab', { name: 'Shadow flicker' }).click();
  const shadow = section(page, 'Shadow flicker');
  await expect(shadow.getByText('The project’s saved settings.')).toBeVisible();
  await shadow.getByRole('button', { name: 'Calculate shadow flicker' }).click();
  const row = shadow
    .getByRole('table', { name: 'Shadow flicker per receptor' })
    .getByRole('row')
    .filter({ hasText: 'Slope farm' });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(shadow.getByText(GROUND_TEXT, { exact: true })).toBeVisible();
  const shadowAnswer = (await (
    await api.post(`/api/projects/${projectId}/shadow-flicker`, { data: { scenarioId, ...shadowSettings } })
  ).json()) as { ground: { kind: string }; receptors: Array<{ hours: number; days: number }> };
  expect(shadowAnswer.ground.kind).toBe('terrain');
  expect(shadowAnswer.receptors[0]!.hours).toBeGreaterThan(0);
  const cells = await row.getByRole('cell').allTextContents();
  expect(cells.slice(1, 3)).toEqual([
    shadowAnswer.receptors[0]!.hours.toFixed(1),
    String(shadowAnswer.receptors[0]!.days),
  ]);
  await expectNoAxeViolations(page);

  await api.dispose();
  expect(errors).toEqual([]);
});
