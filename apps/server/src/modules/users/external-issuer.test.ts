import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenClaims } from '../../auth/verify-token.js';
import { userAccounts, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ensureUser } from './service.js';

/**
 * The app configured with an external issuer whose JWKS
 * this test serves on 127.0.0.1, as Keycloak does at `/protocol/openid-connect/certs`.
 * A user already known by e-mail under another `sub` (moved from the embedded provider) is
 * linked only when the token says the address is verified; otherwise 409, never 500.
 */
let jwksServer: Server;
let issuer: string;
let privateKey: CryptoKey;
const kid = 'external-test-key';
let t: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
  jwksServer = createServer((request, response) => {
    if (request.url === '/realms/planner/protocol/openid-connect/certs') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/realms/planner`;
  t = await createTestApp({ OIDC_ISSUER: issuer });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${counter++}`;

/** A Keycloak-shaped token: `typ` in the payload, the client in `azp`, `account` in `aud`. */
function keycloakToken(claims: { sub: string; email: string; emailVerified: boolean; typ?: string }) {
  return new SignJWT({
    typ: claims.typ ?? 'Bearer',
    azp: 'planner_dash',
    email: claims.email,
    email_verified: claims.emailVerified,
    given_name: 'Erika',
    family_name: 'Mustermann',
    preferred_username: claims.email,
    sid: `sid-${unique()}`,
  })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(issuer)
    .setAudience('account')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

/** A user of the embedded provider (sub S1) with an account in a subscription. */
async function migratedUser() {
  const email = `Migrated-${unique()}@Example.test`;
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      subject: `embedded-${unique()}`,
      email,
      firstName: 'Erika',
      lastName: 'Old',
      emailVerified: true,
      identityProvider: 'embedded',
    })
    .returning();
  const { subscription } = await t.buildSubscription();
  const [account] = await t.ctx.db
    .insert(userAccounts)
    .values({ userId: user!.id, subscriptionId: subscription.id, roles: ['Owner'] })
    .returning();
  return { user: user!, account: account!, subscription };
}

async function snapshot(email: string) {
  const rows = await t.ctx.db.select().from(users).where(eq(users.email, email));
  const accounts = await t.ctx.db
    .select()
    .from(userAccounts)
    .where(
      inArray(
        userAccounts.userId,
        rows.map((row) => row.id),
      ),
    );
  const total = await t.ctx.db.$count(users);
  return { rows, accounts, total };
}

describe('external issuer: an e-mail already known under another sub', () => {
  it('answers 409 EmailBelongsToAnotherIdentity on every call when the token says the e-mail is unverified, and changes nothing', async () => {
    const { user } = await migratedUser();
    const before = await snapshot(user.email);
    // Keycloak sends the address as the user typed it: the match ignores case.
    const token = await keycloakToken({
      sub: `kc-${unique()}`,
      email: user.email.toLowerCase(),
      emailVerified: false,
    });
    const headers = { authorization: `Bearer ${token}` };
    const calls = [
      { method: 'POST' as const, url: '/api/user/ensure-created' },
      { method: 'GET' as const, url: '/api/user-accounts' },
      { method: 'GET' as const, url: '/api/user/email-verification' },
      { method: 'GET' as const, url: '/api/invitations/pending' },
      // The hub creates users on first sight too.
      { method: 'POST' as const, url: '/signalr/negotiate' },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(409);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const problem = response.json();
      expect(problem.code).toBe('EmailBelongsToAnotherIdentity');
      expect(problem.detail).toMatch(/verif/i);
      expect(problem.detail).toMatch(/operator/i);
    }
    expect(await snapshot(user.email)).toEqual(before);
  });

  it('links the existing user to the new sub when the token says the e-mail is verified, keeping its accounts', async () => {
    const { user, account, subscription } = await migratedUser();
    const sub = `kc-${unique()}`;
    const token = await keycloakToken({ sub, email: user.email.toLowerCase(), emailVerified: true });
    const headers = { authorization: `Bearer ${token}` };

    const ensured = await t.app.inject({ method: 'POST', url: '/api/user/ensure-created', headers });
    expect(ensured.statusCode).toBe(200);
    expect(ensured.json()).toEqual({ isSingleSignOn: true });

    const [linked] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(linked).toMatchObject({
      id: user.id,
      subject: sub,
      identityProvider: issuer,
      emailVerified: true,
    });
    expect(await t.ctx.db.$count(users, eq(users.subject, user.subject))).toBe(0);

    const listed = await t.app.inject({ url: '/api/user-accounts', headers });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as Array<{ id: number }>).map((item) => item.id)).toEqual([account.id]);

    const current = await t.app.inject({
      url: '/api/user-accounts/current',
      headers: { ...headers, 'x-subscription-key': subscription.key },
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      id: account.id,
      roles: ['Owner'],
      userEmailAddress: user.email.toLowerCase(),
    });
  });

  it('links once when the first calls come at the same time (run with DATABASE_URL for PostgreSQL)', async () => {
    const { user, account } = await migratedUser();
    const sub = `kc-${unique()}`;
    const token = await keycloakToken({ sub, email: user.email, emailVerified: true });
    const headers = { authorization: `Bearer ${token}` };
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? t.app.inject({ method: 'POST', url: '/api/user/ensure-created', headers })
          : t.app.inject({ url: '/api/user-accounts', headers }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await t.ctx.db.select().from(users).where(eq(users.subject, sub));
    expect(rows.map((row) => row.id)).toEqual([user.id]);
    expect(responses[1]!.json().map((item: { id: number }) => item.id)).toEqual([account.id]);
  });

  it('links without a deadlock when many first calls meet: 100 rounds of 8 at once (PostgreSQL in CI)', async () => {
    // On PostgreSQL an insert that waits on a link's new subject while the link waits on the
    // insert's e-mail entry deadlocked now and then (40P01, a 500 in CI).
    const failures: string[] = [];
    for (let round = 0; round < 100; round++) {
      const { user } = await migratedUser();
      const claims = {
        sub: `kc-${unique()}`,
        email: user.email,
        email_verified: true,
        given_name: 'Erika',
        family_name: 'Mustermann',
      } as TokenClaims;
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () => ensureUser(t.ctx.db, claims, issuer)),
      );
      for (const result of results) {
        if (result.status === 'rejected') failures.push(String((result.reason as Error).message));
        else if (result.value.id !== user.id) failures.push(`round ${round}: another row ${result.value.id}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a first-time user of the external issuer is created as usual', async () => {
    const email = `fresh-${unique()}@example.test`;
    const token = await keycloakToken({ sub: `kc-${unique()}`, email, emailVerified: false });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/ensure-created',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ identityProvider: issuer, emailVerified: false });
  });
});

describe('external issuer: Keycloak token types', () => {
  it('accepts an access token (typ "Bearer", azp planner_dash) and refuses an ID token (typ "ID") with 401', async () => {
    const email = `types-${unique()}@example.test`;
    const sub = `kc-${unique()}`;
    const access = await keycloakToken({ sub, email, emailVerified: true });
    const ok = await t.app.inject({
      url: '/api/user-accounts',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(ok.statusCode).toBe(200);

    const idToken = await keycloakToken({ sub, email, emailVerified: true, typ: 'ID' });
    const refused = await t.app.inject({
      url: '/api/user-accounts',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toContain('application/problem+json');
  });
});
