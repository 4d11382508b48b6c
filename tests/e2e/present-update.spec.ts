import { expect, test } from '@playwright/test';
import { apiAsUser } from './support/api';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_USERS } from './support/config';
import { contentOf, createPresentation, projectByName, uniqueName } from './support/presentations';

/**
 * "Update presentation" (docs/decisions/168-update-presentation.md): a presentation of a copy
 * of the demo project, one of its turbines moved in the project, the presentation updated from
 * the Present screen; the old public link shows the turbine at its new place and the plan's date,
 * and the form of a new presentation starts from the last one's settings.
 */
type PlannerObject = {
  id: number;
  name: string;
  scenarioId: number;
  layout: string;
  points: Array<{ longitude: number; latitude: number }>;
};
type ViewerAnswer = {
  planAsOf: string;
  scenarios: Array<{
    name: string;
    plannerObjects: Array<{ name: string; points: PlannerObject['points'] }>;
  }>;
};

test('"Update presentation" keeps the link and shows the moved turbine there, with "Plan as of <date>"', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const api = await apiAsUser(DEMO_USERS.owner);
  const demo = await projectByName(api, 'Noordzee Wind Park');
  const cloned = await api.post(`/api/projects/clone?sourceProjectId=${demo.id}`);
  expect(cloned.status(), await cloned.text()).toBe(201);
  const projectId = ((await cloned.json()) as { id: number }).id;
  const name = uniqueName('Updated presentation');
  const presentation = await createPresentation(api, projectId, name);

  // Move a turbine of the presented scenario ("Scenario 1" is the project's first).
  const { scenarios } = await contentOf(api, projectId);
  const objects = (await (
    await api.get(`/api/projects/${projectId}/planner-objects`)
  ).json()) as PlannerObject[];
  const turbine = objects.find((o) => o.scenarioId === scenarios[0]!.id && o.layout === 'Point')!;
  const moved = [
    { longitude: turbine.points[0]!.longitude + 0.01, latitude: turbine.points[0]!.latitude + 0.005 },
  ];
  const current = await api.get(`/api/projects/${projectId}/planner-objects/${turbine.id}`);
  const change = await api.put(`/api/projects/${projectId}/planner-objects/${turbine.id}`, {
    headers: { 'If-Match': current.headers().etag! },
    data: { points: moved },
  });
  expect(change.status(), await change.text()).toBe(200);
  await api.dispose();

  await useSignedInSession(page, DEMO_USERS.owner);
  await page.goto('/dash/present');
  await page
    .getByRole('button', { name: `Update presentation ${name}`, exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Update presentation' });
  await expect(dialog.getByText('The link, the QR codes and printed cards')).toBeVisible();
  await expectNoAxeViolations(page);
  const updated = page.waitForResponse(
    (r) =>
      r.url().includes(`/published-projects/${presentation.id}/update`) && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Update presentation', exact: true }).click();
  expect((await updated).status()).toBe(200);
  await expect(page.getByText('Presentation updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The old link, signed out.
  const context = await browser.newContext();
  const viewer = await context.newPage();
  const answer = viewer.waitForResponse(
    (r) =>
      r.url().includes(`/projects/viewer/${presentation.publicationKey}`) && r.request().method() === 'GET',
  );
  await viewer.goto(`/viewer/?project=${presentation.publicationKey}`);
  const data = (await (await answer).json()) as ViewerAnswer;
  const shown = data.scenarios
    .find((s) => s.name === 'Scenario 1')!
    .plannerObjects.find((o) => o.name === turbine.name)!;
  expect(shown.points).toEqual(moved);
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(data.planAsOf),
  );
  await expect(viewer.getByText(`Plan as of ${date}`, { exact: true })).toBeVisible();
  await expect(viewer.getByText(`This plan was updated on ${date}`)).toBeVisible();
  await context.close();

  // A new presentation of the project starts from the last one's settings.
  await page.goto(`/present/${projectId}`);
  await expect(page.getByLabel('Project name')).toHaveValue(name);
  await expect(page.getByLabel('Project developer')).toHaveValue('Demo Wind Co');
  await expect(page.getByLabel('Description')).toHaveValue('Created by an end-to-end test.');
});
