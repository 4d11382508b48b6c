import { expect, type Page, test } from '@playwright/test';
import { logOut, newUser, register, signIn, submitRegistration, useSignedInSession } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_USERS } from './support/config';
import { gate } from './support/gate';
import { expectLeanLoginPage } from './support/lean-login';

/** Application shell and session (spec sections 1, 2 and 4). */

test.describe('signed out', () => {
  test('the login page invites to log in, with Sign in, Register and the note for existing customers', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const registerLink = page.getByRole('link', { name: 'Register' });
    const href = new URL((await registerLink.getAttribute('href')) ?? '', page.url());
    expect(href.pathname).toBe('/realms/planner/protocol/openid-connect/registrations');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      client_id: 'planner_dash',
      scope: 'openid profile',
      response_type: 'code',
      redirect_uri: new URL(page.url()).origin,
    });
    await expect(
      page.getByText('Existing customers must register first with their existing e-mail address.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('protected pages send an unauthenticated user to /login', async ({ page }) => {
    await page.goto('/dash/projects', { waitUntil: 'commit' });
    await expectLeanLoginPage(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expectLeanLoginPage(page);
  });

  test('the page shows that it is loading while its scripts arrive', async ({ page }) => {
    // The entry script is held back: what shows meanwhile is the HTML's own.
    const { held, release } = gate();
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dash/projects', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  });

  test('an unknown path shows a spinner, then goes to /login after 1 second', async ({ page }) => {
    const started = Date.now();
    await page.goto('/no/such/page');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expectLeanLoginPage(page);
    // The redirect waits 1 second after the page started.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    // Replace navigation: the unknown path is not in the history any more.
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe('/no/such/page');
  });
});

test('a new user registers through the registration page, is signed in and lands on /welcome', async ({
  page,
}) => {
  const user = newUser();
  await register(page, user);
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expectNoAxeViolations(page);
  // The session is real: a reload keeps the user signed in, and /dash is not for them yet.
  await page.reload();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/dash/projects');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('the plain registration link (no PKCE, no state) also ends signed in on /welcome', async ({ page }) => {
  const user = newUser({ firstName: 'Pia', lastName: 'Plainlink' });
  await page.goto('/login');
  const href = await page.getByRole('link', { name: 'Register' }).getAttribute('href');
  await page.goto(href ?? '');
  await submitRegistration(page, user, { verify: false });
  await expect(page).toHaveURL(/\/welcome$/);
});

test('the demo owner signs in through the login form, reaches /dash/projects and logs out', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.owner);
  await expect(page).toHaveURL(/\/dash\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.getByText('Vantage').first()).toBeVisible();

  // The sidebar of an Owner: every link, Team and Subscription included, and the switcher.
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  for (const name of ['Projects', 'Present', 'Profile', 'Team', 'Subscription', 'Support', 'Log out']) {
    await expect(nav.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: 'Subscription' })).toHaveValue('Demo Wind Co');

  // The code and state of the sign-in are gone from the address.
  expect(page.url()).not.toContain('code=');

  // Logout reports the session inactive before signing out at the identity provider.
  const inactive = page.waitForRequest(
    (req) => req.method() === 'PUT' && req.url().endsWith('/api/user/activity?active=false'),
  );
  await logOut(page);
  expect((await inactive).headers().authorization).toMatch(/^Bearer /);
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  // Logged out for real: the dashboard sends back to /login.
  await page.goto('/dash/projects', { waitUntil: 'commit' });
  await expectLeanLoginPage(page);
});

test.describe('signed in', () => {
  test('an unknown path goes to / after 1 second, then on to /dash/projects', async ({ page }) => {
    await useSignedInSession(page, DEMO_USERS.owner);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const started = Date.now();
    await page.goto('/somewhere/unknown');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page).toHaveURL(/\/dash\/projects$/, { timeout: 15_000 });
    // 1 second on the unknown path, then 1 second on /.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(visited).toContain('/');
    expect(visited.indexOf('/')).toBeLessThan(visited.lastIndexOf('/dash/projects'));
  });

  test('a signed-in user visiting /login is sent to /', async ({ page }) => {
    await useSignedInSession(page, DEMO_USERS.owner);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dash\/projects$/);
  });

  test('Team and Subscription links are hidden from an Observer', async ({ page }) => {
    await useSignedInSession(page, DEMO_USERS.observer);
    await page.goto('/dash');
    await expect(page).toHaveURL(/\/dash\/projects$/);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByText('Projects', { exact: true })).toBeVisible();
    await expect(nav.getByText('Team', { exact: true })).toHaveCount(0);
    await expect(nav.getByText('Subscription', { exact: true })).toHaveCount(0);
  });

  test('every call carries en-us, the client id and the selected subscription key', async ({ page }) => {
    await useSignedInSession(page, DEMO_USERS.owner);
    const current = page.waitForRequest((req) => req.url().endsWith('/api/user-accounts/current'));
    await page.goto('/dash/projects');
    const headers = await (await current).allHeaders();
    expect(headers['accept-language']).toBe('en-us');
    expect(headers['x-client-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-subscription-key']).toBeTruthy();
    expect(headers.authorization).toMatch(/^Bearer /);
  });

  test("a reload asks for the stored subscription's account beside the account list", async ({ page }) => {
    await useSignedInSession(page, DEMO_USERS.owner);
    await page.goto('/dash/projects');
    const heading = page.getByRole('heading', { name: 'Projects', level: 1 });
    await expect(heading).toBeVisible();
    // The account list's answer is held: the stored subscription's account is asked for meanwhile.
    const current = requested(page, /\/api\/user-accounts\/current$/);
    let askedMeanwhile: boolean | undefined;
    await page.route(/\/api\/user-accounts(\?.*)?$/, async (route) => {
      askedMeanwhile = await withinSeconds(current, 5);
      await route.continue();
    });
    await page.reload();
    await expect(heading).toBeVisible({ timeout: 20_000 });
    expect(askedMeanwhile).toBe(true);
  });

  test('silent renewal gets a new access token with the refresh token', async ({ page }) => {
    // The stored token "expires" in 30 s: inside the renewal window, so renewal starts at once.
    const tokens = await useSignedInSession(page, DEMO_USERS.owner, { expiresInSeconds: 30 });
    const renewal = page.waitForRequest(
      (req) =>
        req.url().endsWith('/protocol/openid-connect/token') &&
        /grant_type=refresh_token/.test(req.postData() ?? ''),
    );
    await page.goto('/dash/projects');
    await renewal;
    await expect
      .poll(() =>
        page.evaluate(() => {
          const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
          return key
            ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
            : '';
        }),
      )
      .not.toBe(tokens.access_token);
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  });

  /**
   * The routes are React Router's component router, not its data router (router.tsx);
   * what the data router did for them is kept: the screen on view stays until the next one's
   * code has arrived, a page whose code does not arrive says so in words, and another path
   * (Back) draws again.
   */
  test("a link keeps the page on screen until the next page's code has arrived; a page that cannot load says so, and Back draws the one before", async ({
    page,
  }) => {
    await useSignedInSession(page, DEMO_USERS.owner);
    const { held, release } = gate();
    const teamCode = /\/assets\/team-page-[^/]+\.js$/;
    const asked = requested(page, teamCode);
    await page.route(teamCode, async (route) => {
      await held;
      await route.fulfill({ status: 404, body: 'gone' });
    });
    await page.goto('/dash/projects');
    const projects = page.getByRole('heading', { name: 'Projects', level: 1 });
    await expect(projects).toBeVisible();
    await expect(page.locator('[data-layout-mode]')).toHaveAttribute('data-layout-mode', 'projects');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByText('Team', { exact: true }).click();
    await asked;
    // While the team page's code is on its way: the projects page, not a spinner.
    await page.waitForTimeout(300);
    await expect(projects).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);

    release();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/dash\/projects$/);
    await expect(projects).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
  });

  test('the dashboard pages have the projects background, other screens the full one', async ({ page }) => {
    await useSignedInSession(page, DEMO_USERS.owner);
    await page.goto('/dash/team');
    await expect(page.getByRole('heading', { name: 'Collaborate with your team', level: 1 })).toBeVisible();
    await expect(page.locator('[data-layout-mode]')).toHaveAttribute('data-layout-mode', 'projects');
    // An unknown page under /dash is not a dashboard page: the full background, then home.
    await page.goto('/dash/nope');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page.locator('[data-layout-mode]')).toHaveAttribute('data-layout-mode', 'full');
  });

  test('the shell understands hash anchors', async ({ page }) => {
    await useSignedInSession(page, DEMO_USERS.owner);
    await page.goto('/dash#team');
    await expect(page).toHaveURL(/\/dash\/team$/);
    await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  });
});

/** Resolves true once the page asks for a URL matching `pattern`. */
function requested(page: Page, pattern: RegExp): Promise<true> {
  return new Promise((resolve) => {
    page.on('request', (request) => {
      if (pattern.test(request.url())) resolve(true);
    });
  });
}

/** Whether `promise` resolves within `seconds`. */
function withinSeconds(promise: Promise<true>, seconds: number): Promise<boolean> {
  return Promise.race([
    promise,
    new Promise<false>((resolve) => setTimeout(() => resolve(false), seconds * 1000)),
  ]);
}
