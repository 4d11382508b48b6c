import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { paste, typeKeyByKey } from './support/number-fields';
import { newOrganisation } from './support/organisations';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { createProject, uniqueProjectName } from './support/projects';

/** Software WebGL comes with the 'webgl' project (playwright.config.ts); the planner's window size here. */
test.use({
  viewport: { width: 1440, height: 900 },
  ...PREVIEW_CLOSED,
  permissions: ['clipboard-read', 'clipboard-write'],
});

async function project(api: APIRequestContext, projectId: number) {
  const answer = await api.get(`/api/projects/${projectId}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { projectDataJson: string };
}

async function objects(api: APIRequestContext, projectId: number) {
  const answer = await api.get(`/api/projects/${projectId}/planner-objects`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Array<{ points: Array<{ longitude: number; latitude: number }> }>;
}

async function openPlanner(
  page: Page,
  projectId: number,
  session: { email: string; password: string; subscriptionKey: string },
) {
  await useSignedInSession(page, session.email, {
    password: session.password,
    subscriptionKey: session.subscriptionKey,
  });
  await page.goto(`/editor/#projectId=${projectId}`);
  // The forms this test uses, not the map: its lazy part and software WebGL may take longer.
  await expect(page.getByRole('form', { name: 'Add turbine' })).toBeVisible({ timeout: 30_000 });
}

test('decimals typed key by key stay in the planner’s number fields and are saved as typed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await newOrganisation();
  try {
    const projectId = await createProject(org.api, uniqueProjectName('Decimals'));
    const viewpoint = await org.api.post(`/api/projects/${projectId}/viewpoints`, {
      data: {
        name: 'Dike',
        position: { longitude: 5.47, latitude: 52.5, altitude: 5 },
        pan: 270,
        tilt: 0,
        fieldOfView: 60,
        windDirection: 180,
        viewingDateTime: null,
      },
    });
    expect(viewpoint.status(), await viewpoint.text()).toBe(201);
    await openPlanner(page, projectId, {
      email: org.owner.email,
      password: org.owner.password,
      subscriptionKey: org.subscriptionKey,
    });

    // A turbine at typed coordinates: "5." stays "5." (it was emptied, and 5.4712 became 4712),
    // and a trailing zero stays (52.50 was dropped: "Enter both coordinates.").
    const add = page.getByRole('form', { name: 'Add turbine' });
    await add.getByRole('combobox', { name: 'Coordinate system' }).click();
    await page.getByRole('option', { name: /WGS 84 \(EPSG:4326\)/ }).click();
    const longitude = add.getByRole('textbox', { name: 'Longitude (°)' });
    const latitude = add.getByRole('textbox', { name: 'Latitude (°)' });
    await typeKeyByKey(longitude, '5.4712');
    await typeKeyByKey(latitude, '52.50');
    await add.getByRole('button', { name: 'Add turbine' }).click();
    // The first turbine asks which model it is.
    const question = page.getByRole('dialog', { name: 'Which turbine is this?' });
    await question.getByRole('radio', { name: /^No preset/ }).check();
    await question.getByRole('button', { name: 'Place turbine' }).click();
    await expect(add.getByRole('alert')).toHaveCount(0);
    await expect(longitude).toHaveValue('5.4712');
    await expect(latitude).toHaveValue('52.50');
    await expect
      .poll(async () => (await objects(org.api, projectId)).map((object) => object.points[0]))
      .toEqual([{ longitude: 5.4712, latitude: 52.5 }]);

    // Pasted: a decimal comma, and a trailing zero (the form said "Enter both coordinates.").
    await paste(page, longitude, '5,4712');
    await paste(page, latitude, '52.60');
    await expect(longitude).toHaveValue('5.4712');
    await expect(latitude).toHaveValue('52.60');
    await add.getByRole('button', { name: 'Add turbine' }).click();
    await expect(add.getByRole('alert')).toHaveCount(0);
    await expect
      .poll(async () => (await objects(org.api, projectId)).map((object) => object.points[0]))
      .toContainEqual({ longitude: 5.4712, latitude: 52.6 });
    await add.getByRole('combobox', { name: 'Coordinate system' }).click();
    await page.getByRole('option', { name: /Amersfoort \/ RD New/ }).click();
    await paste(page, add.getByRole('textbox', { name: 'X (m)' }), '159941.80');
    await paste(page, add.getByRole('textbox', { name: 'Y (m)' }), '463000,50');
    await expect(add.getByRole('textbox', { name: 'X (m)' })).toHaveValue('159941.80');
    await expect(add.getByRole('textbox', { name: 'Y (m)' })).toHaveValue('463000.50');
    await add.getByRole('button', { name: 'Add turbine' }).click();
    await expect(add.getByRole('alert')).toHaveCount(0);
    await expect.poll(async () => (await objects(org.api, projectId)).length).toBe(3);

    // Minimum spacing 3.5 is saved as 3.5 (it was saved as 5).
    const spacing = page.getByRole('textbox', { name: 'Minimum spacing (rotor diameters)' });
    await typeKeyByKey(spacing, '3.5');
    await spacing.press('Tab');
    await expect(spacing).toHaveValue('3.5');
    await expect
      .poll(async () => JSON.parse((await project(org.api, projectId)).projectDataJson).plannerMinSpacingD)
      .toBe(3.5);
    await expectNoAxeViolations(page);

    // A preset's hub height 119.5 is saved as 119.5 (it became 5).
    await page.getByRole('tab', { name: 'Presets' }).click();
    await page.getByRole('button', { name: 'New preset' }).click();
    const presetForm = page.getByRole('form', { name: 'New preset' });
    await presetForm.getByRole('textbox', { name: 'Preset name' }).fill('Tall');
    await typeKeyByKey(presetForm.getByRole('textbox', { name: 'Hub height (m)' }), '119.5');
    await presetForm.getByRole('button', { name: 'Create preset' }).click();
    await expect(page.getByRole('list', { name: 'Presets' })).toContainText('Tall');
    const presets = await org.api.get(`/api/projects/${projectId}/presets`);
    const [tall] = (await presets.json()) as Array<{ presetDataJson: string }>;
    expect(JSON.parse(tall?.presetDataJson ?? '{}').hubHeight).toBe(119.5);

    // A viewpoint's eye height 1.75 is saved as 1.75 (it became 75).
    await page.getByRole('tab', { name: 'Viewpoints' }).click();
    await page
      .getByRole('list', { name: 'Viewpoints' })
      .getByRole('button', { name: 'Dike', exact: true })
      .click();
    const settings = page.getByRole('form', { name: 'Viewpoint settings' });
    const eyeHeight = settings.getByRole('textbox', { name: /Eye height/ });
    await typeKeyByKey(eyeHeight, '1.75');
    await settings.getByRole('button', { name: 'Save viewpoint' }).click();
    // The button is disabled while the save is on its way too: the server's answer decides.
    await expect
      .poll(async () => {
        const saved = await org.api.get(`/api/projects/${projectId}/viewpoints`);
        const [dike] = (await saved.json()) as Array<{ position: { altitude: number } }>;
        return dike?.position.altitude;
      })
      .toBe(1.75);
    await expect(settings.getByRole('button', { name: 'Save viewpoint' })).toBeDisabled();
    await expect(eyeHeight).toHaveValue('1.75');
    await expectNoAxeViolations(page);

    // After a reload the planner shows what the server has.
    await page.reload();
    await expect(page.getByText('No turbine is closer than 3.5 D to another.')).toBeVisible();
  } finally {
    await org.api.dispose();
  }
});
