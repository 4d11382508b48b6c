import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/config';

/**
 * Spec section 1: the page works in a secure context only. A made-up host name that resolves
 * to the test server is plain http and not loopback, so the browser's context is insecure.
 */
const INSECURE_HOST = 'vantage-insecure.test';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`,
    ],
  },
});

test('outside https and localhost the app explains that it needs a secure connection', async ({ page }) => {
  await page.goto(`http://${INSECURE_HOST}:${E2E_PORT}/login`);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Vantage needs a secure connection' })).toBeVisible();
  await expect(page.getByText('works only in a secure context')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});
