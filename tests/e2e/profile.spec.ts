import { expect, test } from '@playwright/test';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_USERS, E2E_BASE_URL } from './support/config';
import { solidPng } from './support/images';
import { inviteByApi, newOrganisation } from './support/organisations';

/** Spec "/dash/profile" (and "/profile", which leads there). */

test('profile: avatar upload, name and e-mail with verified state, account links', async ({ page }) => {
  const org = await newOrganisation({ owner: { firstName: 'Paula', lastName: 'Profile' } });
  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/dash\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Paula Profile');
  await expect(page.getByTestId('profile-email')).toHaveText(org.owner.email);
  // The owner opened the verification mail's link when registering (registerByHttp), and the
  // token's email_verified tells the truth.
  await expect(page.getByTestId('email-verified')).toHaveText('Verified');

  const authority = `${E2E_BASE_URL}/realms/planner`;
  await expect(page.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
    'href',
    `${authority}/account/`,
  );
  await expect(page.getByRole('link', { name: 'Signing in' })).toHaveAttribute(
    'href',
    `${authority}/account/account-security/signing-in`,
  );
  await expect(page.getByRole('link', { name: 'Device activity' })).toHaveAttribute(
    'href',
    `${authority}/account/account-security/device-activity`,
  );

  // Upload a PNG made in the test.
  const avatar = page.getByTestId('profile-avatar');
  await expect(avatar).toHaveAttribute('data-has-image', 'false');
  const upload = page.waitForResponse(
    (r) => r.url().endsWith('/api/user-accounts/current/avatar') && r.request().method() === 'POST',
  );
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(32) });
  expect((await upload).status()).toBe(200);
  await expect(page.getByText('Avatar updated')).toBeVisible();
  await expect(avatar).toHaveAttribute('data-has-image', 'true');
  await expect(page.getByRole('img', { name: 'Avatar of Paula Profile' })).toHaveAttribute(
    'src',
    /^data:image\//,
  );

  // Not an image, whatever its name: the server refuses it and the toast says why.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not an image'),
  });
  await expect(page.getByText(/^Error updating avatar: .+/)).toBeVisible();
  // A type the spec does not allow is refused before sending.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(
    page.getByText('Error updating avatar: Choose a png, jpg, jpeg, gif, svg image.'),
  ).toBeVisible();

  // The avatar stays after a reload.
  await page.reload();
  await expect(page.getByTestId('profile-avatar')).toHaveAttribute('data-has-image', 'true');
  await expectNoAxeViolations(page);

  // Removing it asks for current/avatar no more (it used to log a 404).
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/user-accounts/current/avatar') && response.status() === 404)
      notFound.push(response.request().method());
  });
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Avatar removed')).toBeVisible();
  await expect(page.getByTestId('profile-avatar')).toHaveAttribute('data-has-image', 'false');
  await page.waitForLoadState('networkidle');
  expect(notFound).toEqual([]);
  await org.api.dispose();
});

test('a demo user with a verified e-mail sees the verified indicator', async ({ page }) => {
  await useSignedInSession(page, DEMO_USERS.observer);
  await page.goto('/dash/profile');
  await expect(page.getByTestId('email-verified')).toHaveText('Verified');
  await expect(page.getByText('You have no pending invitations.')).toBeVisible();
});

test('accepting a pending invitation on the profile reloads the page after 2 seconds', async ({ page }) => {
  const org = await newOrganisation({ owner: { firstName: 'Rita', lastName: 'Reload' } });
  const other = await newOrganisation();
  await inviteByApi(other.api, org.owner.email, 'TeamMember');

  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto('/dash/profile');
  const row = page
    .getByRole('table', { name: 'Pending invitations' })
    .getByRole('row', { name: new RegExp(other.customerName) });
  await expect(row).toContainText('Team member');

  const reloaded = page.waitForEvent('load');
  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Invitation accepted', { exact: true })).toBeVisible();
  const acceptedAt = Date.now();
  await reloaded;
  expect(Date.now() - acceptedAt).toBeGreaterThanOrEqual(1500);
  await expect(page.getByText('You have no pending invitations.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Subscription' }).click();
  await expect(page.getByRole('option', { name: other.customerName })).toBeVisible();
  await Promise.all([org.api.dispose(), other.api.dispose()]);
});
