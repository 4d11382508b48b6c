import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import proj4 from 'proj4';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { addMember, newOrganisation } from './support/organisations';
import { expectMapReady } from './support/planner-map';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { uniqueProjectName } from './support/projects';
import { answerTurbineModel } from './support/turbine-model';

/** Software WebGL comes with the 'webgl' project (playwright.config.ts); the planner's window size here. */
test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

type System = { epsgCode: number; proj4Definition: string };
type ProjectAnswer = { id: number; name: string; defaultCoordinateSystem: System | null };

async function projectNamed(api: APIRequestContext, name: string): Promise<ProjectAnswer | undefined> {
  const answer = await api.get('/api/projects', { params: { search: name } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as ProjectAnswer[]).find((project) => project.name === name);
}

async function projectById(api: APIRequestContext, id: number): Promise<ProjectAnswer> {
  const answer = await api.get(`/api/projects/${id}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as ProjectAnswer;
}

/** Chooses a listed system in a searchable coordinate-system field by typing its EPSG code. */
async function chooseSystem(
  page: Page,
  field: ReturnType<Page['getByRole']>,
  epsgCode: number,
  label: string,
) {
  await field.click();
  await field.fill(String(epsgCode));
  await page.getByRole('option', { name: label }).click();
  await expect(field).toHaveValue(label);
}

/** Moves the mouse over the map until the readout shows a position, and answers its text. */
async function readoutAt(page: Page, dx: number, dy: number): Promise<string> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  const readout = page.getByTestId('planner-cursor');
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 4 });
  await expect(readout).toContainText('(WGS84)');
  return (await readout.textContent()) ?? '';
}

/**
 * The readout's projected part, checked against proj4 given the system's own definition from
 * the API: the readout's WGS84 part has 6 decimals (up to 0.08 m on the ground) and its
 * projected part 2 (0.005 m), so both must agree within 0.1 m.
 */
function expectReadoutInSystem(text: string, system: System, x: string, y: string) {
  const match = new RegExp(
    `^${x} (-?\\d+\\.\\d{2}), ${y} (-?\\d+\\.\\d{2}) \\(.+\\) · (\\d+\\.\\d{6})° N, (\\d+\\.\\d{6})° E \\(WGS84\\)$`,
  ).exec(text);
  expect(match, text).not.toBeNull();
  const [, shownX, shownY, latitude, longitude] = match as unknown as string[];
  const [expectedX, expectedY] = proj4('EPSG:4326', system.proj4Definition, [
    Number(longitude),
    Number(latitude),
  ]);
  expect(Math.hypot(Number(shownX) - expectedX!, Number(shownY) - expectedY!)).toBeLessThan(0.1);
}

test('a project created in RD New shows RD in the planner; changed there to UTM 31N, it stays after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const org = await newOrganisation();
  try {
    await useSignedInSession(page, org.owner.email, {
      password: org.owner.password,
      subscriptionKey: org.subscriptionKey,
    });
    const name = uniqueProjectName('RD Wind');

    // Created in the dashboard with RD New, found by its code.
    await page.goto('/dash/projects');
    await page.getByRole('button', { name: 'Add new project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add new project' });
    const choice = dialog.getByRole('combobox', { name: 'Coordinate system' });
    await expect(choice).toHaveValue('WGS 84 (EPSG:4326)');
    await dialog.getByLabel('Project name').fill(name);
    await chooseSystem(page, choice, 28992, 'Amersfoort / RD New (EPSG:28992)');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByText(`Project ${name} created`)).toBeVisible();
    await expect
      .poll(async () => (await projectNamed(org.api, name))?.defaultCoordinateSystem?.epsgCode)
      .toBe(28992);
    const created = (await projectNamed(org.api, name)) as ProjectAnswer;

    // The planner: the system at the foot of the map, typed positions and the readout in RD.
    await page.goto(`/editor/#projectId=${created.id}`);
    const add = page.getByRole('form', { name: 'Add turbine' });
    await expect(add).toBeVisible({ timeout: 30_000 });
    const projectSystem = page.getByRole('combobox', { name: 'Project coordinate system' });
    await expect(projectSystem).toHaveValue('Amersfoort / RD New (EPSG:28992)');
    await expect(add.getByRole('combobox', { name: 'Coordinate system' })).toHaveValue(
      'Amersfoort / RD New (EPSG:28992)',
    );
    await expect(add.getByRole('textbox', { name: 'X (m)' })).toBeVisible();
    await expect(add.getByRole('textbox', { name: 'Y (m)' })).toBeVisible();
    await expectMapReady(page);
    expectReadoutInSystem(await readoutAt(page, 0, 0), created.defaultCoordinateSystem as System, 'X', 'Y');

    // A turbine typed in RD lands where RD puts it (the RD reference point at Amersfoort).
    await add.getByRole('textbox', { name: 'X (m)' }).fill('155000');
    await add.getByRole('textbox', { name: 'Y (m)' }).fill('463000');
    await add.getByRole('button', { name: 'Add turbine' }).click();
    await answerTurbineModel(page, /^No preset/);
    await expect(add.getByRole('alert')).toHaveCount(0);
    await expect
      .poll(async () => {
        const answer = await org.api.get(`/api/projects/${created.id}/planner-objects`);
        return (
          (await answer.json()) as Array<{ points: Array<{ longitude: number; latitude: number }> }>
        ).map(({ points: [point] }) => [point?.longitude.toFixed(4), point?.latitude.toFixed(4)]);
      })
      .toEqual([['5.3872', '52.1552']]);

    // Changed in the planner, saved to the project: the forms and the readout follow.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith(`/projects/${created.id}`),
    );
    await chooseSystem(page, projectSystem, 25831, 'ETRS89 / UTM zone 31N (EPSG:25831)');
    expect((await saved).status()).toBe(200);
    const changed = await projectById(org.api, created.id);
    expect(changed.defaultCoordinateSystem?.epsgCode).toBe(25831);
    await expect(add.getByRole('textbox', { name: 'Easting (m)' })).toBeVisible();
    expectReadoutInSystem(
      await readoutAt(page, 40, 20),
      changed.defaultCoordinateSystem as System,
      'Easting',
      'Northing',
    );

    // The CSV export is in the project's system, and says so in its header.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'CSV (visible turbines)' }).click();
    // The menu closes with a transition; axe below must not find its dropdown half gone
    // (aria-required-children on .mantine-Menu-dropdown).
    await expect(page.getByRole('menu')).toHaveCount(0);
    const csv = readFileSync(await (await download).path(), 'utf8').split('\r\n');
    expect(csv[0]).toBe('name,scenario,Easting (EPSG:25831),Northing (EPSG:25831),hubHeight,rotorDiameter');
    const [, , easting, northing] = csv[1]?.split(',') ?? [];
    const [reference] = (
      (await (await org.api.get(`/api/projects/${created.id}/planner-objects`)).json()) as Array<{
        points: Array<{ longitude: number; latitude: number }>;
      }>
    )[0]!.points;
    const [expectedEasting, expectedNorthing] = proj4(
      'EPSG:4326',
      (changed.defaultCoordinateSystem as System).proj4Definition,
      [reference!.longitude, reference!.latitude],
    );
    // Written to the centimetre: within 0.01 m of proj4 on the stored position.
    expect(Math.hypot(Number(easting) - expectedEasting!, Number(northing) - expectedNorthing!)).toBeLessThan(
      0.01,
    );
    await expectNoAxeViolations(page);

    // Still there after a reload.
    await page.reload();
    await expect(add).toBeVisible({ timeout: 30_000 });
    await expect(projectSystem).toHaveValue('ETRS89 / UTM zone 31N (EPSG:25831)');
    await expect(add.getByRole('combobox', { name: 'Coordinate system' })).toHaveValue(
      'ETRS89 / UTM zone 31N (EPSG:25831)',
    );
  } finally {
    await org.api.dispose();
  }
});

test('an observer sees the project’s coordinate system and the readout in it, but no choice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await newOrganisation();
  try {
    const created = await org.api.post('/api/projects', {
      data: { name: uniqueProjectName('Observed'), defaultCoordinateSystemEpsgCode: 28992 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const observer = await addMember(org, 'Observer', {}, id);
    await useSignedInSession(page, observer.email, {
      password: observer.password,
      subscriptionKey: org.subscriptionKey,
    });
    await page.goto(`/editor/#projectId=${id}`);
    await expect(page.getByTestId('planner-coordinate-system')).toHaveText(
      'Amersfoort / RD New (EPSG:28992)',
      {
        timeout: 30_000,
      },
    );
    await expect(page.getByRole('combobox', { name: 'Project coordinate system' })).toHaveCount(0);
    await expectMapReady(page);
    const project = await projectById(org.api, id);
    expectReadoutInSystem(await readoutAt(page, 0, 0), project.defaultCoordinateSystem as System, 'X', 'Y');
  } finally {
    await org.api.dispose();
  }
});
