import { type APIRequestContext, expect, request } from '@playwright/test';
import { DEV_ADMIN_TOKEN, E2E_BASE_URL } from './config';

/**
 * The admin CLI's operations over HTTP (/dev/admin, mounted because start-server sets
 * DEV_ADMIN_TOKEN): the e2e server holds its embedded database open, so the CLI itself
 * cannot reach it while the tests run.
 */
async function adminApi(baseURL = E2E_BASE_URL): Promise<APIRequestContext> {
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-dev-admin-token': DEV_ADMIN_TOKEN },
  });
}

async function call(
  method: 'post' | 'put' | 'delete',
  url: string,
  data: unknown,
  baseURL?: string,
): Promise<unknown> {
  const api = await adminApi(baseURL);
  try {
    const response = await api[method](url, { data });
    expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
    return response.status() === 204 ? undefined : await response.json();
  } finally {
    await api.dispose();
  }
}

/** A paid subscription; `owner` must have signed in once (ensure-created). */
export async function createPaidSubscription(input: {
  customer: string;
  owner?: string;
  type?: string;
  expires?: string;
}): Promise<{ subscriptionKey: string; customerName: string }> {
  return (await call('post', '/dev/admin/subscriptions', input)) as {
    subscriptionKey: string;
    customerName: string;
  };
}

/** Sets (a date) or clears (null) the expiry of a subscription. */
export async function setExpiry(subscriptionKey: string, expiresAt: Date | null): Promise<void> {
  await call('put', `/dev/admin/subscriptions/${subscriptionKey}/expiry`, {
    expiresAt: expiresAt?.toISOString() ?? null,
  });
}

export type Limits = Partial<
  Record<
    | 'projectLimit'
    | 'teamMemberLimit'
    | 'projectMemberLimit'
    | 'observerLimit'
    | 'plannerObjectLimit'
    | 'revisionsLimit'
    | 'panoramaAICreditsLimit',
    number
  >
>;

export async function setLimits(subscriptionKey: string, limits: Limits): Promise<void> {
  await call('put', `/dev/admin/subscriptions/${subscriptionKey}/limits`, limits);
}

export async function setFeature(
  subscriptionKey: string,
  feature: string,
  state: 'Hidden' | 'Disabled' | 'Phantom' | 'Enabled',
): Promise<void> {
  await call('put', `/dev/admin/subscriptions/${subscriptionKey}/features/${feature}`, { state });
}

/** Publishes a release note (global: every user sees it in the banner until they open the notes). */
export async function addReleaseNote(input: { title: string; content: string; date?: string }) {
  return (await call('post', '/dev/admin/release-notes', input)) as { id: number };
}

export type MaintenanceWindow = { enabled: boolean; startsAt?: string | null; endsAt?: string | null };

/**
 * Switches maintenance mode (every /api call and the heartbeat answer 503 while it is on).
 * It concerns the whole server: use a server of the test's own (support/dedicated-server.ts)
 * so that other specs running at the same time are not sent to /maintenance.
 */
export async function setMaintenance(
  window: MaintenanceWindow,
  baseURL?: string,
): Promise<MaintenanceWindow> {
  return (await call('put', '/dev/admin/maintenance', window, baseURL)) as MaintenanceWindow;
}

export async function removeReleaseNote(id: number): Promise<void> {
  const api = await adminApi();
  try {
    const response = await api.delete(`/dev/admin/release-notes/${id}`);
    expect(response.status(), await response.text()).toBe(204);
  } finally {
    await api.dispose();
  }
}

/**
 * Mail to `address` goes out through SMTP to a closed port (true), so it fails as it would with
 * the SMTP server down, or to the dev mailbox again (false).
 */
export async function makeMailUnreachable(address: string, unreachable: boolean): Promise<void> {
  await call(
    unreachable ? 'put' : 'delete',
    `/dev/admin/mailbox/unreachable/${encodeURIComponent(address)}`,
    undefined,
  );
}
