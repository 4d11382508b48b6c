import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/** Issue 5: the public viewer and the editor stand-in, without sign-in. */
test('an unknown publication key shows a clear page, without asking to sign in', async ({ page }) => {
  await page.goto('/viewer/?project=no-such-key');
  await expect(page.getByRole('heading', { name: 'This presentation is not available' })).toBeVisible();
  await expect(page.getByText('the presentation was withdrawn by its publisher')).toBeVisible();
  await expect(page).toHaveURL(/\/viewer\/\?project=no-such-key$/);
  await expectNoAxeViolations(page);
});

test('a viewer link without a key says it names no presentation', async ({ page }) => {
  await page.goto('/viewer/');
  await expect(page.getByText('This link does not name a presentation.')).toBeVisible();
});

test('the editor path says the editor is not configured when EDITOR_URL is unset', async ({
  page,
  request,
}) => {
  const config = await request.get('/api/client-config');
  expect(await config.json()).toMatchObject({ viewerUrl: null, editorUrl: null });
  await page.goto('/editor/#projectId=1');
  await expect(page.getByText('The editor is not configured for this installation')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to projects' })).toHaveAttribute(
    'href',
    '/dash/projects',
  );
  await expectNoAxeViolations(page);
});
