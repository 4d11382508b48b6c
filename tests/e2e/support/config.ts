/** Where the end-to-end server listens (fixed, so Playwright can wait for it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;

/** Demo users seeded by the server (apps/server/src/seed/demo.ts). */
export const DEMO_PASSWORD = 'vantage-demo';
export const DEMO_USERS = {
  owner: 'owner@demo.vantage.test',
  team: 'team@demo.vantage.test',
  project: 'project@demo.vantage.test',
  observer: 'observer@demo.vantage.test',
  /** Signed up, no subscription yet: lands on /welcome. */
  new: 'new@demo.vantage.test',
} as const;

/** Enables the server's test-support routes under /dev/admin (see support/admin.ts). */
export const DEV_ADMIN_TOKEN = process.env.E2E_DEV_ADMIN_TOKEN ?? 'e2e-dev-admin-token-not-a-secret';

/**
 * The client id (X-Client-Id) the e2e helpers give every browser context unless a test sets
 * its own: one shared id makes contexts of the same user count as one browser, so they do not
 * ask each other "Multiple logins detected" (see `useE2eClientId` in auth.ts).
 */
export const E2E_CLIENT_ID = '00000000-0000-4000-8000-000000000e2e';
