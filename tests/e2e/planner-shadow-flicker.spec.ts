import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { fromArrayBuffer } from 'geotiff';
import Papa from 'papaparse';
import proj4 from 'proj4';
import { setFeature } from './support/admin';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { newOrganisation } from './support/organisations';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { uniqueProjectName } from './support/projects';

test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

/** ETRS89 / UTM zone 32N easting, northing, in Lower Saxony: two turbines 400 m apart. */
const TURBINES: [number, number][] = [
  [560_000, 5_710_000],
  [560_400, 5_710_000],
];
/**
 * A farm 450 m east of the second turbine (evening shadow from both, about 110 h: over 30 h),
 * a house due south of the turbines (none in the northern hemisphere), a village 3.5 km west
 * (beyond the 2,000 m maximum distance) and a hamlet 1.6 km west (some morning shadow, within
 * the limits). Each at a cell centre of the 20 m shadow map.
 */
const RECEPTORS: Array<{ name: string; at: [number, number] }> = [
  { name: 'Hof Ost', at: [560_850, 5_710_050] },
  { name: 'Haus Süd', at: [560_210, 5_709_410] },
  { name: 'Dorf West', at: [556_510, 5_710_010] },
  { name: 'Weiler West', at: [558_410, 5_710_210] },
];
const YEAR = 2027;
const TIME_ZONE = 'Europe/Berlin';

const shadowSection = (page: Page) => page.getByRole('region', { name: 'Shadow flicker', exact: true });

type CsvRow = Record<string, string>;
const parseCsv = (text: string) => Papa.parse<CsvRow>(text, { header: true, skipEmptyLines: true }).data;

async function downloaded(page: Page, button: Locator): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await button.click();
  return readFileSync(await (await download).path());
}

const minuteOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/**
 * The test's own count from the periods CSV: per local date, the set of minutes in which some
 * turbine shades the receptor and is not stopped then (a minute once however many turbines
 * shade it), without the product's calculation.
 */
function countFromPeriods(periods: CsvRow[], receptor: string, stops: CsvRow[] = []) {
  const stopped = new Map<string, Set<number>>();
  for (const stop of stops) {
    const key = `${stop.turbine}|${stop.date}`;
    const set = stopped.get(key) ?? new Set<number>();
    for (let m = minuteOf(stop.stop!); m < minuteOf(stop.start_again!); m++) set.add(m);
    stopped.set(key, set);
  }
  const byDate = new Map<string, Set<number>>();
  for (const period of periods.filter((row) => row.receptor === receptor)) {
    const off = stopped.get(`${period.turbine}|${period.date}`);
    const set = byDate.get(period.date!) ?? new Set<number>();
    for (let m = minuteOf(period.start!); m < minuteOf(period.end!); m++) if (!off?.has(m)) set.add(m);
    byDate.set(period.date!, set);
  }
  const perDay = [...byDate.values()].map((set) => set.size).filter((minutes) => minutes > 0);
  return {
    minutes: perDay.reduce((sum, minutes) => sum + minutes, 0),
    days: perDay.length,
    maxPerDay: Math.max(0, ...perDay),
  };
}

test('the Shadow flicker section calculates the receptors, flags one over 30 h, shows its calendar and map, exports them, and its shutdown schedule brings it within the limits', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const org = await newOrganisation();
  const { api } = org;
  const systems = (await (await api.get('/api/coordinate-systems')).json()) as Array<{
    epsgCode: number;
    proj4Definition: string;
  }>;
  const utm = proj4(systems.find((system) => system.epsgCode === 25832)!.proj4Definition, 'EPSG:4326');
  const name = uniqueProjectName('Windpark Heide');
  const project = await api.post('/api/projects', { data: { name, defaultCoordinateSystemEpsgCode: 25832 } });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  const scenario = await api.post(`/api/projects/${projectId}/scenarios`, { data: { name: 'Scenario 1' } });
  const scenarioId = ((await scenario.json()) as { id: number }).id;
  const preset = await api.post(`/api/projects/${projectId}/presets`, {
    data: {
      name: 'V150 4.5 MW',
      plannerObjectTypeId: 1,
      presetDataJson: JSON.stringify({ hubHeight: 120, rotorDiameter: 150 }),
    },
  });
  expect(preset.status(), await preset.text()).toBe(201);
  const presetId = ((await preset.json()) as { id: number }).id;
  const place = async (data: Record<string, unknown>, [east, north]: [number, number]) => {
    const [longitude, latitude] = utm.forward([east, north]);
    const created = await api.post(`/api/projects/${projectId}/planner-objects`, {
      data: { scenarioId, layout: 'Point', points: [{ longitude, latitude }], ...data },
    });
    expect(created.status(), await created.text()).toBe(201);
  };
  for (const [index, point] of TURBINES.entries())
    await place({ name: `WEA ${index + 1}`, plannerObjectTypeId: 1, presetId }, point);
  for (const receptor of RECEPTORS)
    await place(
      { name: receptor.name, plannerObjectTypeId: 5, plannerObjectDataJson: '{"category":"dwelling"}' },
      receptor.at,
    );

  // Without the module, the section is Locked, as the License page shows it.
  await setFeature(org.subscriptionKey, 'ShadowFlickerSimulation', 'Disabled');
  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto(`/editor/#projectId=${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Studies' }).click();
  await page.getByRole('tab', { name: 'Shadow flicker' }).click();
  await expect(shadowSection(page).getByText('Locked', { exact: true })).toBeVisible();
  await expect(
    shadowSection(page).getByText('Shadow Flicker Simulation is not part of your subscription.'),
  ).toBeVisible();
  await expect(shadowSection(page).getByRole('button', { name: 'Calculate shadow flicker' })).toHaveCount(0);

  await setFeature(org.subscriptionKey, 'ShadowFlickerSimulation', 'Enabled');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Studies' }).click();
  await page.getByRole('tab', { name: 'Shadow flicker' }).click();
  const section = shadowSection(page);
  await expect(section.getByText('2 turbines (0 existing), 4 receptors.')).toBeVisible();
  await section.getByLabel('Year', { exact: true }).fill(String(YEAR));
  await section.getByLabel('Time zone', { exact: true }).fill(TIME_ZONE);
  await section.getByRole('button', { name: 'Calculate shadow flicker' }).click();

  // Every receptor's figures, the farm over the limits, the others within them.
  const table = section.getByRole('table', { name: 'Shadow flicker per receptor' });
  await expect(table).toBeVisible({ timeout: 120_000 });
  await expect(section.getByText(/^1 of 4 receptors over the limits; calculated in/)).toBeVisible();
  const rowOf = (receptor: string) => table.getByRole('row').filter({ hasText: receptor });
  const cellsOf = async (receptor: string) => rowOf(receptor).getByRole('cell').allTextContents();
  await expect(rowOf('Hof Ost')).toContainText('Over the limits');
  for (const other of ['Haus Süd', 'Dorf West', 'Weiler West'])
    await expect(rowOf(other)).toContainText('Within the limits');
  const farm = await cellsOf('Hof Ost');
  const farmHours = Number(farm[1]);
  expect(farmHours).toBeGreaterThan(30);
  expect(farm[6]).toMatch(/^WEA 1 \d+\.\d, WEA 2 \d+\.\d$/);
  // Due south of every turbine, and beyond the maximum distance: no shadow at all.
  for (const none of ['Haus Süd', 'Dorf West'])
    expect((await cellsOf(none)).slice(1, 6)).toEqual(['0.0', '0', '0', '–', '–']);
  const hamlet = await cellsOf('Weiler West');
  expect(Number(hamlet[1])).toBeGreaterThan(0);
  expect(Number(hamlet[1])).toBeLessThan(30);

  // The settings saved for the project: the API then calculates with them and answers the
  // same numbers as the tab for the same scenario.
  await expect(section.getByText('Changed here, not saved for the project.')).toBeVisible();
  await section.getByRole('button', { name: 'Save settings' }).click();
  await expect(section.getByText('The project’s saved settings.')).toBeVisible();
  const stored = await api.get(`/api/projects/${projectId}/shadow-flicker-settings`);
  expect(await stored.json()).toMatchObject({
    year: YEAR,
    timeZone: TIME_ZONE,
    minimumElevation: 3,
    maxDistance: 2000,
    limits: 'DE',
    includeExisting: true,
    version: 2,
  });
  const answer = await api.post(`/api/projects/${projectId}/shadow-flicker`, { data: { scenarioId } });
  expect(answer.status(), await answer.text()).toBe(200);
  const figures = (
    (await answer.json()) as {
      receptors: Array<{
        name: string;
        hours: number;
        days: number;
        maxMinutesPerDay: number;
        exceeded: boolean;
      }>;
    }
  ).receptors;
  expect(figures).toHaveLength(RECEPTORS.length);
  for (const figure of figures) {
    const cells = await cellsOf(figure.name);
    expect(cells.slice(1, 4), figure.name).toEqual([
      figure.hours.toFixed(1),
      String(figure.days),
      String(figure.maxMinutesPerDay),
    ]);
    expect(figure.exceeded).toBe(figure.name === 'Hof Ost');
  }

  // The farm's calendar: its shadow periods in the turbines' colours, and its image.
  const calendarOf = async (receptor: string) => {
    await section.getByLabel('Calendar of', { exact: true }).click();
    await page.getByRole('option', { name: receptor, exact: true }).click();
  };
  await calendarOf('Weiler West');
  await expect(section.getByRole('img', { name: /^Shadow calendar of Weiler West:/ })).toBeVisible();
  await calendarOf('Hof Ost');
  const calendar = section.getByRole('img', { name: /^Shadow calendar of Hof Ost:/ });
  await expect(calendar).toBeVisible();
  expect(Number(await calendar.getAttribute('data-periods'))).toBeGreaterThan(100);
  const png = await downloaded(page, section.getByRole('button', { name: 'Download calendar (PNG)' }));
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  // The map on the planner's map, with its legend.
  await expect(page.locator('[data-shadow-layer="shown"]')).toHaveCount(1);
  const legend = page.getByRole('region', { name: 'Shadow flicker, hours a year' });
  await expect(legend).toContainText('Lines: 10, 30, 100 h. Astronomical worst case');
  await expect(page.locator('[data-shadow-isolines="10 30 100"]')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The receptors' CSV: the figures on screen; the periods' CSV adds up to the same minutes.
  const receptorsCsv = parseCsv(
    (await downloaded(page, section.getByRole('button', { name: 'Download receptors (CSV)' }))).toString(
      'utf8',
    ),
  );
  expect(receptorsCsv.map((row) => row.receptor).sort()).toEqual(RECEPTORS.map((r) => r.name).sort());
  const farmRow = receptorsCsv.find((row) => row.receptor === 'Hof Ost')!;
  expect(Number(farmRow.hours_per_year).toFixed(1)).toBe(farm[1]);
  expect(farmRow.days_per_year).toBe(farm[2]);
  expect(farmRow.max_minutes_per_day).toBe(farm[3]);
  expect(farmRow.over_limits).toBe('yes');
  const periods = parseCsv(
    (await downloaded(page, section.getByRole('button', { name: 'Download shadow periods (CSV)' }))).toString(
      'utf8',
    ),
  );
  expect(Object.keys(periods[0]!)).toEqual(['receptor', 'date', 'start', 'end', 'turbine']);
  for (const row of receptorsCsv) {
    const counted = countFromPeriods(periods, row.receptor!);
    expect(counted.minutes, row.receptor).toBe(Number(row.minutes_per_year));
    expect(counted.days, row.receptor).toBe(Number(row.days_per_year));
    expect(counted.maxPerDay, row.receptor).toBe(Number(row.max_minutes_per_day));
  }
  expect(periods.every((row) => row.date!.startsWith(`${YEAR}-`))).toBe(true);

  // The GeoTIFF: float32 hours a year in ETRS89 / UTM 32N at 20 m cells, 2 km around the
  // turbines, the farm's cell at the farm's hours.
  const bytes = await downloaded(
    page,
    section.getByRole('button', { name: 'Download shadow map (GeoTIFF)' }),
  );
  const image = await (await fromArrayBuffer(new Uint8Array(bytes).buffer)).getImage();
  expect(image.getGeoKeys()).toMatchObject({ ProjectedCSTypeGeoKey: 25832 });
  expect(image.getResolution()).toEqual([20, -20, 0]);
  const [west, north] = image.getOrigin() as [number, number];
  const [east, south] = [west + image.getWidth() * 20, north - image.getHeight() * 20];
  for (const [edge, expected] of [
    [west, 560_000 - 2_000],
    [east, 560_400 + 2_000],
    [south, 5_710_000 - 2_000],
    [north, 5_710_000 + 2_000],
  ] as const) {
    expect(edge % 20).toBe(0);
    expect(Math.abs(edge - expected)).toBeLessThanOrEqual(40);
  }
  const [band] = (await image.readRasters()) as unknown as [Float32Array];
  const hoursAt = ([e, n]: [number, number]) =>
    band[Math.floor((north - n) / 20) * image.getWidth() + Math.floor((e - west) / 20)]!;
  // The map's receptor is 2 m high as the farm's is; the map is in UTM (scale 0.9996) and the
  // receptors in the study's own frame: within 2 % of each other.
  expect(Math.abs(hoursAt(RECEPTORS[0]!.at) - farmHours)).toBeLessThanOrEqual(0.02 * farmHours);
  expect(hoursAt(RECEPTORS[1]!.at)).toBe(0);

  // The isolines: every point of the 30 h line lies between two cell centres of the GeoTIFF,
  // one under 30 h and one at 30 h or more.
  const geojson = JSON.parse(
    (await downloaded(page, section.getByRole('button', { name: 'Download isolines (GeoJSON)' }))).toString(
      'utf8',
    ),
  ) as {
    features: Array<{ properties: { hours: number }; geometry: { coordinates: [number, number][][] } }>;
  };
  expect(geojson.features.map((feature) => feature.properties.hours)).toEqual([10, 30, 100]);
  const thirty = geojson.features[1]!.geometry.coordinates.flat();
  expect(thirty.length).toBeGreaterThan(20);
  const cell = (column: number, row: number) => band[row * image.getWidth() + column]!;
  let checked = 0;
  for (const [longitude, latitude] of thirty) {
    const [e, n] = utm.inverse([longitude, latitude]);
    const fx = (e - west) / 20 - 0.5;
    const fy = (north - n) / 20 - 0.5;
    const onColumn = Math.abs(fx - Math.round(fx)) < 1e-3;
    const onRow = Math.abs(fy - Math.round(fy)) < 1e-3;
    if (onColumn === onRow) continue;
    const [a, b] = onColumn
      ? [cell(Math.round(fx), Math.floor(fy)), cell(Math.round(fx), Math.ceil(fy))]
      : [cell(Math.floor(fx), Math.round(fy)), cell(Math.ceil(fx), Math.round(fy))];
    expect(Math.min(a, b)).toBeLessThan(30);
    expect(Math.max(a, b)).toBeGreaterThanOrEqual(30);
    checked++;
  }
  expect(checked).toBeGreaterThan(0.9 * thirty.length);

  // The shutdown schedule: its stops, applied by the test to the periods, bring the farm
  // within 30 h a year and 30 min a day; the section's re-run with them says the same.
  await expect(
    section.getByText(/^\d+ stops that bring every receptor within the limits; they cost/),
  ).toBeVisible();
  const stops = parseCsv(
    (
      await downloaded(page, section.getByRole('button', { name: 'Download shutdown schedule (CSV)' }))
    ).toString('utf8'),
  );
  expect(stops.length).toBeGreaterThan(0);
  expect(Object.keys(stops[0]!)).toEqual(['turbine', 'date', 'stop', 'start_again']);
  expect(new Set(stops.map((row) => row.turbine))).toEqual(new Set(['WEA 1', 'WEA 2']));
  const stopped = countFromPeriods(periods, 'Hof Ost', stops);
  expect(stopped.minutes).toBeLessThanOrEqual(30 * 60);
  expect(stopped.maxPerDay).toBeLessThanOrEqual(30);
  // The hamlet was within the limits: the stops take none of its shadow it did not have to.
  expect(countFromPeriods(periods, 'Weiler West', stops).minutes).toBeLessThanOrEqual(
    Number(receptorsCsv.find((row) => row.receptor === 'Weiler West')!.minutes_per_year),
  );

  await section.getByRole('button', { name: 'Calculate with the shutdown schedule' }).click();
  await expect(
    section.getByText(
      `With the shutdown schedule's ${stops.length} stops applied: 0 of 4 receptors over the limits; calculated in`,
      { exact: false },
    ),
  ).toBeVisible({ timeout: 120_000 });
  await expect(rowOf('Hof Ost')).toContainText('Within the limits');
  const after = await cellsOf('Hof Ost');
  expect(Number(after[1])).toBeLessThanOrEqual(30);
  expect(Number(after[3])).toBeLessThanOrEqual(30);
  // The product's re-run and the test's own count agree minute for minute.
  const afterCsv = parseCsv(
    (await downloaded(page, section.getByRole('button', { name: 'Download receptors (CSV)' }))).toString(
      'utf8',
    ),
  );
  expect(Number(afterCsv.find((row) => row.receptor === 'Hof Ost')!.minutes_per_year)).toBe(stopped.minutes);

  // The next visit starts from the project's saved settings.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Studies' }).click();
  await page.getByRole('tab', { name: 'Shadow flicker' }).click();
  await expect(shadowSection(page).getByText('The project’s saved settings.')).toBeVisible();
  await expect(shadowSection(page).getByLabel('Time zone', { exact: true })).toHaveValue(TIME_ZONE);
  await expect(shadowSection(page).getByLabel('Year', { exact: true })).toHaveValue(String(YEAR));

  await api.dispose();
  expect(errors).toEqual([]);
});
