import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Account forms carry a token derived from the provider session (its uid) and the cookie
 * keys: a page of another site cannot know it, and it changes with every new sign-in.
 */
export function csrfToken(keys: string[], sessionUid: string): string {
  return createHmac('sha256', keys[0]!).update(`account-form:${sessionUid}`).digest('base64url');
}

export function csrfTokenValid(keys: string[], sessionUid: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0) return false;
  const given = Buffer.from(token);
  return keys.some((key) => {
    const expected = Buffer.from(csrfToken([key], sessionUid));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
