import { expect, test } from '@playwright/test';
import { makeMailUnreachable, setLimits } from './support/admin';
import { apiAs } from './support/api';
import { fetchTokens, useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { solidPng } from './support/images';
import { linkFromMailbox, mailboxCount } from './support/mailbox';
import { addMember, inviteByApi, newOrganisation } from './support/organisations';
import { createProject } from './support/projects';

/** Spec "/dash/team" and the remove rules of section 6. */

test('the owner searches, filters, switches the view, sees role tooltips and avatars, and removes a member', async ({
  page,
}) => {
  const org = await newOrganisation({ owner: { firstName: 'Olivia', lastName: 'Owner' } });
  const projectId = await createProject(org.api, 'Team Test Park');
  const tom = await addMember(org, 'TeamMember', { firstName: 'Tom', lastName: 'Teamer' });
  const pia = await addMember(org, 'ProjectMember', { firstName: 'Pia', lastName: 'Projecter' }, projectId);
  const otto = await addMember(org, 'Observer', { firstName: 'Otto', lastName: 'Observer' }, projectId);

  // Tom has an avatar: the cards fetch it with the bearer token.
  const tomApi = await apiAs((await fetchTokens(tom.email, tom.password)).access_token);
  const upload = await tomApi.post('/api/user-accounts/current/avatar', {
    multipart: { file: { name: 'tom.png', mimeType: 'image/png', buffer: solidPng() } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  await tomApi.dispose();

  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto('/dash/team');
  await expect(page.getByRole('heading', { name: 'Collaborate with your team' })).toBeVisible();
  const members = page.getByTestId('member');
  await expect(members).toHaveCount(4);
  // Ranked: Owner, Team member, Project member, Observer.
  await expect(members.nth(0)).toContainText('Olivia Owner');
  await expect(members.nth(1)).toContainText('Tom Teamer');
  await expect(members.nth(3)).toContainText('Otto Observer');

  // Search by first name, last name and e-mail.
  const search = page.getByRole('searchbox', { name: 'Search members' });
  await search.fill('pia');
  await expect(members).toHaveCount(1);
  await expect(members).toContainText(pia.email);
  await search.fill('OBSERVER');
  await expect(members).toHaveCount(1);
  await search.fill(tom.email);
  await expect(members).toHaveCount(1);
  await search.fill('nobody-here');
  await expect(page.getByText('No members match the search filter.')).toBeVisible();
  await search.fill('');

  // Role filter (4 roles present).
  await page.getByRole('combobox', { name: 'Filter by role' }).click();
  await page.getByRole('option', { name: 'Observer' }).click();
  await expect(members).toHaveCount(1);
  await expect(members).toContainText('Otto Observer');
  await page.getByRole('combobox', { name: 'Filter by role' }).click();
  await page.getByRole('option', { name: 'Observer' }).click(); // deselects
  await expect(members).toHaveCount(4);

  // Role tooltip.
  await members.nth(2).getByText('Project member').hover();
  await expect(
    page.getByRole('tooltip', { name: 'Project members view and edit the selected project only.' }),
  ).toBeVisible();

  // List by default; the block view is kept in local preferences.
  await expect(page.getByTestId('member-table')).toBeVisible();
  await page.getByText('Blocks').click({ force: true });
  await expect(page.getByTestId('member-cards')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('vantage.teamView'))).toBe('"block"');
  await page.reload();
  await expect(page.getByTestId('member-cards')).toBeVisible();
  const tomCard = members.filter({ hasText: 'Tom Teamer' });
  await expect(tomCard.getByRole('img', { name: 'Avatar of Tom Teamer' })).toHaveAttribute(
    'src',
    /^data:image\//,
  );

  // Never yourself: no remove action on the owner's own card.
  await expect(
    members.filter({ hasText: 'Olivia Owner' }).getByRole('button', { name: /Remove/ }),
  ).toHaveCount(0);
  await members
    .filter({ hasText: 'Otto Observer' })
    .getByRole('button', { name: 'Remove Otto Observer' })
    .click();
  await page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Member deleted')).toBeVisible();
  await expect(members.filter({ hasText: otto.email })).toHaveCount(0);
  await expect(members).toHaveCount(3);
  await org.api.dispose();
});

test('a team member may remove only project members and observers', async ({ page }) => {
  const org = await newOrganisation();
  const projectId = await createProject(org.api, 'Rules Park');
  const tom = await addMember(org, 'TeamMember', { firstName: 'Tim', lastName: 'Teamer' });
  await addMember(org, 'TeamMember', { firstName: 'Tess', lastName: 'Teamer' });
  await addMember(org, 'ProjectMember', { firstName: 'Paul', lastName: 'Projecter' }, projectId);

  await useSignedInSession(page, tom.email, { password: tom.password, subscriptionKey: org.subscriptionKey });
  await page.goto('/dash/team');
  const members = page.getByTestId('member');
  await expect(members).toHaveCount(4);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove Paul Projecter' }).click();
  await page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Member deleted')).toBeVisible();
  await expect(members).toHaveCount(3);
  await org.api.dispose();
});

test('invite popover: project required for project members, errors, and the invite log with revoke and clean', async ({
  page,
}) => {
  const org = await newOrganisation();
  await createProject(org.api, 'Invite Park');
  const accepted = await addMember(org, 'TeamMember', { firstName: 'Ada', lastName: 'Accepted' });
  const pendingEmail = `pending-${Date.now()}@e2e.vantage.test`;
  await inviteByApi(org.api, pendingEmail, 'TeamMember');

  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto('/dash/team');
  const log = page.getByTestId('invitation-log-entry');
  await expect(log).toHaveCount(2);

  // Project member: a project must be selected.
  await page.getByRole('button', { name: 'Invite member' }).click();
  const form = page.getByRole('form', { name: 'Invite member' });
  await form.getByRole('radio', { name: 'Project member' }).check();
  const invitee = `pm-${Date.now()}@e2e.vantage.test`;
  await form.getByRole('textbox', { name: 'E-mail' }).fill(invitee);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Select a project')).toBeVisible();
  await form.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Invite Park' }).click();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/invitations/project-members'));
  await form.getByRole('button', { name: 'Send invitation' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    inviteeEmailAddress: invitee,
    projectId: expect.any(Number),
  });
  await expect(page.getByText(`Invitation sent to ${invitee}`)).toBeVisible();
  await expect(log.filter({ hasText: invitee })).toContainText('Invite Park');

  // The server's refusal shows in the error toast.
  await page.getByRole('button', { name: 'Invite member' }).click();
  await form.getByRole('radio', { name: 'Team member' }).check();
  await form.getByRole('textbox', { name: 'E-mail' }).fill(org.owner.email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Error inviting team member: You cannot invite yourself.')).toBeVisible();
  await expectNoAxeViolations(page);
  // Escape closes the popover after an error too.
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // Revoke the pending one, clean the accepted one.
  await log
    .filter({ hasText: pendingEmail })
    .getByRole('button', { name: /Revoke/ })
    .click();
  await expect(page.getByText('Invitation revoked')).toBeVisible();
  await expect(log.filter({ hasText: pendingEmail })).toHaveCount(0);
  await log.filter({ hasText: accepted.email }).getByRole('button', { name: /Clean/ }).click();
  await expect(log.filter({ hasText: accepted.email })).toHaveCount(0);
  await expect(log).toHaveCount(1);
  await org.api.dispose();
});

test('a full type is not offered, and with every type full the invite button is disabled', async ({
  page,
}) => {
  const org = await newOrganisation();
  // Team members: the owner takes the one seat. Project members full too; observers free.
  await setLimits(org.subscriptionKey, { teamMemberLimit: 1, projectMemberLimit: 0 });
  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto('/dash/team');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const form = page.getByRole('form', { name: 'Invite member' });
  await expect(form.getByRole('radio', { name: 'Team member' })).toBeDisabled();
  await expect(form.getByRole('radio', { name: 'Project member' })).toBeDisabled();
  await expect(form.getByRole('radio', { name: 'Observer' })).toBeChecked();

  await setLimits(org.subscriptionKey, { observerLimit: 0 });
  await page.reload();
  const invite = page.getByRole('button', { name: 'Invite member' });
  await expect(invite).toBeDisabled();
  await invite.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'You have reached the maximum number of members allowed by your subscription.',
  );
  await org.api.dispose();
});

test('on a phone (390 px) the team tables keep Role and the actions on screen, no sideways scroll', async ({
  page,
}) => {
  const org = await newOrganisation();
  const member = await addMember(org, 'TeamMember', { firstName: 'Phil', lastName: 'Phone' });
  await page.setViewportSize({ width: 390, height: 844 });
  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto('/dash/team');
  // The list (the default view) is the table that used to scroll sideways.
  const row = page.getByTestId('member-table').getByTestId('member').filter({ hasText: member.email });
  const remove = row.getByRole('button', { name: /Remove/ });
  await expect(remove).toBeVisible();
  const box = await remove.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  const role = row.getByText('Team member');
  const roleBox = await role.boundingBox();
  expect(roleBox && roleBox.x + roleBox.width).toBeLessThanOrEqual(390);
  const logAction = page.getByTestId('invitation-log-entry').first().getByRole('button');
  const logBox = await logAction.boundingBox();
  expect(logBox && logBox.x + logBox.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await org.api.dispose();
});

test('an invitation whose mail cannot be sent says so; the Owner sends it again, a team member cannot', async ({
  page,
  browser,
}) => {
  const org = await newOrganisation();
  const tom = await addMember(org, 'TeamMember', { firstName: 'Tom', lastName: 'Teamer' });
  const invitee = `unreachable-${Date.now()}@e2e.vantage.test`;
  // Its mail goes through SMTP to a closed port: each attempt fails with ECONNREFUSED.
  await makeMailUnreachable(invitee, true);
  const id = await inviteByApi(org.api, invitee, 'TeamMember');
  // The outbox tries twice on the e2e server (a second apart, at its next poll), then gives up.
  const mailFailed = async () =>
    ((await (await org.api.get(`/api/invitations/${id}`)).json()) as { mailFailed: boolean }).mailFailed;
  await expect.poll(mailFailed, { timeout: 30_000 }).toBe(true);

  // A team member sees that the mail failed, and no "Send again" (the Owner's alone).
  const tomContext = await browser.newContext();
  const tomPage = await tomContext.newPage();
  await useSignedInSession(tomPage, tom.email, { password: tom.password });
  await tomPage.goto('/dash/team');
  const tomEntry = tomPage.getByTestId('invitation-log-entry').filter({ hasText: invitee });
  await expect(tomEntry).toContainText('Mail failed');
  await expect(tomEntry.getByRole('button', { name: /Send again/ })).toHaveCount(0);
  await tomContext.close();

  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto('/dash/team');
  const entry = page.getByTestId('invitation-log-entry').filter({ hasText: invitee });
  await expect(entry).toContainText('Mail failed');
  await expectNoAxeViolations(page);
  expect(await mailboxCount(org.api, invitee)).toBe(0);

  // SMTP is back: "Send again" delivers it to the (dev) mailbox.
  await makeMailUnreachable(invitee, false);
  await entry.getByRole('button', { name: `Send again the invitation to ${invitee}` }).click();
  await expect(page.getByText('Invitation sent again')).toBeVisible();
  await expect(entry).not.toContainText('Mail failed');
  await expect(entry.getByRole('button', { name: /Send again/ })).toHaveCount(0);
  expect(await linkFromMailbox(org.api, invitee, /\/invitation\//)).toContain('/invitation/');
  expect(await mailboxCount(org.api, invitee)).toBe(1);
  await org.api.dispose();
});
