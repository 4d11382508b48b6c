import { expect, type Page, test } from '@playwright/test';
import { addReleaseNote, removeReleaseNote } from './support/admin';
import { useSignedInSession } from './support/auth';
import { newOrganisation } from './support/organisations';

/** Spec "/dash/support" and the banner's release-notes notice. */
test('support cards; opening the release notes stores the last-viewed date and ends the notice', async ({
  page,
}) => {
  const title = `Release ${Date.now()}`;
  const note = await addReleaseNote({ title, content: 'Faster project lists.\nNew team page.' });
  // Release notes are global: removed at the end so other tests' banners stay theirs.
  try {
    await checkSupportPage(page, title);
  } finally {
    await removeReleaseNote(note.id);
  }
});

async function checkSupportPage(page: Page, title: string) {
  const org = await newOrganisation();
  await useSignedInSession(page, org.owner.email, { password: org.owner.password });

  await page.goto('/dash/projects');
  const banner = page.getByTestId('notice-banner');
  await expect(banner).toContainText(/new release notes? (is|are) available/);

  // The notice leads to the support page, which opens the notes at once. One note
  // is "it", several are "them".
  const single = /A new release note is available\./.test((await banner.textContent()) ?? '');
  await banner
    .getByRole('link', { name: single ? 'Read it on the support page' : 'Read them on the support page' })
    .click();
  await expect(page).toHaveURL(/\/dash\/support#release-notes$/);
  const notes = page.getByRole('dialog', { name: 'Release Notes' });
  await expect(notes).toContainText(title);
  await expect(notes).toContainText('Faster project lists.');
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('vantage.lastReleaseNotesDate') ?? 'null'),
  );
  expect(Math.abs(Date.parse(stored) - Date.now())).toBeLessThan(60_000);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notice-banner')).toHaveCount(0);

  // The five cards.
  for (const name of ['Release Notes', 'Tutorials', 'FAQ', 'Submit a Support Ticket', 'Contact'])
    await expect(page.getByRole('region', { name })).toBeVisible();
  const ticket = page.getByRole('region', { name: 'Submit a Support Ticket' });
  await expect(ticket).toContainText('Coming soon');
  await expect(ticket.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Contact' }).getByRole('link')).toHaveAttribute(
    'href',
    /^mailto:/,
  );

  await page.getByRole('button', { name: 'Open FAQ' }).click();
  await expect(page.getByRole('dialog', { name: 'FAQ' })).toContainText('Who can see my projects?');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open tutorials' }).click();
  await expect(page.getByRole('dialog', { name: 'Tutorials' })).toContainText('Invite your team');
  // A new project does not open in the editor by itself.
  await expect(page.getByRole('dialog', { name: 'Tutorials' })).not.toContainText('opens in the editor');
  await page.keyboard.press('Escape');

  // A reload keeps the notes read.
  await page.goto('/dash/projects');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('notice-banner')).toHaveCount(0);
  await org.api.dispose();
}

test('the Support page says which version runs, as GET /api/version answers it', async ({ page }) => {
  const org = await newOrganisation();
  const version = (await (await org.api.get('/api/version')).json()) as { version: string; commit: string };
  await useSignedInSession(page, org.owner.email, { password: org.owner.password });
  await page.goto('/dash/support');
  await expect(page.getByTestId('product-version')).toHaveText(
    new RegExp(`^\\S.* ${version.version.replace(/\./g, '\\.')} \\(commit ${version.commit.slice(0, 7)}\\)$`),
  );
  await org.api.dispose();
});
