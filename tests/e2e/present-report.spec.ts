import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { setFeature } from './support/admin';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { addMember, newOrganisation } from './support/organisations';
import { readPdf } from './support/pdf';
import { uniqueProjectName } from './support/projects';
import { fromSystem, studyProject } from './support/study-project';

test.use({ viewport: { width: 1440, height: 900 } });

/** RD New easting, northing: three turbines in a row. */
const TURBINES: [number, number][] = [
  [153_000, 462_000],
  [153_400, 462_000],
  [153_800, 462_000],
];

/**
 * A project in RD New with a row of three turbines and two viewpoints looking at it, presented
 * with its one scenario: answers the presentation's id and name.
 */
async function presentedProject(api: APIRequestContext, subscriptionKey: string) {
  await setFeature(subscriptionKey, 'Dash.Secure.Present', 'Enabled');
  const rd = await fromSystem(api, 28992);
  const name = uniqueProjectName('Report Wind');
  const { projectId, scenarioId, preset, place } = await studyProject(api, name, 28992, 'Variante Süd');
  const presetId = await preset('V150 4.5 MW', { hubHeight: 120, rotorDiameter: 150 });
  for (const [index, point] of TURBINES.entries())
    await place({ name: `WTG ${index + 1}`, plannerObjectTypeId: 1, presetId }, rd(point));
  const viewpoints: number[] = [];
  for (const [viewpointName, at, pan] of [
    ['Dijk', [153_400, 460_800], 0],
    ['Kerk', [151_800, 462_000], 90],
  ] as const) {
    const created = await api.post(`/api/projects/${projectId}/viewpoints`, {
      data: {
        name: viewpointName,
        position: { ...rd([...at]), altitude: 1.7 },
        pan,
        tilt: 0,
        fieldOfView: 60,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    viewpoints.push(((await created.json()) as { id: number }).id);
  }
  const presentationName = `${name} presentation`;
  const presented = await api.post('/api/projects/create-published-project', {
    data: {
      projectId,
      name: presentationName,
      organizations: ['Report Wind Co'],
      description: 'The row of three.',
      renamedViewpoints: viewpoints.map((id, index) => ({ id, newName: index === 0 ? 'Dijk' : 'Kerk' })),
      renamedTours: [],
      combinedScenarios: [{ combinedName: 'Variante Süd', scenarioIds: [scenarioId] }],
      defaultViewpoint: viewpoints[0],
      defaultScenario: 0,
    },
  });
  expect(presented.status(), await presented.text()).toBe(201);
  return { projectId, name: presentationName };
}

const reportDialog = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `Report (PDF) of ${name}` });

async function openReportDialog(page: Page, name: string) {
  await page.goto('/dash/present');
  await page
    .getByRole('button', { name: `Report (PDF) of ${name}` })
    .first()
    .click();
  return reportDialog(page, name);
}

async function makeReport(page: Page, name: string) {
  const dialog = reportDialog(page, name);
  const download = page.waitForEvent('download', { timeout: 180_000 });
  await dialog.getByRole('button', { name: 'Make the report (PDF)' }).click();
  const file = await download;
  await expect(dialog.getByText(`Saved “${file.suggestedFilename()}”.`)).toBeVisible();
  return { name: file.suggestedFilename(), ...(await readPdf(await file.path())) };
}

/** The layout table's row of a turbine: its easting and northing in the project's system. */
function coordinatesIn(text: string, turbine: string): [number, number] {
  const row = new RegExp(`${turbine} ([\\d.]+) ([\\d.]+) `).exec(text);
  expect(row, `${turbine} in the layout table`).not.toBeNull();
  return [Number(row![1]), Number(row![2])];
}

test("a presentation's report on the Present screen: locked without PdfReport, then its turbines' coordinates, its viewpoints' sheets and the chapters chosen", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const org = await newOrganisation();
  const { name } = await presentedProject(org.api, org.subscriptionKey);

  // Locked without the feature, in the planner's words.
  await setFeature(org.subscriptionKey, 'PdfReport', 'Disabled');
  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  let dialog = await openReportDialog(page, name);
  await expect(dialog.getByText('Locked', { exact: true })).toBeVisible();
  await expect(dialog.getByText('The PDF report is not part of your subscription.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Make the report (PDF)' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await setFeature(org.subscriptionKey, 'PdfReport', 'Enabled');
  dialog = await openReportDialog(page, name);
  await expect(dialog.getByLabel('Scenario', { exact: true })).toHaveValue('Variante Süd');
  const chapters = dialog.getByRole('group', { name: 'Chapters' });
  await chapters.getByRole('checkbox', { name: 'Shadow flicker' }).uncheck();
  await chapters.getByRole('checkbox', { name: 'Noise' }).uncheck();
  const viewpoints = dialog.getByRole('group', { name: 'Viewpoints' });
  await viewpoints.getByRole('checkbox', { name: 'Dijk' }).check();
  await viewpoints.getByRole('checkbox', { name: 'Kerk' }).check();
  await expectNoAxeViolations(page);
  const report = await makeReport(page, name);

  expect(report.name).toMatch(new RegExp(`^${name} – Variante Süd – \\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  // Cover, contents, the layout's map and table, a sheet per viewpoint, method and data; the ZTV
  // was asked for but is the planner's to calculate, and the cover says so.
  expect(report.pages).toHaveLength(7);
  expect(report.pages[1]).toMatch(
    /^Contents Layout 3 Visualisation: Dijk 5 Visualisation: Kerk 6 Method and data 7 /,
  );
  expect(report.pages[0]).toContain(
    'Zone of theoretical visibility: not calculated on the Present screen; open the presentation in the planner, calculate it in the Terrain tab and make the report there.',
  );
  const text = report.pages.join('\n');
  // Each turbine where it was placed, in RD New (the table prints the system's decimals).
  for (const [index, [x, y]] of TURBINES.entries()) {
    const [easting, northing] = coordinatesIn(text, `WTG ${index + 1}`);
    expect(Math.abs(easting - x)).toBeLessThan(0.01);
    expect(Math.abs(northing - y)).toBeLessThan(0.01);
  }
  // Each sheet is A3 landscape with the viewpoint's caption and its two images.
  for (const [index, viewpointName] of [
    [4, 'Dijk'],
    [5, 'Kerk'],
  ] as const) {
    expect(report.sizes[index]).toEqual([1190.55, 841.89]);
    const sheet = report.pages[index] ?? '';
    expect(sheet).toContain(`${name} – viewpoint ${viewpointName}, scenario Variante Süd`);
    expect(sheet).toMatch(/Position \d+\.\d{5}° N, \d+\.\d{5}° E \(WGS 84\); eye 1\.7 m above the/);
    expect(sheet).toContain('Horizontal field of view 53.5°');
    expect(sheet).toMatch(/Turbines in view: 3 of 3/);
    expect(report.images[index]).toHaveLength(2);
  }
});

test('an Observer of the project may make the report of its presentation', async ({ page }) => {
  test.setTimeout(180_000);
  const org = await newOrganisation();
  const { projectId, name } = await presentedProject(org.api, org.subscriptionKey);
  await setFeature(org.subscriptionKey, 'PdfReport', 'Enabled');
  const observer = await addMember(org, 'Observer', {}, projectId);
  await useSignedInSession(page, observer.email, { password: observer.password });
  await openReportDialog(page, name);
  const chapters = reportDialog(page, name).getByRole('group', { name: 'Chapters' });
  for (const chapter of ['Visualisations', 'Zone of theoretical visibility', 'Shadow flicker', 'Noise'])
    await chapters.getByRole('checkbox', { name: chapter }).uncheck();
  const report = await makeReport(page, name);
  // Cover, contents, the layout's map and table, method and data.
  expect(report.pages).toHaveLength(5);
  expect(report.pages[1]).toMatch(/^Contents Layout 3 Method and data 5 /);
  for (const [index, [x]] of TURBINES.entries())
    expect(Math.abs(coordinatesIn(report.pages.join('\n'), `WTG ${index + 1}`)[0] - x)).toBeLessThan(0.01);
});
