import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PUBLICATION_KEY } from './support/presentations';
import {
  difference,
  type ParkViewer,
  parkBand,
  settled,
  shot,
  showing,
  visiblePart,
} from './support/scene-pixels';

/**
 * The public viewer's wireline and "Download image", in Chromium with software WebGL
 * (SwiftShader, the 'webgl' project), signed out, on the seeded demo "Noordzee Wind Park":
 * six turbines about 15 km off Egmond beach, looking 250° with a 60° field of view.
 */
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1280, height: 720 } });

const DEMO = `/viewer/?project=${DEMO_PUBLICATION_KEY}`;
const FILE = 'noordzee-wind-park-egmond-aan-zee-beach';

type Viewer = ParkViewer;

let errors: string[];
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

/** Clicks the Wireline toggle and waits until the engine has drawn the change. */
async function toggleWireline(page: Page, on: boolean) {
  const button = page.getByRole('button', { name: 'Wireline' });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', String(on));
  await showing(page, on ? 'wireline' : 'rendered');
}

/** The columns where the demo's turbines stand in the visible part of the view (as viewer.spec.ts). */
async function turbineColumns(page: Page): Promise<{ from: number; to: number }> {
  const visible = await visiblePart(page);
  const response = await page.request.get(`/api/projects/viewer/${DEMO_PUBLICATION_KEY}`);
  const viewer = (await response.json()) as Viewer;
  return parkBand(viewer, visible);
}

type Region = { x0: number; x1: number; y0: number; y1: number };
/**
 * Light (all channels ≥ 235) and dark (all ≤ 110) pixels of a PNG within a region; the mask
 * over the panel (Playwright's magenta) counts as neither.
 */
async function tones(page: Page, png: string, region: Region) {
  return page.evaluate(
    async ({ png, region }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data, width } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let light = 0;
      let dark = 0;
      let all = 0;
      for (let y = region.y0; y < region.y1; y += 1)
        for (let x = region.x0; x < region.x1; x += 1) {
          const [r, g, b] = [
            data[(y * width + x) * 4]!,
            data[(y * width + x) * 4 + 1]!,
            data[(y * width + x) * 4 + 2]!,
          ];
          if (r > 200 && b > 200 && g < 80) continue;
          all += 1;
          if (r >= 235 && g >= 235 && b >= 235) light += 1;
          else if (r <= 110 && g <= 110 && b <= 110) dark += 1;
        }
      return { light, dark, all };
    },
    { png, region },
  );
}

test('Wireline draws the view as lines: white paper, the turbines in dark outline; switching back restores the rendered view', async ({
  page,
}) => {
  await page.goto(DEMO);
  await settled(page);
  const band = await turbineColumns(page);
  const rendered = await shot(page);
  // The sky, right of the panel and above the horizon (the middle row: the eye looks level).
  const sky = { x0: 400, x1: 1280, y0: 0, y1: 350 };
  expect((await tones(page, rendered, sky)).light, 'white pixels in the rendered sky').toBe(0);

  await toggleWireline(page, true);
  await expect(page.getByRole('img', { name: /drawn as a wireline/ })).toBeVisible();
  const wire = await shot(page);
  const paper = await tones(page, wire, sky);
  expect(paper.light / paper.all, 'share of white paper above the horizon').toBeGreaterThan(0.97);
  // Dark outlines where the turbines stand, none elsewhere above the horizon.
  const park = await tones(page, wire, {
    x0: Math.round(band.from),
    x1: Math.round(band.to),
    y0: 250,
    y1: 356,
  });
  expect(park.dark, 'dark outline pixels of the turbines').toBeGreaterThan(20);
  const left = await tones(page, wire, { x0: 400, x1: Math.round(band.from), y0: 0, y1: 350 });
  const right = await tones(page, wire, { x0: Math.round(band.to), x1: 1280, y0: 0, y1: 350 });
  expect(left.dark + right.dark, 'dark pixels above the horizon away from the park').toBe(0);
  // Below the horizon: the ground's mesh of grey lines on white.
  const ground = await tones(page, wire, { x0: 400, x1: 1280, y0: 380, y1: 720 });
  expect(ground.light / ground.all).toBeGreaterThan(0.3);
  expect(ground.light / ground.all).toBeLessThan(0.99);

  await page.getByRole('button', { name: 'How this view was made' }).click();
  const facts = page.getByRole('dialog', { name: 'How this view was made' });
  await expect(facts).toContainText('Shown as lines');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(facts).toBeHidden();

  await toggleWireline(page, false);
  const back = await shot(page);
  const changed = await difference(page, rendered, back);
  expect(changed.inside + changed.outside, 'pixels that differ from the rendered view before').toBeLessThan(
    1280 * 720 * 0.001,
  );
});

/** The width and height in a PNG's header. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The demo in a window of this pixel ratio, 900 × 500 CSS pixels. */
async function open(browser: Browser, deviceScaleFactor: number) {
  const context = await browser.newContext({
    viewport: { width: 900, height: 500 },
    deviceScaleFactor,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(DEMO);
  await settled(page);
  return page;
}

/**
 * Downloads the image: its file name and size, the CSS size of the view's visible part (what the
 * panel leaves), the caption, and the strip's tones.
 */
async function download(page: Page, deviceScaleFactor: number) {
  const visible = await visiblePart(page);
  const css = { width: visible.x1 - visible.x0, height: visible.y1 - visible.y0 };
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download image' }).click();
  const file = await saved;
  const png = await readFile((await file.path())!);
  const status = page.getByRole('status').filter({ hasText: 'Saved' });
  await expect(status).toContainText(file.suggestedFilename());
  const caption = (await status.textContent()) ?? '';
  const strip = await page.evaluate(
    async ({ data, top }) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data: pixels } = context.getImageData(0, top, bitmap.width, bitmap.height - top);
      let white = 0;
      let ink = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        if (pixels[i]! > 240 && pixels[i + 1]! > 240 && pixels[i + 2]! > 240) white += 1;
        else if (pixels[i]! < 100 && pixels[i + 1]! < 100 && pixels[i + 2]! < 100) ink += 1;
      }
      return { white: white / (pixels.length / 4), ink };
    },
    { data: png.toString('base64'), top: (css.height + 2) * deviceScaleFactor },
  );
  return { name: file.suggestedFilename(), size: pngSize(png), css, caption, strip };
}

test("Download image saves the view's visible part with its caption, at the window's pixel ratio", async ({
  browser,
}) => {
  const single = await open(browser, 1);
  const one = await download(single, 1);
  await single.context().close();
  expect(one.name).toBe(`${FILE}-rendered.png`);
  expect(one.size.width).toBe(one.css.width);
  const strip = one.size.height - one.css.height;
  expect(strip, 'caption strip, CSS pixels').toBeGreaterThan(100);
  // The strip is white paper with text on it.
  expect(one.strip.white).toBeGreaterThan(0.8);
  expect(one.strip.ink).toBeGreaterThan(500);
  for (const words of [
    'Noordzee Wind Park: Egmond aan Zee beach, rendered view',
    'Position 52.62050° N, 4.62400° E',
    'eye height',
    'looking 250° (W)',
    'Field of view 60° horizontal ×',
    '2025-06-21 17:30 UTC',
    'Terrain:',
    `True scale when viewed from 0.87 × the picture's width: from ${Math.round((one.css.width / (96 / 2.54)) * 0.866)} cm when it is ${Math.round(one.css.width / (96 / 2.54))} cm wide (${one.css.width} px`,
  ])
    expect(one.caption).toContain(words);

  const double = await open(browser, 2);
  const two = await download(double, 2);
  expect(two.name).toBe(`${FILE}-rendered.png`);
  expect(two.size.width).toBe(two.css.width * 2);
  expect(two.size.height, 'the view and its caption, both at twice the pixels').toBe(
    (two.css.height + strip) * 2,
  );
  // What is on screen: the wireline once it is shown.
  await toggleWireline(double, true);
  const wire = await download(double, 2);
  expect(wire.name).toBe(`${FILE}-wireline.png`);
  expect(wire.caption).toContain('Egmond aan Zee beach, wireline');
  expect(wire.size.width).toBe(wire.css.width * 2);
  await double.context().close();
});

test('a capture that fails says so in words', async ({ page }) => {
  await page.addInitScript(() => {
    // The engine on the page (no worker), whose canvas cannot be read.
    // @ts-expect-error: deleting a method the types require.
    delete HTMLCanvasElement.prototype.transferControlToOffscreen;
    HTMLCanvasElement.prototype.toBlob = (callback: BlobCallback) => {
      callback(null);
    };
  });
  await page.goto(DEMO);
  await settled(page);
  await page.getByRole('button', { name: 'Download image' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The image could not be made: the browser made no image of the view.',
  );
  await expect(page.getByRole('button', { name: 'Download image' })).toBeEnabled();
});

test("on a phone, the panel's sheet holds Wireline and Download image", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(DEMO);
  await settled(page);
  // The sheet starts small, over the bottom of the view only; its button opens it.
  await page.getByRole('button', { name: 'Show panel' }).click();
  await toggleWireline(page, true);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download image' }).click();
  expect((await saved).suggestedFilename()).toBe(`${FILE}-wireline.png`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
