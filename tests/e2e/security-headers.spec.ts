import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { DEMO_USERS, E2E_BASE_URL } from './support/config';

/** Security headers, a dashboard that works under its CSP, and no framing of sign-in. */

const cspViolations = (messages: string[]) =>
  messages.filter((text) => /Content Security Policy|Refused to (execute|load|apply|connect)/i.test(text));

test('the dashboard is served with a strict CSP and signs in and shows projects without a violation', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const response = await page.goto('/login');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  // Scripts from our origin, and the page's one inline script, the run-time
  // settings, allowed by its hash: no other inline script could run.
  const inline = [...(await response!.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(1);
  const hash = createHash('sha256').update(inline[0]!, 'utf8').digest('base64');
  const scriptSrc = csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  expect(scriptSrc).toEqual(['script-src', "'self'", `'sha256-${hash}'`]);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toBeUndefined();

  await signIn(page, DEMO_USERS.owner);
  await expect(page).toHaveURL(/\/dash\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  expect(cspViolations(messages)).toEqual([]);
});

test('the sign-in page refuses to be framed by another site', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const signInResponse = page.waitForResponse((r) => r.url().includes('/login-actions/'));
  // A page of another origin (about:blank here) framing our sign-in form.
  await page.setContent(
    `<iframe title="framed sign-in" src="${E2E_BASE_URL}/realms/planner/account" width="600" height="400"></iframe>`,
  );
  const framed = await signInResponse;
  expect(framed.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(framed.headers()['x-frame-options']).toBe('DENY');
  await expect.poll(() => messages.some((text) => /frame-ancestors/.test(text))).toBe(true);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});
