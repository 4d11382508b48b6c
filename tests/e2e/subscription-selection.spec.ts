import { expect, test } from '@playwright/test';
import { accessTokenOf, apiAs, apiAsUser } from './support/api';
import { newUser, register } from './support/auth';
import { DEMO_USERS, E2E_BASE_URL } from './support/config';

/** Spec section 4 "Subscription selection" and the /dash subscription switcher. */
test('a user of two subscriptions starts in the one they own, switches, and keeps the choice', async ({
  page,
}) => {
  const user = newUser({ firstName: 'Sam', lastName: 'Switcher' });
  await register(page, user);
  await expect(page).toHaveURL(/\/welcome$/);

  // Own subscription: a trial. Second subscription: Team member of the demo organisation.
  const self = await apiAs(await accessTokenOf(page));
  const types = (await (await self.get('/api/subscription-types')).json()) as Array<{ key: string }>;
  const trial = await self.post('/api/subscriptions/trial', {
    data: {
      customerName: 'Switch Co',
      customerPhoneNumber: '+31 20 123 4567',
      subscriptionTypeKey: types[0]?.key,
      loginUrl: `${E2E_BASE_URL}/login`,
    },
  });
  expect(trial.status(), await trial.text()).toBe(202);

  const owner = await apiAsUser(DEMO_USERS.owner);
  const invite = await owner.post('/api/invitations/members', {
    data: {
      inviteeEmailAddress: user.email,
      activationUrlTemplate: `${E2E_BASE_URL}/invitation/{invitationKey}`,
    },
  });
  expect(invite.status(), await invite.text()).toBe(202);
  const pending = (await (await self.get('/api/invitations/pending')).json()) as Array<{ key: string }>;
  const accept = await self.post('/api/invitations/activations/accept', {
    data: { activationKey: pending[0]?.key, loginUrl: `${E2E_BASE_URL}/login` },
  });
  expect(accept.status(), await accept.text()).toBe(204);
  await Promise.all([self.dispose(), owner.dispose()]);

  // The selection prefers the subscription where the user is Owner.
  await page.goto('/dash/projects');
  const switcher = page.getByRole('combobox', { name: 'Subscription' });
  await expect(switcher).toHaveValue('Switch Co');

  // Switching stores the key and loads the account of the other subscription. The first
  // subscription's own account call may still be on its way when the switcher shows its name,
  // so the call waited for is one with another key than the one stored now.
  const ownKey = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('vantage.subscriptionKey') ?? 'null'),
  );
  expect(ownKey).toBeTruthy();
  const nextAccount = page.waitForRequest((req) => {
    const key = req.headers()['x-subscription-key'];
    return req.url().endsWith('/api/user-accounts/current') && key !== undefined && key !== ownKey;
  });
  await switcher.click();
  await page.getByRole('option', { name: 'Demo Wind Co' }).click();
  await expect(switcher).toHaveValue('Demo Wind Co');
  const demoKey = (await nextAccount).headers()['x-subscription-key'];
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('vantage.subscriptionKey') ?? 'null'),
  );
  expect(stored).toBe(demoKey);
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByText('Team', { exact: true }),
  ).toBeVisible();

  // The current subscription is kept while it is still valid.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Subscription' })).toHaveValue('Demo Wind Co');
});
