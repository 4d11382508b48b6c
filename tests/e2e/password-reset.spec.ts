import { expect, test } from '@playwright/test';
import { newUser, registerByHttp, signIn, useE2eClientId } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expectLeanLoginPage } from './support/lean-login';
import { linkFromMailbox } from './support/mailbox';

/**
 * "Forgot password?" from the sign-in page, the mail's link, a new password, and
 * the browser that was signed in before is signed out.
 */
test('forgot password: the mail link sets a new password and the other browser is signed out', async ({
  browser,
  request,
}) => {
  // Two browsers, two sign-ins, five pages checked with axe.
  test.setTimeout(120_000);
  const user = newUser({ firstName: 'Rita', lastName: 'Reset' });
  await registerByHttp(user);

  // The first browser: signed in through the real sign-in page.
  const before = await browser.newContext();
  const first = await before.newPage();
  await signIn(first, user.email, user.password);
  // The app has exchanged the code once it leaves `/?code=…` for its own pages.
  await first.waitForURL(/\/(welcome|dash\/)/);
  await first.goto('/welcome');
  await expect(first.getByRole('textbox', { name: /Company name/ })).toBeVisible();

  // The second browser: "Forgot password?" on the sign-in page.
  const after = await browser.newContext();
  const second = await after.newPage();
  await useE2eClientId(second);
  await second.goto('/login');
  await second.getByRole('button', { name: 'Sign in' }).click();
  await second.waitForURL(/\/realms\/planner\//);
  await second.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(second).toHaveURL(/\/realms\/planner\/login-actions\/reset-credentials/);
  await expect(second.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectNoAxeViolations(second);
  await second.getByLabel('E-mail').fill(user.email);
  await second.getByRole('button', { name: 'Send link' }).click();
  await expect(second.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await expect(second.getByRole('status')).toContainText('If an account exists for this address');
  await expectNoAxeViolations(second);

  const link = await linkFromMailbox(request, user.email, /\/login-actions\/reset-credentials\?key=/);
  await second.goto(link);
  await expect(second.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(second);
  const newPassword = 'a-fresh-password-9';
  await second.getByLabel('New password', { exact: true }).fill(newPassword);
  await second.getByLabel('Confirm new password').fill('not the same');
  await second.getByRole('button', { name: 'Save password' }).click();
  await expect(second.getByRole('alert')).toContainText('The two passwords do not match.');
  await expectNoAxeViolations(second);
  await second.getByLabel('New password', { exact: true }).fill(newPassword);
  await second.getByLabel('Confirm new password').fill(newPassword);
  await second.getByRole('button', { name: 'Save password' }).click();
  await expect(second.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  await expectNoAxeViolations(second);

  // The link works once.
  const reused = await after.newPage();
  await reused.goto(link);
  await expect(
    reused.getByRole('heading', { name: 'This link has expired or was already used' }),
  ).toBeVisible();
  await expectNoAxeViolations(reused);
  await reused.close();

  // The new password signs in.
  await signIn(second, user.email, newPassword);
  await second.waitForURL(/\/(welcome|dash\/)/);

  // The first browser's session is gone: back to the page it was on, it lands on /login.
  await first.goto('/welcome');
  await expectLeanLoginPage(first);
  await before.close();
  await after.close();
});
