import { expect, test } from '@playwright/test';
import { fetchTokens, newUser, registerByHttp, useE2eClientId, useSignedInSession } from './support/auth';
import { E2E_BASE_URL } from './support/config';
import { linkFromMailbox } from './support/mailbox';

/** End to end: verified e-mail, lockout, only access tokens. */

test('an unverified account is refused on /welcome with the reason, resends the mail and verifies', async ({
  page,
  request,
}) => {
  const user = newUser({ firstName: 'Vera', lastName: 'Unverified' });
  await registerByHttp(user, { verify: false });
  await useSignedInSession(page, user.email, { password: user.password });
  await page.goto('/welcome');
  const notice = page.getByRole('status').filter({ hasText: 'Verify your e-mail address' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(user.email);
  await expect(page.getByRole('textbox', { name: /Company name/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Resend verification mail' }).click();
  await expect(page.getByText('A new verification mail is on its way.')).toBeVisible();
  await expect
    .poll(async () => {
      const mails = (await (
        await request.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(user.email)}`)
      ).json()) as Array<{ subject: string }>;
      return mails.filter((mail) => mail.subject.startsWith('Verify your e-mail address')).length;
    })
    .toBe(2);

  // The mail's link, opened in the browser, then back on /welcome the trial form is there.
  const link = await linkFromMailbox(request, user.email, /\/login-actions\/verify-email\?key=/);
  const tab = await page.context().newPage();
  await tab.goto(link);
  await expect(tab.getByRole('heading', { name: 'E-mail address verified' })).toBeVisible();
  await tab.close();
  await page.getByRole('button', { name: 'I have verified it' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /Company name/ })).toBeVisible();
});

test('ten wrong passwords lock the account with a clear message; the right one then waits too', async ({
  page,
}) => {
  const user = newUser({ firstName: 'Bruno', lastName: 'Force' });
  await registerByHttp(user);
  await useE2eClientId(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/realms\/planner\//);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(`wrong-password-${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toContainText('Too many failed sign-ins');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('temporarily locked');
  await expect(page).toHaveURL(/\/realms\/planner\//);
});

test('the API takes the access token, never the ID token', async ({ request }) => {
  const user = newUser();
  await registerByHttp(user);
  const tokens = await fetchTokens(user.email, user.password);
  const call = (token: string) =>
    request.get(`${E2E_BASE_URL}/api/user/email-verification`, {
      headers: { authorization: `Bearer ${token}` },
    });
  expect((await call(tokens.access_token)).status()).toBe(200);
  expect((await call(tokens.id_token)).status()).toBe(401);
});
