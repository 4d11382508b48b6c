import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiAsUser } from './support/api';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_USERS } from './support/config';
import { expectMapReady } from './support/planner-map';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { createProject, uniqueProjectName } from './support/projects';

/**
 * One history over the plan's five kinds (decision 206): a placed turbine, a scenario rename, a
 * preset change, a tour reorder and a moved viewpoint are each undone and redone, by the
 * toolbar's buttons (named for the step) and by the keys, shown at once and written to the
 * server; an undo over a teammate's change opens the conflict dialog; a reload shows what the
 * last steps left.
 */
test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

const plan = (page: Page): Locator => page.getByRole('complementary', { name: 'Plan' });
const turbines = (page: Page): Locator =>
  plan(page).getByRole('list', { name: 'Wind turbines', exact: true });

type Listed = { id: number; name: string; viewpointIds?: number[]; position?: { longitude: number } };

async function listed(api: APIRequestContext, projectId: number, kind: string): Promise<Listed[]> {
  const answer = await api.get(`/api/projects/${projectId}/${kind}`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as Listed[] | { items: Listed[] };
  return Array.isArray(body) ? body : body.items;
}

async function post(api: APIRequestContext, path: string, data: object): Promise<{ id: number }> {
  const answer = await api.post(path, { data });
  expect(answer.status(), path).toBe(201);
  return (await answer.json()) as { id: number };
}

/** A project with a scenario, a turbine preset and a turbine, two viewpoints and a tour of them. */
async function project(api: APIRequestContext) {
  const projectId = await createProject(api, uniqueProjectName('History'));
  const base = `/api/projects/${projectId}`;
  const scenario = await post(api, `${base}/scenarios`, { name: 'Scenario 1' });
  const preset = await post(api, `${base}/presets`, {
    name: 'V150',
    plannerObjectTypeId: 1,
    presetDataJson: '{"hubHeight":125,"rotorDiameter":150}',
  });
  await post(api, `${base}/planner-objects`, {
    name: 'Turbine 1',
    scenarioId: scenario.id,
    presetId: preset.id,
    layout: 'Point',
    points: [{ longitude: 4.62, latitude: 52.61 }],
    plannerObjectTypeId: 1,
  });
  const church = await post(api, `${base}/viewpoints`, {
    name: 'Church',
    position: { longitude: 4.615, latitude: 52.6, altitude: 1.7 },
  });
  const beach = await post(api, `${base}/viewpoints`, {
    name: 'Beach',
    position: { longitude: 4.625, latitude: 52.6, altitude: 1.7 },
  });
  await post(api, `${base}/tours`, { name: 'Tour 1', viewpointIds: [church.id, beach.id] });
  return { projectId, church: church.id, beach: beach.id };
}

const undoButton = (page: Page) =>
  page.getByRole('toolbar', { name: 'Planner tools' }).getByRole('button', { name: /^Undo/ });
const redoButton = (page: Page) =>
  page.getByRole('toolbar', { name: 'Planner tools' }).getByRole('button', { name: /^Redo/ });

/** Focus on the page itself, where the planner's keys are read (not in a field). */
async function keys(page: Page, combination: string) {
  await page.locator('body').focus();
  await page.keyboard.press(combination);
}

test('undo and redo take back and restore a change of each of the five kinds, on screen and on the server', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const api = await apiAsUser(DEMO_USERS.owner);
  const { projectId, church, beach } = await project(api);
  await useSignedInSession(page, DEMO_USERS.owner);
  await page.goto(`/editor/#projectId=${projectId}`);
  await expect(turbines(page).getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  await expectMapReady(page, 120_000);
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  const middle = { x: box.x + box.width / 2 - 100, y: box.y + box.height / 2 };

  // A placed turbine: undone with Ctrl+Z, redone with the button.
  await page.getByRole('button', { name: 'Place wind turbines' }).click();
  await page.mouse.click(middle.x, middle.y - 80);
  await expect(turbines(page)).toContainText('Turbine 2');
  await page.keyboard.press('Escape');
  await expect(undoButton(page)).toHaveAccessibleName('Undo Add wind turbine');
  await keys(page, 'Control+z');
  await expect(turbines(page).getByRole('listitem')).toHaveCount(1);
  await expect.poll(async () => (await listed(api, projectId, 'planner-objects')).length).toBe(1);
  await expect(redoButton(page)).toHaveAccessibleName('Redo Add wind turbine');
  await redoButton(page).click();
  await expect(turbines(page)).toContainText('Turbine 2');
  await expect
    .poll(async () => (await listed(api, projectId, 'planner-objects')).map((object) => object.name).sort())
    .toEqual(['Turbine 1', 'Turbine 2']);

  // A scenario rename: undone with the button named for it, redone with Ctrl+Shift+Z.
  await page.getByRole('tab', { name: 'Scenarios' }).click();
  await plan(page).getByRole('button', { name: 'Rename Scenario 1' }).click();
  await plan(page).getByRole('textbox', { name: 'New name of Scenario 1' }).fill('North');
  await page.keyboard.press('Enter');
  await expect(plan(page).getByRole('radio', { name: /^North/ })).toBeVisible();
  await expect(undoButton(page)).toHaveAccessibleName('Undo Rename scenario');
  await undoButton(page).click();
  await expect(plan(page).getByRole('radio', { name: /^Scenario 1/ })).toBeVisible();
  await expect.poll(async () => (await listed(api, projectId, 'scenarios'))[0]?.name).toBe('Scenario 1');
  await keys(page, 'Control+Shift+z');
  await expect(plan(page).getByRole('radio', { name: /^North/ })).toBeVisible();
  await expect.poll(async () => (await listed(api, projectId, 'scenarios'))[0]?.name).toBe('North');

  // A teammate renames it since: the undo is refused (412), the conflict dialog asks, the server
  // keeps theirs and the step stays to be undone.
  const scenario = (await listed(api, projectId, 'scenarios'))[0] as Listed & { version: number };
  const theirs = await api.put(`/api/projects/scenarios/${scenario.id}`, {
    data: { name: 'South' },
    headers: { 'If-Match': `"${scenario.version}"` },
  });
  expect(theirs.status()).toBe(200);
  await undoButton(page).click();
  const conflict = page.getByRole('dialog', { name: /was changed by someone else$/ });
  await expect(conflict).toBeVisible();
  await expect(plan(page).getByRole('radio', { name: /^South/ })).toBeVisible();
  await conflict.getByRole('button', { name: 'Keep theirs' }).click();
  await expect(conflict).toBeHidden();
  expect((await listed(api, projectId, 'scenarios'))[0]?.name).toBe('South');
  await expect(undoButton(page)).toHaveAccessibleName('Undo Rename scenario');

  // A preset change: undone with Ctrl+Z, redone with Ctrl+Y.
  await page.getByRole('tab', { name: 'Presets' }).click();
  const presets = plan(page).getByRole('list', { name: 'Presets' });
  await plan(page).getByRole('button', { name: 'Edit preset V150' }).click();
  await plan(page).getByRole('textbox', { name: 'Preset name' }).fill('V162');
  await plan(page).getByRole('button', { name: 'Save preset' }).click();
  await expect(presets).toContainText('V162');
  await expect(undoButton(page)).toHaveAccessibleName('Undo Change preset V150');
  await keys(page, 'Control+z');
  await expect(presets).toContainText('V150');
  await expect.poll(async () => (await listed(api, projectId, 'presets'))[0]?.name).toBe('V150');
  await keys(page, 'Control+y');
  await expect(presets).toContainText('V162');
  await expect.poll(async () => (await listed(api, projectId, 'presets'))[0]?.name).toBe('V162');

  // A tour reorder (the stop's handle, by keyboard): undone and redone with the buttons.
  await page.getByRole('tab', { name: 'Tours' }).click();
  const stops = page.getByRole('region', { name: 'Tour Tour 1' }).getByRole('list', { name: 'Stops' });
  await expect(stops.getByRole('listitem')).toHaveText([/1\. Church/, /2\. Beach/]);
  const handle = stops.getByRole('button', { name: 'Reorder stop 1, Church' });
  await handle.focus();
  // Each key waits for the sortable list to have taken the one before it.
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'is over position 1.' })).toBeAttached();
  // On a busy machine the list may not have measured its stops for the first arrow: pressed
  // again until it moves (at the last position a further arrow does nothing).
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('status').filter({ hasText: 'is over position 2.' })).toBeAttached({
      timeout: 2_000,
    });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(stops.getByRole('listitem')).toHaveText([/1\. Beach/, /2\. Church/]);
  await expect(undoButton(page)).toHaveAccessibleName('Undo Reorder Tour 1');
  await undoButton(page).click();
  await expect(stops.getByRole('listitem')).toHaveText([/1\. Church/, /2\. Beach/]);
  await expect
    .poll(async () => (await listed(api, projectId, 'tours'))[0]?.viewpointIds)
    .toEqual([church, beach]);
  await redoButton(page).click();
  await expect(stops.getByRole('listitem')).toHaveText([/1\. Beach/, /2\. Church/]);
  await expect
    .poll(async () => (await listed(api, projectId, 'tours'))[0]?.viewpointIds)
    .toEqual([beach, church]);

  // A moved viewpoint: one placed with the tool, dragged by its dot, undone and redone.
  await page.getByRole('button', { name: 'Place a viewpoint' }).click();
  await page.mouse.click(middle.x, middle.y + 120);
  await page.getByRole('tab', { name: 'Viewpoints' }).click();
  const viewpoints = plan(page).getByRole('list', { name: 'Viewpoints', exact: true });
  await expect(viewpoints.getByRole('listitem')).toHaveCount(3);
  const placed = async () =>
    (await listed(api, projectId, 'viewpoints')).find((viewpoint) => viewpoint.name === 'Viewpoint 1')
      ?.position?.longitude;
  await expect.poll(placed).toBeDefined();
  const at = (await placed()) as number;
  await page.mouse.move(middle.x, middle.y + 120);
  await page.mouse.down();
  await page.mouse.move(middle.x + 60, middle.y + 120, { steps: 5 });
  await page.mouse.move(middle.x + 120, middle.y + 120, { steps: 5 });
  await page.mouse.up();
  await expect(undoButton(page)).toHaveAccessibleName('Undo Move Viewpoint 1');
  await expect.poll(placed).toBeGreaterThan(at);
  const moved = (await placed()) as number;
  await keys(page, 'Control+z');
  await expect.poll(placed).toBe(at);
  await expect(redoButton(page)).toHaveAccessibleName('Redo Move Viewpoint 1');
  await redoButton(page).click();
  await expect.poll(placed).toBe(moved);
  await expectNoAxeViolations(page);

  // A reload shows what the redos left.
  await page.reload();
  await expect(turbines(page).getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Scenarios' }).click();
  await expect(plan(page).getByRole('radio', { name: /^South/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Presets' }).click();
  await expect(plan(page).getByRole('list', { name: 'Presets' })).toContainText('V162');
  await page.getByRole('tab', { name: 'Tours' }).click();
  await expect(stops.getByRole('listitem')).toHaveText([/1\. Beach/, /2\. Church/]);
  await api.dispose();
});

test('undo gives back a deleted viewpoint (its tour stop on the new id) and takes back a scenario reorder, on the server and over a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = await apiAsUser(DEMO_USERS.owner);
  const { projectId, church, beach } = await project(api);
  await post(api, `/api/projects/${projectId}/scenarios`, { name: 'Scenario 2' });
  await useSignedInSession(page, DEMO_USERS.owner);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`/editor/#projectId=${projectId}`);
  await expect(turbines(page).getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });

  // Church is deleted (the server takes it out of Tour 1), then the undo makes it again.
  await page.getByRole('tab', { name: 'Viewpoints' }).click();
  const viewpoints = plan(page).getByRole('list', { name: 'Viewpoints', exact: true });
  await viewpoints.getByRole('button', { name: 'Church', exact: true }).click();
  await plan(page).getByRole('button', { name: 'Delete viewpoint' }).click();
  await expect(viewpoints.getByRole('listitem')).toHaveCount(1);
  await expect.poll(async () => (await listed(api, projectId, 'tours'))[0]?.viewpointIds).toEqual([beach]);
  await expect(undoButton(page)).toHaveAccessibleName('Undo Delete Church');
  await undoButton(page).click();
  await expect(viewpoints.getByRole('button', { name: 'Church', exact: true })).toBeVisible();
  const churchAgain = async () =>
    (await listed(api, projectId, 'viewpoints')).find((viewpoint) => viewpoint.name === 'Church')?.id;
  await expect.poll(churchAgain).toBeDefined();
  const again = (await churchAgain()) as number;
  expect(again).not.toBe(church);
  await expect
    .poll(async () => (await listed(api, projectId, 'tours'))[0]?.viewpointIds)
    .toEqual([again, beach]);
  await expect(redoButton(page)).toHaveAccessibleName('Redo Delete Church');

  // Scenario 2 moved up, then the move undone with Ctrl+Z.
  await page.getByRole('tab', { name: 'Scenarios' }).click();
  /** The scenarios' radios, in the order the panel lists them. */
  const listedInOrder = async (first: string, second: string) => {
    await expect(plan(page).getByRole('radio').nth(0)).toHaveAccessibleName(new RegExp(`^${first} `));
    await expect(plan(page).getByRole('radio').nth(1)).toHaveAccessibleName(new RegExp(`^${second} `));
  };
  const order = async () =>
    (await listed(api, projectId, 'scenarios'))
      .map((scenario) => scenario as Listed & { sortOrder: number })
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((scenario) => scenario.name);
  await listedInOrder('Scenario 1', 'Scenario 2');
  await plan(page).getByRole('button', { name: 'Move Scenario 2 up' }).click();
  await listedInOrder('Scenario 2', 'Scenario 1');
  await expect.poll(order).toEqual(['Scenario 2', 'Scenario 1']);
  await expect(undoButton(page)).toHaveAccessibleName('Undo Move Scenario 2 up');
  await keys(page, 'Control+z');
  await listedInOrder('Scenario 1', 'Scenario 2');
  await expect.poll(order).toEqual(['Scenario 1', 'Scenario 2']);
  await expect(redoButton(page)).toHaveAccessibleName('Redo Move Scenario 2 up');
  await expectNoAxeViolations(page);

  // A reload shows what the undos left: Church back as the tour's first stop, the order as it was.
  await page.reload();
  await expect(turbines(page).getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Tours' }).click();
  const stops = page.getByRole('region', { name: 'Tour Tour 1' }).getByRole('list', { name: 'Stops' });
  await expect(stops.getByRole('listitem')).toHaveText([/1\. Church/, /2\. Beach/]);
  await page.getByRole('tab', { name: 'Scenarios' }).click();
  await listedInOrder('Scenario 1', 'Scenario 2');
  await api.dispose();
});
