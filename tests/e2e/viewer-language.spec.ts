import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PUBLICATION_KEY } from './support/presentations';

/**
 * The public viewer in the visitor's language: the browser's (Playwright's `locale` sets
 * navigator.languages), or the one chosen in the viewer, remembered. Software WebGL comes with
 * the 'webgl' project (playwright.config.ts).
 */
test.use({ viewport: { width: 1280, height: 720 } });
test.describe.configure({ timeout: 150_000 });

const DEMO = `/viewer/?project=${DEMO_PUBLICATION_KEY}`;

async function openList(page: Page) {
  await page.goto(`${DEMO}&view=list`);
  await expect(page.getByRole('heading', { name: 'Noordzee Wind Park', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
}

test.describe('with the browser in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('the public page is Dutch throughout: list, 3D view, its facts and the unknown link', async ({
    page,
  }) => {
    await openList(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { name: 'Uitkijkpunten', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rondleidingen', level: 2 })).toBeVisible();
    await expect(page.getByText('Gepresenteerd met')).toBeVisible();
    await expect(page.getByLabel('Taal')).toHaveValue('nl');
    await expect(page.getByText('52,62050° N, 4,62400° O').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: '3D-weergave' }).click();
    await expect(page.getByRole('img', { name: /^3D-weergave van Noordzee Wind Park vanaf / })).toBeVisible({
      timeout: 60_000,
    });
    for (const name of [
      'Beeld herstellen',
      'Link kopiëren',
      'Lijstweergave',
      'Draadmodel',
      'Afbeelding downloaden',
    ])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: "Scenario's" })).toBeVisible();
    await page.getByRole('button', { name: 'Hoe dit beeld is gemaakt' }).click();
    const facts = page.getByRole('dialog', { name: 'Hoe dit beeld is gemaakt' });
    await expect(facts).toContainText('Kijkrichting');
    await expect(facts).toContainText('6 × windturbine: ashoogte 125 m');
    await expect(facts).toContainText('Kromming van de aarde');
    await expect(facts).toContainText(/21 juni 2025 om 17:30 UTC/);
    await expectNoAxeViolations(page);

    await page.goto('/viewer/?project=no-such-key');
    await expect(page.getByRole('heading', { name: 'Deze presentatie is niet beschikbaar' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });
});

test.describe('with the browser in German', () => {
  test.use({ locale: 'de-DE' });

  test('the public page is German', async ({ page }) => {
    await openList(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Standpunkte', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Szenarien', level: 2 })).toBeVisible();
    await expect(page.getByText('Präsentiert mit')).toBeVisible();
    await expect(page.getByRole('button', { name: '3D-Ansicht' })).toBeVisible();
    await expect(page.getByLabel('Sprache')).toHaveValue('de');
    await expectNoAxeViolations(page);
  });
});

test('the switcher changes the language, and the choice is remembered after a reload', async ({ page }) => {
  await openList(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Viewpoints', level: 2 })).toBeVisible();
  const options = page.getByLabel('Language').locator('option');
  await expect(options).toHaveText(['English', 'Nederlands', 'Deutsch']);

  await page.getByLabel('Language').focus();
  await page.getByLabel('Language').selectOption('Deutsch');
  await expect(page.getByRole('heading', { name: 'Standpunkte', level: 2 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Standpunkte', level: 2 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Sprache')).toHaveValue('de');
  await page.getByLabel('Sprache').selectOption('English');
  await expect(page.getByRole('heading', { name: 'Viewpoints', level: 2 })).toBeVisible();
});
