import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PUBLICATION_KEY } from './support/presentations';
import { difference, type ParkViewer, parkBand, settled, shot, visiblePart } from './support/scene-pixels';

/**
 * The public viewer's layout around its panel, in Chromium with software WebGL (the 'webgl'
 * project), on the seeded demo "Noordzee Wind Park": six turbines about 15 km off Egmond beach,
 * looking 250° with a 60° field of view. The view's centre lies in the part the panel leaves
 * (docs/viewer.md, "Principal point"); the turbines are found as the pixels that differ from
 * "Current situation", opened by its link so that the panel stays as it is.
 */
test.describe.configure({ timeout: 150_000 });

type Viewer = ParkViewer;

let errors: string[];
test.afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
});

async function demo(page: Page): Promise<Viewer> {
  const response = await page.request.get(`/api/projects/viewer/${DEMO_PUBLICATION_KEY}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Viewer;
}

async function opened(browser: Browser, viewport: { width: number; height: number }, phone = false) {
  const context = await browser.newContext({
    viewport,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}

/** Opens the demo on a scenario (by name) and waits until its view is drawn and still. */
async function show(page: Page, viewer: Viewer, scenario: string) {
  const id = viewer.scenarios.find((s) => s.name === scenario)!.id;
  await page.goto(`/viewer/?project=${DEMO_PUBLICATION_KEY}&scenario=${id}`);
  await settled(page);
}

const frames = async (page: Page) =>
  Number(await page.getByRole('img', { name: /^3D view of/ }).getAttribute('data-frames'));

/** Waits until the engine has drawn a frame after `before` and the view is still. */
async function redrawn(page: Page, before: number) {
  await expect.poll(() => frames(page)).toBeGreaterThan(before);
  await settled(page);
}

test("on a phone, the turbines' feet stand above the sheet, which starts small and says to turn the phone", async ({
  browser,
}) => {
  errors = [];
  const page = await opened(browser, { width: 390, height: 844 }, true);
  const viewer = await demo(page);
  await show(page, viewer, 'Wind farm');
  const sheet = page.getByTestId('viewer-sheet');
  await expect(sheet.getByText('Turn your phone sideways for a wider view.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show panel' })).toHaveAttribute('aria-expanded', 'false');
  const sheetTop = (await sheet.boundingBox())!.y;
  expect(sheetTop, 'the sheet covers less than a fifth of the screen').toBeGreaterThan(844 * 0.8);
  const withPark = await shot(page);
  await show(page, viewer, 'Current situation');
  const current = await shot(page);
  const diff = await difference(page, withPark, current);
  // Six turbines 15 km out are a few pixels each on a 390 px wide screen at 60°.
  expect(diff.inside, `pixels of the turbines, rows ${diff.top}..${diff.bottom}`).toBeGreaterThan(2);
  // The lowest row that differs is the turbines' feet at the horizon, halfway down the part
  // above the sheet (the camera looks level), and above the sheet's top edge.
  expect(diff.bottom, `turbine feet at row ${diff.bottom}, the sheet from row ${sheetTop}`).toBeLessThan(
    sheetTop,
  );
  expect(Math.abs(diff.bottom - sheetTop / 2), 'the horizon halfway down the visible part').toBeLessThan(30);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('on a desktop, the view is centred right of the panel; the panel hides and shows by keyboard and pointer', async ({
  browser,
}) => {
  errors = [];
  const page = await opened(browser, { width: 1280, height: 720 });
  const viewer = await demo(page);
  await show(page, viewer, 'Wind farm');
  const visible = await visiblePart(page);
  expect(visible.x0, "the card's right edge").toBeGreaterThan(300);
  const parkWithPanel = await shot(page);
  // Hidden by keyboard: the focus goes to "Show panel"; shown again by pointer.
  const hideByKeyboard = async () => {
    const before = await frames(page);
    await page.getByRole('button', { name: 'Hide panel' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('viewer-card')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show panel' })).toBeFocused();
    await redrawn(page, before);
  };
  await hideByKeyboard();
  const parkWithout = await shot(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Show panel' }).click();
  await expect(page.getByTestId('viewer-card')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide panel' })).toBeFocused();

  await show(page, viewer, 'Current situation');
  const currentWithPanel = await shot(page);
  await hideByKeyboard();
  const currentWithout = await shot(page);
  // Shown by keyboard, hidden again by pointer.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('viewer-card')).toBeVisible();
  await page.getByRole('button', { name: 'Hide panel' }).click();
  await expect(page.getByRole('button', { name: 'Show panel' })).toBeVisible();

  // With the panel: the turbines where a camera centred right of it puts them, nowhere else.
  const right = await difference(page, parkWithPanel, currentWithPanel, parkBand(viewer, visible));
  expect(right.inside, 'pixels of the turbines').toBeGreaterThan(30);
  expect(right.outside, `pixels outside the park, at ${JSON.stringify(right.outsideAt)}`).toBe(0);
  // Without it: centred on the whole window.
  const whole = { x0: 0, x1: 1280, y0: 0, y1: 720 };
  const full = await difference(page, parkWithout, currentWithout, parkBand(viewer, whole));
  expect(full.inside, 'pixels of the turbines').toBeGreaterThan(30);
  expect(full.outside, `pixels outside the park, at ${JSON.stringify(full.outsideAt)}`).toBe(0);
  await page.context().close();
});

test('the list view gives the distance and direction from each viewpoint to each object', async ({
  page,
}) => {
  errors = [];
  await page.goto(`/viewer/?project=${DEMO_PUBLICATION_KEY}&view=list`);
  const viewpoint = page.getByTestId('viewer-viewpoint').filter({ hasText: 'Egmond aan Zee beach' });
  const table = viewpoint.getByRole('table', {
    name: /^Distances from Egmond aan Zee beach to the objects of “Wind farm”/,
  });
  await expect(table).toBeVisible({ timeout: 30_000 });
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(5);
  const distances = (await rows.locator('td:nth-child(2)').allTextContents()).map((t) => {
    const value = Number.parseFloat(t.replace(/,/g, ''));
    return t.includes('km') ? value * 1000 : value;
  });
  // Nearest first; the park lies about 15 km off the beach, to the west.
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  for (const d of distances) expect(d).toBeGreaterThan(8_000);
  await expect(rows.first().locator('td').nth(2)).toContainText(/\((W|SW|NW)\)/);
  await expectNoAxeViolations(page);
});
