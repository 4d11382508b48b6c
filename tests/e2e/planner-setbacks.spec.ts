import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { decode } from 'fast-png';
import geographiclib from 'geographiclib-geodesic';
import Papa from 'papaparse';
import { setFeature } from './support/admin';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { newOrganisation, type Organisation } from './support/organisations';
import { expectMapReady } from './support/planner-map';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { createProject, uniqueProjectName } from './support/projects';

test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

type Point = { longitude: number; latitude: number };

// The test's own geodesy: GeographicLib's Direct and Inverse, called here, not through the product.
const { Geodesic } = geographiclib;
const north = (from: Point, metres: number): Point => {
  const r = Geodesic.WGS84.Direct(from.latitude, from.longitude, 0, metres);
  return { longitude: r.lon2 ?? from.longitude, latitude: r.lat2 ?? from.latitude };
};
const metresBetween = (a: Point, b: Point) =>
  Geodesic.WGS84.Inverse(a.latitude, a.longitude, b.latitude, b.longitude).s12 ?? Number.NaN;

async function post<T>(api: APIRequestContext, url: string, data: unknown): Promise<T> {
  const answer = await api.post(url, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as T;
}

async function openPlanner(page: Page, org: Organisation, projectId: number) {
  await useSignedInSession(page, org.owner.email, {
    password: org.owner.password,
    subscriptionKey: org.subscriptionKey,
  });
  await page.goto(`/editor/#projectId=${projectId}`);
  await expectMapReady(page);
  await expect(page.locator('.maplibregl-ctrl-scale')).toBeVisible();
}

const plan = (page: Page) => page.getByRole('complementary', { name: 'Plan' });

async function openSetbacks(page: Page) {
  await plan(page).getByRole('tab', { name: 'Studies' }).click();
  await expect(plan(page).getByRole('heading', { name: 'Setbacks' })).toBeVisible();
}

/** Types a WGS84 position into a coordinates form (the project has no own system: WGS84 comes first). */
async function typePosition(form: ReturnType<Page['getByRole']>, at: Point) {
  await form.getByLabel('Longitude (°)').fill(at.longitude.toFixed(7));
  await form.getByLabel('Latitude (°)').fill(at.latitude.toFixed(7));
}

test('a rule of 4 × tip height from dwellings flags a turbine placed 500 m from a house with its sentence, agrees with the server within 0.1 m, and lets go at 900 m', async ({
  page,
}) => {
  const org = await newOrganisation();
  try {
    await setFeature(org.subscriptionKey, 'BufferLayer', 'Enabled');
    const projectId = await createProject(org.api, uniqueProjectName('Setbacks'));
    const scenario = await post<{ id: number }>(org.api, `/api/projects/${projectId}/scenarios`, {
      name: 'Scenario 1',
    });
    // Tip height 140 + 120 / 2 = 200 m.
    await post(org.api, `/api/projects/${projectId}/presets`, {
      name: 'Model 200',
      plannerObjectTypeId: 1,
      presetDataJson: JSON.stringify({ hubHeight: 140, rotorDiameter: 120 }),
    });
    const house: Point = { longitude: 5, latitude: 52 };
    await post(org.api, `/api/projects/${projectId}/planner-objects`, {
      name: 'Farm de Vries',
      scenarioId: scenario.id,
      layout: 'Point',
      points: [house],
      plannerObjectTypeId: 5,
      plannerObjectDataJson: JSON.stringify({
        category: 'dwelling',
        heightAboveGround: 2,
        allDirections: true,
      }),
    });
    await openPlanner(page, org, projectId);

    // The rule, made in the Setbacks section.
    await openSetbacks(page);
    await plan(page).getByText('Add a rule').click();
    const form = plan(page).getByRole('form', { name: 'Add rule' });
    await form.getByLabel('Rule name').fill('4 × tip height from dwellings');
    await form.getByLabel('Turbines keep away from').selectOption({ label: 'Receptors: Dwelling' });
    await form.getByLabel('Distance').fill('4');
    await form.getByLabel('Unit').selectOption({ label: '× tip height' });
    await form.getByRole('button', { name: 'Add rule' }).click();
    const rules = plan(page).getByRole('list', { name: 'Setback rules' });
    await expect(rules.getByText('4 × tip height from receptors of category Dwelling')).toBeVisible();
    await expect(plan(page).getByText('No turbine breaks a setback rule.')).toBeVisible();

    // A turbine placed 500.5 m north of the house (whole metres shown rounded down: 500 m).
    const near = north(house, 500.5);
    await plan(page).getByRole('tab', { name: 'Objects' }).click();
    const add = plan(page).getByRole('form', { name: 'Add turbine' });
    await typePosition(add, near);
    await add.getByRole('button', { name: 'Add turbine' }).click();
    await expect(
      plan(page).getByRole('list', { name: 'Wind turbines', exact: true }).getByRole('listitem'),
    ).toHaveCount(1);

    await openSetbacks(page);
    const breaches = plan(page).getByRole('list', { name: 'Setback breaches' });
    await expect(breaches.getByRole('listitem')).toHaveCount(1);
    await expect(breaches).toContainText(
      'Turbine 1 is 500 m from Farm de Vries; the rule asks 800 m (4 × tip height 200 m)',
    );
    const measured = Number(
      /Measured ([\d.]+) m/.exec((await breaches.getByText(/^Measured /).textContent()) ?? '')?.[1],
    );
    // The page's figure against the test's own geodesic distance (the typed position is rounded to 1e-7°, ~1 cm).
    expect(Math.abs(measured - metresBetween(house, near))).toBeLessThan(0.05);

    // The server's check of the same scenario agrees with the page within 0.1 m.
    const check = await org.api.get(
      `/api/projects/${projectId}/setback-rules/check?scenarioId=${scenario.id}`,
    );
    expect(check.status(), await check.text()).toBe(200);
    const answer = (await check.json()) as { breaches: { distance: number; message: string }[] };
    expect(answer.breaches).toHaveLength(1);
    expect(Math.abs(answer.breaches[0]!.distance - measured)).toBeLessThan(0.1);
    expect(answer.breaches[0]!.message).toBe(
      'Turbine 1 is 500 m from Farm de Vries; the rule asks 800 m (4 × tip height 200 m)',
    );
    await expectNoAxeViolations(page);

    // Moved to 900 m: the flag goes, here and on the server.
    await breaches.getByRole('button', { name: /Turbine 1 is 500 m/ }).click();
    const selection = page.getByRole('complementary', { name: 'Selection' });
    const move = selection.getByRole('form', { name: 'Move here' });
    await typePosition(move, north(house, 900));
    await move.getByRole('button', { name: 'Move here' }).click();
    await expect(plan(page).getByText('No turbine breaks a setback rule.')).toBeVisible();
    await expect
      .poll(async () => {
        const again = await org.api.get(
          `/api/projects/${projectId}/setback-rules/check?scenarioId=${scenario.id}`,
        );
        return ((await again.json()) as { breaches: unknown[] }).breaches.length;
      })
      .toBe(0);
  } finally {
    await org.api.dispose();
  }
});

test('the figures of a layout sum the scenario’s capacity and cable length, leave out receptors and existing turbines, and export as CSV; setbacks are locked without BufferLayer', async ({
  page,
}) => {
  const org = await newOrganisation();
  try {
    await setFeature(org.subscriptionKey, 'BufferLayer', 'Disabled');
    // A cable is Line & Grid, which the trial's plan (Wind Planner) has locked.
    await setFeature(org.subscriptionKey, 'Pylon', 'Enabled');
    const projectId = await createProject(org.api, uniqueProjectName('Figures'));
    const scenario = await post<{ id: number }>(org.api, `/api/projects/${projectId}/scenarios`, {
      name: 'Scenario 1',
    });
    const preset = await post<{ id: number }>(org.api, `/api/projects/${projectId}/presets`, {
      name: 'V150',
      plannerObjectTypeId: 1,
      presetDataJson: JSON.stringify({ hubHeight: 125, rotorDiameter: 150, ratedPowerKw: 4200 }),
    });
    const object = (data: Record<string, unknown>) =>
      post(org.api, `/api/projects/${projectId}/planner-objects`, { scenarioId: scenario.id, ...data });
    const ratedKw = [4200, 4200, 3600];
    const sites = [
      { longitude: 5, latitude: 52 },
      { longitude: 5.01, latitude: 52.002 },
      { longitude: 5.02, latitude: 52.001 },
    ];
    await object({
      name: 'Turbine 1',
      layout: 'Point',
      points: [sites[0]],
      plannerObjectTypeId: 1,
      presetId: preset.id,
    });
    await object({
      name: 'Turbine 2',
      layout: 'Point',
      points: [sites[1]],
      plannerObjectTypeId: 1,
      presetId: preset.id,
    });
    await object({
      name: 'Turbine 3',
      layout: 'Point',
      points: [sites[2]],
      plannerObjectTypeId: 1,
      presetId: preset.id,
      plannerObjectDataJson: JSON.stringify({ ratedPowerKw: 3600 }),
    });
    const route = [sites[0]!, sites[1]!, sites[2]!, { longitude: 5.03, latitude: 51.995 }];
    await object({ name: 'Cable 1', layout: 'Path', points: route, plannerObjectTypeId: 3 });
    await object({
      name: 'Old park 1',
      layout: 'Point',
      points: [{ longitude: 5.1, latitude: 52 }],
      plannerObjectTypeId: 7,
      plannerObjectDataJson: JSON.stringify({ hubHeight: 80, rotorDiameter: 80 }),
    });
    await object({
      name: 'Farm de Vries',
      layout: 'Point',
      points: [{ longitude: 5, latitude: 52.01 }],
      plannerObjectTypeId: 5,
      plannerObjectDataJson: JSON.stringify({ category: 'dwelling' }),
    });
    await openPlanner(page, org, projectId);

    // A receptor and an existing turbine are never listed, counted or drawn as wind turbines.
    await expect(
      plan(page).getByRole('list', { name: 'Wind turbines', exact: true }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(plan(page).getByRole('list', { name: 'Receptors' }).getByRole('listitem')).toHaveText([
      'Farm de Vries',
    ]);
    await expect(
      plan(page).getByRole('list', { name: 'Existing turbines' }).getByRole('listitem'),
    ).toHaveText(['Old park 1']);
    await expect(page.getByRole('region', { name: 'Receptors legend' })).toContainText('Dwelling');

    await plan(page).getByRole('tab', { name: 'Scenarios' }).click();
    const figures = plan(page).getByRole('table', { name: 'Figures of Scenario 1' });
    const figure = (name: string) =>
      figures.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell');
    const capacity = ratedKw.reduce((sum, kw) => sum + kw, 0) / 1000;
    let cableMetres = 0;
    for (let i = 1; i < route.length; i++) cableMetres += metresBetween(route[i - 1]!, route[i]!);
    await expect(figure('Wind turbines')).toHaveText('3');
    await expect(figure('Installed capacity')).toHaveText(`${capacity.toFixed(3)} MW`);
    await expect(figure('Cable length')).toHaveText(`${(cableMetres / 1000).toFixed(3)} km`);
    await expect(figure('Existing turbines')).toHaveText('1');
    await expect(figure('Nearest receptor of Turbine 1: Farm de Vries')).toHaveText(
      `${Math.floor(metresBetween(sites[0]!, { longitude: 5, latitude: 52.01 }))} m`,
    );
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await plan(page).getByRole('button', { name: 'Export figures (CSV)' }).click();
    const file = await downloading;
    const stream = await file.createReadStream();
    let text = '';
    for await (const chunk of stream) text += chunk;
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Scenario', 'Figure', 'Value', 'Unit']);
    expect(rows).toContainEqual(['Scenario 1', 'Installed capacity', capacity.toFixed(3), 'MW']);
    expect(rows).toContainEqual(['Scenario 1', 'Cable length', (cableMetres / 1000).toFixed(3), 'km']);

    await openSetbacks(page);
    await expect(plan(page).getByText('Locked', { exact: true })).toBeVisible();
    await expect(
      plan(page).getByText('The Buffer layer (BufferLayer) module is not unlocked for your subscription.'),
    ).toBeVisible();
  } finally {
    await org.api.dispose();
  }
});

test('the receptor tool places a receptor of the chosen category, edited in its properties; the measuring tool measures geodesically', async ({
  page,
}) => {
  const org = await newOrganisation();
  try {
    const projectId = await createProject(org.api, uniqueProjectName('Receptors'));
    await openPlanner(page, org, projectId);
    await page.getByRole('button', { name: 'Place receptors' }).click();
    const legend = page.getByRole('region', { name: 'Receptors legend' });
    await legend.getByLabel('Category of new receptors').selectOption({ label: 'School' });
    const box = await page.locator('.maplibregl-canvas').boundingBox();
    if (!box) throw new Error('The map is not on the page');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(plan(page).getByRole('list', { name: 'Receptors' }).getByRole('listitem')).toHaveCount(1);
    await expect(plan(page).getByRole('list', { name: 'Wind turbines', exact: true })).toHaveCount(0);
    const selection = page.getByRole('complementary', { name: 'Selection' });
    await expect(selection.getByLabel('Category')).toHaveValue('school');
    await selection.getByLabel('Address').fill('Dorpsstraat 1');
    await selection.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => {
        const answer = await org.api.get(`/api/projects/${projectId}/planner-objects`);
        const [receptor] = (await answer.json()) as {
          plannerObjectTypeId: number;
          plannerObjectDataJson: string;
        }[];
        return (
          receptor && { type: receptor.plannerObjectTypeId, data: JSON.parse(receptor.plannerObjectDataJson) }
        );
      })
      .toEqual({
        type: 5,
        data: { category: 'school', heightAboveGround: 2, allDirections: true, address: 'Dorpsstraat 1' },
      });

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Measure distances and areas' }).click();
    const measurement = page.getByRole('region', { name: 'Measurement' });
    await expect(measurement).toContainText('Click the map to measure');
    await page.mouse.click(box.x + box.width / 2 - 100, box.y + box.height / 2 + 100);
    await page.mouse.click(box.x + box.width / 2 + 100, box.y + box.height / 2 + 100);
    await expect(measurement).toContainText(/^Distance [\d,.]+ (m|km)/);
    await page.mouse.click(box.x + box.width / 2 + 100, box.y + box.height / 2 - 100);
    await expect(measurement).toContainText(/; area [\d,.]+ (m²|ha)/);
    await expectNoAxeViolations(page);
    await measurement.getByRole('button', { name: 'Clear' }).click();
    await expect(measurement).toContainText('Click the map to measure');
  } finally {
    await org.api.dispose();
  }
});

type Pixels = { width: number; height: number; at(x: number, y: number): [number, number, number] };

/** The map's pixels as drawn now (CSS pixels: the run's scale factor is 1). */
async function mapPixels(page: Page): Promise<Pixels> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const image = decode(await page.screenshot({ clip: box, animations: 'disabled' }));
  return {
    width: image.width,
    height: image.height,
    at: (x, y) => {
      const i = (Math.round(y) * image.width + Math.round(x)) * image.channels;
      return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
    },
  };
}

/** The pointer's position as the status bar reads it, with the mouse at (x, y) of the map. */
async function positionAt(page: Page, x: number, y: number): Promise<Point> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  await page.mouse.move(box.x + x, box.y + y, { steps: 3 });
  const readout = page.getByTestId('planner-cursor');
  await expect(readout).toContainText('(WGS84)');
  const match = /(\d+\.\d{6})° N, (\d+\.\d{6})° E \(WGS84\)$/.exec((await readout.textContent()) ?? '');
  if (!match) throw new Error(`The readout shows no position: ${await readout.textContent()}`);
  return { latitude: Number(match[1]), longitude: Number(match[2]) };
}

/**
 * Where a position is drawn on the map (CSS pixels), from two positions the status bar reads:
 * at a site's scale Web Mercator is linear enough (a pixel is about 6 m here).
 */
async function pixelOf(page: Page): Promise<(p: Point) => { x: number; y: number }> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  const [x0, y0] = [Math.round(box.width / 4), Math.round(box.height / 4)];
  const [x1, y1] = [Math.round((3 * box.width) / 4), Math.round((3 * box.height) / 4)];
  const a = await positionAt(page, x0, y0);
  const b = await positionAt(page, x1, y1);
  await page.mouse.move(box.x + 2, box.y + 2);
  return (p) => ({
    x: x0 + ((p.longitude - a.longitude) / (b.longitude - a.longitude)) * (x1 - x0),
    y: y0 + ((p.latitude - a.latitude) / (b.latitude - a.latitude)) * (y1 - y0),
  });
}

test('a rule of 1.5 × tip height from a road layer, made in the form, draws the road’s zone on the map, flags a turbine 200 m from the road with its sentence, and lets go at 400 m', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await newOrganisation();
  try {
    await setFeature(org.subscriptionKey, 'BufferLayer', 'Enabled');
    const projectId = await createProject(org.api, uniqueProjectName('Road setbacks'));
    const scenario = await post<{ id: number }>(org.api, `/api/projects/${projectId}/scenarios`, {
      name: 'Scenario 1',
    });
    // Tip height 140 + 120 / 2 = 200 m: the rule asks 300 m.
    const preset = await post<{ id: number }>(org.api, `/api/projects/${projectId}/presets`, {
      name: 'Model 200',
      plannerObjectTypeId: 1,
      presetDataJson: JSON.stringify({ hubHeight: 140, rotorDiameter: 120 }),
    });
    // A road along the parallel 52° N, 1.4 km long: its nearest point to a turbine due north of
    // its middle is the point straight south (the geodesic distance along the meridian).
    const roadMiddle: Point = { longitude: 5, latitude: 52 };
    await post(org.api, `/api/projects/${projectId}/constraint-layers`, {
      name: 'Roads',
      colour: '#1c7ed6',
      geojson: JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'N302' },
            geometry: {
              type: 'LineString',
              coordinates: [
                [4.99, 52],
                [5.01, 52],
              ],
            },
          },
        ],
      }),
    });
    await post(org.api, `/api/projects/${projectId}/planner-objects`, {
      name: 'Turbine 1',
      scenarioId: scenario.id,
      layout: 'Point',
      points: [north(roadMiddle, 200.5)],
      plannerObjectTypeId: 1,
      presetId: preset.id,
    });
    await openPlanner(page, org, projectId);
    const map = page.locator('.maplibregl-map');
    await expect(map).toHaveAttribute('data-constraint-layers', 'Roads:1');
    await expect(map).toHaveAttribute('data-layer-zones', '0');

    // Two places east of the turbine: 150 m from the road (inside the zone) and 450 m (outside).
    const at = await pixelOf(page);
    const inZone = at(north({ longitude: 5.005, latitude: 52 }, 150));
    const outOfZone = at(north({ longitude: 5.005, latitude: 52 }, 450));
    const before = await mapPixels(page);

    await openSetbacks(page);
    await plan(page).getByText('Add a rule').click();
    const form = plan(page).getByRole('form', { name: 'Add rule' });
    await form.getByLabel('Rule name').fill('1.5 × tip height from roads');
    await form.getByLabel('Turbines keep away from').selectOption({ label: 'Constraint layer: Roads' });
    await form.getByLabel('Distance').fill('1.5');
    await form.getByLabel('Unit').selectOption({ label: '× tip height' });
    await form.getByRole('button', { name: 'Add rule' }).click();
    const rules = plan(page).getByRole('list', { name: 'Setback rules' });
    await expect(rules.getByText('1.5 × tip height from Roads', { exact: true })).toBeVisible();

    const breaches = plan(page).getByRole('list', { name: 'Setback breaches' });
    await expect(breaches.getByRole('listitem')).toHaveCount(1);
    await expect(breaches).toContainText(
      'Turbine 1 is 200 m from Roads; the rule asks 300 m (1.5 × tip height 200 m)',
    );
    const measured = Number(
      /Measured ([\d.]+) m/.exec((await breaches.getByText(/^Measured /).textContent()) ?? '')?.[1],
    );
    // The road's nearest point is its geodesic's middle (which bows 4.7 cm north of the parallel).
    const [west, east] = [
      { longitude: 4.99, latitude: 52 },
      { longitude: 5.01, latitude: 52 },
    ];
    const line = Geodesic.WGS84.Inverse(west.latitude, west.longitude, east.latitude, east.longitude);
    const middle = Geodesic.WGS84.Direct(west.latitude, west.longitude, line.azi1 ?? 90, (line.s12 ?? 0) / 2);
    const expected = metresBetween(north(roadMiddle, 200.5), {
      longitude: middle.lon2 ?? Number.NaN,
      latitude: middle.lat2 ?? Number.NaN,
    });
    expect(Math.abs(measured - expected)).toBeLessThan(0.02);

    // The zone is drawn: the place 150 m from the road is tinted with the zones' red, the place
    // 450 m away is as it was.
    await expect(map).toHaveAttribute('data-layer-zones', '1');
    await expect
      .poll(async () => {
        const after = await mapPixels(page);
        const [r0, g0, b0] = before.at(inZone.x, inZone.y);
        const [r1, g1, b1] = after.at(inZone.x, inZone.y);
        const outside = before
          .at(outOfZone.x, outOfZone.y)
          .map((v, i) => Math.abs(v - after.at(outOfZone.x, outOfZone.y)[i]!));
        // Red kept, green and blue lowered: a red wash at 8 % over the basemap.
        return {
          redder: g0 - g1 >= 6 && b0 - b1 >= 6 && r1 - g1 > r0 - g0,
          outsideKept: Math.max(...outside) <= 3,
        };
      })
      .toEqual({ redder: true, outsideKept: true });
    await expectNoAxeViolations(page);

    // The server's check says the same.
    const check = await org.api.get(
      `/api/projects/${projectId}/setback-rules/check?scenarioId=${scenario.id}`,
    );
    expect(check.status(), await check.text()).toBe(200);
    const answer = (await check.json()) as { breaches: { distance: number; message: string }[] };
    expect(answer.breaches.map((b) => b.message)).toEqual([
      'Turbine 1 is 200 m from Roads; the rule asks 300 m (1.5 × tip height 200 m)',
    ]);
    expect(Math.abs(answer.breaches[0]!.distance - measured)).toBeLessThan(0.1);

    // Moved to 400 m from the road: the flag goes.
    await breaches.getByRole('button', { name: /Turbine 1 is 200 m/ }).click();
    const move = page
      .getByRole('complementary', { name: 'Selection' })
      .getByRole('form', { name: 'Move here' });
    await typePosition(move, north(roadMiddle, 400));
    await move.getByRole('button', { name: 'Move here' }).click();
    await expect(plan(page).getByText('No turbine breaks a setback rule.')).toBeVisible();
  } finally {
    await org.api.dispose();
  }
});

test('a constraint layer a teammate adds, renames and deletes reaches an open planner without a reload', async ({
  page,
}) => {
  const org = await newOrganisation();
  try {
    const projectId = await createProject(org.api, uniqueProjectName('Shared layers'));
    await openPlanner(page, org, projectId);
    const map = page.locator('.maplibregl-map');
    await expect(map).not.toHaveAttribute('data-constraint-layers', /./);
    // The teammate's requests: through the API, not this page.
    const layer = await post<{ id: number }>(org.api, `/api/projects/${projectId}/constraint-layers`, {
      name: 'Railway',
      geojson: JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: {},
            geometry: {
              type: 'LineString',
              coordinates: [
                [5, 52],
                [5.02, 52.01],
              ],
            },
          },
        ],
      }),
    });
    await expect(map).toHaveAttribute('data-constraint-layers', 'Railway:1');
    const renamed = await org.api.put(`/api/projects/${projectId}/constraint-layers/${layer.id}`, {
      data: { name: 'Railway line' },
      headers: { 'If-Match': '"1"' },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    await expect(map).toHaveAttribute('data-constraint-layers', 'Railway line:1');
    const deleted = await org.api.delete(`/api/projects/${projectId}/constraint-layers/${layer.id}`);
    expect(deleted.status()).toBe(204);
    await expect(map).not.toHaveAttribute('data-constraint-layers', /./);
  } finally {
    await org.api.dispose();
  }
});
