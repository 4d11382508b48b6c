import { expect, type Page } from '@playwright/test';

/**
 * The page is the lean /login page (docs/decisions/141-lean-login-page.md), loaded. The React
 * app goes to /login in the router and then reloads it by script into the lean page, so the URL
 * alone says nothing of that reload: a next navigation raced it (ERR_ABORTED), and so did
 * closing the page's context, which Chromium can leave hanging when the close meets a
 * navigation's commit (crbug.com/536385539).
 * The lean page's heading in a document without Mantine's mark says the reload is over.
 */
export async function expectLeanLoginPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  // MantineProvider marks the document it renders in; the lean page has no provider.
  await expect(page.locator('html')).not.toHaveAttribute('data-mantine-color-scheme');
  await page.waitForLoadState('load');
}
