import { expect, test } from '@playwright/test';
import { apiAs } from './support/api';
import { newUser, registerByHttp, useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_USERS } from './support/config';
import { gate } from './support/gate';
import { inviteByApi, newOrganisation, startTrialByApi, uniqueCompany } from './support/organisations';

/** Spec "/welcome": the trial form and its states, the Pending Invitations table and its redirect. */

test('new@demo starts a trial: NotStarted -> InProgress -> Completed, then goes to the subscription', async ({
  page,
}) => {
  // The only test that uses this demo user: it leaves them owning a trial.
  await useSignedInSession(page, DEMO_USERS.new);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Start your Vantage Trial' })).toBeVisible();
  await expectNoAxeViolations(page);

  const submit = page.getByRole('button', { name: 'Send activation mail' });
  const company = page.getByRole('textbox', { name: 'Company name' });
  const phone = page.getByRole('textbox', { name: 'Company phone' });
  await expect(submit).toBeDisabled();
  await company.fill('Nina Wind Trial');
  await expect(submit).toBeDisabled();
  await phone.fill('+31 20 555 0123');
  await expect(submit).toBeEnabled();

  // Hold the request a moment to see the InProgress state: inputs disabled.
  const { held, release } = gate();
  await page.route('**/api/subscriptions/trial', async (route) => {
    await held;
    await route.continue();
  });
  const trialRequest = page.waitForRequest((r) => r.url().endsWith('/api/subscriptions/trial'));
  await submit.click();
  await expect(company).toBeDisabled();
  await expect(phone).toBeDisabled();
  release();
  const body = (await trialRequest).postDataJSON();
  expect(body).toMatchObject({
    customerName: 'Nina Wind Trial',
    customerPhoneNumber: '+31 20 555 0123',
    subscriptionTypeKey: 'wind-planner',
    loginUrl: `${new URL(page.url()).origin}/login`,
  });

  await expect(page.getByText('Trial created')).toBeVisible();
  await expect(page.getByText('Your trial has been created')).toBeVisible();
  await expect(page.getByText('You have successfully started your Vantage Trial.')).toBeVisible();
  await expect(company).toHaveCount(0);

  await page.getByRole('link', { name: 'Go to subscription' }).click();
  await expect(page).toHaveURL(/\/dash\/projects$/);
  await expect(page.getByRole('combobox', { name: 'Subscription' })).toHaveValue('Nina Wind Trial');
});

test('a failed trial shows the server message and returns to the form', async ({ page }) => {
  const user = newUser({ firstName: 'Tara', lastName: 'Trial' });
  const tokens = await registerByHttp(user);
  await useSignedInSession(page, user.email, { password: user.password });
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Start your Vantage Trial' })).toBeVisible();

  // Just before the form's request reaches the server, the user gets a subscription of their
  // own elsewhere, so the real server answers 409 AlreadyOwnsSubscription.
  await page.route('**/api/subscriptions/trial', async (route) => {
    const self = await apiAs(tokens.access_token);
    await startTrialByApi(self, uniqueCompany('Elsewhere'));
    await self.dispose();
    await route.fulfill({ response: await route.fetch() });
  });

  await page.getByRole('textbox', { name: 'Company name' }).fill('Second Trial Co');
  await page.getByRole('textbox', { name: 'Company phone' }).fill('+31 20 555 0124');
  await page.getByRole('button', { name: 'Send activation mail' }).click();
  const toast = page.locator('.mantine-Notification-root', { hasText: 'Error creating trial' });
  await expect(toast).toContainText('You already own a subscription; a user can own only one.');
  await expect(page.getByText('You have successfully started')).toHaveCount(0);
});

test('accepting an invitation on /welcome leads to the projects after 5 seconds', async ({ page }) => {
  const org = await newOrganisation();
  const user = newUser({ firstName: 'Ivan', lastName: 'Invitee' });
  await registerByHttp(user);
  await inviteByApi(org.api, user.email, 'TeamMember');

  await useSignedInSession(page, user.email, { password: user.password });
  await page.goto('/welcome');
  const table = page.getByRole('table', { name: 'Pending invitations' });
  await expect(table.getByRole('columnheader')).toHaveText(['Organization', 'Role', 'Expires at', 'Actions']);
  const row = table.getByRole('row', { name: new RegExp(org.customerName) });
  await expect(row).toContainText('Team member');

  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Invitation accepted')).toBeVisible();
  const acceptedAt = Date.now();
  await expect(page).toHaveURL(/\/dash\/projects$/, { timeout: 15_000 });
  expect(Date.now() - acceptedAt).toBeGreaterThanOrEqual(4000);
  await expect(page.getByRole('combobox', { name: 'Subscription' })).toHaveValue(org.customerName);
  await org.api.dispose();
});

test('declining an invitation, and a decline that fails shows the message under Error', async ({ page }) => {
  const org = await newOrganisation();
  const user = newUser({ firstName: 'Dana', lastName: 'Decliner' });
  await registerByHttp(user);
  await inviteByApi(org.api, user.email, 'TeamMember');
  const second = await newOrganisation();
  const secondId = await inviteByApi(second.api, user.email, 'TeamMember');

  await useSignedInSession(page, user.email, { password: user.password });
  await page.goto('/welcome');
  const table = page.getByRole('table', { name: 'Pending invitations' });
  await expect(table.getByRole('row')).toHaveCount(3);

  const first = table.getByRole('row', { name: new RegExp(org.customerName) });
  await first.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Invitation rejected')).toBeVisible();
  await expect(first).toHaveCount(0);

  // The second organisation withdraws its invitation while the page still shows it.
  expect((await second.api.delete(`/api/invitations/${secondId}`)).status()).toBe(204);
  await table
    .getByRole('row', { name: new RegExp(second.customerName) })
    .getByRole('button', { name: 'Decline' })
    .click();
  // A 409 shows the one message of its code (KeyExpired).
  const toast = page.locator('.mantine-Notification-root', {
    hasText: 'This invitation is no longer valid: it was withdrawn or has expired.',
  });
  await expect(toast).toContainText('Error');
  await Promise.all([org.api.dispose(), second.api.dispose()]);
});

test("without any subscription type the form says 'No subscription type found'", async ({ page }) => {
  const user = newUser({ firstName: 'Nick', lastName: 'Notype' });
  await registerByHttp(user);
  await useSignedInSession(page, user.email, { password: user.password });
  // The server seeds its plans; this answer is emptied to reach the spec's no-type case.
  await page.route('**/api/subscription-types', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: [] });
  });
  const trialCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/subscriptions/trial')) trialCalls.push(r.url());
  });
  await page.goto('/welcome');
  await page.getByRole('textbox', { name: 'Company name' }).fill('No Type Co');
  await page.getByRole('textbox', { name: 'Company phone' }).fill('+31 20 555 0125');
  await page.getByRole('button', { name: 'Send activation mail' }).click();
  const toast = page.locator('.mantine-Notification-root', { hasText: 'No subscription type found' });
  await expect(toast).toContainText('Error');
  await expect(toast.getByRole('button')).toBeVisible(); // closable
  await expect(page.getByRole('textbox', { name: 'Company name' })).toBeEnabled();
  expect(trialCalls).toEqual([]);
});
