/**
 * Whether a signed-in user is stored, read the way the dashboard's UserManager stores it
 * (oidc-client-ts `WebStorageStateStore` in localStorage, oidc-settings.ts) and the way
 * react-oidc-context decides `isAuthenticated` (a user that is not expired) — without loading
 * oidc-client-ts: the lean /login page (issue 14) needs only this answer before it draws.
 * stored-user.test.ts checks it against what oidc-client-ts itself writes.
 */
export function storedUserKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

/** `nowSeconds` as oidc-client-ts counts: whole seconds since the epoch. */
export function hasSignedInUser(
  storage: Pick<Storage, 'getItem'>,
  authority: string,
  clientId: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(storedUserKey(authority, clientId)) ?? 'null');
  } catch {
    return false;
  }
  if (typeof stored !== 'object' || stored === null) return false;
  const expiresAt = (stored as { expires_at?: unknown }).expires_at;
  // oidc-client-ts: no expiry means not expired; otherwise expired once `expires_in <= 0`.
  if (expiresAt === undefined) return true;
  return typeof expiresAt === 'number' && expiresAt - nowSeconds > 0;
}
