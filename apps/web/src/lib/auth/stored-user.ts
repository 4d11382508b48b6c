/**
 * Whether a signed-in user is stored, read the way the dashboard's UserManager stores it
 * (oidc-client-ts `WebStorageStateStore` in localStorage, oidc-settings.ts) and the way
 * react-oidc-context decides `isAuthenticated` (a user that is not expired) — without loading
 * oidc-client-ts: the lean /login page needs only this answer before it draws.
 * stored-user.test.ts checks it against what oidc-client-ts itself writes.
 */
export function storedUserKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

type StoredUser = { access_token?: unknown; expires_at?: unknown };

function readStoredUser(storage: Pick<Storage, 'getItem'>, authority: string, clientId: string) {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(storedUserKey(authority, clientId)) ?? 'null');
  } catch {
    return undefined;
  }
  return typeof stored === 'object' && stored !== null ? (stored as StoredUser) : undefined;
}

/** oidc-client-ts: no expiry means not expired; otherwise expired once `expires_in <= 0`. */
function secondsLeft(user: StoredUser, nowSeconds: number): number {
  if (user.expires_at === undefined) return Number.POSITIVE_INFINITY;
  return typeof user.expires_at === 'number' ? user.expires_at - nowSeconds : 0;
}

/** `nowSeconds` as oidc-client-ts counts: whole seconds since the epoch. */
export function hasSignedInUser(
  storage: Pick<Storage, 'getItem'>,
  authority: string,
  clientId: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const user = readStoredUser(storage, authority, clientId);
  return user !== undefined && secondsLeft(user, nowSeconds) > 0;
}

/**
 * The stored user's access token, the one the API client would send (user-manager.ts
 * `currentAccessToken`), when it stays valid at least `minSecondsLeft` more: not one that
 * oidc-client-ts is about to renew (it does 60 s before the expiry).
 */
export function storedAccessToken(
  storage: Pick<Storage, 'getItem'>,
  authority: string,
  clientId: string,
  minSecondsLeft: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): string | undefined {
  const user = readStoredUser(storage, authority, clientId);
  if (!user || typeof user.access_token !== 'string' || user.access_token === '') return undefined;
  return secondsLeft(user, nowSeconds) > minSecondsLeft ? user.access_token : undefined;
}
