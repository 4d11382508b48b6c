import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import { createPaidSubscription } from './support/admin';
import { accessTokenOf, apiAs } from './support/api';
import { newUser, register } from './support/auth';
import { E2E_BASE_URL } from './support/config';

/**
 * The dashboard is connected to the hub and refreshes its lists when item events
 * arrive. A fresh organisation (owner and team member) keeps the demo data untouched.
 */

/** Resolves when the page has claimed its client id, which it does once the hub is connected. */
function claimed(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/user/client-id') &&
      response.request().method() === 'PUT' &&
      response.status() === 204,
  );
}

async function inviteTeamMember(owner: APIRequestContext, invitee: APIRequestContext, email: string) {
  const invite = await owner.post('/api/invitations/members', {
    data: { inviteeEmailAddress: email, activationUrlTemplate: `${E2E_BASE_URL}/invitation/{invitationKey}` },
  });
  expect(invite.status(), await invite.text()).toBe(202);
  const pending = (await (await invitee.get('/api/invitations/pending')).json()) as Array<{ key: string }>;
  const accept = await invitee.post('/api/invitations/activations/accept', {
    data: { activationKey: pending[0]?.key, loginUrl: `${E2E_BASE_URL}/login` },
  });
  expect(accept.status(), await accept.text()).toBe(204);
}

test('a project a teammate creates or deletes shows in the open projects list without a reload', async ({
  page,
  browser,
}) => {
  const owner = newUser({ firstName: 'Olive', lastName: 'Owner' });
  const teammate = newUser({ firstName: 'Tim', lastName: 'Teammate' });
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  try {
    // On /welcome the account records exist (ensure-created): subscriptions may name them.
    await register(ownerPage, owner);
    await expect(ownerPage).toHaveURL(/\/welcome$/);
    await register(page, teammate);
    await expect(page).toHaveURL(/\/welcome$/);
    const { subscriptionKey } = await createPaidSubscription({
      customer: `Realtime ${randomUUID().slice(0, 8)}`,
      owner: owner.email,
    });
    const ownerApi = await apiAs(await accessTokenOf(ownerPage), subscriptionKey);
    const teammateApi = await apiAs(await accessTokenOf(page));
    await inviteTeamMember(ownerApi, teammateApi, teammate.email);
    await teammateApi.dispose();

    // The teammate opens the projects list; the page is connected once its client id is claimed.
    const connected = claimed(page);
    await page.goto('/dash/projects');
    await connected;
    await expect(page.getByRole('heading', { name: 'Projects' }).first()).toBeVisible();
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => {
      (window as unknown as { e2eMark: string }).e2eMark = 'still here';
    });

    const name = `Live ${randomUUID().slice(0, 8)}`;
    const created = await ownerApi.post('/api/projects', { data: { name } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await expect(page.getByText(name).first()).toBeVisible();

    const deleted = await ownerApi.delete(`/api/projects/${id}`);
    expect(deleted.status(), await deleted.text()).toBe(204);
    await expect(page.getByText(name)).toHaveCount(0);

    expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe('still here');
    await ownerApi.dispose();
  } finally {
    await ownerContext.close();
  }
});

test("the dashboard joins the user's channel, joins it again after a reconnect, and leaves it on logout", async ({
  page,
}) => {
  const user = newUser({ firstName: 'Hana', lastName: 'Hub' });
  // The hub's sockets pass through the test, which records what the page sends and can drop them.
  const sockets: WebSocketRoute[] = [];
  const frames: string[] = [];
  await page.routeWebSocket(/\/signalr/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      frames.push(String(message));
      server.send(message);
    });
    sockets.push(socket);
  });
  await register(page, user);
  await expect(page).toHaveURL(/\/welcome$/);
  await createPaidSubscription({ customer: `Hub ${randomUUID().slice(0, 8)}`, owner: user.email });
  const connected = claimed(page);
  await page.goto('/dash/projects');
  await connected;

  const invocations = (target: string) =>
    frames
      .flatMap((frame) => frame.split('\u001e').filter(Boolean))
      .map((record) => JSON.parse(record) as { type?: number; target?: string; arguments?: unknown[] })
      .filter((message) => message.type === 1 && message.target === target)
      .map((message) => message.arguments);
  await expect.poll(() => invocations('SubscribeToUser')).toEqual([[expect.any(String)]]);
  const userId = invocations('SubscribeToUser')[0]?.[0];

  // The connection drops (not closed by the page): automatic reconnect, a new connection,
  // and the user's channel is joined again on it.
  const before = sockets.length;
  await sockets.at(-1)?.close({ code: 4000, reason: 'dropped by the test' });
  await expect.poll(() => sockets.length).toBeGreaterThan(before);
  await expect.poll(() => invocations('SubscribeToUser')).toEqual([[userId], [userId]]);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(invocations('UnsubscribeFromUser')).toEqual([[userId]]);
});
