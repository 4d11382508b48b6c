import { readFile } from 'node:fs/promises';
import { PDFDocument } from '@cantoo/pdf-lib';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { decode } from 'fast-png';
import jsQR from 'jsqr';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_USERS } from './support/config';
import { DEMO_PUBLICATION_KEY } from './support/presentations';

/**
 * QR codes and printable cards: on the Present screen (a presentation's "QR codes") and in the
 * public viewer ("QR code"). They use the seeded demo presentation, which no other test deletes.
 */
const DEMO_NAME = 'Noordzee Wind Park';
const BEACH = 'Egmond aan Zee beach';

type ViewerAnswer = { viewpoints: Array<{ id: number; name: string }> };

async function saved(page: Page, button: Locator): Promise<{ file: Download; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  return { file, bytes: await readFile((await file.path())!) };
}

/** What a phone's camera reads from the PNG. */
function qrTextOfPng(bytes: Buffer): string | null {
  const png = decode(bytes);
  const pixels = new Uint8ClampedArray(png.width * png.height * 4);
  const channels = png.channels;
  for (let i = 0; i < png.width * png.height; i += 1) {
    const grey = channels < 3;
    for (let c = 0; c < 3; c += 1) pixels[i * 4 + c] = Number(png.data[i * channels + (grey ? 0 : c)]);
    pixels[i * 4 + 3] = 255;
  }
  return jsQR(pixels, png.width, png.height)?.data ?? null;
}

async function demoViewpoints(page: Page) {
  const response = await page.request.get(`/api/projects/viewer/${DEMO_PUBLICATION_KEY}`, {
    headers: { 'X-Publication-Key': DEMO_PUBLICATION_KEY },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as ViewerAnswer).viewpoints;
}

test("the Present screen's QR codes decode to the public link and the viewpoints' deep links; the cards are A5 PDFs with the viewpoint's name", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useSignedInSession(page, DEMO_USERS.owner);
  await page.goto('/dash/present');
  await page
    .getByRole('button', { name: `QR codes of ${DEMO_NAME}`, exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `QR codes of ${DEMO_NAME}` });
  await expect(dialog.getByRole('img', { name: 'QR code of the public link' })).toBeVisible({
    timeout: 20_000,
  });

  const publicLink = new URL(`/viewer/?project=${DEMO_PUBLICATION_KEY}`, page.url()).href;
  const png = await saved(
    page,
    dialog.getByRole('button', { name: 'Download PNG of the QR code of the public link' }),
  );
  expect(png.file.suggestedFilename()).toBe('noordzee-wind-park-qr.png');
  expect(qrTextOfPng(png.bytes)).toBe(publicLink);

  const svg = await saved(
    page,
    dialog.getByRole('button', { name: 'Download SVG of the QR code of the public link' }),
  );
  expect(svg.bytes.toString('utf8')).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);

  // A viewpoint's code holds the presentation's own id of that viewpoint.
  const viewpoints = await demoViewpoints(page);
  const beach = viewpoints.find((v) => v.name === BEACH)!;
  const beachPng = await saved(
    page,
    dialog.getByRole('button', { name: `Download PNG of the QR code of ${BEACH}` }),
  );
  const deepLink = new URL(qrTextOfPng(beachPng.bytes) ?? '');
  expect(deepLink.searchParams.get('project')).toBe(DEMO_PUBLICATION_KEY);
  expect(deepLink.searchParams.get('viewpoint')).toBe(String(beach.id));

  const card = await saved(page, dialog.getByRole('button', { name: `Print card (PDF) of ${BEACH}` }));
  expect(card.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const cardPdf = await PDFDocument.load(card.bytes);
  expect(cardPdf.getPageCount()).toBe(1);
  expect(cardPdf.getTitle()).toBe(`${DEMO_NAME}: ${BEACH}`);
  const [width, height] = [cardPdf.getPage(0).getWidth(), cardPdf.getPage(0).getHeight()];
  expect([Math.round(width), Math.round(height)]).toEqual([420, 595]);
  await expect(dialog.getByRole('status').filter({ hasText: card.file.suggestedFilename() })).toBeVisible();

  const all = await saved(
    page,
    dialog.getByRole('button', { name: `Print all cards (PDF, ${viewpoints.length} pages)` }),
  );
  const allPdf = await PDFDocument.load(all.bytes);
  expect(allPdf.getPageCount()).toBe(viewpoints.length);
  expect(allPdf.getSubject()).toContain(BEACH);

  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("the viewer's QR code: the code of the viewpoint shown decodes to its deep link, with its card", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/viewer/?project=${DEMO_PUBLICATION_KEY}&view=list`);
  await page.getByRole('button', { name: 'QR code', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'QR code and printable card' });
  await expect(dialog.getByRole('img', { name: `QR code of ${BEACH}` })).toBeVisible({ timeout: 20_000 });

  const beach = (await demoViewpoints(page)).find((v) => v.name === BEACH)!;
  const png = await saved(
    page,
    dialog.getByRole('button', { name: `Download PNG of the QR code of ${BEACH}` }),
  );
  const deepLink = new URL(qrTextOfPng(png.bytes) ?? '');
  expect(deepLink.searchParams.get('project')).toBe(DEMO_PUBLICATION_KEY);
  expect(deepLink.searchParams.get('viewpoint')).toBe(String(beach.id));
  await expect(dialog.getByText(/^Looking \d+° \(\w+\)$/)).toBeVisible();

  const card = await saved(page, dialog.getByRole('button', { name: `Print card (PDF) of ${BEACH}` }));
  const pdf = await PDFDocument.load(card.bytes);
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toBe(`${DEMO_NAME}: ${BEACH}`);

  await expectNoAxeViolations(page);
  await context.close();
});

test("the viewer's QR code speaks the visitor's language: Dutch", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto(`/viewer/?project=${DEMO_PUBLICATION_KEY}&view=list`);
  await page.getByRole('button', { name: 'QR-code', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'QR-code en kaart om te printen' });
  await expect(dialog.getByRole('img', { name: 'QR-code voor de openbare link' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog.getByRole('heading', { name: 'Dit uitkijkpunt' })).toBeVisible();
  await expect(dialog.getByText(/^Kijkrichting \d+° \(\w+\)$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Kaart printen (pdf): ${BEACH}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
