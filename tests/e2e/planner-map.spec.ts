import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { setFeature } from './support/admin';
import { signIn, useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_USERS } from './support/config';
import { newOrganisation, type Organisation } from './support/organisations';
import { expectMapReady } from './support/planner-map';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { createProject, uniqueProjectName } from './support/projects';
import { answerTurbineModel } from './support/turbine-model';

/** Software WebGL comes with the 'webgl' project (playwright.config.ts); the planner's window size here. */
test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

type Point = { longitude: number; latitude: number };
type SavedObject = { name: string; layout: string; points: Point[]; presetId: number | null };

/** A point of the map, in pixels from the middle of the map as it is now. */
async function mapPoint(page: Page, dx: number, dy: number): Promise<{ x: number; y: number }> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  return { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy };
}

async function objects(api: APIRequestContext, projectId: number): Promise<SavedObject[]> {
  const answer = await api.get(`/api/projects/${projectId}/planner-objects`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as SavedObject[];
}

/** Metres between two points (equirectangular: exact enough over a few kilometres). */
function metresBetween(a: Point, b: Point): number {
  const k = (Math.PI / 180) * 6_371_008.8;
  const dx = (b.longitude - a.longitude) * k * Math.cos(((a.latitude + b.latitude) / 2) * (Math.PI / 180));
  const dy = (b.latitude - a.latitude) * k;
  return Math.hypot(dx, dy);
}

async function openPlanner(page: Page, org: Organisation, projectId: number) {
  await useSignedInSession(page, org.owner.email, {
    password: org.owner.password,
    subscriptionKey: org.subscriptionKey,
  });
  await page.goto(`/editor/#projectId=${projectId}`);
  await expectMapReady(page);
  // The map has its size and view once its scale is drawn.
  await expect(page.locator('.maplibregl-ctrl-scale')).toBeVisible();
}

const turbines = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Plan' })
    .getByRole('list', { name: 'Wind turbines', exact: true })
    .getByRole('listitem');

test('Shift with an arrow moves the selected turbine ten metres and leaves the map facing north', async ({
  page,
}) => {
  const org = await newOrganisation();
  try {
    const projectId = await createProject(org.api, uniqueProjectName('Nudge'));
    const scenario = await org.api.post(`/api/projects/${projectId}/scenarios`, {
      data: { name: 'Scenario 1' },
    });
    expect(scenario.status(), await scenario.text()).toBe(201);
    const start = { longitude: 5.3, latitude: 52.2 };
    const created = await org.api.post(`/api/projects/${projectId}/planner-objects`, {
      data: {
        name: 'Turbine 1',
        scenarioId: ((await scenario.json()) as { id: number }).id,
        layout: 'Point',
        points: [start],
        plannerObjectTypeId: 1,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await openPlanner(page, org, projectId);

    // The turbine selected in the list, then the map given the keyboard (as Tab or a click does).
    await turbines(page)
      .getByRole('button', { name: /Turbine 1/ })
      .click();
    await expect(page.getByRole('complementary', { name: 'Selection' })).toBeVisible();
    await page.locator('.maplibregl-canvas').focus();
    const compass = page.getByRole('button', { name: 'Drag to rotate map, click to reset north' });
    await expect(compass).toBeVisible();

    await page.keyboard.press('Shift+ArrowRight');
    await expect
      .poll(async () => {
        const [turbine] = await objects(org.api, projectId);
        return turbine ? Math.round(metresBetween(start, turbine.points[0] as Point) * 10) / 10 : null;
      })
      .toBe(10);
    const [moved] = await objects(org.api, projectId);
    // Due east: the latitude did not change.
    expect(Math.abs((moved?.points[0]?.latitude ?? 0) - start.latitude)).toBeLessThan(1e-7);
    // The compass's needle turns with the map's bearing (MapLibre rotates it by -bearing).
    await expect(compass.locator('.maplibregl-ctrl-icon')).toHaveAttribute('style', /rotateZ?\(0deg\)/);
  } finally {
    await org.api.dispose();
  }
});

test('the properties opening beside the map do not move it: a second click on the same spot lands on the first turbine', async ({
  page,
}) => {
  const org = await newOrganisation();
  try {
    const projectId = await createProject(org.api, uniqueProjectName('Steady map'));
    await openPlanner(page, org, projectId);
    await page.getByRole('button', { name: 'Place wind turbines' }).click();

    const spot = await mapPoint(page, -100, 0);
    await page.mouse.click(spot.x, spot.y);
    await answerTurbineModel(page, /^No preset/);
    await expect(turbines(page)).toHaveCount(1);
    // The first placement selects the turbine, and its properties open beside the map.
    await expect(page.getByRole('complementary', { name: 'Selection' })).toBeVisible();
    await page.mouse.click(spot.x, spot.y);
    await expect(turbines(page)).toHaveCount(2);
    // A third, 60 px to the east, is the measure of a pixel at this zoom.
    await page.mouse.click(spot.x + 60, spot.y);
    await expect(turbines(page)).toHaveCount(3);

    const saved = await objects(org.api, projectId);
    const at = (name: string) => saved.find((object) => object.name === name)?.points[0] as Point;
    const pixel = metresBetween(at('Turbine 1'), at('Turbine 3')) / 60;
    // Before, the map moved by 105 px when the panel opened.
    expect(metresBetween(at('Turbine 1'), at('Turbine 2'))).toBeLessThan(pixel);
  } finally {
    await org.api.dispose();
  }
});

test('the first turbine of a project asks which model it is: a chosen model becomes its preset, used by the next turbine too; no preset is named for what it is', async ({
  page,
}) => {
  const org = await newOrganisation();
  try {
    const projectId = await createProject(org.api, uniqueProjectName('First turbine'));
    await openPlanner(page, org, projectId);
    await page.getByRole('button', { name: 'Place wind turbines' }).click();
    const first = await mapPoint(page, -100, 0);
    await page.mouse.click(first.x, first.y);
    const dialog = page.getByRole('dialog', { name: 'Which turbine is this?' });
    await expect(
      dialog.getByRole('radio', { name: 'No preset: hub 150 m, rotor 236 m (default)' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await answerTurbineModel(page, 'Vestas V150 4.2 MW: hub 125 m, rotor 150 m (onshore)');
    await expect(turbines(page)).toHaveCount(1);
    await page.mouse.click(first.x + 60, first.y);
    await expect(turbines(page)).toHaveCount(2);
    await expect(dialog).toHaveCount(0);

    const presets = await org.api.get(`/api/projects/${projectId}/presets`);
    const [preset, ...others] = (await presets.json()) as Array<{
      id: number;
      name: string;
      presetDataJson: string;
    }>;
    expect(others).toHaveLength(0);
    expect(preset?.name).toBe('Vestas V150 4.2 MW');
    expect(JSON.parse(preset?.presetDataJson ?? '{}')).toEqual({ hubHeight: 125, rotorDiameter: 150 });
    expect((await objects(org.api, projectId)).map((object) => object.presetId)).toEqual([
      preset?.id,
      preset?.id,
    ]);

    // A turbine without a preset says what it is.
    const selection = page.getByRole('complementary', { name: 'Selection' });
    await expect(selection.getByRole('combobox', { name: 'Preset' })).toHaveValue('Vestas V150 4.2 MW');
    await selection.getByRole('combobox', { name: 'Preset' }).click();
    await expect(
      page.getByRole('option', { name: 'No preset: hub 150 m, rotor 236 m (default)' }),
    ).toBeVisible();
  } finally {
    await org.api.dispose();
  }
});

test('a narrow solar field whose fourth corner is near its first is drawn with four corners', async ({
  page,
}) => {
  const org = await newOrganisation();
  try {
    // The trial's plan (Wind Planner) has Solar locked: the operator unlocks it.
    await setFeature(org.subscriptionKey, 'Solar', 'Enabled');
    const projectId = await createProject(org.api, uniqueProjectName('Solar corners'));
    await openPlanner(page, org, projectId);
    await page.getByRole('button', { name: 'Draw a solar field' }).click();

    // 22 × 37 px: the fourth corner is 22 px from the first, as a 280 × 475 m field at 1 km scale.
    for (const [dx, dy] of [
      [-100, -40],
      [-100, -3],
      [-78, -3],
      [-78, -40],
      [-100, -40],
    ] as const) {
      const { x, y } = await mapPoint(page, dx, dy);
      await page.mouse.click(x, y);
    }
    await expect(
      page
        .getByRole('complementary', { name: 'Plan' })
        .getByRole('list', { name: 'Solar fields', exact: true })
        .getByRole('listitem'),
    ).toHaveCount(1);
    const [field] = await objects(org.api, projectId);
    expect(field?.layout).toBe('Area');
    expect(field?.points).toHaveLength(4);
  } finally {
    await org.api.dispose();
  }
});

test('the preview is named for the stop a tour is at, and stays open or closed as this browser last chose', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_USERS.owner);
  await page
    .getByRole('link', { name: /in editor$/ })
    .first()
    .click();
  await expectMapReady(page);
  // Closed, as this spec's browser last chose (PREVIEW_CLOSED), though the window is wide.
  const toggle = page.getByRole('button', { name: '3D preview' });
  const preview = page.getByRole('region', { name: '3D preview' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(preview).toHaveCount(0);
  await page.getByRole('tab', { name: 'Tours' }).click();
  const tour = page.getByRole('region', { name: /^Tour / }).first();
  await tour.getByRole('button', { name: 'Play in preview' }).click();

  const title = preview.getByText(/^From /);
  // Each leg flies for seconds: wait for the second stop, then the preview names it.
  const status = tour.getByRole('status').filter({ hasText: /^Playing stop [2-9]/ });
  await expect(status).toBeVisible({ timeout: 30_000 });
  const scene = preview.locator('canvas[role="img"]');
  await expect
    .poll(async () => {
      const stop = /: (.+)$/.exec((await status.textContent()) ?? '')?.[1];
      const shown = await title.textContent();
      const named = await scene.getAttribute('aria-label');
      return stop !== undefined && shown?.startsWith(`From ${stop}`) && named === `3D preview from ${stop}`;
    })
    .toBe(true);

  // Playing opened it, and it stays open after a reload; closed by its button, it stays closed.
  await page.reload();
  await expectMapReady(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(preview).toBeVisible();
  await toggle.click();
  await expect(preview).toHaveCount(0);
  await page.reload();
  await expectMapReady(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(preview).toHaveCount(0);
});
