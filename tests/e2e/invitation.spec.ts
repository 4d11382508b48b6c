import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  newUser,
  registerByHttp,
  submitRegistration,
  useSignedInSession,
  verifyEmailByMailbox,
} from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { E2E_BASE_URL } from './support/config';
import { linkFromMailbox } from './support/mailbox';
import { inviteByApi, newOrganisation } from './support/organisations';

/** Spec "/invitation/{invitationKey}": the activation link, end to end from the team page. */

const INVITATION_LINK = /\/invitation\/[^/?#]+$/;

async function signedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('the owner invites a new address; the invitee registers from the mailed link, accepts and joins the team', async ({
  page,
  browser,
  request,
}) => {
  const org = await newOrganisation();
  const invitee = newUser({ firstName: 'Nora', lastName: 'Newcomer' });

  // The owner invites from the Team page.
  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto('/dash/team');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const form = page.getByRole('form', { name: 'Invite member' });
  await form.getByRole('radio', { name: 'Team member' }).check();
  await form.getByRole('textbox', { name: 'E-mail' }).fill(invitee.email);
  const inviteRequest = page.waitForRequest((r) => r.url().endsWith('/api/invitations/members'));
  await form.getByRole('button', { name: 'Send invitation' }).click();
  expect((await inviteRequest).postDataJSON()).toMatchObject({
    inviteeEmailAddress: invitee.email,
    activationUrlTemplate: `${E2E_BASE_URL}/invitation/{invitationKey}`,
    languageCode: 'en-us',
  });
  await expect(page.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible();
  const logEntry = page.getByTestId('invitation-log-entry').filter({ hasText: invitee.email });
  await expect(logEntry).toContainText('Pending');

  // The invitee opens the link from the mail, signed out: asked to sign in or register first.
  const link = await linkFromMailbox(request, invitee.email, INVITATION_LINK);
  const guest = await signedOutPage(browser);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'You have been invited to Vantage' })).toBeVisible();
  await expectNoAxeViolations(guest);
  await guest.getByRole('button', { name: 'Register' }).click();
  await guest.waitForURL(/\/realms\/planner\//);
  // "Check your mail", then Sign in with the new password (no enumeration).
  await submitRegistration(guest, invitee, { verify: false });

  // Back on the same invitation, which says what it is for.
  await expect(guest).toHaveURL(link);
  const details = guest.getByTestId('invitation-details');
  await expect(details).toContainText(org.customerName);
  await expect(details).toContainText('Team member');
  await expect(details).toContainText('All projects');
  // Not yet verified: refused with the reason until the verification mail's link is opened.
  await expect(guest.getByText('Verify your e-mail address')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await verifyEmailByMailbox(invitee.email);
  await guest.getByRole('button', { name: 'I have verified it' }).click();
  await guest.getByRole('button', { name: 'Accept' }).click();
  await expect(guest.getByText('Invitation accepted')).toBeVisible();
  await expect(guest).toHaveURL(/\/dash\/projects$/, { timeout: 15_000 });
  await expect(guest.getByRole('combobox', { name: 'Subscription' })).toHaveValue(org.customerName);

  // The owner sees the new member in the team list and the invitation accepted.
  await page.reload();
  const member = page.getByTestId('member').filter({ hasText: invitee.email });
  await expect(member).toContainText('Nora Newcomer');
  await expect(member).toContainText('Team member');
  await expect(logEntry).toContainText('Accepted');

  // The link works once.
  await guest.goto(link);
  await expect(guest.getByText('This invitation has already been accepted')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await Promise.all([org.api.dispose(), guest.context().close()]);
});

test('a signed-out invitee who has an account signs in, comes back and declines', async ({
  page,
  request,
}) => {
  const org = await newOrganisation();
  const invitee = newUser({ firstName: 'Sven', lastName: 'Signin' });
  await registerByHttp(invitee);
  await inviteByApi(org.api, invitee.email, 'TeamMember');
  const link = await linkFromMailbox(request, invitee.email, INVITATION_LINK);

  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/realms\/planner\//);
  await page.getByLabel('E-mail').fill(invitee.email);
  await page.getByLabel('Password').fill(invitee.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(link);
  await expect(page.getByTestId('invitation-details')).toContainText(org.customerName);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Invitation rejected')).toBeVisible();
  await expect(page.getByText('This invitation has been declined')).toBeVisible();
  await org.api.dispose();
});

test('withdrawn, foreign and unknown links get a clear message', async ({ page, request }) => {
  const org = await newOrganisation();
  const invitee = newUser({ firstName: 'Wanda', lastName: 'Withdrawn' });
  await registerByHttp(invitee);
  const id = await inviteByApi(org.api, invitee.email, 'TeamMember');
  const link = await linkFromMailbox(request, invitee.email, INVITATION_LINK);
  expect((await org.api.delete(`/api/invitations/${id}`)).status()).toBe(204);

  await useSignedInSession(page, invitee.email, { password: invitee.password });
  await page.goto(link);
  await expect(page.getByText('This invitation has been withdrawn')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await page.goto('/invitation/not-a-real-key');
  await expect(page.getByText('This invitation link is not valid')).toBeVisible();

  // A pending invitation for somebody else.
  const other = newUser();
  await inviteByApi(org.api, other.email, 'TeamMember');
  const otherLink = await linkFromMailbox(request, other.email, INVITATION_LINK);
  await page.goto(otherLink);
  await expect(page.getByText('This invitation was sent to another e-mail address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await org.api.dispose();
});
