import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { fetchTokens } from './auth';
import { E2E_BASE_URL } from './config';

/**
 * An API client for setting up test data as a given user: bearer token, en-us and, when
 * given, the subscription key. Dispose it at the end of the test (`await api.dispose()`).
 */
export async function apiAs(accessToken: string, subscriptionKey?: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: {
      authorization: `Bearer ${accessToken}`,
      'accept-language': 'en-us',
      ...(subscriptionKey ? { 'x-subscription-key': subscriptionKey } : {}),
    },
  });
}

/** Signs a demo (or any) user in by HTTP and answers an API client in their first subscription. */
export async function apiAsUser(email: string, password?: string): Promise<APIRequestContext> {
  const tokens = await fetchTokens(email, password);
  const plain = await apiAs(tokens.access_token);
  const accounts = await plain.get('/api/user-accounts');
  expect(accounts.ok()).toBe(true);
  const [first] = (await accounts.json()) as Array<{ subscriptionKey: string }>;
  await plain.dispose();
  return apiAs(tokens.access_token, first?.subscriptionKey);
}

/** The access token the dashboard holds in a page (after `signIn` or `register`). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : undefined;
  });
  if (!token) throw new Error('the page holds no signed-in user');
  return token;
}
