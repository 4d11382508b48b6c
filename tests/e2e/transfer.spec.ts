import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createPaidSubscription } from './support/admin';
import { apiAsUser } from './support/api';
import { type NewUser, newUser, register, useSignedInSession } from './support/auth';
import { DEMO_USERS } from './support/config';
import { linkFromMailbox } from './support/mailbox';
import { startTrial } from './support/organisations';
import { createProject, requestTransfer, uniqueProjectName } from './support/projects';

/** Spec "/transfer/{transferId}", sections 4 to 8: project ownership transfers end to end. */

const item = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Projects' }).getByRole('listitem', { name, exact: true });

/** A user of their own, in a browser context of their own, registered through the real pages. */
async function receiver(browser: Browser, options: { trial?: string } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user: NewUser = newUser({ firstName: 'Rita', lastName: 'Receiver' });
  await register(page, user);
  await expect(page).toHaveURL(/\/welcome$/);
  if (options.trial) await startTrial(page, options.trial);
  return { page, user, close: () => context.close() };
}

test('the demo owner transfers a project; the receiver accepts it on /transfer/{id} and finds it', async ({
  page,
  browser,
}) => {
  const company = `Receiver Co ${randomUUID().slice(0, 6)}`;
  const rita = await receiver(browser, { trial: company });
  const name = uniqueProjectName('E2E Transfer');
  const owner = await apiAsUser(DEMO_USERS.owner);
  await createProject(owner, name);

  // The demo owner asks Rita to take the project over.
  await useSignedInSession(page, DEMO_USERS.owner);
  await page.goto('/dash/projects');
  await page.getByRole('button', { name: 'Transfer a project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer a project' });
  const submit = dialog.getByRole('button', { name: 'Transfer project' });
  await dialog.getByRole('combobox', { name: 'Project' }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByLabel('E-mail address of the new owner').fill(rita.user.email);
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Type the project name to confirm').fill(name.toLowerCase());
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Type the project name to confirm').fill(name);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Transfer requested', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(item(page, name).getByRole('button', { name: `Pending transfer: ${name}` })).toBeVisible();

  // Rita sees the notice and the incoming panel, and opens the link of the mail.
  await rita.page.goto('/dash/projects');
  await expect(rita.page.getByText('No projects yet.')).toBeVisible();
  await expect(rita.page.getByRole('link', { name: `New project transfer: ${name}` })).toBeVisible();
  await expect(rita.page.getByRole('group', { name: `Transfer of ${name}` })).toBeVisible();
  const link = await linkFromMailbox(owner, rita.user.email, /\/transfer\/[0-9a-f-]{36}$/);
  await rita.page.goto(new URL(link).pathname);

  await expect(rita.page.getByRole('heading', { name: 'Incoming project transfer' })).toBeVisible();
  await expect(rita.page.getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(rita.page.getByText(name, { exact: true })).toBeVisible();
  await expect(rita.page.getByText('Transfer requested by')).toBeVisible();
  await expect(rita.page.getByText('Olivia Owner (owner@demo.vantage.test)')).toBeVisible();
  await expect(rita.page.getByText('Transfer requested on')).toBeVisible();
  // Only one subscription to receive it: chosen for her, no picker.
  await expect(rita.page.getByRole('combobox', { name: 'Select a subscription' })).toHaveCount(0);
  await expect(rita.page.getByText(`The project will be added to ${company}.`)).toBeVisible();
  const accepted = Date.now();
  await rita.page.getByRole('button', { name: 'Accept' }).click();
  await expect(
    rita.page.getByText('Transfer accepted successfully, you will be redirected back automatically').first(),
  ).toBeVisible();

  // After 3 s to /, which leads on to the projects, where the project now is.
  await rita.page.waitForURL((url) => !url.pathname.startsWith('/transfer/'));
  expect(Date.now() - accepted).toBeGreaterThanOrEqual(2_900);
  await expect(rita.page).toHaveURL(/\/dash\/projects$/);
  await expect(item(rita.page, name)).toBeVisible();

  // And it has left the demo subscription.
  const list = await owner.get(`/api/projects?search=${encodeURIComponent(name)}`);
  expect(await list.json()).toEqual([]);
  await owner.dispose();
  await rita.close();
});

test('with two subscriptions the receiver picks one; Accept waits for the choice; Reject', async ({
  browser,
}) => {
  const rita = await receiver(browser, { trial: `Rita Trial ${randomUUID().slice(0, 6)}` });
  const second = await createPaidSubscription({
    customer: `Rita Paid ${randomUUID().slice(0, 6)}`,
    owner: rita.user.email,
  });
  const owner = await apiAsUser(DEMO_USERS.owner);
  const name = uniqueProjectName('E2E Rejected');
  const transferId = await requestTransfer(owner, await createProject(owner, name), rita.user.email);

  await rita.page.goto(`/transfer/${transferId}`);
  const picker = rita.page.getByRole('combobox', { name: 'Select a subscription' });
  await expect(picker).toBeVisible();
  await expect(rita.page.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await picker.click();
  await rita.page.getByRole('option', { name: second.customerName }).click();
  await expect(rita.page.getByRole('button', { name: 'Accept' })).toBeEnabled();

  await rita.page.getByRole('button', { name: 'Reject' }).click();
  await expect(
    rita.page.getByText('Transfer rejected successfully, you will be redirected back automatically').first(),
  ).toBeVisible();
  await rita.page.waitForURL((url) => !url.pathname.startsWith('/transfer/'));

  // The project stays with the demo subscription, no longer pending.
  const list = await owner.get(`/api/projects?search=${encodeURIComponent(name)}`);
  const [project] = (await list.json()) as Array<{ isPendingForOwnershipTransfer: boolean }>;
  expect(project?.isPendingForOwnershipTransfer).toBe(false);
  await owner.dispose();
  await rita.close();
});

test('a transfer that cannot be loaded says so and redirects after 5 s', async ({ page }) => {
  await useSignedInSession(page, DEMO_USERS.owner);
  const opened = Date.now();
  await page.goto(`/transfer/${randomUUID()}`);
  await expect(
    page.getByText('Failed to load transfer request, you will be redirected back automatically').first(),
  ).toBeVisible();
  await page.waitForURL((url) => !url.pathname.startsWith('/transfer/'), { timeout: 15_000 });
  expect(Date.now() - opened).toBeGreaterThanOrEqual(4_900);
});

test('the owner revokes a pending transfer from the badge popover', async ({ page }) => {
  const owner = await apiAsUser(DEMO_USERS.owner);
  const name = uniqueProjectName('E2E Revoke');
  const target = `nobody-${randomUUID().slice(0, 8)}@e2e.vantage.test`;
  await requestTransfer(owner, await createProject(owner, name), target);

  await useSignedInSession(page, DEMO_USERS.owner);
  await page.goto('/dash/projects');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const badge = item(page, name).getByRole('button', { name: `Pending transfer: ${name}` });
  await badge.click();
  await expect(page.getByText(`Waiting for ${target} to accept`)).toBeVisible();
  await page.getByRole('button', { name: 'Revoke transfer' }).click();
  await expect(page.getByText('Transfer revoked', { exact: true })).toBeVisible();
  await expect(badge).toHaveCount(0);

  // The project may be transferred again.
  const list = await owner.get(`/api/projects?search=${encodeURIComponent(name)}`);
  const [project] = (await list.json()) as Array<{ isPendingForOwnershipTransfer: boolean }>;
  expect(project?.isPendingForOwnershipTransfer).toBe(false);
  await owner.dispose();
});
