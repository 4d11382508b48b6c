import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createPaidSubscription } from './support/admin';
import { type NewUser, newUser, register, useSignedInSession } from './support/auth';
import { expectLeanLoginPage } from './support/lean-login';

/**
 * Spec section 4 "Client-id conflict" and the Multiple logins dialog: one active
 * client per user. Each test has a user of its own, so no other spec meets the dialog; the
 * second browser gets a client id of its own (the helpers otherwise share one).
 */
const DIALOG = 'Multiple logins detected';

function clientIdAnswer(page: Page, force: boolean) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/user/client-id') &&
      response.request().method() === 'PUT' &&
      (response.request().postDataJSON() as { force?: boolean }).force === force,
  );
}

/** A new user with a subscription, signed in on `page` at /dash/projects with its claim made. */
async function firstBrowser(page: Page, label: string): Promise<NewUser> {
  const user = newUser({ firstName: label, lastName: 'Twice' });
  await register(page, user);
  // On /welcome the account record exists (ensure-created), which the subscription needs.
  await expect(page).toHaveURL(/\/welcome$/);
  await createPaidSubscription({ customer: `${label} ${randomUUID().slice(0, 8)}`, owner: user.email });
  const claim = clientIdAnswer(page, false);
  await page.goto('/dash/projects');
  expect((await claim).status()).toBe(204);
  return user;
}

/** The same user in a second browser (own context, own client id), opening /dash/projects. */
async function secondBrowser(browser: Browser, user: NewUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSignedInSession(page, user.email, { password: user.password, clientId: randomUUID() });
  const claim = clientIdAnswer(page, false);
  await page.goto('/dash/projects');
  return { context, page, claim };
}

test('the second browser gets the dialog; Continue takes over and the first then shows it', async ({
  page,
  browser,
}) => {
  const user = await firstBrowser(page, 'Dana');
  const second = await secondBrowser(browser, user);
  try {
    expect((await second.claim).status()).toBe(412);
    const dialog = second.page.getByRole('dialog', { name: DIALOG });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'You are signed in to your account in another browser or on another device.',
    );
    await expect(dialog).toContainText('Continue here to end the other session');

    // Check again: the first browser is still active.
    const check = clientIdAnswer(second.page, false);
    await dialog.getByRole('button', { name: 'Check again' }).click();
    expect((await check).status()).toBe(412);
    await expect(dialog.getByText('The other session is still active.')).toBeVisible();

    // Continue: forced, the second browser takes over and works on.
    const takeOver = clientIdAnswer(second.page, true);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect((await takeOver).status()).toBe(204);
    await expect(dialog).toBeHidden();
    await expect(second.page.getByRole('heading', { name: 'Projects' }).first()).toBeVisible();

    // The first browser hears of it on the hub and shows the same dialog.
    const first = page.getByRole('dialog', { name: DIALOG });
    await expect(first).toBeVisible();
    await expect(first).toContainText(
      'Your account has just been opened in another browser or on another device',
    );
    await expect(first.getByRole('button', { name: 'Check again' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Continue' })).toBeVisible();

    // Cancel logs the first browser out; the second keeps its session and no dialog.
    await first.getByRole('button', { name: 'Cancel' }).click();
    await expectLeanLoginPage(page);
    await expect(second.page.getByRole('dialog', { name: DIALOG })).toHaveCount(0);
  } finally {
    await second.context.close();
  }
});

test('Check again lets the second browser in once the first has logged out', async ({ page, browser }) => {
  const user = await firstBrowser(page, 'Evan');
  const second = await secondBrowser(browser, user);
  try {
    expect((await second.claim).status()).toBe(412);
    const dialog = second.page.getByRole('dialog', { name: DIALOG });
    await expect(dialog).toBeVisible();

    // Logging out reports the first browser inactive, so it no longer blocks.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectLeanLoginPage(page);

    const check = clientIdAnswer(second.page, false);
    await dialog.getByRole('button', { name: 'Check again' }).click();
    expect((await check).status()).toBe(204);
    await expect(dialog).toBeHidden();
    await expect(second.page).toHaveURL(/\/dash\/projects$/);
  } finally {
    await second.context.close();
  }
});

test('when taking over fails, the second browser is logged out', async ({ page, browser }) => {
  const user = await firstBrowser(page, 'Fay');
  const second = await secondBrowser(browser, user);
  try {
    expect((await second.claim).status()).toBe(412);
    // The forced claim fails on the way (the network, a server error): no half-taken session.
    await second.page.route('**/api/user/client-id', async (route) => {
      const body = route.request().postDataJSON() as { force?: boolean };
      if (body.force) await route.fulfill({ status: 500, body: 'server error' });
      else await route.continue();
    });
    await second.page.getByRole('dialog', { name: DIALOG }).getByRole('button', { name: 'Continue' }).click();
    await expectLeanLoginPage(second.page);
    // The first browser was never taken from.
    await expect(page.getByRole('dialog', { name: DIALOG })).toHaveCount(0);
    await expect(page).toHaveURL(/\/dash\/projects$/);
  } finally {
    await second.context.close();
  }
});
