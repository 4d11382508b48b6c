import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiAsUser } from './support/api';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_USERS } from './support/config';
import {
  createPresentation,
  ensurePresentationCount,
  presentationsOf,
  projectByName,
  uniqueName,
} from './support/presentations';

/**
 * Screens: /dash/present and /present/{projectId} (spec sections 2, 4, 5, 6, 8).
 * Each test presents its own demo project, so the tests do not count each other's
 * presentations against the limit of 3.
 */
const LIMIT_MESSAGE =
  "You've reached the maximum of 3 presentations for this project. Please delete one of your existing presentations before creating a new one.";

async function openSignedOut(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

async function chooseOption(page: Page, field: ReturnType<Page['getByRole']>, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('publishes a demo project with renamed viewpoints, a combined scenario and a tour left out; the link works signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // the longest flow: the popover, the whole form, the list and the viewer
  const name = uniqueName('Noordzee presentation');
  const beach = uniqueName('Beach view');
  const api = await apiAsUser(DEMO_USERS.owner);
  await ensurePresentationCount(api, (await projectByName(api, 'Noordzee Wind Park')).id, 0);
  await api.dispose();
  await useSignedInSession(page, DEMO_USERS.owner);
  await page.goto('/dash/present');
  await expect(page.getByRole('heading', { name: 'Present', exact: true })).toBeVisible();

  // The popover: a project must be chosen before going on.
  await page.getByRole('button', { name: 'Create presentation' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please choose a project')).toBeVisible();
  const projectField = page.getByRole('combobox', { name: 'Project', exact: true });
  await projectField.fill('Noordzee');
  await page.getByRole('option', { name: 'Noordzee Wind Park', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/present\/\d+$/);

  await expect(page.getByRole('heading', { name: 'Present project' })).toBeVisible();
  await expect(page.getByTestId('present-project-name')).toHaveText('Noordzee Wind Park');
  for (const section of ['Viewpoints', 'Scenarios', 'Tours', 'Final checks'])
    await expect(page.getByRole('button', { name: new RegExp(`^${section}`) })).toBeVisible();

  await page.getByLabel('Project name').fill(name);
  await page.getByLabel('Project developer').fill('Windkracht BV');
  await page.getByLabel('Description').fill('Six turbines off the coast of Noord-Holland.');

  // Viewpoints: all included by default; rename one.
  const include = page.getByRole('checkbox', { name: /^Include viewpoint / });
  await expect(include.first()).toBeChecked();
  for (const box of await include.all()) await expect(box).toBeChecked();
  await page.getByRole('textbox', { name: 'Name of viewpoint Egmond aan Zee beach' }).fill(beach);

  // Scenarios: the form starts from the project's latest presentation (decision 168), the demo
  // one, whose combinations are kept; the spec's defaults for a first presentation are
  // publish-draft.test.ts's. The combined one is renamed.
  await expect(page.getByRole('textbox', { name: 'Name of scenario 1' })).toHaveValue('Current situation');
  await expect(page.getByRole('textbox', { name: 'Name of scenario 2' })).toHaveValue('Wind farm');
  await expect(page.getByRole('textbox', { name: 'Name of scenario 3' })).toHaveValue(
    'Wind farm and solar field',
  );
  const combines = page.getByLabel('Scenarios combined in Wind farm and solar field');
  await expect(combines).toBeVisible();
  await page.getByRole('textbox', { name: 'Name of scenario 3' }).fill('Wind and solar');

  // Tours: the demo presentation kept its walk only; take the flight in, leave the walk out.
  await page.getByRole('checkbox', { name: 'Include tour Overview flight' }).check();
  await page.getByRole('checkbox', { name: 'Include tour Neighbours walk' }).uncheck();

  await chooseOption(page, page.getByRole('combobox', { name: 'Default scenario' }), 'Wind and solar');
  await expect(page.getByText('All checks passed: the project is ready to be published.')).toBeVisible();

  // The request is held until the busy state has been seen, whatever the server's and the
  // machine's speed; then it goes on to the real server.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/projects/create-published-project', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Publish project' }).click();
  await expect(page.getByRole('button', { name: 'Publish project' })).toBeDisabled();
  await expect(page.getByText('Publishing project…')).toBeVisible();
  // The answer comes after this, so the page navigates no sooner than 2 s after it.
  const publishedAt = Date.now();
  release();
  await expect(page.getByText('Project published')).toBeVisible();
  await expect(page).toHaveURL(/\/present\/\d+$/);
  // Spec section 9: "publish navigation 2 s".
  await expect(page).toHaveURL(/\/dash\/present$/, { timeout: 10_000 });
  expect(Date.now() - publishedAt).toBeGreaterThanOrEqual(2000);

  // The list shows it; the link is copied.
  await page.getByRole('textbox', { name: 'Search presentations' }).fill(name);
  const item = page.getByTestId('presentation').filter({ hasText: name });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Windkracht BV');
  await item.getByRole('button', { name: `Copy link of ${name}` }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/viewer\/\?project=[\w-]+$/);
  await expect(item.getByRole('link', { name: `Open ${name} in viewer` })).toHaveAttribute('href', link);

  // Signed out, in a new browser context: the public viewer's list view (the 3D view is viewer.spec.ts's).
  const viewer = await openSignedOut(browser, `${link}&view=list`);
  await expect(viewer.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(viewer.getByText('Windkracht BV')).toBeVisible();
  await expect(viewer.getByText('Six turbines off the coast of Noord-Holland.')).toBeVisible();
  const viewpoints = viewer.getByTestId('viewer-viewpoint');
  await expect(viewpoints.filter({ hasText: beach })).toContainText('Field of view');
  await expect(viewpoints.filter({ hasText: beach })).toContainText('52.62050° N, 4.62400° E');
  await expect(viewer.getByText('Egmond aan Zee beach')).toHaveCount(0);
  await expect(viewer.getByTestId('viewer-scenario').filter({ hasText: 'Wind and solar' })).toContainText(
    'Default',
  );
  await expect(viewer.getByTestId('viewer-tour')).toHaveCount(1);
  await expect(viewer.getByTestId('viewer-tour')).toContainText('Overview flight');
  await expect(viewer.getByText('Neighbours walk')).toHaveCount(0);
  expect(await viewer.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('oidc.user')))).toBe(
    false,
  );
  await viewer.context().close();
});

/** A 1x1 PNG: the server checks the logo's bytes, so it must be a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('publishing with a logo reloads the app from / and the viewer shows the logo', async ({
  page,
  browser,
}) => {
  const api = await apiAsUser(DEMO_USERS.owner);
  const project = await projectByName(api, 'Hilltop Turbines');
  await ensurePresentationCount(api, project.id, 0);
  const name = uniqueName('Hilltop with logo');
  await useSignedInSession(page, DEMO_USERS.owner);
  await page.goto(`/present/${project.id}`);
  await page.getByLabel('Project name').fill(name);
  await page.getByLabel('Description').fill('Turbines on the hills of Zuid-Limburg.');
  // The Logo field's own file input (each viewpoint's Photo section has one too).
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Chosen logo' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { beforePublish: boolean }).beforePublish = true;
  });
  await page.getByRole('button', { name: 'Publish project' }).click();
  await expect(page.getByText('Project published')).toBeVisible();
  // A full page load to / (the marker is gone), which then leads on to the projects.
  await page.waitForURL(/\/dash\/projects$/, { timeout: 15_000 });
  expect(await page.evaluate(() => 'beforePublish' in window)).toBe(false);

  const [presentation] = await presentationsOf(api, project.id);
  await api.dispose();
  const viewer = await openSignedOut(browser, `/viewer/?project=${presentation?.publicationKey}`);
  const logo = viewer.getByRole('img', { name: `Logo of ${name}` });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await viewer.context().close();
});

test('every rule message of the form appears for its case', async ({ page }) => {
  const api = await apiAsUser(DEMO_USERS.owner);
  const project = await projectByName(api, 'Solar Field Almere');
  await api.dispose();
  await useSignedInSession(page, DEMO_USERS.owner);
  await page.goto(`/present/${project.id}`);
  await page.getByLabel('Description').fill('A solar field next to the A6.');
  const checks = page.getByTestId('final-checks');
  const expectMessage = (message: string) => expect(checks.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText('All checks passed: the project is ready to be published.')).toBeVisible();

  // Viewpoints.
  const station = page.getByRole('textbox', { name: 'Name of viewpoint Almere Poort station' });
  await station.fill('');
  await expectMessage('Empty viewpoint name found');
  await station.fill('Weerwater shore');
  await expectMessage(
    'Multiple viewpoints with the name: Weerwater shore, viewpoint names need to be unique',
  );
  await station.fill('Almere Poort station');
  for (const box of await page.getByRole('checkbox', { name: /^Include viewpoint / }).all())
    await box.uncheck();
  await expectMessage('No viewpoints selected');
  for (const box of await page.getByRole('checkbox', { name: /^Include viewpoint / }).all())
    await box.check();

  // Scenarios: a new one is empty, like the current situation.
  await page.getByRole('button', { name: 'Add scenario' }).click();
  await expectMessage('Multiple empty scenarios found');
  const third = page.getByRole('textbox', { name: 'Name of scenario 3' });
  await third.fill('Scenario 1');
  await expectMessage('Multiple scenarios with the name: Scenario 1, scenario names need to be unique');
  await third.fill('Scenario 3');
  await page.getByLabel('Scenarios combined in Scenario 3').click();
  await page.getByRole('option', { name: 'Wind farm' }).click();
  await page.keyboard.press('Escape');
  await expectMessage('Scenario with name Scenario 1 and Scenario 3 are identical');

  // Deleting: a delete button only while more than one scenario exists.
  await page.getByRole('button', { name: 'Delete Scenario 3' }).click();
  await page.getByRole('button', { name: 'Delete Scenario 1' }).click();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByTestId('combined-scenario')).toHaveCount(1);

  // Tours.
  const flight = page.getByRole('textbox', { name: 'Name of tour Overview flight' });
  await flight.fill(' ');
  await expectMessage('Empty tour name found');
  await flight.fill('Neighbours walk');
  await expectMessage('Multiple tours with the name: Neighbours walk, tour names need to be unique');

  // The details are required.
  await page.getByLabel('Project developer').fill('');
  await expectMessage('Project developer is required');
  await page.getByRole('button', { name: 'Publish project' }).click();
  await expect(page.getByText('Resolve the final checks before publishing.')).toBeVisible();
  expect(page.url()).toContain(`/present/${project.id}`);
});

test('a project without viewpoints or tours says so and cannot be published', async ({ page }) => {
  const api = await apiAsUser(DEMO_USERS.owner);
  const created = await api.post('/api/projects', { data: { name: uniqueName('Empty project') } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await useSignedInSession(page, DEMO_USERS.owner);
    await page.goto(`/present/${id}`);
    await expect(
      page.getByRole('alert').filter({
        hasText:
          'No viewpoints found for this project, please create at least one viewpoint to present a project.',
      }),
    ).toBeVisible();
    await expect(page.getByText('No tours available to export.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish project' })).toBeDisabled();
  } finally {
    await api.delete(`/api/projects/${id}`);
    await api.dispose();
  }
});

test('a fourth presentation is refused with the limit message', async ({ page }) => {
  const api = await apiAsUser(DEMO_USERS.owner);
  const project = await projectByName(api, 'Hilltop Turbines');
  await ensurePresentationCount(api, project.id, 2);

  // The page opens under the limit; meanwhile a third appears, so the server refuses (409).
  // The hub is kept away from this page: with it, the page would learn of the third
  // presentation live and disable Publish before the server could be asked (a browser
  // that lost its hub connection is in exactly this position).
  await page.routeWebSocket(/\/signalr/, (socket) => socket.close());
  await useSignedInSession(page, DEMO_USERS.owner);
  await page.goto(`/present/${project.id}`);
  await page.getByLabel('Description').fill('Turbines on the hills of Zuid-Limburg.');
  await expect(page.getByText('All checks passed: the project is ready to be published.')).toBeVisible();
  await createPresentation(api, project.id, uniqueName('Third'));
  await page.getByRole('button', { name: 'Publish project' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Failed to publish project' });
  await expect(toast).toContainText(LIMIT_MESSAGE);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: LIMIT_MESSAGE })
      .filter({ hasNotText: 'Failed to publish project' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish project' })).toBeDisabled();
  expect(await presentationsOf(api, project.id)).toHaveLength(3);

  // The create popover blocks it before the form.
  await page.goto('/dash/present');
  await page.getByRole('button', { name: 'Create presentation' }).click();
  const projectField = page.getByRole('combobox', { name: 'Project', exact: true });
  await projectField.fill('Hilltop');
  await page.getByRole('option', { name: 'Hilltop Turbines' }).click();
  await expect(page.getByText(LIMIT_MESSAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await api.dispose();
});

test('the list: view modes kept, filter by project, delete takes the link offline', async ({
  page,
  browser,
}) => {
  const api = await apiAsUser(DEMO_USERS.owner);
  const project = await projectByName(api, 'Grid Connection Eemshaven');
  await ensurePresentationCount(api, project.id, 0);
  const name = uniqueName('Eemshaven presentation');
  const { publicationKey } = await createPresentation(api, project.id, name);
  await api.dispose();

  await useSignedInSession(page, DEMO_USERS.owner);
  await page.goto('/dash/present');
  const viewMode = page.getByRole('radiogroup', { name: 'View mode' });
  await expect(viewMode.getByRole('radio', { name: 'Blocks' })).toBeChecked();
  await viewMode.getByText('List').click();
  await expect(page.getByRole('table', { name: 'Presentations' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Presentations' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'View mode' }).getByText('Rows').click();
  await expect(page.getByRole('list', { name: 'Presentations' })).toBeVisible();

  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Filter by project' }),
    'Grid Connection Eemshaven',
  );
  const item = page.getByTestId('presentation').filter({ hasText: name });
  await expect(page.getByTestId('presentation')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search presentations' }).fill('no such presentation');
  await expect(page.getByText('No presentations match search filter.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search presentations' }).fill('');

  await item.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete presentation' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(item).toHaveCount(0);
  // Deleting says so.
  await expect(page.getByText('Presentation deleted', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const viewer = await openSignedOut(browser, `/viewer/?project=${encodeURIComponent(publicationKey)}`);
  await expect(viewer.getByRole('heading', { name: 'This presentation is not available' })).toBeVisible();
  await viewer.context().close();
});

test('observers see the presentations but cannot create one', async ({ page }) => {
  await useSignedInSession(page, DEMO_USERS.observer);
  await page.goto('/dash/present');
  await expect(page.getByRole('button', { name: 'Create presentation' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('observers and project members see the present form read-only, with a note why', async ({ browser }) => {
  for (const email of [DEMO_USERS.observer, DEMO_USERS.project]) {
    const api = await apiAsUser(email);
    const [project] = (await (await api.get('/api/projects')).json()) as Array<{ id: number }>;
    await api.dispose();
    expect(project).toBeDefined();
    const context = await browser.newContext();
    const page = await context.newPage();
    await useSignedInSession(page, email);
    await page.goto(`/present/${project?.id}`);
    const note = page.getByRole('note');
    await expect(note).toContainText('This form is read-only');
    await expect(note).toContainText('Only Owners and Team members can present projects.');
    const details = page.getByRole('group', { name: 'Presentation details (read-only)' });
    await expect(details.getByRole('textbox').first()).toBeDisabled();
    await expect(details.getByRole('checkbox').first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Publish project' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await context.close();
  }
});
