import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { setFeature } from './support/admin';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { newOrganisation, type Organisation } from './support/organisations';
import { expectMapReady } from './support/planner-map';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { createProject, uniqueProjectName } from './support/projects';

/** Software WebGL comes with the 'webgl' project (playwright.config.ts); the planner's window size here. */
test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

const SOLAR_LOCKED =
  'Solar fields are part of the Solar module, which is not unlocked for your subscription.';
const LINE_LOCKED =
  'Power lines are part of the Line & Grid (Pylon) module, which is not unlocked for your subscription.';

/** A field of about 1 × 1 km around the map's middle, as pixel offsets (closed on its first corner). */
const CORNERS = [
  [-100, -40],
  [-20, -40],
  [-20, 40],
  [-100, 40],
  [-100, -40],
] as const;

async function openPlanner(page: Page, org: Organisation, projectId: number) {
  await useSignedInSession(page, org.owner.email, {
    password: org.owner.password,
    subscriptionKey: org.subscriptionKey,
  });
  await page.goto(`/editor/#projectId=${projectId}`);
  await expectMapReady(page);
}

async function drawField(page: Page) {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('The map is not on the page');
  for (const [dx, dy] of CORNERS)
    await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
}

async function savedObjects(api: APIRequestContext, projectId: number) {
  const answer = await api.get(`/api/projects/${projectId}/planner-objects`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Array<{ name: string; plannerObjectTypeId: number; layout: string }>;
}

const solarFields = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Plan' })
    .getByRole('list', { name: 'Solar fields', exact: true })
    .getByRole('listitem');

/** Chooses a file in the Import panel's file field, as a user does in the browser's dialog. */
async function chooseFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/geo+json', buffer: Buffer.from(text) });
}

test('a Wind Planner trial cannot draw a solar field: the tool says why, the server refuses one, an import names it; with Solar Enabled it draws', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await newOrganisation();
  try {
    const projectId = await createProject(org.api, uniqueProjectName('Wind only'));
    const scenario = (await (
      await org.api.post(`/api/projects/${projectId}/scenarios`, { data: { name: 'Scenario 1' } })
    ).json()) as { id: number };
    await openPlanner(page, org, projectId);

    // The tool is shown Locked, with the module's name, on hover and for assistive technology.
    const solarTool = page.getByRole('button', { name: 'Draw a solar field' });
    await expect(solarTool).toHaveAttribute('data-locked', 'true');
    await expect(solarTool).toHaveAttribute('aria-description', `Locked: ${SOLAR_LOCKED}`);
    await solarTool.hover();
    await expect(page.getByRole('tooltip')).toHaveText(`Locked: ${SOLAR_LOCKED}`);
    await expect(page.getByRole('button', { name: 'Draw a power line' })).toHaveAttribute(
      'aria-description',
      `Locked: ${LINE_LOCKED}`,
    );
    await expect(page.getByRole('button', { name: 'Place wind turbines' })).not.toHaveAttribute(
      'data-locked',
    );
    await expectNoAxeViolations(page);

    // Neither a click, nor Enter on the focused tool, nor its key S takes it up.
    await solarTool.click();
    await solarTool.focus();
    await page.keyboard.press('Enter');
    await page.locator('.maplibregl-canvas').click({ position: { x: 10, y: 10 } });
    await page.keyboard.press('s');
    await expect(solarTool).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Select and move' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await drawField(page);
    await expect(page.getByText(/^Nothing planned yet\./)).toBeVisible();

    // Sent directly, the server refuses it in words and writes nothing.
    const direct = await org.api.post(`/api/projects/${projectId}/planner-objects`, {
      data: {
        name: 'Solar field 1',
        scenarioId: scenario.id,
        plannerObjectTypeId: 2,
        layout: 'Area',
        points: [
          { longitude: 5.4, latitude: 52.5 },
          { longitude: 5.41, latitude: 52.5 },
          { longitude: 5.41, latitude: 52.51 },
        ],
      },
    });
    expect(direct.status()).toBe(403);
    expect(direct.headers()['content-type']).toContain('application/problem+json');
    expect((await direct.json()) as { detail: string }).toMatchObject({ status: 403, detail: SOLAR_LOCKED });
    expect(await savedObjects(org.api, projectId)).toEqual([]);

    // An import holding a solar field names its feature and writes nothing.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const square = [
      [5.4, 52.5],
      [5.41, 52.5],
      [5.41, 52.51],
      [5.4, 52.51],
      [5.4, 52.5],
    ];
    await chooseFile(
      page,
      'plan.geojson',
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'WTG 1' },
            geometry: { type: 'Point', coordinates: [5.42, 52.5] },
          },
          {
            type: 'Feature',
            properties: { name: 'Field' },
            geometry: { type: 'Polygon', coordinates: [square] },
          },
        ],
      }),
    );
    await expect(page.getByRole('list', { name: 'Problems in the file' })).toHaveText(
      `Feature 2: ${SOLAR_LOCKED}`,
    );
    await expect(page.getByRole('button', { name: 'Import 2 objects' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await savedObjects(org.api, projectId)).toEqual([]);

    // The operator unlocks Solar: the tool draws, and the field is kept.
    await setFeature(org.subscriptionKey, 'Solar', 'Enabled');
    await page.reload();
    await expectMapReady(page);
    await expect(solarTool).not.toHaveAttribute('data-locked');
    await expect(solarTool).not.toHaveAttribute('aria-description');
    await page.keyboard.press('s');
    await expect(solarTool).toHaveAttribute('aria-pressed', 'true');
    await drawField(page);
    await expect(solarFields(page)).toHaveCount(1);
    const saved = await savedObjects(org.api, projectId);
    expect(saved).toEqual([expect.objectContaining({ plannerObjectTypeId: 2, layout: 'Area' })]);

    // Locked again, the field stays on the plan, takes no change, and can be deleted.
    await setFeature(org.subscriptionKey, 'Solar', 'Disabled');
    await page.reload();
    await expect(solarTool).toHaveAttribute('data-locked', 'true');
    await expect(solarFields(page)).toHaveCount(1);
    await solarFields(page)
      .getByRole('button', { name: /Solar field 1/ })
      .click();
    const properties = page.getByRole('region', { name: 'Properties' });
    await expect(properties).toContainText(`Locked: ${SOLAR_LOCKED}`);
    await expect(properties.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await page.keyboard.press('Delete');
    await expect(solarFields(page)).toHaveCount(0);
    await expect.poll(async () => (await savedObjects(org.api, projectId)).length).toBe(0);
  } finally {
    await org.api.dispose();
  }
});
