import { type Browser, expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { apiAsUser } from './support/api';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_USERS } from './support/config';
import { routeHub } from './support/hub-frames';
import { expectMapReady } from './support/planner-map';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { createProject, uniqueProjectName } from './support/projects';

/**
 * Two planners (two users) on one project, and what the hub's content events save them:
 * placing a turbine costs the placing browser one write and no read of any list, and the other
 * planner shows it from the event alone (decision 198). Presets are versioned like the rest: a
 * stale preset edit opens the conflict dialog and overwrites nothing.
 */
test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

const plan = (page: Page): Locator => page.getByRole('complementary', { name: 'Plan' });
const turbines = (page: Page): Locator =>
  plan(page).getByRole('list', { name: 'Wind turbines', exact: true });

/** Reads of what an item event of a project's content used to refresh: its lists, the project, the usage. */
const LIST_READ =
  /\/api\/(projects\/\d+\/(planner-objects|presets|viewpoints|tours|scenarios)|projects\/\d+|subscriptions\/current)(\?|$)/;
/** Writes of a project's content. */
const CONTENT_WRITE = /\/api\/(projects\/\d+\/|viewpoints|tours|scenarios)/;

function countRequests(page: Page) {
  const seen = { writes: [] as string[], listReads: [] as string[] };
  const path = (request: Request) => new URL(request.url()).pathname + new URL(request.url()).search;
  page.on('request', (request) => {
    const url = path(request);
    if (request.method() === 'GET' && LIST_READ.test(new URL(request.url()).pathname))
      seen.listReads.push(url);
    else if (request.method() !== 'GET' && CONTENT_WRITE.test(url))
      seen.writes.push(`${request.method()} ${url}`);
  });
  return {
    seen,
    reset() {
      seen.writes.length = 0;
      seen.listReads.length = 0;
    },
  };
}

/** A project with one scenario, one turbine and one turbine preset, made by HTTP. */
async function sharedProject(): Promise<number> {
  const api = await apiAsUser(DEMO_USERS.owner);
  const projectId = await createProject(api, uniqueProjectName('Shared events'));
  const scenario = await api.post(`/api/projects/${projectId}/scenarios`, { data: { name: 'Scenario 1' } });
  expect(scenario.status()).toBe(201);
  const preset = await api.post(`/api/projects/${projectId}/presets`, {
    data: { name: 'V150', plannerObjectTypeId: 1, presetDataJson: '{"hubHeight":125,"rotorDiameter":150}' },
  });
  expect(preset.status()).toBe(201);
  const created = await api.post(`/api/projects/${projectId}/planner-objects`, {
    data: {
      name: 'Turbine 1',
      scenarioId: ((await scenario.json()) as { id: number }).id,
      presetId: ((await preset.json()) as { id: number }).id,
      layout: 'Point',
      points: [{ longitude: 4.62, latitude: 52.61 }],
      plannerObjectTypeId: 1,
    },
  });
  expect(created.status()).toBe(201);
  await api.dispose();
  return projectId;
}

async function openPlanner(browser: Browser, email: string, projectId: number) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });
  const page = await context.newPage();
  const hub = await routeHub(page);
  const requests = countRequests(page);
  await useSignedInSession(page, email);
  await page.goto(`/editor/#projectId=${projectId}`);
  await expect(turbines(page).getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  // The run's first planner loads its map cold: on a busy machine, well over 30 s.
  await expectMapReady(page, 120_000);
  return { context, page, hub, requests };
}

/** Clicks the map `dx` px right of its middle with the turbine tool. */
async function placeTurbine(page: Page, dx: number) {
  await page.getByRole('button', { name: 'Place wind turbines' }).click();
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  await page.mouse.click(box.x + box.width / 2 - 100 + dx, box.y + box.height / 2 - 80);
  await page.keyboard.press('Escape');
}

const itemEvent = (target: string, name: string) => (frame: string) =>
  frame.includes(`"target":"${target}"`) && frame.includes(`"name":"${name}"`);

test('placing a turbine costs the placing planner one write and no list read; the other shows it without reading any list', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const projectId = await sharedProject();
  const a = await openPlanner(browser, DEMO_USERS.owner, projectId);
  const b = await openPlanner(browser, DEMO_USERS.team, projectId);
  await expect(a.page.getByRole('img', { name: /^Also here: / })).toBeVisible();
  await expect(b.page.getByRole('img', { name: /^Also here: / })).toBeVisible();
  a.requests.reset();
  b.requests.reset();

  // A places Turbine 2: B shows it from the event.
  await placeTurbine(a.page, 0);
  await expect(turbines(a.page)).toContainText('Turbine 2');
  await expect(turbines(b.page)).toContainText('Turbine 2');
  // Both were given the event (A its own echo) before anything is counted.
  await a.hub.given(itemEvent('OnItemAdded', 'Turbine 2'));
  await b.hub.given(itemEvent('OnItemAdded', 'Turbine 2'));

  // B places Turbine 3: A shows it from the event. This is also the time in which a read that
  // A's echo of Turbine 2 set off (the old rule: 100 ms after the event) would have been made.
  await placeTurbine(b.page, 150);
  await expect(turbines(b.page)).toContainText('Turbine 3');
  await expect(turbines(a.page)).toContainText('Turbine 3');
  await a.hub.given(itemEvent('OnItemAdded', 'Turbine 3'));
  await b.hub.given(itemEvent('OnItemAdded', 'Turbine 3'));

  const batch = `POST /api/projects/${projectId}/planner-objects/batch`;
  expect(a.requests.seen).toEqual({ writes: [batch], listReads: [] });
  expect(b.requests.seen).toEqual({ writes: [batch], listReads: [] });
  await a.context.close();
  await b.context.close();
});

test('two planners change the same preset: the second, made on the old version, opens the conflict dialog and overwrites nothing', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const projectId = await sharedProject();
  const a = await openPlanner(browser, DEMO_USERS.owner, projectId);
  const b = await openPlanner(browser, DEMO_USERS.team, projectId);

  const editPreset = async (page: Page) => {
    await plan(page).getByRole('tab', { name: 'Presets' }).click();
    await plan(page).getByRole('button', { name: 'Edit preset V150' }).click();
    // The form is named by the name typed into it.
    return plan(page).getByRole('form', { name: /^Edit preset / });
  };
  // Both open the preset's form on its first version.
  const formA = await editPreset(a.page);
  const formB = await editPreset(b.page);

  // A saves first; B's list follows through the hub, but B's form stays on what B saw.
  await formA.getByRole('textbox', { name: 'Preset name' }).fill('V150 north');
  await formA.getByRole('button', { name: 'Save preset' }).click();
  await expect(plan(a.page).getByRole('list', { name: 'Presets' })).toContainText('V150 north');
  await expect(plan(b.page).getByRole('list', { name: 'Presets' })).toContainText('V150 north');

  const refused = b.page.waitForResponse(
    (response) => response.url().includes('/presets/') && response.request().method() === 'PUT',
  );
  await formB.getByRole('textbox', { name: 'Preset name' }).fill('V150 south');
  await formB.getByRole('button', { name: 'Save preset' }).click();
  expect((await refused).status()).toBe(412);
  const conflict = b.page.getByRole('dialog', { name: /was changed by someone else$/ });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('row', { name: /Name/ })).toContainText('"V150 north"');
  await expect(conflict.getByRole('row', { name: /Name/ })).toContainText('"V150 south"');
  await expectNoAxeViolations(b.page);

  // Nothing was overwritten: the server still holds A's name.
  const api = await apiAsUser(DEMO_USERS.owner);
  const presets = await api.get(`/api/projects/${projectId}/presets`);
  expect(((await presets.json()) as { name: string }[]).map((preset) => preset.name)).toEqual(['V150 north']);

  // B keeps theirs: both show A's name.
  await conflict.getByRole('button', { name: 'Keep theirs' }).click();
  await expect(conflict).toBeHidden();
  await expect(plan(b.page).getByRole('list', { name: 'Presets' })).toContainText('V150 north');

  // Now B, on the version it holds, renames it; A follows.
  await plan(b.page).getByRole('button', { name: 'Edit preset V150 north' }).click();
  const again = plan(b.page).getByRole('form', { name: /^Edit preset / });
  await again.getByRole('textbox', { name: 'Preset name' }).fill('V150 south');
  await again.getByRole('button', { name: 'Save preset' }).click();
  await expect(plan(a.page).getByRole('list', { name: 'Presets' })).toContainText('V150 south');
  const after = await api.get(`/api/projects/${projectId}/presets`);
  expect(((await after.json()) as { name: string }[]).map((preset) => preset.name)).toEqual(['V150 south']);
  await api.dispose();
  await a.context.close();
  await b.context.close();
});
