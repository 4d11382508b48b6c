import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { pageStorage } from '../preferences';
import { hasSignedInUser, storedAccessToken } from './stored-user';

const AUTHORITY = 'https://id.example.com/realms/planner';
const CLIENT_ID = 'planner_dash';

/** Stores a user through oidc-client-ts itself, as the dashboard's UserManager does. */
async function storeThroughOidcClient(storage: Storage, expiresAt?: number): Promise<UserManager> {
  const manager = new UserManager({
    authority: AUTHORITY,
    client_id: CLIENT_ID,
    redirect_uri: 'https://app.example.com',
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: storage }),
  });
  const user = new User({
    access_token: 'a',
    token_type: 'Bearer',
    profile: { sub: 'u1', iss: AUTHORITY, aud: CLIENT_ID, exp: 0, iat: 0 },
    expires_at: expiresAt,
  });
  await manager.storeUser(user);
  return manager;
}

describe('hasSignedInUser (the lean /login page)', () => {
  const now = 1_800_000_000;

  it('agrees with oidc-client-ts on a user that has not expired', async () => {
    const storage = pageStorage();
    const manager = await storeThroughOidcClient(storage, Math.floor(Date.now() / 1000) + 300);
    expect((await manager.getUser())?.expired).toBe(false);
    expect(hasSignedInUser(storage, AUTHORITY, CLIENT_ID)).toBe(true);
  });

  it('agrees with oidc-client-ts on an expired user', async () => {
    const storage = pageStorage();
    const manager = await storeThroughOidcClient(storage, Math.floor(Date.now() / 1000) - 1);
    expect((await manager.getUser())?.expired).toBe(true);
    expect(hasSignedInUser(storage, AUTHORITY, CLIENT_ID)).toBe(false);
  });

  it('counts a user without expiry as signed in, like oidc-client-ts', async () => {
    const storage = pageStorage();
    const manager = await storeThroughOidcClient(storage);
    expect((await manager.getUser())?.expired).toBeUndefined();
    expect(hasSignedInUser(storage, AUTHORITY, CLIENT_ID)).toBe(true);
  });

  it('expires at the second oidc-client-ts does', () => {
    const storage = pageStorage();
    storage.setItem(`oidc.user:${AUTHORITY}:${CLIENT_ID}`, JSON.stringify({ expires_at: now + 1 }));
    expect(hasSignedInUser(storage, AUTHORITY, CLIENT_ID, now)).toBe(true);
    expect(hasSignedInUser(storage, AUTHORITY, CLIENT_ID, now + 1)).toBe(false);
  });

  it('finds nobody for another realm or client, nothing stored, or what is not a stored user', () => {
    const storage = pageStorage();
    storage.setItem(`oidc.user:${AUTHORITY}:${CLIENT_ID}`, JSON.stringify({ expires_at: now + 60 }));
    expect(hasSignedInUser(storage, `${AUTHORITY}-other`, CLIENT_ID, now)).toBe(false);
    expect(hasSignedInUser(storage, AUTHORITY, 'other_client', now)).toBe(false);
    expect(hasSignedInUser(pageStorage(), AUTHORITY, CLIENT_ID, now)).toBe(false);
    for (const junk of ['{', 'null', '42', '"user"', '{"expires_at":"soon"}']) {
      storage.setItem(`oidc.user:${AUTHORITY}:${CLIENT_ID}`, junk);
      expect(hasSignedInUser(storage, AUTHORITY, CLIENT_ID, now), junk).toBe(false);
    }
  });
});

describe('storedAccessToken (the session’s first calls from the entry)', () => {
  it('is the token oidc-client-ts gives the API client while it has the time asked for left', async () => {
    const storage = pageStorage();
    const manager = await storeThroughOidcClient(storage, Math.floor(Date.now() / 1000) + 300);
    const user = await manager.getUser();
    expect(storedAccessToken(storage, AUTHORITY, CLIENT_ID, 90)).toBe(user?.access_token);
    expect(storedAccessToken(storage, AUTHORITY, CLIENT_ID, 600)).toBeUndefined();
  });

  it('has none for an expired user, another client, a user without a token, or junk', async () => {
    const now = 1_800_000_000;
    const storage = pageStorage();
    await storeThroughOidcClient(storage, Math.floor(Date.now() / 1000) - 1);
    expect(storedAccessToken(storage, AUTHORITY, CLIENT_ID, 0)).toBeUndefined();
    storage.setItem(
      `oidc.user:${AUTHORITY}:${CLIENT_ID}`,
      JSON.stringify({ access_token: 't', expires_at: now + 60 }),
    );
    expect(storedAccessToken(storage, AUTHORITY, CLIENT_ID, 30, now)).toBe('t');
    expect(storedAccessToken(storage, AUTHORITY, 'other_client', 30, now)).toBeUndefined();
    for (const junk of ['{', 'null', '{"expires_at":1}', '{"access_token":"","expires_at":9999999999}']) {
      storage.setItem(`oidc.user:${AUTHORITY}:${CLIENT_ID}`, junk);
      expect(storedAccessToken(storage, AUTHORITY, CLIENT_ID, 0, now), junk).toBeUndefined();
    }
  });
});
