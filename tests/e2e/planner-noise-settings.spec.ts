import { expect, type Page, test } from '@playwright/test';
import { setFeature } from './support/admin';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { newOrganisation } from './support/organisations';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { uniqueProjectName } from './support/projects';
import { fromSystem, studyProject } from './support/study-project';

test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

const SPECTRUM = [86.1, 93.5, 97.8, 100.2, 100.5, 98.3, 93.1, 83.4];
/** RD New easting, northing: one turbine, a farm 340 m south of it and a village 1.5 km north. */
const TURBINE: [number, number] = [153_000, 462_000];
const RECEPTORS: Array<{ name: string; at: [number, number] }> = [
  { name: 'Farm Zuid', at: [153_000, 461_660] },
  { name: 'Village north', at: [153_000, 463_500] },
];

const noiseSection = (page: Page) => page.getByRole('region', { name: 'Noise', exact: true });

async function openNoise(page: Page, projectId: number, name: string) {
  await page.goto(`/editor/#projectId=${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Studies' }).click();
  await page.getByRole('tab', { name: 'Noise' }).click();
  await expect(noiseSection(page).getByRole('button', { name: 'Calculate noise' })).toBeVisible();
}

test("the Noise tab's settings form: refusals in words, saved for the project with If-Match, the calculation as the API answers it, a conflict asked, kept after a reload", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const org = await newOrganisation();
  const { api } = org;
  const rd = await fromSystem(api, 28992);
  const name = uniqueProjectName('Noise settings');
  const { projectId, scenarioId, preset, place: placeAt } = await studyProject(api, name, 28992);
  const presetId = await preset('V150 4.5 MW', {
    hubHeight: 120,
    rotorDiameter: 150,
    soundModes: [{ name: 'Mode 0', lwa: 106, bands: SPECTRUM }],
  });
  const place = (data: Record<string, unknown>, at: [number, number]) => placeAt(data, rd(at));
  await place({ name: 'WTG 1', plannerObjectTypeId: 1, presetId }, TURBINE);
  for (const receptor of RECEPTORS)
    await place(
      { name: receptor.name, plannerObjectTypeId: 5, plannerObjectDataJson: '{"category":"dwelling"}' },
      receptor.at,
    );
  await setFeature(org.subscriptionKey, 'NoiseSimulation', 'Enabled');

  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await openNoise(page, projectId, name);
  const section = noiseSection(page);
  await expect(section.getByText('The defaults: nothing saved for the project yet.')).toBeVisible();
  const table = section.getByRole('table', { name: 'Noise at the receptors' });
  const farm = table.getByRole('row').filter({ hasText: 'Farm Zuid' });
  const farmCells = async () => farm.getByRole('cell').allTextContents();

  // With the defaults (TA Lärm, receivers 4 m): the farm's night level against 40 dB(A).
  await section.getByRole('button', { name: 'Calculate noise' }).click();
  await expect(farm).toBeVisible({ timeout: 60_000 });
  await expect(
    section.getByText('Flat ground at 0 m: the project has no terrain model.', { exact: false }),
  ).toBeVisible();
  const before = await farmCells();
  expect(before[3]).toBe('40');

  // A receiver height the method does not take is refused in words; nothing is calculated or saved.
  const receiverHeight = section.getByLabel('Receiver height above the ground (m)', { exact: true });
  await receiverHeight.fill('40');
  await expect(section.getByText('From 1 to 30 m', { exact: true })).toBeVisible();
  await expect(
    section.getByRole('alert').filter({ hasText: 'Not calculated or saved until this is right' }),
  ).toHaveText(
    'Not calculated or saved until this is right: Receiver height above the ground (m): from 1 to 30 m.',
  );
  await expect(section.getByRole('button', { name: 'Calculate noise' })).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Save settings' })).toBeDisabled();

  // Receivers at 10 m, own limits with 38 dB(A) at night for dwellings; saved for the project.
  await receiverHeight.fill('10');
  await section.getByLabel('Limits (rule set)', { exact: true }).click();
  await page.getByRole('option', { name: 'Own limits', exact: true }).click();
  await section.getByLabel('Night limit, Dwelling (dB(A))', { exact: true }).fill('38');
  await expect(section.getByText('Changed here, not saved for the project.')).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Save settings' }).click();
  await expect(section.getByText('The project’s saved settings.')).toBeVisible();
  const stored = (await (await api.get(`/api/projects/${projectId}/noise-settings`)).json()) as {
    version: number;
    receiverHeight: number;
    ruleSet: string;
    customLimits: unknown[];
  };
  expect(stored).toMatchObject({
    version: 2,
    receiverHeight: 10,
    ruleSet: 'custom',
    customLimits: [{ category: 'dwelling', night: 38 }],
  });

  // Calculated again: the farm's night level and limit as the API answers them for the scenario.
  await expect(section.getByText('The plan or the settings changed since this was calculated')).toBeVisible();
  await section.getByRole('button', { name: 'Calculate noise' }).click();
  await expect(farm.getByRole('cell').nth(3)).toHaveText('38', { timeout: 60_000 });
  const after = await farmCells();
  expect(after[2]).not.toBe(before[2]);
  const answer = await api.post(`/api/projects/${projectId}/noise/calculate`, { data: { scenarioId } });
  expect(answer.status(), await answer.text()).toBe(200);
  const calculation = (await answer.json()) as {
    ground: { kind: string };
    receptors: Array<{ name: string; night: { total: number }; indicators: { night: { limit: number } } }>;
  };
  expect(calculation.ground.kind).toBe('flat');
  const farmAnswer = calculation.receptors.find((receptor) => receptor.name === 'Farm Zuid')!;
  expect(after[2]).toBe(farmAnswer.night.total.toFixed(1));
  expect(farmAnswer.indicators.night.limit).toBe(38);
  expect(after[4]).toContain(farmAnswer.night.total > 38 ? 'Over' : '+');

  // Someone else changes the settings meanwhile: saving here asks in the conflict dialog, and
  // "Keep theirs" shows their temperature.
  const theirs = await api.put(`/api/projects/${projectId}/noise-settings`, {
    headers: { 'If-Match': '"2"' },
    data: { temperatureC: 15 },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);
  const temperature = section.getByLabel('Temperature (°C)', { exact: true });
  await temperature.fill('12');
  await section.getByRole('button', { name: 'Save settings' }).click();
  const conflict = page.getByRole('dialog', { name: 'Noise settings was changed by someone else' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Temperature');
  await expect(conflict).toContainText('15 °C');
  await expectNoAxeViolations(page);
  await conflict.getByRole('button', { name: 'Keep theirs' }).click();
  await expect(conflict).toBeHidden();
  await expect(temperature).toHaveValue('15');

  // The next visit starts from the project's saved settings.
  await openNoise(page, projectId, name);
  await expect(section.getByText('The project’s saved settings.')).toBeVisible();
  await expect(section.getByLabel('Limits (rule set)', { exact: true })).toHaveValue('Own limits');
  await expect(receiverHeight).toHaveValue('10');
  await expect(section.getByLabel('Night limit, Dwelling (dB(A))', { exact: true })).toHaveValue('38');
  await expect(temperature).toHaveValue('15');

  await api.dispose();
  expect(errors).toEqual([]);
});

test("the Noise tab's operating modes: a quieter night mode for one turbine, saved with If-Match, calculated as the API answers it, a conflict asked, kept after a reload", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const org = await newOrganisation();
  const { api } = org;
  const rd = await fromSystem(api, 28992);
  const name = uniqueProjectName('Noise modes');
  const { projectId, scenarioId, preset: newPreset, place: placeAt } = await studyProject(api, name, 28992);
  const withModes = await newPreset('V150 4.5 MW', {
    hubHeight: 120,
    rotorDiameter: 150,
    soundModes: [
      { name: 'Mode 0', lwa: 106, bands: SPECTRUM },
      // The same spectrum 6 dB down: the noise-reduced mode.
      { name: 'SO 6', lwa: 100, bands: SPECTRUM.map((band) => band - 6) },
    ],
  });
  const without = await newPreset('Old model', { hubHeight: 100, rotorDiameter: 90 });
  const place = (data: Record<string, unknown>, at: [number, number]) => placeAt(data, rd(at));
  const wea1 = await place({ name: 'WEA 1', plannerObjectTypeId: 1, presetId: withModes }, TURBINE);
  const wea2 = await place(
    { name: 'WEA 2', plannerObjectTypeId: 1, presetId: withModes },
    [153_400, 462_000],
  );
  await place({ name: 'WEA 3', plannerObjectTypeId: 1, presetId: without }, [153_800, 462_000]);
  await place(
    { name: 'Farm Zuid', plannerObjectTypeId: 5, plannerObjectDataJson: '{"category":"dwelling"}' },
    RECEPTORS[0]!.at,
  );
  await setFeature(org.subscriptionKey, 'NoiseSimulation', 'Enabled');

  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await openNoise(page, projectId, name);
  const section = noiseSection(page);
  const modes = section.getByRole('table', { name: 'Operating modes' });
  await expect(modes.getByRole('row')).toHaveCount(3);
  const night1 = modes.getByRole('combobox', { name: 'Night mode of WEA 1', exact: true });
  await expect(night1).toHaveValue('Mode 0');
  await expect(night1.locator('option:checked')).toHaveText('Mode 0 (default)');
  await expect(modes.getByRole('combobox', { name: 'Day mode of WEA 2', exact: true })).toHaveValue('Mode 0');
  await expect(
    section.getByText('No operating modes to choose for WEA 3: their preset carries no sound modes.'),
  ).toBeVisible();

  const farm = section.getByRole('table', { name: 'Noise at the receptors' }).getByRole('row').filter({
    hasText: 'Farm Zuid',
  });
  await section.getByRole('button', { name: 'Calculate noise' }).click();
  await expect(farm).toBeVisible({ timeout: 60_000 });
  const before = Number((await farm.getByRole('cell').nth(2).textContent()) ?? '');
  expect(before).toBeGreaterThan(0);

  // The quieter mode by night for WEA 1 only, reached from the keyboard; saved with the settings.
  await modes.getByRole('combobox', { name: 'Evening mode of WEA 1', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(night1).toBeFocused();
  await night1.selectOption('SO 6');
  await expect(section.getByText('Changed here, not saved for the project.')).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Save settings' }).click();
  await expect(section.getByText('The project’s saved settings.')).toBeVisible();
  const stored = (await (await api.get(`/api/projects/${projectId}/noise-settings`)).json()) as {
    version: number;
    turbineModes: unknown[];
  };
  expect(stored).toMatchObject({
    version: 2,
    turbineModes: [{ turbineId: wea1, day: 'Mode 0', evening: 'Mode 0', night: 'SO 6' }],
  });

  // Calculated again: the farm's night level as the API answers it for the scenario, and lower.
  await expect(section.getByText('The plan or the settings changed since this was calculated')).toBeVisible();
  await section.getByRole('button', { name: 'Calculate noise' }).click();
  await expect(section.getByText('The plan or the settings changed since this was calculated')).toBeHidden({
    timeout: 60_000,
  });
  const answer = await api.post(`/api/projects/${projectId}/noise/calculate`, { data: { scenarioId } });
  expect(answer.status(), await answer.text()).toBe(200);
  const calculation = (await answer.json()) as {
    receptors: Array<{ name: string; night: { total: number }; day: { total: number } }>;
  };
  const farmAnswer = calculation.receptors.find((receptor) => receptor.name === 'Farm Zuid')!;
  await expect(farm.getByRole('cell').nth(2)).toHaveText(farmAnswer.night.total.toFixed(1));
  // By day every turbine still runs its first mode: the level the night had before.
  await expect(farm.getByRole('cell').nth(0)).toHaveText(before.toFixed(1));
  expect(farmAnswer.night.total).toBeLessThan(before - 1);
  expect(farmAnswer.day.total.toFixed(1)).toBe(before.toFixed(1));
  await expect(
    section.getByRole('table', { name: 'Night level from each turbine' }).getByRole('columnheader', {
      name: 'WEA 1 (SO 6)',
    }),
  ).toBeVisible();

  // Someone else chooses a mode for WEA 2 meanwhile: saving here asks, "Keep theirs" shows theirs.
  const theirs = await api.put(`/api/projects/${projectId}/noise-settings`, {
    headers: { 'If-Match': '"2"' },
    data: {
      turbineModes: [
        { turbineId: wea1, day: 'Mode 0', evening: 'Mode 0', night: 'SO 6' },
        { turbineId: wea2, day: 'Mode 0', evening: 'SO 6', night: 'SO 6' },
      ],
    },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);
  await modes.getByRole('combobox', { name: 'Day mode of WEA 2', exact: true }).selectOption('SO 6');
  await section.getByRole('button', { name: 'Save settings' }).click();
  const conflict = page.getByRole('dialog', { name: 'Noise settings was changed by someone else' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Operating modes');
  await expect(conflict).toContainText('WEA 2: day Mode 0, evening SO 6, night SO 6');
  await conflict.getByRole('button', { name: 'Keep theirs' }).click();
  await expect(conflict).toBeHidden();
  await expect(modes.getByRole('combobox', { name: 'Evening mode of WEA 2', exact: true })).toHaveValue(
    'SO 6',
  );
  await expect(modes.getByRole('combobox', { name: 'Day mode of WEA 2', exact: true })).toHaveValue('Mode 0');

  // The next visit starts from the project's saved modes.
  await openNoise(page, projectId, name);
  await expect(section.getByText('The project’s saved settings.')).toBeVisible();
  await expect(night1).toHaveValue('SO 6');
  await expect(modes.getByRole('combobox', { name: 'Night mode of WEA 2', exact: true })).toHaveValue('SO 6');

  await api.dispose();
  expect(errors).toEqual([]);
});
