import { test as base, expect } from '@playwright/test';
import { setMaintenance } from './support/admin';
import { signIn } from './support/auth';
import { DEMO_USERS } from './support/config';
import { type DedicatedServer, startDedicatedServer } from './support/dedicated-server';
import { expectLeanLoginPage } from './support/lean-login';

/**
 * Spec "/maintenance": maintenance mode sends the dashboard to /maintenance, whose
 * heartbeat (every 60 s) brings the user back to /login once it ends. Maintenance concerns
 * the whole server, so these tests run against a server of their own: on the shared one they
 * would send the specs running meanwhile to /maintenance too. The page's clock is fake, so the
 * 60 s pass at once.
 */
const test = base.extend<object, { dedicated: DedicatedServer }>({
  dedicated: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const server = await startDedicatedServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ dedicated }, use) => {
    await use(dedicated.baseURL);
  },
});

test.afterEach(async ({ dedicated }) => {
  // Whatever happened, the next test starts without maintenance.
  await setMaintenance({ enabled: false }, dedicated.baseURL);
});

const HEARTBEAT = '/metrics/heartbeat';

test('maintenance sends the dashboard to /maintenance; the heartbeat brings it back to /login', async ({
  page,
  dedicated,
}) => {
  await page.clock.install();
  await signIn(page, DEMO_USERS.owner);
  await expect(page).toHaveURL(/\/dash\/projects$/);

  const endsAt = new Date(Date.now() + 2 * 60 * 60_000);
  endsAt.setUTCSeconds(0, 0);
  await setMaintenance({ enabled: true, endsAt: endsAt.toISOString() }, dedicated.baseURL);

  // The next API call answers 503 maintenance: the dashboard shows /maintenance.
  await page.reload();
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { level: 1, name: "We'll be back soon!" })).toBeVisible();
  // Outside the spec's window (May 2025) it says 'maintenance'; the end is the server's.
  await expect(page.getByText('Vantage is undergoing maintenance.', { exact: true })).toBeVisible();
  const endDate = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(endsAt);
  const endTime = `${String(endsAt.getUTCHours()).padStart(2, '0')}:${String(endsAt.getUTCMinutes()).padStart(2, '0')}:00`;
  await expect(
    page.getByText(`It should conclude on or before ${endDate} at ${endTime} (UTC).`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Please check back later.', { exact: true })).toBeVisible();

  // A minute later the heartbeat still fails: the page stays.
  const failed = page.waitForResponse(
    (response) => response.url().endsWith(HEARTBEAT) && response.status() === 503,
  );
  await page.clock.fastForward(60_000);
  await failed;
  await expect(page).toHaveURL(/\/maintenance$/);

  // Maintenance ends; at the next heartbeat the page goes to /login (and on, being signed in).
  await setMaintenance({ enabled: false }, dedicated.baseURL);
  const toLogin = page.waitForURL(/\/login$/);
  const succeeded = page.waitForResponse(
    (response) => response.url().endsWith(HEARTBEAT) && response.status() === 204,
  );
  await page.clock.fastForward(60_000);
  await succeeded;
  await toLogin;
  await expect(page).toHaveURL(/\/dash\/projects$/);
});

test('/maintenance sends no heartbeat before 60 seconds have passed, and says scheduled maintenance in May 2025', async ({
  page,
}) => {
  const heartbeats: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(HEARTBEAT)) heartbeats.push(request.method());
  });
  // The clock stands still from before the page loads, so the page's interval starts at a
  // known fake time however long the load takes on a busy machine: with time flowing, a second
  // spent between the page's start and the first step pushed those 59 s past the heartbeat. The
  // page's own zero-delay timers (the query cache batches its updates with them) run only as the
  // clock moves, so it moves in steps of 50 ms until the page is up; the interval began within
  // those steps.
  const opened = new Date('2025-05-20T10:00:00Z');
  await page.clock.install({ time: opened });
  await page.clock.pauseAt(new Date(opened.getTime() + 1_000));
  await page.goto('/maintenance');
  const scheduled = page.getByText('Vantage is undergoing scheduled maintenance.', { exact: true });
  let stepped = 0;
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      stepped += 50;
      return await scheduled.isVisible();
    })
    .toBe(true);
  await expect(
    page.getByText('It should conclude on or before June 1, 2025 at 23:59:59 (UTC).', { exact: true }),
  ).toBeVisible();

  // Up to a millisecond before 60 s from the earliest moment the interval can have begun: none.
  await page.clock.runFor(60_000 - stepped - 1);
  expect(heartbeats).toEqual([]);
  // By 60 s from the latest such moment: one.
  const sent = page.waitForRequest((request) => request.url().endsWith(HEARTBEAT));
  await page.clock.runFor(stepped + 1);
  expect((await sent).method()).toBe('POST');
  await page.clock.resume();
  // Not in maintenance: the heartbeat succeeds and the signed-out visitor goes to /login.
  await expectLeanLoginPage(page);
});
