import { type Browser, expect, type Page, test } from '@playwright/test';
import { useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { E2E_BASE_URL } from './support/config';
import { newOrganisation } from './support/organisations';
import { createPresentation } from './support/presentations';
import { uniqueProjectName } from './support/projects';

/**
 * Embedding the public viewer: the owner lets https://allowed.example frame a presentation on
 * the Present screen; Chromium, which enforces frame-ancestors, then shows the viewer in a page
 * of that origin and refuses it in a page of another; the dashboard refuses every frame. The
 * host pages are answered by the test itself (page.route); their frames load the real server.
 */
test.describe.configure({ timeout: 120_000 });

const ALLOWED = 'https://allowed.example';
const OTHER = 'https://other.example';

/**
 * A visitor's browser for a host page. It may reach the e2e server on localhost from a public
 * origin (Chromium's local network access permission), so that only the viewer's own answer
 * decides whether the frame is shown.
 */
async function hostContext(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ permissions: ['local-network-access'] });
  return context.newPage();
}

/** Serves `html` as the page at `origin`/ and opens it; answers the framed document's response. */
async function openHostPage(page: Page, origin: string, html: string, framed: RegExp) {
  await page.route(`${origin}/`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  const answer = page.waitForResponse((response) => framed.test(response.url()));
  await page.goto(`${origin}/`);
  return answer;
}

const hostPage = (frame: string) =>
  `<!doctype html><html lang="en"><title>Host</title><main><h1>Our project page</h1>${frame}</main></html>`;

/** The title of the document in the page's frame ('' while it has none or was refused). */
async function viewerTitle(page: Page): Promise<string> {
  const frame = page.frames().find((f) => f !== page.mainFrame());
  return frame ? await frame.title().catch(() => '') : '';
}

/** The URL of the page's frame: Chromium's error page when it refused to show the document. */
const frameUrl = (page: Page) =>
  page
    .frames()
    .find((f) => f !== page.mainFrame())
    ?.url() ?? '';
const REFUSED = 'chrome-error://chromewebdata/';

test('a page on an allowed origin frames the viewer; another origin and the dashboard are refused', async ({
  page,
  browser,
}) => {
  const org = await newOrganisation();
  const project = await org.api.post('/api/projects', { data: { name: uniqueProjectName('Embed') } });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  const viewpoint = await org.api.post(`/api/projects/${projectId}/viewpoints`, {
    data: {
      name: 'Dike',
      position: { longitude: 4.6, latitude: 52.5, altitude: 5 },
      pan: 270,
      tilt: 0,
      fieldOfView: 60,
      windDirection: 180,
      viewingDateTime: null,
    },
  });
  expect(viewpoint.status(), await viewpoint.text()).toBe(201);
  const name = uniqueProjectName('Embedded park');
  const { publicationKey } = await createPresentation(org.api, projectId, name);
  await org.api.dispose();

  // The owner allows the origin on the Present screen.
  await useSignedInSession(page, org.owner.email, {
    password: org.owner.password,
    subscriptionKey: org.subscriptionKey,
  });
  await page.goto('/dash/present');
  await page.getByRole('button', { name: `Embed ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Embed ${name}` });
  const origins = dialog.getByRole('textbox', { name: 'Allowed origins' });
  await origins.fill(`http://allowed.example\n${ALLOWED}/page`);
  await dialog.getByRole('button', { name: 'Save origins' }).click();
  await expect(dialog.getByText('"http://allowed.example" is not https')).toBeVisible();
  await expect(dialog.getByText(`"${ALLOWED}/page" has a path, query or fragment`)).toBeVisible();
  await origins.fill(ALLOWED);
  await dialog.getByRole('button', { name: 'Save origins' }).click();
  await expect(page.getByText('Embedding saved')).toBeVisible();
  const snippet = await dialog.getByRole('textbox', { name: 'Code to embed' }).inputValue();
  expect(snippet).toContain(`src="${E2E_BASE_URL}/viewer/?project=${encodeURIComponent(publicationKey)}"`);
  expect(snippet).toContain(`title="${name}"`);
  await expectNoAxeViolations(page);

  // The snippet on the allowed origin: the viewer runs in its frame.
  const allowedPage = await hostContext(browser);
  await openHostPage(allowedPage, ALLOWED, hostPage(snippet), /\/viewer\/\?project=/);
  // The viewer ran in the frame and read the presentation by its key: it names it in its title.
  await expect.poll(() => viewerTitle(allowedPage), { timeout: 30_000 }).toContain(name);
  await allowedPage.context().close();

  // The same snippet elsewhere: the server answers, Chromium refuses to show it (frame-ancestors).
  const otherPage = await hostContext(browser);
  const viewerAnswer = await openHostPage(otherPage, OTHER, hostPage(snippet), /\/viewer\/\?project=/);
  expect(viewerAnswer.status()).toBe(200);
  expect(await viewerAnswer.headerValue('content-security-policy')).toContain(`frame-ancestors ${ALLOWED}`);
  await expect.poll(() => frameUrl(otherPage)).toBe(REFUSED);
  expect(await viewerTitle(otherPage)).not.toContain(name);

  // The dashboard refuses the allowed origin too.
  const dashboardPage = await hostContext(browser);
  const dashboardAnswer = await openHostPage(
    dashboardPage,
    ALLOWED,
    hostPage(`<iframe src="${E2E_BASE_URL}/dash/projects" title="Dashboard"></iframe>`),
    /\/dash\/projects$/,
  );
  expect(await dashboardAnswer.headerValue('content-security-policy')).toContain("frame-ancestors 'none'");
  await expect.poll(() => frameUrl(dashboardPage)).toBe(REFUSED);

  for (const host of [otherPage, dashboardPage]) await host.context().close();
});
