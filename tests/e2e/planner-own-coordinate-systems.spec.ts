import { expect, type Page, test } from '@playwright/test';
import proj4 from 'proj4';
import { setFeature } from './support/admin';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { newOrganisation } from './support/organisations';
import { expectMapReady } from './support/planner-map';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { uniqueProjectName } from './support/projects';

/**
 * Own coordinate systems (AddCrs, decision 187): an Owner adds a local transverse Mercator on the
 * subscription page, a bad definition is refused there in the server's words, and a project in
 * the new system imports a CSV whose rows land where proj4 itself puts them.
 */
test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

const TMERC = '+proj=tmerc +lat_0=52 +lon_0=5 +k=1 +x_0=100000 +y_0=200000 +ellps=GRS80 +units=m +no_defs';
const CODE = 900_001;
const NAME = 'Local grid Flevoland';
const LABEL = `${NAME} (EPSG:${CODE})`;
/** The CSV's rows in the local grid: the origin, and two points a kilometre or so from it. */
const ROWS: Array<[string, number, number]> = [
  ['LG01', 100_000, 200_000],
  ['LG02', 101_250.5, 200_480.25],
  ['LG03', 98_760, 201_130.75],
];

/** Metres between two WGS 84 positions (equirectangular: exact enough over centimetres). */
function metresBetween([lon1, lat1]: number[], [lon2, lat2]: number[]): number {
  const rad = Math.PI / 180;
  return 6_371_000 * Math.hypot((lat2! - lat1!) * rad, (lon2! - lon1!) * rad * Math.cos(lat1! * rad));
}

async function fillSystem(page: Page, definition: string) {
  const form = page.getByRole('form', { name: 'Add a coordinate system' });
  await form.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await form.getByRole('textbox', { name: 'EPSG code' }).fill(String(CODE));
  await form.getByRole('textbox', { name: 'Definition (proj4 or WKT)' }).fill(definition);
  for (const [field, value] of [
    ['West (°)', '4'],
    ['South (°)', '51'],
    ['East (°)', '6'],
    ['North (°)', '53'],
  ] as const)
    await form.getByRole('textbox', { name: field }).fill(value);
  await form.getByRole('button', { name: 'Add coordinate system' }).click();
  return form;
}

test('an Owner adds a local transverse Mercator; a bad definition is refused in words; a CSV in it lands where proj4 puts it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const org = await newOrganisation();
  try {
    await setFeature(org.subscriptionKey, 'AddCrs', 'Enabled');
    await useSignedInSession(page, org.owner.email, {
      password: org.owner.password,
      subscriptionKey: org.subscriptionKey,
    });
    await page.goto('/dash/license');
    await expect(page.getByRole('heading', { name: 'Own coordinate systems' })).toBeVisible();
    await expect(page.getByText('No own coordinate systems yet.')).toBeVisible();

    // A definition proj4 cannot read is refused with the server's words, and nothing is added.
    const form = await fillSystem(page, '+proj=tmerc +lat_0=52 +lon_0=5 +k=abc +ellps=GRS80');
    await expect(form.getByRole('alert')).toContainText(
      'definition: the centre of the area of use (longitude 5.00000, latitude 52.00000)',
    );
    await expectNoAxeViolations(page);
    await form.getByRole('textbox', { name: 'Definition (proj4 or WKT)' }).fill('a grid of my own');
    await form.getByRole('button', { name: 'Add coordinate system' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'definition: it is neither a proj4 definition (starting with +proj=) nor a WKT text',
    );
    expect(
      ((await (await org.api.get('/api/coordinate-systems')).json()) as Array<{ own?: boolean }>).some(
        (system) => system.own,
      ),
    ).toBe(false);

    // The right one is added and listed.
    await fillSystem(page, TMERC);
    await expect(form.getByRole('status')).toHaveText(`${LABEL} added.`);
    const table = page.getByRole('table', { name: 'Own coordinate systems' });
    await expect(table.getByRole('row', { name: new RegExp(NAME) })).toContainText(`EPSG:${CODE}`);
    await expectNoAxeViolations(page);

    // A project made in it from the dashboard's dialog, found by its code.
    const name = uniqueProjectName('Local grid');
    await page.goto('/dash/projects');
    await page.getByRole('button', { name: 'Add new project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add new project' });
    await dialog.getByLabel('Project name').fill(name);
    const choice = dialog.getByRole('combobox', { name: 'Coordinate system' });
    await choice.click();
    await choice.fill(String(CODE));
    await page.getByRole('option', { name: LABEL }).click();
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByText(`Project ${name} created`)).toBeVisible();
    let projectId = 0;
    await expect
      .poll(async () => {
        const answer = await org.api.get('/api/projects', { params: { search: name } });
        const found = (
          (await answer.json()) as Array<{
            id: number;
            name: string;
            defaultCoordinateSystem: { epsgCode: number } | null;
          }>
        ).find((project) => project.name === name);
        projectId = found?.id ?? 0;
        return found?.defaultCoordinateSystem?.epsgCode;
      })
      .toBe(CODE);

    // The planner shows it as the project's system and imports a CSV written in it.
    await page.goto(`/editor/#projectId=${projectId}`);
    await expectMapReady(page);
    await expect(page.getByRole('combobox', { name: 'Project coordinate system' })).toHaveValue(LABEL);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const fileSystem = page.getByRole('combobox', { name: 'Coordinates in the file (CSV)' });
    await fileSystem.click();
    await page.getByRole('option', { name: LABEL }).click();
    const csv = `name;easting;northing\n${ROWS.map(([row, x, y]) => `${row};${x};${y}`).join('\n')}\n`;
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'File', exact: true }).click();
    await (await chooser).setFiles({ name: 'local.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByRole('status').filter({ hasText: 'Ready: 3 turbines' })).toBeVisible();
    await page.getByRole('button', { name: 'Import 3 objects' }).click();

    type Stored = { name: string; points: Array<{ longitude: number; latitude: number }> };
    await expect
      .poll(async () => {
        const answer = await org.api.get(`/api/projects/${projectId}/planner-objects`);
        return ((await answer.json()) as Stored[]).length;
      })
      .toBe(3);
    const stored = (await (
      await org.api.get(`/api/projects/${projectId}/planner-objects`)
    ).json()) as Stored[];
    for (const [row, x, y] of ROWS) {
      const object = stored.find((item) => item.name === row);
      expect(object, row).toBeDefined();
      // proj4's own inverse of the definition, computed here, not by the product.
      const expected = proj4(TMERC, 'EPSG:4326', [x, y]);
      const { longitude, latitude } = object!.points[0]!;
      expect(metresBetween([longitude, latitude], expected), row).toBeLessThan(0.5);
    }

    // While the project uses it, it cannot be deleted: the server says why.
    await page.goto('/dash/license');
    await page.getByRole('button', { name: `Delete ${NAME}` }).click();
    await expect(page.getByRole('alert')).toContainText(`${NAME} is the coordinate system of a project`);
    await expect(page.getByRole('table', { name: 'Own coordinate systems' })).toContainText(NAME);
  } finally {
    await org.api.dispose();
  }
});
