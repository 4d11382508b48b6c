import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../app.js';
import type { AppContext } from '../app-context.js';
import { type Config, loadConfig } from '../config.js';
import { createContext } from '../context.js';
import type { RoleValue } from '../db/schema/index.js';
import { projectAccess, userAccounts, users } from '../db/schema/index.js';
import { createSubscription, type NewSubscription } from '../modules/subscriptions/create-subscription.js';
import type { UserRow } from '../modules/users/service.js';
import { serverMounts } from '../mounts.js';
import { contractCheck } from './contract-check.js';
import { openTestDatabase } from './database.js';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * The real app on a fresh real database (PGlite copy, or PostgreSQL when DATABASE_URL is
 * set), with factories that create rows and tokens the way production does.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { checkRequests?: boolean } = {},
) {
  const database = await openTestDatabase();
  const config: Config = loadConfig({
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: 'silent',
    // Tests send mail with `drainMail()`, never by waiting for the poll.
    MAIL_POLL_INTERVAL_MS: '3600000',
    ...env,
  });
  const ctx: AppContext = await createContext(config, database.handle);
  const contract = contractCheck({ checkRequests: options.checkRequests ?? true });
  const app: FastifyInstance = await buildApp(ctx, {
    mounts: [contract.mount, ...serverMounts(ctx)],
    logger: false,
  });
  await app.ready();

  async function tokenFor(
    user: Pick<UserRow, 'subject' | 'email' | 'firstName' | 'lastName'>,
    overrides: {
      issuer?: string;
      azp?: string;
      expiresIn?: string | number;
      key?: CryptoKey | Uint8Array;
      /** The provider session, as the embedded provider's tokens name it. */
      sid?: string;
    } = {},
  ): Promise<string> {
    const jwk = ctx.signingKeys![0]!;
    const key = overrides.key ?? (await importJWK(jwk, 'RS256'));
    return new SignJWT({
      email: user.email,
      email_verified: true,
      given_name: user.firstName,
      family_name: user.lastName,
      preferred_username: user.email,
      azp: overrides.azp ?? 'planner_dash',
      typ: 'Bearer',
      ...(overrides.sid ? { sid: overrides.sid } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setSubject(user.subject)
      .setIssuer(overrides.issuer ?? config.issuer)
      .setAudience('account')
      .setIssuedAt()
      .setExpirationTime(overrides.expiresIn ?? '1h')
      .sign(key);
  }

  async function buildUser(input: Partial<{ email: string; firstName: string; lastName: string }> = {}) {
    const id = unique();
    const [user] = await ctx.db
      .insert(users)
      .values({
        subject: `test-${id}`,
        email: input.email ?? `user-${id}@example.test`,
        firstName: input.firstName ?? 'Test',
        lastName: input.lastName ?? `User ${id}`,
        emailVerified: true,
        identityProvider: 'embedded',
      })
      .returning();
    return user!;
  }

  async function buildSubscription(input: Partial<NewSubscription> = {}) {
    return createSubscription(ctx.db, {
      customerName: `Customer ${unique()}`,
      typeKey: 'energy-planner',
      ...input,
    });
  }

  /** A user with an account in the subscription, its token and the headers to call with. */
  async function buildMember(
    subscription: { id: number; key: string },
    roles: RoleValue[],
    options: { projectIds?: number[]; user?: UserRow } = {},
  ) {
    const user = options.user ?? (await buildUser());
    const [account] = await ctx.db
      .insert(userAccounts)
      .values({ userId: user.id, subscriptionId: subscription.id, roles })
      .returning();
    for (const projectId of options.projectIds ?? []) {
      await ctx.db.insert(projectAccess).values({ userAccountId: account!.id, projectId });
    }
    const token = await tokenFor(user);
    const headers = { authorization: `Bearer ${token}`, 'x-subscription-key': subscription.key };
    return { user, account: account!, token, headers };
  }

  return {
    app,
    ctx,
    config,
    databaseUrl: database.url,
    tokenFor,
    buildUser,
    buildSubscription,
    buildMember,
    /** Sends what the outbox holds (one attempt per due mail), after the pass in progress. */
    drainMail: async () => {
      await ctx.outbox.settled();
      return ctx.outbox.drain();
    },
    /** Answers of the documented API that the OpenAPI document does not describe (test/contract-check.ts). */
    contractViolations: contract.violations,
    /** Closes the app; fails when an answer of the documented API was not as the document says. */
    close: async () => {
      await app.close();
      await database.drop();
      if (contract.violations.length > 0) {
        throw new Error(`Answers the OpenAPI document does not describe:\n${contract.violations.join('\n')}`);
      }
    },
  };
}
