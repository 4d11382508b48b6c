import { expect, type Page, test } from '@playwright/test';
import { useE2eClientId } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, DEMO_USERS } from './support/config';
import { expectLeanLoginPage } from './support/lean-login';

/**
 * /login is not the React app but a small page of its own (docs/decisions/141-lean-login-page.md):
 * every way the app sends a user to /login ends on that page. (That it loads no React, router or
 * UI library and stays within its goals is the budget check's: scripts/check-bundle-budget.mjs.)
 */
async function expectLeanPage(page: Page): Promise<void> {
  await expectLeanLoginPage(page);
  expect(await page.locator('[data-mantine-color-scheme], .mantine-Button-root').count()).toBe(0);
}

test('the page works on a phone and with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/login');
  await expectLeanPage(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const control of [
    page.getByRole('button', { name: 'Sign in' }),
    page.getByRole('link', { name: 'Register' }),
  ]) {
    const box = await control.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  }
  // Keyboard: Sign in, then Register, each with a visible focus ring.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Tab');
  const register = page.getByRole('link', { name: 'Register' });
  await expect(register).toBeFocused();
  expect(await register.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe('solid');
  await expectNoAxeViolations(page);
});

test('a sign-in that failed on return shows its error once, on the lean page', async ({ page }) => {
  // The identity provider sent the user back with an error and a state no sign-in of ours made:
  // the app's callback fails and the app sends the signed-out user to /login.
  await page.goto('/?error=access_denied&state=not-ours', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login$/);
  await expectLeanPage(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Signing in failed');
  await expect(alert).toContainText('No matching state found in storage');
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a protected page sends a signed-out user to the lean page, and signing in leads back to it', async ({
  page,
}) => {
  await useE2eClientId(page);
  await page.goto('/dash/team', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login$/);
  await expectLeanPage(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/realms\/planner\//);
  await page.getByLabel('E-mail').fill(DEMO_USERS.owner);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dash\/team$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
});
