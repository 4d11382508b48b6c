import { expect, test } from '@playwright/test';
import { setFeature } from './support/admin';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { addMember, newOrganisation } from './support/organisations';
import { createProject } from './support/projects';

/** Spec "/dash/license": usage (team members shown as limit minus 1) and the modules. */
test('the subscription page shows usage against the limits and the modules', async ({ page }) => {
  const org = await newOrganisation();
  const projectId = await createProject(org.api, 'License Park A');
  await createProject(org.api, 'License Park B');
  await addMember(org, 'TeamMember', { firstName: 'Lena', lastName: 'License' });
  await addMember(org, 'Observer', { firstName: 'Olaf', lastName: 'Looker' }, projectId);

  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto('/dash/projects');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Subscription' })
    .click();
  await expect(page).toHaveURL(/\/dash\/license$/);
  await expect(page.getByRole('heading', { name: 'Information about your subscription' })).toBeVisible();
  await expect(page.getByTestId('license-plan')).toContainText('Wind Planner (trial)');
  await expectNoAxeViolations(page);

  // Trial of the Wind Planner: 25 projects, 6 team members (5 shown), 10 project members, 20 observers.
  const usage = page.getByRole('table', { name: 'Usage' });
  await expect(usage.getByRole('row', { name: /^Projects/ })).toContainText(/Projects\s*2\s*25/);
  // The owner and Lena hold team-member seats; the page counts the others: 1 of 5.
  await expect(usage.getByRole('row', { name: /^Team members/ })).toContainText(/Team members\s*1\s*5/);
  await expect(usage.getByRole('row', { name: /^Project members/ })).toContainText(
    /Project members\s*0\s*10/,
  );
  await expect(usage.getByRole('row', { name: /^Observers/ })).toContainText(/Observers\s*1\s*20/);

  const modules = page.getByRole('table', { name: 'Modules' });
  const state = (label: string) =>
    modules
      .getByRole('row', { name: new RegExp(`^${label}`) })
      .getByRole('cell')
      .nth(1);
  await expect(modules.getByRole('row')).toHaveCount(1 + 8); // header + 9 modules without the Hidden one
  await expect(state('Wind')).toHaveText('Unlocked');
  await expect(state('Solar')).toHaveText('Locked'); // Disabled
  await expect(state('Line & Grid')).toHaveText('Locked');
  await expect(state('Object')).toHaveText('Unlocked'); // substations, buildings, masts … (decision 195)
  await expect(state('Present')).toHaveText('Unlocked');
  await expect(state('Custom panorama')).toHaveText('Unlocked');
  await expect(state('Shadow Flicker Simulation')).toHaveText('Unlocked');
  await expect(state('Noise Simulation')).toHaveText('Locked'); // Disabled
  await expect(modules.getByText('Cyclomedia')).toHaveCount(0); // Hidden
  await expect(page.getByTestId('license-expired')).toHaveCount(0);

  // The operator unlocks Solar and lists Cyclomedia, which the product does not have yet.
  await setFeature(org.subscriptionKey, 'Solar', 'Enabled');
  await setFeature(org.subscriptionKey, 'Cyclomedia', 'Phantom');
  await page.reload();
  await expect(state('Solar')).toHaveText('Unlocked');
  await expect(state('Cyclomedia')).toHaveText('Locked');
  await org.api.dispose();
});
