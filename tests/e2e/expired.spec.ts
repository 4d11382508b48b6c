import { expect, test } from '@playwright/test';
import { createPaidSubscription, setExpiry } from './support/admin';
import { newUser, registerByHttp, useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

/**
 * Spec sections 2 and 4: an expired subscription shows the red banner and the red dot, and
 * disables what it blocks (inviting here). A subscription of its own, made by the operator,
 * so no other test sees it expire.
 */
test('an expired subscription shows the banner and disables inviting until it is renewed', async ({
  page,
}) => {
  const owner = newUser({ firstName: 'Eve', lastName: 'Expired' });
  await registerByHttp(owner);
  const { subscriptionKey, customerName } = await createPaidSubscription({
    customer: `Expired Co ${Date.now()}`,
    owner: owner.email,
  });
  await setExpiry(subscriptionKey, new Date(Date.now() - 86_400_000));

  await useSignedInSession(page, owner.email, { password: owner.password, subscriptionKey });
  await page.goto('/dash/team');
  await expect(page.getByRole('combobox', { name: 'Subscription' })).toHaveValue(customerName);
  const banner = page.getByTestId('subscription-expired-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    '/dash/support',
  );
  await expect(page.getByTestId('subscription-expired-dot')).toBeVisible();
  await expectNoAxeViolations(page);

  const invite = page.getByRole('button', { name: 'Invite member' });
  await expect(invite).toBeDisabled();
  await invite.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Your subscription has expired. Please renew to invite members.',
  );
  await invite.click({ force: true });
  await expect(page.getByRole('form', { name: 'Invite member' })).toHaveCount(0);

  // The subscription page says so and offers Contact Support.
  await page.goto('/dash/license');
  const expired = page.getByTestId('license-expired');
  await expect(expired).toContainText('Your subscription has expired');
  await expectNoAxeViolations(page);
  await expired.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/dash\/support#contact$/);
  await expect(page.getByRole('region', { name: 'Contact' })).toBeVisible();

  // Renewed: banner, dot and the disabled invite are gone.
  await setExpiry(subscriptionKey, null);
  await page.goto('/dash/team');
  await expect(page.getByRole('button', { name: 'Invite member' })).toBeEnabled();
  await expect(page.getByTestId('subscription-expired-banner')).toHaveCount(0);
  await expect(page.getByTestId('subscription-expired-dot')).toHaveCount(0);
});
