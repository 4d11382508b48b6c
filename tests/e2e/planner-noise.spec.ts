import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { fromArrayBuffer } from 'geotiff';
import { setFeature } from './support/admin';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { newOrganisation } from './support/organisations';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { uniqueProjectName } from './support/projects';
import { fromSystem, studyProject } from './support/study-project';

test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

/** A data sheet's A-weighted octave spectrum (LWA 106 dB(A)) and a mode 6 dB quieter. */
const SPECTRUM = [86.1, 93.5, 97.8, 100.2, 100.5, 98.3, 93.1, 83.4];
const MODES = [
  { name: 'Mode 0', lwa: 106, bands: SPECTRUM },
  { name: 'NRO 100', lwa: 100, bands: SPECTRUM.map((level) => level - 6) },
];
/** RD New easting, northing: two turbines 400 m apart, a farm 340 m south of the first. */
const TURBINES: [number, number][] = [
  [153_000, 462_000],
  [153_400, 462_000],
];
const RECEPTORS: Array<{ name: string; at: [number, number] }> = [
  { name: 'Farm Zuid', at: [153_000, 461_660] },
  { name: 'Village north', at: [152_000, 463_200] },
  { name: 'Hamlet east', at: [154_800, 461_200] },
];

const noiseSection = (page: Page) => page.getByRole('region', { name: 'Noise', exact: true });

test('the Noise section calculates the receptors, flags one over its night limit, draws and exports the map, and the suggested night modes bring it under', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const org = await newOrganisation();
  const { api } = org;
  const rd = await fromSystem(api, 28992);
  const name = uniqueProjectName('Polder Wind');
  const { projectId, preset, place: placeAt } = await studyProject(api, name, 28992);
  const presetId = await preset('V150 4.5 MW', { hubHeight: 120, rotorDiameter: 150, soundModes: MODES });
  const place = (data: Record<string, unknown>, at: [number, number]) => placeAt(data, rd(at));
  for (const [index, point] of TURBINES.entries())
    await place({ name: `WTG ${index + 1}`, plannerObjectTypeId: 1, presetId }, point);
  for (const receptor of RECEPTORS)
    await place(
      { name: receptor.name, plannerObjectTypeId: 5, plannerObjectDataJson: '{"category":"dwelling"}' },
      receptor.at,
    );

  // Without the module, the section is Locked, as the License page shows it.
  await setFeature(org.subscriptionKey, 'NoiseSimulation', 'Disabled');
  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto(`/editor/#projectId=${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Studies' }).click();
  await page.getByRole('tab', { name: 'Noise' }).click();
  await expect(noiseSection(page).getByText('Locked', { exact: true })).toBeVisible();
  await expect(
    noiseSection(page).getByText('The Noise Simulation module is not part of your subscription.'),
  ).toBeVisible();
  await expect(noiseSection(page).getByRole('button', { name: 'Calculate noise' })).toHaveCount(0);

  await setFeature(org.subscriptionKey, 'NoiseSimulation', 'Enabled');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Studies' }).click();
  await page.getByRole('tab', { name: 'Noise' }).click();
  const section = noiseSection(page);
  // The form holds the project's settings: the defaults until someone saves them.
  await expect(section.getByText('The defaults: nothing saved for the project yet.')).toBeVisible();
  await expect(section.getByLabel('Limits (rule set)', { exact: true })).toHaveValue('Germany, TA Lärm');
  await expect(section.getByLabel('Receiver height above the ground (m)', { exact: true })).toHaveValue('4');
  await section.getByRole('button', { name: 'Calculate noise' }).click();

  const table = section.getByRole('table', { name: 'Noise at the receptors' });
  await expect(table).toBeVisible({ timeout: 60_000 });
  for (const receptor of RECEPTORS)
    await expect(table.getByRole('row').filter({ hasText: receptor.name })).toContainText(
      'generalResidential',
    );
  const farm = table.getByRole('row').filter({ hasText: 'Farm Zuid' });
  await expect(farm.getByText('Over', { exact: true })).toBeVisible();
  for (const other of ['Village north', 'Hamlet east'])
    await expect(
      table.getByRole('row').filter({ hasText: other }).getByText('Over', { exact: true }),
    ).toHaveCount(0);
  // The night limit of a general residential area is 40 dB(A); the farm's night level over it.
  const farmCells = await farm.getByRole('cell').allTextContents();
  const farmNight = Number(farmCells[2]);
  expect(farmNight).toBeGreaterThan(40);
  expect(farmCells[3]).toBe('40');
  await expect(section.getByRole('table', { name: 'Night level from each turbine' })).toContainText(
    'WTG 1 (Mode 0)',
  );
  await expect(section.getByText('ISO 9613-2 general method by octave band', { exact: false })).toBeVisible();

  // The night map with its isophones and legend.
  await expect(page.locator('[data-noise-layer="35 40 45"]')).toHaveCount(1);
  const legend = page.getByRole('region', { name: 'Night noise level' });
  await expect(legend).toContainText('Lines: 35, 40, 45 dB(A).');
  await expect(legend.getByRole('listitem')).toHaveCount(5);
  await expectNoAxeViolations(page);

  // The CSV: one row per receptor, the farm over its limit, its night level as on screen.
  const csvDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download CSV' }).click();
  const csv = readFileSync(await (await csvDownload).path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(csv).toHaveLength(1 + RECEPTORS.length);
  const header = csv[0]!.split(',');
  const farmRow = csv.find((line) => line.startsWith('Farm Zuid,'))!.split(',');
  expect(farmRow[header.indexOf('night dB(A)')]).toBe(farmNight.toFixed(1));
  expect(farmRow[header.indexOf('night limit')]).toBe('40.0');
  expect(farmRow[header.indexOf('over a limit')]).toBe('yes');

  // The GeoTIFF: float32 night levels in RD New at 10 m cells, 1.5 km around the turbines, the
  // farm's cell at the farm's level.
  const tiffDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download GeoTIFF' }).click();
  const bytes = readFileSync(await (await tiffDownload).path());
  const image = await (
    await fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))
  ).getImage();
  expect(image.getGeoKeys()).toMatchObject({ ProjectedCSTypeGeoKey: 28992 });
  expect(image.getResolution()).toEqual([10, -10, 0]);
  const [west, north] = image.getOrigin() as [number, number];
  const [east, south] = [west + image.getWidth() * 10, north - image.getHeight() * 10];
  for (const [edge, expected] of [
    [west, 153_000 - 1_510],
    [east, 153_400 + 1_510],
    [south, 462_000 - 1_510],
    [north, 462_000 + 1_510],
  ] as const) {
    expect(edge % 10).toBe(0);
    expect(Math.abs(edge - expected)).toBeLessThanOrEqual(10);
  }
  const [band] = (await image.readRasters()) as unknown as [Float32Array];
  const levelAt = ([e, n]: [number, number]) =>
    band[Math.floor((north - n) / 10) * image.getWidth() + Math.floor((e - west) / 10)]!;
  // Within a cell of the farm the level changes by well under 0.5 dB.
  expect(Math.abs(levelAt(RECEPTORS[0]!.at) - farmNight)).toBeLessThan(0.5);
  expect(levelAt(TURBINES[0]!)).toBeGreaterThan(levelAt(RECEPTORS[0]!.at));

  // Mitigation: the loudest turbines at the farm, and the night modes that bring it under.
  const mitigation = section.getByRole('region', { name: 'Mitigation by night' });
  await expect(mitigation).toContainText('Farm Zuid');
  await expect(mitigation).toContainText('Suggested night modes: WTG 1 Mode 0 → NRO 100');
  await mitigation.getByRole('button', { name: 'Apply the suggested night modes' }).click();
  await expect(section.getByText('Every receptor is under its night limit.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(farm.getByText('Over', { exact: true })).toHaveCount(0);
  expect(Number((await farm.getByRole('cell').allTextContents())[2])).toBeLessThan(40);
  await expect(section.getByRole('table', { name: 'Night level from each turbine' })).toContainText(
    'WTG 1 (NRO 100)',
  );
  const settings = (await (await api.get(`/api/projects/${projectId}/noise-settings`)).json()) as {
    turbineModes: Array<{ night: string }>;
  };
  expect(settings.turbineModes.map((entry) => entry.night)).toContain('NRO 100');

  await api.dispose();
  expect(errors).toEqual([]);
});
