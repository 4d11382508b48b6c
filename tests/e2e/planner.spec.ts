import { expect, type Locator, type Page, test } from '@playwright/test';
import { setFeature } from './support/admin';
import { accessTokenOf, apiAs } from './support/api';
import { newUser, register, signIn, useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_USERS } from './support/config';
import { gate } from './support/gate';
import { newOrganisation } from './support/organisations';
import { expectMapReady } from './support/planner-map';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { createProject, uniqueProjectName } from './support/projects';
import { answerTurbineModel } from './support/turbine-model';

/** Software WebGL comes with the 'webgl' project (playwright.config.ts); the planner's window size here. */
test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

/** Screenshots for docs/planner.md, made by this run (PLANNER_SCREENSHOTS=1 writes them). */
async function screenshot(page: Page, name: string) {
  if (process.env.PLANNER_SCREENSHOTS === '1') await page.screenshot({ path: `docs/planner/${name}.png` });
}

/**
 * Where points on the map are measured from: 100 px left of the map's middle when the planner
 * opened. The map's content stays in place on screen when the panels beside it open and close
 * (the properties take its right part), so a point keeps its place, and these stay visible.
 */
const origins = new WeakMap<Page, { x: number; y: number }>();
async function mapOrigin(page: Page): Promise<{ x: number; y: number }> {
  const known = origins.get(page);
  if (known) return known;
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  const origin = { x: box.x + box.width / 2 - 100, y: box.y + box.height / 2 };
  origins.set(page, origin);
  return origin;
}

/** A point of the map, in pixels from its origin (mapOrigin). */
async function at(page: Page, dx: number, dy: number): Promise<{ x: number; y: number }> {
  const origin = await mapOrigin(page);
  return { x: origin.x + dx, y: origin.y + dy };
}

async function clickMap(page: Page, dx: number, dy: number) {
  const { x, y } = await at(page, dx, dy);
  await page.mouse.click(x, y);
}

/** The list of one kind in the Objects panel (the map's text alternative). */
const listOf = (page: Page, name: string): Locator =>
  page.getByRole('complementary', { name: 'Plan' }).getByRole('list', { name, exact: true });

/** Chooses a file in the Import panel's file field, as a user does in the browser's dialog. */
async function chooseFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

async function positionShown(page: Page): Promise<[string, string]> {
  const form = page.getByRole('form', { name: 'Move here' });
  return [
    await form.getByRole('textbox', { name: /Longitude|Easting|X/ }).inputValue(),
    await form.getByRole('textbox', { name: /Latitude|Northing|Y/ }).inputValue(),
  ];
}

test('a new user plans a project: turbines, a solar field and a line with presets and scenarios, undo and redo, kept after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = newUser({ firstName: 'Paula', lastName: 'Planner' });
  await register(page, user);
  await expect(page).toHaveURL(/\/welcome$/);

  // A trial of her own, through the welcome form.
  await page.getByRole('textbox', { name: 'Company name' }).fill(`Paula Wind ${Date.now()}`);
  await page.getByRole('textbox', { name: 'Company phone' }).fill('+31 20 555 0142');
  await page.getByRole('button', { name: 'Send activation mail' }).click();
  await expect(page.getByText('Your trial has been created')).toBeVisible();
  // Her plan (Wind Planner) has Solar and Line & Grid locked: the operator unlocks both.
  const self = await apiAs(await accessTokenOf(page));
  const [account] = (await (await self.get('/api/user-accounts')).json()) as Array<{
    subscriptionKey: string;
  }>;
  await self.dispose();
  for (const module of ['Solar', 'Pylon']) await setFeature(account!.subscriptionKey, module, 'Enabled');
  await page.getByRole('link', { name: 'Go to subscription' }).click();
  await expect(page).toHaveURL(/\/dash\/projects$/);

  // A new project, opened in the planner.
  const name = uniqueProjectName('Polder Wind');
  await page.getByRole('button', { name: 'Add new project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new project' });
  await dialog.getByLabel('Project name').fill(name);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: `Open ${name} in editor` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectMapReady(page);
  await expect(page.getByText('Nothing planned yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Zoom in to a park's scale with the map's own buttons.
  for (let step = 0; step < 10; step++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await expectMapReady(page);

  // Three turbines by clicking the map.
  await page.getByRole('button', { name: 'Place wind turbines' }).click();
  await clickMap(page, -150, -60);
  // The first turbine asks which model it is; these stay without a preset until one is made below.
  await answerTurbineModel(page, /^No preset/);
  await expect(listOf(page, 'Wind turbines').getByRole('listitem')).toHaveCount(1);
  await clickMap(page, 0, -60);
  await expect(listOf(page, 'Wind turbines').getByRole('listitem')).toHaveCount(2);
  await clickMap(page, 150, -60);
  await expect(listOf(page, 'Wind turbines').getByRole('listitem')).toHaveCount(3);
  await expect(listOf(page, 'Wind turbines')).toContainText('Turbine 3');

  // A solar field: four corners, closed on the first.
  await page.getByRole('button', { name: 'Draw a solar field' }).click();
  for (const [dx, dy] of [
    [-150, 60],
    [-40, 60],
    [-40, 160],
    [-150, 160],
    [-150, 60],
  ] as const)
    await clickMap(page, dx, dy);
  await expect(listOf(page, 'Solar fields').getByRole('listitem')).toHaveCount(1);

  // A power line of three points, finished with Enter.
  await page.getByRole('button', { name: 'Draw a power line' }).click();
  for (const [dx, dy] of [
    [40, 80],
    [120, 120],
    [200, 100],
  ] as const)
    await clickMap(page, dx, dy);
  await page.keyboard.press('Enter');
  await expect(listOf(page, 'Power lines').getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Select and move' }).click();

  // A turbine model as a preset, given to every turbine.
  await page.getByRole('tab', { name: 'Presets' }).click();
  await page.getByRole('button', { name: 'New preset' }).click();
  const presetForm = page.getByRole('form', { name: 'New preset' });
  await presetForm.getByRole('textbox', { name: 'Preset name' }).fill('V150 on 120 m');
  await presetForm.getByRole('textbox', { name: 'Hub height (m)' }).fill('60');
  await presetForm.getByRole('textbox', { name: 'Rotor diameter (m)' }).fill('150');
  // Validation: a rotor that would hit the ground.
  await expect(presetForm.getByRole('alert')).toContainText(
    'The rotor radius (75 m) is larger than the hub height (60 m)',
  );
  await expect(presetForm.getByRole('button', { name: 'Create preset' })).toBeDisabled();
  await presetForm.getByRole('textbox', { name: 'Hub height (m)' }).fill('120');
  await presetForm.getByRole('button', { name: 'Create preset' }).click();
  await expect(page.getByRole('list', { name: 'Presets' })).toContainText('V150 on 120 m');

  await page.getByRole('tab', { name: 'Objects' }).click();
  await page.keyboard.press('Control+a');
  await expect(page.getByRole('heading', { name: '5 objects selected' })).toBeVisible();
  await listOf(page, 'Wind turbines')
    .getByRole('button', { name: /Turbine 1/ })
    .click();
  await listOf(page, 'Wind turbines')
    .getByRole('button', { name: /Turbine 2/ })
    .click({ modifiers: ['Shift'] });
  await listOf(page, 'Wind turbines')
    .getByRole('button', { name: /Turbine 3/ })
    .click({ modifiers: ['Shift'] });
  const selection = page.getByRole('complementary', { name: 'Selection' });
  await expect(selection.getByRole('heading', { name: '3 objects selected' })).toBeVisible();
  await selection.getByRole('combobox', { name: 'Preset' }).click();
  await page.getByRole('option', { name: 'V150 on 120 m' }).click();
  await expect(selection.getByRole('combobox', { name: 'Preset' })).toHaveValue('V150 on 120 m');
  await page.getByRole('tab', { name: 'Presets' }).click();
  await expect(page.getByRole('list', { name: 'Presets' })).toContainText('used by 3');

  // A second scenario.
  await page.getByRole('tab', { name: 'Scenarios' }).click();
  await expect(page.getByRole('radio', { name: /Scenario 1/ })).toBeVisible();
  await page.getByRole('button', { name: 'New scenario' }).click();
  await expect(page.getByRole('radio', { name: /Scenario 2/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Objects' }).click();

  // Move Turbine 1 by dragging it, then undo and redo the move. The move's save is held until
  // Undo has been clicked: an undo asked before the answer undoes the move, not the step before
  // it (the preset).
  await listOf(page, 'Wind turbines')
    .getByRole('button', { name: /Turbine 1/ })
    .click();
  const before = await positionShown(page);
  const { held, release } = gate();
  const saves = '**/api/projects/*/planner-objects/batch';
  await page.route(saves, async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.fallback();
  });
  const from = await at(page, -150, -60);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 30, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => positionShown(page)).not.toEqual(before);
  const moved = await positionShown(page);
  await screenshot(page, 'planner');
  await page.getByRole('button', { name: 'Undo' }).click();
  release();
  await expect.poll(() => positionShown(page)).toEqual(before);
  await page.unroute(saves);
  await expect(
    page.getByRole('complementary', { name: 'Selection' }).getByRole('combobox', { name: 'Preset' }),
  ).toHaveValue('V150 on 120 m');
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => positionShown(page)).toEqual(moved);
  await expectNoAxeViolations(page);

  // After a reload everything is where it was.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(listOf(page, 'Wind turbines').getByRole('listitem')).toHaveCount(3);
  await expect(listOf(page, 'Solar fields').getByRole('listitem')).toHaveCount(1);
  await expect(listOf(page, 'Power lines').getByRole('listitem')).toHaveCount(1);
  await listOf(page, 'Wind turbines')
    .getByRole('button', { name: /Turbine 1/ })
    .click();
  await expect.poll(() => positionShown(page)).toEqual(moved);
  await expect(
    page.getByRole('complementary', { name: 'Selection' }).getByRole('combobox', { name: 'Preset' }),
  ).toHaveValue('V150 on 120 m');
  await page.getByRole('tab', { name: 'Scenarios' }).click();
  await expect(page.getByRole('radio', { name: /Scenario 2/ })).toBeVisible();
});

test('an Observer sees the demo plan read-only, with the tools off', async ({ page }) => {
  await signIn(page, DEMO_USERS.observer);
  await page
    .getByRole('link', { name: /in editor$/ })
    .first()
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Read only' })).toContainText(
    'Your role lets you view this plan but not change it.',
  );
  await expectMapReady(page);
  await expect(page.getByRole('button', { name: 'Place wind turbines' })).toHaveAttribute(
    'data-disabled',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'New scenario' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'read-only');
});

test('on a phone the plan is a read-only map', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_USERS.owner);
  await page
    .getByRole('link', { name: /in editor$/ })
    .first()
    .click();
  await expectMapReady(page);
  await expect(
    page.getByText('On a phone the plan can be viewed; edit it on a larger screen.'),
  ).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Planner tools' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a CSV in RD New with a bad row is refused by its row number and writes nothing; corrected, it imports', async ({
  page,
}) => {
  const org = await newOrganisation();
  try {
    const projectId = await createProject(org.api, uniqueProjectName('Import'));
    await useSignedInSession(page, org.owner.email, {
      password: org.owner.password,
      subscriptionKey: org.subscriptionKey,
    });
    await page.goto(`/editor/#projectId=${projectId}`);
    await expectMapReady(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('combobox', { name: 'Coordinates in the file (CSV)' }).click();
    await page.getByRole('option', { name: /Amersfoort \/ RD New/ }).click();

    // Semicolons and decimal commas, as Dutch spreadsheets write them; row 3 has no easting.
    const bad = 'naam;X_RD;Y_RD\nWT01;155000,00;463000,00\nWT02;abc;463400,00\nWT03;155800,00;463000,00\n';
    await chooseFile(page, 'layout.csv', bad);
    await expect(page.getByRole('list', { name: 'Problems in the file' })).toContainText('Row 3');
    await expect(page.getByRole('button', { name: /^Import \d+ objects$/ })).toBeDisabled();
    await screenshot(page, 'import');
    const objects = await org.api.get(`/api/projects/${projectId}/planner-objects`);
    expect(objects.headers()['x-total-count']).toBe('0');

    const good = bad.replace('WT02;abc;', 'WT02;155400,00;');
    await chooseFile(page, 'layout.csv', good);
    await expect(page.getByRole('status').filter({ hasText: 'Ready: 3 turbines' })).toBeVisible();
    await page.getByRole('button', { name: 'Import 3 objects' }).click();
    await expect(listOf(page, 'Wind turbines').getByRole('listitem')).toHaveCount(3);
    // The Amersfoort reference point: RD 155000, 463000 is 52.15517° N, 5.38721° E.
    await listOf(page, 'Wind turbines').getByRole('button', { name: /WT01/ }).click();
    const form = page.getByRole('form', { name: 'Move here' });
    await form.getByRole('combobox', { name: 'Coordinate system' }).click();
    await page.getByRole('option', { name: /WGS 84 \(EPSG:4326\)/ }).click();
    const longitude = Number(await form.getByRole('textbox', { name: 'Longitude (°)' }).inputValue());
    const latitude = Number(await form.getByRole('textbox', { name: 'Latitude (°)' }).inputValue());
    expect(Math.abs(longitude - 5.38720621)).toBeLessThan(0.00001);
    expect(Math.abs(latitude - 52.1551744)).toBeLessThan(0.00001);
  } finally {
    await org.api.dispose();
  }
});
