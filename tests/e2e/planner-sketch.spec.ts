import { expect, type Page, test } from '@playwright/test';
import { setFeature } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { newOrganisation, type Organisation } from './support/organisations';
import { clickMap, expectMapReady, openPlanner } from './support/planner-map';
import { PREVIEW_CLOSED } from './support/planner-preview';
import { createPresentation } from './support/presentations';
import { createProject, uniqueProjectName } from './support/projects';

/** The sketch layer in the planner (decision 196). Software WebGL: the 'webgl' project by its name. */
test.use({ viewport: { width: 1440, height: 900 }, ...PREVIEW_CLOSED });

const SKETCH_LOCKED = 'The Sketch layer (SketchLayer) module is not unlocked for your subscription.';
const SKETCH_TOOL = 'Sketch: labels, arrows, lines and areas';

const mapSketches = (page: Page) => page.locator('.maplibregl-map').getAttribute('data-sketches');

type SavedSketch = { kind: string; text: string; colour: string; points: unknown[] };
async function savedSketches(org: Organisation, projectId: number): Promise<SavedSketch[]> {
  const answer = await org.api.get(`/api/projects/${projectId}/sketches`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as SavedSketch[];
}

test('sketches: a line, an arrow, an area and a label drawn in the planner survive a reload and a revision, and are not in the viewer', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const org = await newOrganisation();
  try {
    await setFeature(org.subscriptionKey, 'SketchLayer', 'Enabled');
    const projectId = await createProject(org.api, uniqueProjectName('Sketched'));
    await openPlanner(page, org, projectId);

    // The tool by its key; its panel says what it draws, and passes axe.
    await page.keyboard.press('k');
    const tool = page.getByRole('button', { name: SKETCH_TOOL });
    await expect(tool).toHaveAttribute('aria-pressed', 'true');
    const panel = page.getByRole('region', { name: 'Sketch', exact: true });
    await expect(panel.getByText('No sketches yet.')).toBeVisible();
    await expectNoAxeViolations(page);
    const list = panel.getByRole('list', { name: 'Sketches' }).getByRole('listitem');

    // A line of three points, finished with Enter, in blue.
    await panel.getByRole('combobox', { name: 'Colour', exact: true }).selectOption({ label: 'Blue' });
    for (const [dx, dy] of [
      [0, -120],
      [80, -100],
      [160, -130],
    ] as const)
      await clickMap(page, dx, dy);
    await page.keyboard.press('Enter');
    await expect(list).toHaveCount(1);

    // An arrow: its tail, its head, Enter.
    await panel.getByRole('combobox', { name: 'Sketch', exact: true }).selectOption({ label: 'Arrow' });
    await clickMap(page, 0, -20);
    await clickMap(page, 150, 0);
    await page.keyboard.press('Enter');
    await expect(list).toHaveCount(2);

    // An area, closed on its first corner.
    await panel.getByRole('combobox', { name: 'Sketch', exact: true }).selectOption({ label: 'Area' });
    for (const [dx, dy] of [
      [0, 60],
      [120, 60],
      [120, 160],
      [0, 160],
      [0, 60],
    ] as const)
      await clickMap(page, dx, dy);
    await expect(list).toHaveCount(3);

    // A label: a click, then its text from the keyboard.
    await panel.getByRole('combobox', { name: 'Sketch', exact: true }).selectOption({ label: 'Label' });
    await clickMap(page, 200, 60);
    const text = panel.getByRole('textbox', { name: 'Label text' });
    await expect(text).toBeFocused();
    await page.keyboard.type('Landowner says no');
    await page.keyboard.press('Enter');
    await expect(list).toHaveCount(4);
    await expect(page.locator('[data-sketch-label="Landowner says no"]')).toBeVisible();
    await expect(list.filter({ hasText: 'Label “Landowner says no”' })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await expect.poll(() => mapSketches(page)).toBe('label:1|arrow:1|line:1|area:1');
    const saved = await savedSketches(org, projectId);
    expect(saved.map((s) => [s.kind, s.points.length])).toEqual([
      ['line', 3],
      ['arrow', 2],
      ['area', 4],
      ['label', 1],
    ]);
    expect(saved[0]?.colour).toBe('#1971c2');
    expect(saved[3]?.text).toBe('Landowner says no');

    // Not planner objects: the object list stays empty, nothing is counted.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByText(/^Nothing planned yet\./)).toBeVisible();
    const objects = await org.api.get(`/api/projects/${projectId}/planner-objects`);
    expect(await objects.json()).toEqual([]);

    // A reload keeps them: on the map and in the list.
    await page.reload();
    await expectMapReady(page);
    await expect.poll(() => mapSketches(page)).toBe('label:1|arrow:1|line:1|area:1');
    await expect(page.locator('[data-sketch-label="Landowner says no"]')).toBeVisible();
    await page.getByRole('button', { name: SKETCH_TOOL }).click();
    await expect(list).toHaveCount(4);

    // Deleting from the list removes one (the arrow), here and on the server.
    await list.filter({ hasText: 'Arrow' }).getByRole('button', { name: 'Delete Arrow' }).click();
    await expect(list).toHaveCount(3);
    await expect.poll(async () => (await savedSketches(org, projectId)).length).toBe(3);
    await expect.poll(() => mapSketches(page)).toBe('label:1|line:1|area:1');

    // The area is recoloured from the list: saved with its new version.
    await list
      .filter({ hasText: 'Area' })
      .getByRole('combobox', { name: 'Colour of Area' })
      .selectOption({ label: 'Green' });
    await expect
      .poll(async () => (await savedSketches(org, projectId)).find((s) => s.kind === 'area')?.colour)
      .toBe('#2f9e44');

    // A revision holds them as they were: its planner shows them.
    const revision = await org.api.post(`/api/projects/create-revision?sourceProjectId=${projectId}`);
    expect(revision.status(), await revision.text()).toBe(201);
    const revisionId = ((await revision.json()) as { id: number }).id;
    expect((await savedSketches(org, revisionId)).map((s) => s.kind)).toEqual(['line', 'area', 'label']);
    await page.goto(`/editor/#projectId=${revisionId}`);
    await page.reload();
    await expectMapReady(page);
    await expect.poll(() => mapSketches(page)).toBe('label:1|line:1|area:1');
    await expect(page.locator('[data-sketch-label="Landowner says no"]')).toBeVisible();

    // The published viewer's scene data holds none of them, and the viewer asks for none.
    const viewpoint = await org.api.post(`/api/projects/${projectId}/viewpoints`, {
      data: {
        name: 'Dike',
        position: { longitude: 5.4, latitude: 52.5, altitude: 5 },
        pan: 270,
        tilt: 0,
        fieldOfView: 60,
        windDirection: 180,
        viewingDateTime: null,
      },
    });
    expect(viewpoint.status(), await viewpoint.text()).toBe(201);
    const presentation = await createPresentation(org.api, projectId, 'Public copy');
    const scene = await page.request.get(`/api/projects/viewer/${presentation.publicationKey}`);
    expect(scene.status(), await scene.text()).toBe(200);
    const sceneText = await scene.text();
    expect(sceneText).not.toContain('Landowner says no');
    expect(sceneText.toLowerCase()).not.toContain('sketch');
    expect(sceneText).not.toContain('#1971c2');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`/viewer/?project=${presentation.publicationKey}`);
    await expect.poll(() => requests.some((path) => path.startsWith('/api/projects/viewer/'))).toBe(true);
    expect(requests.filter((path) => path.includes('sketches'))).toEqual([]);
  } finally {
    await org.api.dispose();
  }
});

test('sketches: without SketchLayer the tool is shown Locked with the module wording and takes no click or key', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await newOrganisation();
  try {
    await setFeature(org.subscriptionKey, 'SketchLayer', 'Disabled');
    const projectId = await createProject(org.api, uniqueProjectName('Unsketched'));
    await openPlanner(page, org, projectId);
    const tool = page.getByRole('button', { name: SKETCH_TOOL });
    await expect(tool).toHaveAttribute('data-locked', 'true');
    await expect(tool).toHaveAttribute('aria-description', `Locked: ${SKETCH_LOCKED}`);
    await tool.hover();
    await expect(page.getByRole('tooltip')).toHaveText(`Locked: ${SKETCH_LOCKED}`);
    await expectNoAxeViolations(page);
    await tool.click();
    await page.keyboard.press('k');
    await expect(tool).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('region', { name: 'Sketch', exact: true })).toHaveCount(0);

    // The server says the same to a direct call and writes nothing.
    const direct = await org.api.post(`/api/projects/${projectId}/sketches`, {
      data: { kind: 'label', text: 'No', points: [{ longitude: 5.4, latitude: 52.5 }] },
    });
    expect(direct.status()).toBe(403);
    expect(((await direct.json()) as { detail: string }).detail).toBe(SKETCH_LOCKED);
    expect(await savedSketches(org, projectId)).toEqual([]);
  } finally {
    await org.api.dispose();
  }
});
