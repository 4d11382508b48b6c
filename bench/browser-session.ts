/**
 * Signing the demo owner in through the real login form, and the API headers the dashboard
 * then sends (for benchmarks that need a signed-in page or a published project).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContextOptions, chromium, type Page } from '@playwright/test';
import { DEMO_PUBLICATION_KEY } from '@vantage/server/testing';
import { startServerProcess } from './server-process.js';

export const DEMO_OWNER = { email: 'owner@demo.vantage.test', password: 'vantage-demo' };

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium with WebGL in software (SwiftShader), as the end-to-end 'webgl' project runs it. */
export const SOFTWARE_WEBGL_ARGS = [
  '--no-sandbox',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/** The public viewer of the seeded demo presentation (its default view). */
export const DEMO_VIEWER_PATH = `/viewer/?project=${DEMO_PUBLICATION_KEY}`;

/** Signs in on `page` (at its baseURL) and returns the headers of the dashboard's own API calls. */
export async function signInDemoOwner(page: Page, origin = ''): Promise<Record<string, string>> {
  let apiHeaders: Record<string, string> | undefined;
  page.on('request', (request) => {
    const headers = request.headers();
    if (request.url().includes('/api/projects') && headers.authorization && headers['x-subscription-key']) {
      apiHeaders ??= {
        authorization: headers.authorization,
        'x-subscription-key': headers['x-subscription-key'],
        ...(headers['x-client-id'] ? { 'x-client-id': headers['x-client-id'] } : {}),
      };
    }
  });
  // A shared, loaded machine can take far longer than Playwright's 30 s to draw a page.
  page.setDefaultTimeout(120_000);
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/realms\/planner\//);
  await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/dash/projects', { timeout: 120_000 });
  for (let i = 0; i < 100 && !apiHeaders; i += 1) await page.waitForTimeout(100);
  if (!apiHeaders) throw new Error('the dashboard made no authorised /api/projects call');
  return apiHeaders;
}

/** Publishes the demo owner's first project; returns its publication key (for /viewer). */
export async function publishDemoProject(baseUrl: string, headers: Record<string, string>): Promise<string> {
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response.json();
  };
  const [project] = (await get('/api/projects?Offset=0&Limit=1')) as Array<{ id: number; name: string }>;
  if (!project) throw new Error('the demo owner has no project');
  const views = (await get(`/api/projects/${project.id}/viewpoints`)) as Array<{ id: number; name: string }>;
  const tours = (await get(`/api/projects/${project.id}/tours`)) as Array<{ id: number; name: string }>;
  const response = await fetch(`${baseUrl}/api/projects/create-published-project`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      projectId: project.id,
      name: `${project.name} (bench)`,
      organizations: ['Demo Wind Co'],
      description: 'Published by the benchmark.',
      renamedViewpoints: views.map((v) => ({ id: v.id, newName: v.name })),
      renamedTours: tours.map((t) => ({ id: t.id, newName: t.name })),
      combinedScenarios: [{ combinedName: 'Current situation', scenarioIds: [] }],
      defaultViewpoint: views[0]?.id ?? null,
      defaultScenario: 0,
    }),
  });
  if (response.status !== 201)
    throw new Error(`publishing answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { publicationKey: string }).publicationKey;
}

/**
 * For the page diagnoses (page-profile.ts, page-commits.ts): the real server, compiled, on
 * embedded defaults with the demo data, and a Chromium page signed in as the demo owner. `run`
 * gets the page and the address of `route` (`/viewer`: the demo presentation); then all stops.
 */
export async function withSignedInPage(
  route: string,
  run: (page: Page, url: string, origin: string) => Promise<void>,
  pageOptions: BrowserContextOptions = {},
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vantage-bench-page-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' }, { compiled: true });
  const origin = `http://localhost:${server.port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const page = await browser.newPage(pageOptions);
    await signInDemoOwner(page, origin);
    await run(page, `${origin}${route === '/viewer' ? DEMO_VIEWER_PATH : route}`, origin);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
