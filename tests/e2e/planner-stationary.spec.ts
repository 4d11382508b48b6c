import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import geographiclib from 'geographiclib-geodesic';
import { expectNoAxeViolations } from './support/axe';
import { newOrganisation } from './support/organisations';
import { clickMap, expectMapReady, openPlanner } from './support/planner-map';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { createPresentation } from './support/presentations';
import { createProject, uniqueProjectName } from './support/projects';
import { difference, settled, shot, showing, visiblePart } from './support/scene-pixels';

/**
 * Stationary objects (decision 195): placed with the object tool, given sizes and a bearing in
 * the properties, kept over a reload, exported as their footprint at true size; and standing at
 * their true size in the public viewer's 3D view (the engine the planner's preview shares).
 * The wireline outlines them at the same size. Software WebGL comes with the 'webgl' project
 * (playwright.config.ts).
 */
test.describe.configure({ timeout: 180_000 });

type Saved = { id: number; name: string; plannerObjectTypeId: number; plannerObjectDataJson: string };

async function savedObjects(api: APIRequestContext, projectId: number): Promise<Saved[]> {
  const answer = await api.get(`/api/projects/${projectId}/planner-objects`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Saved[];
}

const geodesic = geographiclib.Geodesic.WGS84;
/** Length (m) and forward azimuth (°) of a ring's edge by GeographicLib's geodesic, not the product's footprint maths. */
function edge(a: number[], b: number[]) {
  const line = geodesic.Inverse(a[1]!, a[0]!, b[1]!, b[0]!);
  return { length: line.s12 ?? Number.NaN, azimuth: ((line.azi1 ?? Number.NaN) + 360) % 360 };
}

test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

test('a substation, a battery row and a building are placed, turned and sized in the planner, kept over a reload, and exported at true size', async ({
  page,
}) => {
  const org = await newOrganisation();
  try {
    const projectId = await createProject(org.api, uniqueProjectName('Stationary'));
    const made = await org.api.post(`/api/projects/${projectId}/scenarios`, { data: { name: 'Scenario 1' } });
    expect(made.status(), await made.text()).toBe(201);
    await openPlanner(page, org, projectId);

    const tool = page.getByRole('button', { name: 'Place objects (substation, battery row, building …)' });
    await expect(tool).not.toHaveAttribute('data-locked');
    await tool.click();
    await expect(tool).toHaveAttribute('aria-pressed', 'true');
    const chooser = page.getByRole('combobox', { name: 'Object to place' });
    await expect(chooser).toHaveValue('substation');
    await expectNoAxeViolations(page);
    await clickMap(page, -120, 0);
    await expect.poll(async () => (await savedObjects(org.api, projectId)).length).toBe(1);
    await chooser.selectOption({ label: 'Battery container row' });
    await clickMap(page, 0, 0);
    await expect.poll(async () => (await savedObjects(org.api, projectId)).length).toBe(2);
    await chooser.selectOption({ label: 'Building' });
    await clickMap(page, 120, 0);
    await expect.poll(async () => (await savedObjects(org.api, projectId)).length).toBe(3);
    const saved = await savedObjects(org.api, projectId);
    expect(saved.map((o) => [o.name, o.plannerObjectTypeId])).toEqual([
      ['Substation 1', 8],
      ['Battery row 1', 10],
      ['Building 1', 12],
    ]);
    // A new object starts with the catalogue's sizes.
    expect(JSON.parse(saved[1]!.plannerObjectDataJson)).toEqual({ containers: 10, spacing: 3, bearing: 0 });

    // The building: sized and turned in its properties.
    await page.keyboard.press('Escape');
    const plan = page.getByRole('complementary', { name: 'Plan' });
    await plan
      .getByRole('list', { name: 'Buildings', exact: true })
      .getByRole('button', { name: /Building 1/ })
      .click();
    const properties = page.getByRole('region', { name: 'Properties' });
    await expect(properties.getByRole('heading', { name: 'Building' })).toBeVisible();
    await properties.getByRole('textbox', { name: 'Length (m)' }).fill('30');
    await properties.getByRole('textbox', { name: 'Width (m)' }).fill('15');
    await properties.getByRole('textbox', { name: 'Height (m)' }).fill('9');
    await properties.getByRole('textbox', { name: 'Bearing of the length (from north) (°)' }).fill('45');
    await properties.getByRole('combobox', { name: 'Roof' }).selectOption('gable');
    await expectNoAxeViolations(page);
    await properties.getByRole('button', { name: 'Save changes' }).click();
    const building = async () =>
      (await savedObjects(org.api, projectId)).find((o) => o.name === 'Building 1')!;
    await expect
      .poll(async () => JSON.parse((await building()).plannerObjectDataJson))
      .toMatchObject({ length: 30, width: 15, height: 9, bearing: 45, roof: 'gable' });

    // The battery row: 6 containers, turned to 90°.
    await plan
      .getByRole('list', { name: 'Battery container rows', exact: true })
      .getByRole('button', { name: /Battery row 1/ })
      .click();
    await expect(properties.getByRole('heading', { name: 'Battery container row' })).toBeVisible();
    await properties.getByRole('textbox', { name: 'Containers (40 ft)' }).fill('6');
    await properties.getByRole('textbox', { name: 'Bearing of the length (from north) (°)' }).fill('90');
    await properties.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () =>
        JSON.parse(
          (await savedObjects(org.api, projectId)).find((o) => o.name === 'Battery row 1')!
            .plannerObjectDataJson,
        ),
      )
      .toMatchObject({ containers: 6, bearing: 90 });

    // A reload keeps them, with their sizes.
    await page.reload();
    await expectMapReady(page);
    await plan
      .getByRole('list', { name: 'Buildings', exact: true })
      .getByRole('button', { name: /Building 1/ })
      .click();
    await expect(properties.getByRole('textbox', { name: 'Length (m)' })).toHaveValue('30');
    await expect(
      properties.getByRole('textbox', { name: 'Bearing of the length (from north) (°)' }),
    ).toHaveValue('45');
    await expect(
      plan.getByRole('list', { name: 'Substations', exact: true }).getByRole('listitem'),
    ).toHaveCount(1);

    // The GeoJSON export: each footprint as a polygon at true size, the point it stands at beside it.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'GeoJSON (visible objects)' }).click();
    const file = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
      features: Array<{
        geometry: { type: string; coordinates: number[][][] };
        properties: Record<string, unknown>;
      }>;
    };
    const feature = (name: string) => file.features.find((f) => f.properties.name === name)!;
    // Tolerance: 1 cm on a side, 0.01° on its direction (the footprint is made through the
    // ellipsoid's radii of curvature at the point; GeographicLib's geodesic is exact).
    const ring = feature('Building 1').geometry.coordinates[0]!;
    expect(feature('Building 1').geometry.type).toBe('Polygon');
    expect(feature('Building 1').properties).toMatchObject({ kind: 'building', length: 30, width: 15 });
    expect(ring).toHaveLength(5);
    const [back, right, front, left] = [
      edge(ring[0]!, ring[1]!),
      edge(ring[1]!, ring[2]!),
      edge(ring[2]!, ring[3]!),
      edge(ring[3]!, ring[0]!),
    ];
    expect(Math.abs(back.length - 15)).toBeLessThan(0.01);
    expect(Math.abs(right.length - 30)).toBeLessThan(0.01);
    expect(Math.abs(front.length - 15)).toBeLessThan(0.01);
    expect(Math.abs(left.length - 30)).toBeLessThan(0.01);
    expect(Math.abs(right.azimuth - 45)).toBeLessThan(0.01);
    // The point is the footprint's centre.
    const point = feature('Building 1').properties.point as number[];
    const diagonal = edge(ring[0]!, ring[2]!);
    expect(Math.abs(edge(ring[0]!, point).length - diagonal.length / 2)).toBeLessThan(0.01);
    const row = feature('Battery row 1').geometry.coordinates[0]!;
    // 6 containers of 12.19 m with 5 gaps of 3 m, along 90°: 88.14 m by 2.44 m.
    expect(Math.abs(edge(row[1]!, row[2]!).length - 88.14)).toBeLessThan(0.01);
    expect(Math.abs(edge(row[1]!, row[2]!).azimuth - 90)).toBeLessThan(0.01);
    expect(Math.abs(edge(row[0]!, row[1]!).length - 2.44)).toBeLessThan(0.01);
    expect(feature('Substation 1').properties).toMatchObject({ kind: 'substation', length: 60, width: 40 });
  } finally {
    await org.api.dispose();
  }
});

/**
 * The public viewer, signed out, from a known camera: a 40 m building 400 m due north of an eye
 * 1.5 m above the sea, looking north, level, with a 60° horizontal field of view. Its front top
 * edge (20 m long along the line of sight, so 390 m away) must stand where a pinhole camera puts
 * it: `f · tan(elevation)` above the middle row, `f` the visible part's half width over
 * tan(30°), the elevation from 38.5 m less the earth's drop with standard refraction
 * (d² / 2R', R' = 6,371 km / (1 − 0.13)). Tolerance 3 px: the edge is antialiased and the
 * rows are whole pixels.
 */
test('a building stands at its true size in the public 3D view: its top edge where the pinhole camera puts it', async ({
  browser,
}) => {
  const EYE = { longitude: 3.2, latitude: 53.6 };
  const DISTANCE = 400;
  const HEIGHT = 40;
  const LENGTH = 20;
  const EYE_HEIGHT = 1.5;
  const org = await newOrganisation();
  const { api } = org;
  const projectId = await createProject(api, uniqueProjectName('Stationary view'));
  const scenario = (await (
    await api.post(`/api/projects/${projectId}/scenarios`, { data: { name: 'Scenario 1' } })
  ).json()) as {
    id: number;
  };
  const building = await api.post(`/api/projects/${projectId}/planner-objects`, {
    data: {
      name: 'Hall',
      scenarioId: scenario.id,
      plannerObjectTypeId: 12,
      layout: 'Point',
      points: [
        {
          longitude: EYE.longitude,
          latitude: geodesic.Direct(EYE.latitude, EYE.longitude, 0, DISTANCE).lat2,
        },
      ],
      plannerObjectDataJson: JSON.stringify({ length: LENGTH, width: 20, height: HEIGHT, bearing: 0 }),
    },
  });
  expect(building.status(), await building.text()).toBe(201);
  const viewpoint = await api.post(`/api/projects/${projectId}/viewpoints`, {
    data: {
      name: 'At sea',
      position: { ...EYE, altitude: EYE_HEIGHT },
      pan: 0,
      tilt: 0,
      fieldOfView: 60,
      windDirection: 180,
      viewingDateTime: '2025-06-21T11:00:00Z',
    },
  });
  expect(viewpoint.status(), await viewpoint.text()).toBe(201);
  const { publicationKey } = await createPresentation(api, projectId, uniqueProjectName('Stationary view'));
  const answer = (await (await api.get(`/api/projects/viewer/${publicationKey}`)).json()) as {
    scenarios: Array<{ id: number; name: string; plannerObjects: Array<{ plannerObjectDataJson: string }> }>;
  };
  await api.dispose();
  const planned = answer.scenarios.find((s) => s.name === 'Scenario 1')!;
  expect(JSON.parse(planned.plannerObjects[0]!.plannerObjectDataJson)).toMatchObject({ height: HEIGHT });

  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 720 },
  });
  const page = await context.newPage();
  await page.goto(`/viewer/?project=${publicationKey}&scenario=${planned.id}`);
  await settled(page);
  const withHall = await shot(page);
  const visible = await visiblePart(page);
  // A scenario chosen is on screen once the canvas says it drew the new content: the view was
  // ready and still before the click, so `settled` alone could pass on the old frame.
  const canvas = page.getByTestId('viewer-3d').locator('canvas');
  const drawnAfter = async (choose: () => Promise<void>) => {
    const before = await canvas.getAttribute('data-content-revision');
    await choose();
    await expect(canvas).not.toHaveAttribute('data-content-revision', before ?? '');
  };
  await drawnAfter(() => page.getByRole('button', { name: /^Current situation/ }).click());
  await expect(page.getByRole('button', { name: /^Current situation/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await settled(page);
  const without = await shot(page);

  const half = (visible.x1 - visible.x0) / 2;
  const f = half / Math.tan(Math.PI / 6);
  const middle = visible.x0 + half;
  // 10 m either side at 390 m, plus 3 px.
  const band = { from: middle - (f * 10) / 390 - 3, to: middle + (f * 10) / 390 + 3 };
  const diff = await difference(page, withHall, without, band);
  const near = DISTANCE - LENGTH / 2;
  const drop = (near * near) / (2 * (6_371_000 / (1 - 0.13)));
  const expectedTop = diff.height / 2 - f * ((HEIGHT - EYE_HEIGHT - drop) / near);
  expect(diff.inside, 'pixels of the building').toBeGreaterThan(200);
  expect(diff.outside, `pixels changed outside the building: ${JSON.stringify(diff.outsideAt)}`).toBe(0);
  expect(
    Math.abs(diff.top - expectedTop),
    `top row ${diff.top}, pinhole ${expectedTop.toFixed(1)}`,
  ).toBeLessThanOrEqual(3);

  // The wireline outlines it at the same size: its top edge on the same row.
  const wireline = page.getByRole('button', { name: 'Wireline' });
  await wireline.click();
  await expect(wireline).toHaveAttribute('aria-pressed', 'true');
  await showing(page, 'wireline');
  const wireWithout = await shot(page);
  await drawnAfter(() => page.getByRole('button', { name: /^Scenario 1/ }).click());
  await expect(page.getByRole('button', { name: /^Scenario 1/ })).toHaveAttribute('aria-pressed', 'true');
  await showing(page, 'wireline');
  const wireWithHall = await shot(page);
  const outline = await difference(page, wireWithHall, wireWithout, band);
  expect(outline.inside, 'pixels of the outline').toBeGreaterThan(20);
  expect(outline.outside, `pixels changed outside the building: ${JSON.stringify(outline.outsideAt)}`).toBe(
    0,
  );
  expect(
    Math.abs(outline.top - expectedTop),
    `outline's top row ${outline.top}, pinhole ${expectedTop.toFixed(1)}`,
  ).toBeLessThanOrEqual(3);
  await expectNoAxeViolations(page);
  await context.close();
});
