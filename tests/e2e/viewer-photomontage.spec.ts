import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { decode, encode } from 'fast-png';
import { setFeature } from './support/admin';
import { apiAsUser } from './support/api';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { newOrganisation } from './support/organisations';
import { createPresentation } from './support/presentations';
import { uniqueProjectName } from './support/projects';
import { settled, shot, showing } from './support/scene-pixels';

/**
 * The public viewer's photomontage, in Chromium with software WebGL (the 'webgl' project): a
 * viewpoint at sea with a synthetic photo (its left half green, its right half blue), aligned
 * to the viewpoint's view, and one turbine 1.5 km ahead, 10° right of the photo's centre.
 */
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1280, height: 720 } });

const EYE = { longitude: 3.2, latitude: 53.6 };
const LEFT: RGB = [20, 170, 80];
const RIGHT: RGB = [30, 90, 210];
/**
 * The photo: 600 × 400 (3 : 2). In a 1280 × 720 window the panel's card covers columns 0..356, so
 * the photo fills the rest's width: columns 356..1280, rows 52..668, its centre at column 818.
 */
const PHOTO = { width: 600, height: 400 };
const TURBINE_BEARING = 10;
const TURBINE_DISTANCE = 1_500;

type RGB = [number, number, number];

function syntheticPhoto(): Buffer {
  const data = new Uint8Array(PHOTO.width * PHOTO.height * 3);
  for (let y = 0; y < PHOTO.height; y += 1)
    for (let x = 0; x < PHOTO.width; x += 1)
      data.set(x < PHOTO.width / 2 ? LEFT : RIGHT, (y * PHOTO.width + x) * 3);
  return Buffer.from(encode({ width: PHOTO.width, height: PHOTO.height, data, channels: 3, depth: 8 }));
}

async function created(api: APIRequestContext, path: string, data: unknown): Promise<{ id: number }> {
  const response = await api.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/**
 * A new organisation's project with the turbine and the viewpoint, its photo uploaded and aligned,
 * presented: the viewer's link to the turbine's scenario.
 */
async function photomontageLink(): Promise<{ link: string; team: Team }> {
  const org = await newOrganisation();
  const { owner } = org;
  await setFeature(org.subscriptionKey, 'PanoUpload', 'Enabled');
  const { api } = org;
  const project = await created(api, '/api/projects', { name: uniqueProjectName('Photo Wind') });
  const scenario = await created(api, `/api/projects/${project.id}/scenarios`, { name: 'Scenario 1' });
  const b = (TURBINE_BEARING * Math.PI) / 180;
  await created(api, `/api/projects/${project.id}/planner-objects`, {
    name: 'Ahead',
    scenarioId: scenario.id,
    layout: 'Point',
    points: [
      {
        longitude:
          EYE.longitude +
          (TURBINE_DISTANCE * Math.sin(b)) / (111_320 * Math.cos((EYE.latitude * Math.PI) / 180)),
        latitude: EYE.latitude + (TURBINE_DISTANCE * Math.cos(b)) / 110_574,
      },
    ],
    plannerObjectTypeId: 1,
  });
  const viewpoint = await created(api, `/api/projects/${project.id}/viewpoints`, {
    name: 'At sea',
    position: { ...EYE, altitude: 1.5 },
    pan: 0,
    tilt: 0,
    fieldOfView: 60,
    windDirection: 180,
    viewingDateTime: '2025-06-21T11:00:00Z',
  });
  const upload = await api.put(`/api/projects/viewpoints/${viewpoint.id}/photo`, {
    multipart: { file: { name: 'sea.png', mimeType: 'image/png', buffer: syntheticPhoto() } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const aligned = await api.put(`/api/projects/viewpoints/${viewpoint.id}/photo/alignment`, {
    data: { heading: 0, pitch: 0, roll: 0, fieldOfView: 60 },
  });
  expect(aligned.status(), await aligned.text()).toBe(200);
  const { publicationKey } = await createPresentation(api, project.id, uniqueProjectName('Photo view'));
  const viewer = await api.get(`/api/projects/viewer/${publicationKey}`);
  const { scenarios } = (await viewer.json()) as { scenarios: Array<{ id: number; name: string }> };
  await api.dispose();
  // The presentation opens on "Current situation" (nothing planned); the link names the turbine's scenario.
  const scenarioId = scenarios.find((x) => x.name === 'Scenario 1')!.id;
  return {
    link: `/viewer/?project=${publicationKey}&scenario=${scenarioId}`,
    team: {
      email: owner.email,
      password: owner.password,
      subscriptionKey: org.subscriptionKey,
      projectId: project.id,
      viewpointId: viewpoint.id,
    },
  };
}

type Region = { x0: number; x1: number; y0: number; y1: number };

/** Pixels of a screenshot within a region: how many, how many near each colour, and how many near none. */
async function colours<K extends string>(
  page: Page,
  png: string,
  region: Region,
  near: Record<K, RGB>,
): Promise<Record<K | 'all' | 'none', number>> {
  return page.evaluate(
    async ({ png, region, near }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data, width } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const counts: Record<string, number> = { all: 0, none: 0 };
      for (const name of Object.keys(near)) counts[name] = 0;
      for (let y = region.y0; y < region.y1; y += 1)
        for (let x = region.x0; x < region.x1; x += 1) {
          const i = (y * width + x) * 4;
          const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
          counts.all! += 1;
          const match = Object.entries(near).find(
            ([, c]) => Math.abs(r - c[0]) + Math.abs(g - c[1]) + Math.abs(b - c[2]) <= 45,
          );
          if (match) counts[match[0]]! += 1;
          else counts.none! += 1;
        }
      return counts;
    },
    { png, region, near: near as Record<string, RGB> },
  ) as Promise<Record<K | 'all' | 'none', number>>;
}

/** The turbine: 1.5 km ahead, 10° right of centre (column 818 + 462·tan 10° / tan 30° = 959), up to its tip. */
const AROUND_TURBINE = { x0: 860, x1: 1060, y0: 175, y1: 372 };
/** The photo's right half away from the turbine, and its left half right of the panel. */
const RIGHT_CLEAR = { x0: 1090, x1: 1270, y0: 70, y1: 650 };
const LEFT_CLEAR = { x0: 370, x1: 800, y0: 70, y1: 650 };

const frames = async (page: Page) =>
  Number(await page.getByRole('img', { name: /^3D view of/ }).getAttribute('data-frames'));

/** Waits until the engine has drawn a frame after `before` and the view is still. */
async function redrawn(page: Page, before: number) {
  await expect.poll(() => frames(page)).toBeGreaterThan(before);
  await settled(page);
}

type Team = {
  email: string;
  password: string;
  subscriptionKey: string;
  projectId: number;
  viewpointId: number;
};
let link: string;
let team: Team;
let errors: string[];
test.beforeAll(async () => {
  ({ link, team } = await photomontageLink());
});
test.beforeEach(({ page }) => {
  errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
});
test.afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
});

test('a viewpoint with an aligned photo shows the photomontage: the photo, the turbine on top, and the slider reveals the photo alone', async ({
  page,
}) => {
  await page.goto(link);
  await settled(page);
  const canvas = page.getByRole('img', { name: /^3D view of/ });
  await expect(canvas).toHaveAttribute('data-photo', 'ready', { timeout: 30_000 });
  const choice = page.getByRole('radiogroup', { name: 'What the view shows' });
  await expect(choice.getByRole('radio', { name: 'Photomontage' })).toBeChecked();

  // The photo fills its rectangle at its place (green left of the centre, blue right of it), the
  // turbine stands over it where the geometry puts it.
  await expect
    .poll(async () => (await colours(page, await shot(page), AROUND_TURBINE, { photo: RIGHT })).none, {
      message: 'turbine pixels over the photo',
    })
    .toBeGreaterThan(40);
  const montage = await shot(page);
  const right = await colours(page, montage, RIGHT_CLEAR, { photo: RIGHT });
  expect(right.photo / right.all, "the photo's right half").toBeGreaterThan(0.99);
  const left = await colours(page, montage, LEFT_CLEAR, { photo: LEFT });
  expect(left.photo / left.all, "the photo's left half").toBeGreaterThan(0.99);
  const bars = await colours(page, montage, { x0: 400, x1: 1280, y0: 0, y1: 45 }, { bar: [27, 33, 40] });
  expect(bars.bar / bars.all, 'beside the photo, the view has no sky or sea').toBeGreaterThan(0.99);

  // The before/after slider, by keyboard: at 0 the photo alone.
  const slider = page.getByRole('slider', { name: 'Show the plan over the photo' });
  await expect(slider).toHaveValue('100');
  let before = await frames(page);
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveValue('0');
  await redrawn(page, before);
  const alone = await colours(page, await shot(page), AROUND_TURBINE, { photo: RIGHT });
  expect(alone.none, 'turbine pixels with the slider at 0').toBe(0);
  before = await frames(page);
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('1');
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('100');
  await redrawn(page, before);
  await expect
    .poll(async () => (await colours(page, await shot(page), AROUND_TURBINE, { photo: RIGHT })).none)
    .toBeGreaterThan(40);

  await page.getByRole('button', { name: 'How this view was made' }).click();
  const facts = page.getByRole('dialog', { name: 'How this view was made' });
  await expect(facts).toContainText('rendered on top at their true geometry');
  await expect(facts).toContainText('Heading 0° (N), pitch 0°, roll 0°, field of view 60° horizontal');
  await expect(facts).toContainText('matches a 31 mm lens');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(facts).toBeHidden();
  await expectNoAxeViolations(page);
});

test('the photomontage, the 3D view and the wireline are three choices', async ({ page }) => {
  await page.goto(link);
  await settled(page);
  await expect(page.getByRole('img', { name: /^3D view of/ })).toHaveAttribute('data-photo', 'ready', {
    timeout: 30_000,
  });
  const choice = page.getByRole('radiogroup', { name: 'What the view shows' });
  const sky = { x0: 400, x1: 1280, y0: 20, y1: 300 };
  await showing(page, 'photomontage');

  await choice.getByText('Wireline').click();
  await expect(choice.getByRole('radio', { name: 'Wireline' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Wireline' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('slider', { name: 'Show the plan over the photo' })).toHaveCount(0);
  await showing(page, 'wireline');
  const paper = await colours(page, await shot(page), sky, { white: [255, 255, 255] });
  expect(paper.white / paper.all, 'white paper above the horizon').toBeGreaterThan(0.97);

  await choice.getByText('3D view').click();
  await expect(page.getByRole('button', { name: 'Wireline' })).toHaveAttribute('aria-pressed', 'false');
  await showing(page, 'rendered');
  const rendered = await colours(page, await shot(page), sky, {
    left: LEFT,
    right: RIGHT,
    white: [255, 255, 255],
  });
  expect(rendered.none / rendered.all, 'the rendered sky: neither the photo nor paper').toBeGreaterThan(0.99);

  // Back by keyboard: the choice is a radio group.
  await choice.getByRole('radio', { name: '3D view' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(choice.getByRole('radio', { name: 'Photomontage' })).toBeChecked();
  await showing(page, 'photomontage');
  await expect
    .poll(async () => {
      const c = await colours(page, await shot(page), RIGHT_CLEAR, { photo: RIGHT });
      return c.photo / c.all;
    })
    .toBeGreaterThan(0.99);
});

test("Download image saves the photomontage at the photo's own resolution, without bars, and calls it a photomontage", async ({
  page,
}) => {
  await page.goto(link);
  await showing(page, 'photomontage');
  await expect(page.getByRole('img', { name: /^3D view of/ })).toHaveAttribute('data-photo', 'ready');
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download image' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/-at-sea-photomontage\.png$/);
  const status = page.getByRole('status').filter({ hasText: 'Saved' });
  await expect(status).toContainText(`Saved ${file.suggestedFilename()}, the photomontage with its caption.`);
  await expect(status).toContainText('At sea, photomontage, scenario');
  await expect(status).not.toContainText(/rendered/i);

  const png = decode(await readFile((await file.path())!));
  // The photo's pixels, 600 wide; its caption below it.
  expect(png.width).toBe(PHOTO.width);
  expect(png.height).toBeGreaterThan(PHOTO.height);
  const at = (x: number, y: number): RGB => {
    const i = (y * png.width + x) * png.channels;
    return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!] as RGB;
  };
  const near = (c: RGB, d: RGB) =>
    Math.abs(c[0] - d[0]) + Math.abs(c[1] - d[1]) + Math.abs(c[2] - d[2]) <= 45;
  // No bars: the photo's halves reach its four edges (rows 0 and 399, columns 0 and 599).
  for (const y of [0, 60, PHOTO.height - 1]) {
    expect(near(at(0, y), LEFT), `left edge, row ${y}: ${at(0, y)}`).toBe(true);
    expect(near(at(PHOTO.width - 1, y), RIGHT), `right edge, row ${y}: ${at(PHOTO.width - 1, y)}`).toBe(true);
  }
  for (const x of [0, 150, 450, PHOTO.width - 1])
    expect(near(at(x, 0), x < 300 ? LEFT : RIGHT), `top row, column ${x}`).toBe(true);
  // The caption's white strip starts right below the photo.
  expect(at(10, PHOTO.height + 4)).toEqual([255, 255, 255]);
});

test("the planner's preview aligns the photo over the wireline and saves the alignment", async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await useSignedInSession(page, team.email, {
    password: team.password,
    subscriptionKey: team.subscriptionKey,
  });
  await page.goto(`/editor/#projectId=${team.projectId}`);
  const preview = page.getByRole('img', { name: '3D preview from At sea' });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  const align = page.getByRole('button', { name: 'Align photo' });
  await align.click();
  await expect(align).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('slider', { name: 'Photo opacity' }).fill('100');

  // The camera looks where the photo is (heading 0°, level) with a 78° angle: the photo's left
  // half (green) between 14 % and 50 % of the width around the horizon, opaque now; the panel
  // lies over the right of the view.
  const box = (await preview.boundingBox())!;
  const rows = { y0: Math.round(box.height * 0.5) - 10, y1: Math.round(box.height * 0.5) + 10 };
  const share = async (from: number, to: number, colour: RGB) => {
    const png = (await preview.screenshot()).toString('base64');
    const region = { x0: Math.round(box.width * from), x1: Math.round(box.width * to), ...rows };
    const c = await colours(page, png, region, { photo: colour });
    return c.photo / c.all;
  };
  await expect.poll(() => share(0.2, 0.4, LEFT), { timeout: 30_000 }).toBeGreaterThan(0.95);
  expect(await share(0.02, 0.1, LEFT), 'left of the photo').toBe(0);

  // Shift + arrow keys move it by whole degrees; a drag moves it further right.
  const heading = page.getByRole('textbox', { name: 'Heading (degrees)' });
  await preview.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Shift+ArrowRight');
  await expect(heading).toHaveValue('5°');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  const dragged = Number.parseFloat((await heading.inputValue()).replace('°', ''));
  expect(dragged).toBeGreaterThan(6);

  await page.getByRole('button', { name: 'Save alignment' }).click();
  await expect(page.getByRole('button', { name: 'Reset', exact: true })).toBeDisabled();
  const api = await apiAsUser(team.email, team.password);
  const answer = await api.get(`/api/projects/${team.projectId}/viewpoints`);
  const [saved] = (await answer.json()) as Array<{ photo: { alignment: { heading: number } } }>;
  expect(saved!.photo.alignment.heading).toBeCloseTo(dragged, 1);
  await api.dispose();
  await expectNoAxeViolations(page);
  // The planner asks for the project's terrain model, which it has none of (a 404 it expects).
  errors = errors.filter((e) => !e.includes('status of 404'));
});
