import { expect, type Page, test } from '@playwright/test';
import { setLimits } from './support/admin';
import { apiAsUser } from './support/api';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { addMember, newOrganisation } from './support/organisations';
import { createProject, uniqueProjectName } from './support/projects';

/** Revisions of a project on /dash/projects (spec section 1, README "Revisions"). */

const item = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Projects' }).getByRole('listitem', { name, exact: true });

test('revisions: list newest first with author, save, live refresh, limit with used/limit, activate', async ({
  page,
}) => {
  const org = await newOrganisation({ owner: { firstName: 'Olga', lastName: 'Orgowner' } });
  await setLimits(org.subscriptionKey, { revisionsLimit: 2 });
  const teammate = await addMember(org, 'TeamMember', { firstName: 'Tom', lastName: 'Teammate' });
  const name = uniqueProjectName('E2E Revisions');
  const projectId = await createProject(org.api, name);
  const setData = async (json: string) =>
    expect(
      (await org.api.put(`/api/projects/${projectId}`, { data: { projectDataJson: json } })).status(),
    ).toBe(200);
  await setData('{"state":"first"}');

  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto('/dash/projects');
  await item(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Revisions' }).click();
  const dialog = page.getByRole('dialog', { name: `Revisions of ${name}` });
  await expect(dialog.getByText('No revisions yet. Save one to keep the current content.')).toBeVisible();
  await expect(dialog.getByText('0/2 revisions used in this subscription')).toBeVisible();
  await expectNoAxeViolations(page);

  // Saved here: listed with its author.
  await dialog.getByRole('button', { name: 'Save as revision' }).click();
  await expect(page.getByText('Revision saved', { exact: true })).toBeVisible();
  const rows = dialog.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Saved by Olga Orgowner');

  // Saved by a teammate through the API: shown live (hub), newest first.
  await setData('{"state":"second"}');
  const tom = await apiAsUser(teammate.email, teammate.password);
  expect((await tom.post(`/api/projects/create-revision?sourceProjectId=${projectId}`)).status()).toBe(201);
  await tom.dispose();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Saved by Tom Teammate');
  await expect(rows.nth(1)).toContainText('Saved by Olga Orgowner');

  // At the limit: blocked, and the tooltip shows used/limit.
  const save = dialog.getByRole('button', { name: 'Save as revision' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await save.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'You have reached the maximum number of revisions allowed by your subscription (2/2 used).',
  );

  // Activate Olga's revision (the first state) after a confirmation that says what happens.
  await rows
    .nth(1)
    .getByRole('button', { name: /^Activate/ })
    .click();
  await expect(dialog).toContainText(
    "This revision's content becomes the project's current content. The current content is kept in this revision, so activating it again undoes the change.",
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Activate revision' }).click();
  await expect(page.getByText('Revision activated', { exact: true })).toBeVisible();
  const project = (await (await org.api.get(`/api/projects/${projectId}`)).json()) as {
    projectDataJson: string;
  };
  expect(project.projectDataJson).toBe('{"state":"first"}');
  await expect(rows).toHaveCount(2);
  await org.api.dispose();
});

test('a project member sees the revisions but cannot save one', async ({ page }) => {
  const org = await newOrganisation();
  const name = uniqueProjectName('E2E Member revisions');
  const projectId = await createProject(org.api, name);
  expect((await org.api.post(`/api/projects/create-revision?sourceProjectId=${projectId}`)).status()).toBe(
    201,
  );
  const member = await addMember(org, 'ProjectMember', {}, projectId);

  await useSignedInSession(page, member.email, { password: member.password });
  await page.goto('/dash/projects');
  await item(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Revisions' }).click();
  const dialog = page.getByRole('dialog', { name: `Revisions of ${name}` });
  await expect(dialog.getByRole('list', { name: 'Revisions' }).getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Save as revision' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(dialog.getByRole('button', { name: /^Activate/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await org.api.dispose();
});
