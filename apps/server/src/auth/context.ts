import { CONFLICT_MESSAGES, HEADERS, type Role } from '@vantage/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { preparedStatement } from '../db/prepared.js';
import { subscriptions, userAccounts } from '../db/schema/index.js';
import { ApiError, badRequest, forbidden, unauthorized } from '../http/problem.js';
import { ensureUser, findUserBySubject, syncEmailVerified, type UserRow } from '../modules/users/service.js';
import { bearerToken, type TokenClaims } from './verify-token.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type UserAccountRow = typeof userAccounts.$inferSelect;

/** The caller in the selected subscription: roles count only here (spec section 6). */
export type AccountContext = {
  claims: TokenClaims;
  user: UserRow;
  account: UserAccountRow;
  subscription: SubscriptionRow;
  roles: Role[];
  isExpired: boolean;
};

const claimsCache = new WeakMap<FastifyRequest, Promise<TokenClaims>>();

/** The verified token of the request, or 401. */
export function requireClaims(request: FastifyRequest): Promise<TokenClaims> {
  let pending = claimsCache.get(request);
  if (!pending) {
    const token = bearerToken(request.headers.authorization);
    pending = token ? request.server.ctx.verifyToken(token) : Promise.reject(unauthorized());
    claimsCache.set(request, pending);
  }
  return pending;
}

export function identityProviderOf(request: FastifyRequest): string {
  const { config } = request.server.ctx;
  return config.embeddedIdentity ? 'embedded' : config.issuer;
}

/** The calling user; created from the claims if this is the first call it makes. */
export async function requireUser(request: FastifyRequest): Promise<{ claims: TokenClaims; user: UserRow }> {
  const claims = await requireClaims(request);
  const { db } = request.server.ctx;
  const provider = identityProviderOf(request);
  const known = await findUserBySubject(db, claims.sub);
  const user = known
    ? await syncEmailVerified(db, known, claims, provider)
    : await ensureUser(db, claims, provider);
  return { claims, user };
}

export const emailNotVerified = () =>
  new ApiError(403, 'Forbidden', CONFLICT_MESSAGES.EmailNotVerified, 'EmailNotVerified');

/**
 * The calling user, who must have a verified e-mail address: accepting invitations and
 * transfers, being matched by e-mail and starting a trial (403 EmailNotVerified otherwise).
 */
export async function requireVerifiedUser(
  request: FastifyRequest,
): Promise<{ claims: TokenClaims; user: UserRow }> {
  const caller = await requireUser(request);
  if (!caller.user.emailVerified) throw emailNotVerified();
  return caller;
}

export function subscriptionKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADERS.subscriptionKey];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function isExpired(subscription: SubscriptionRow, now = new Date()): boolean {
  return subscription.expiresAt !== null && subscription.expiresAt.getTime() <= now.getTime();
}

const accountInSubscription = preparedStatement('auth_account_in_subscription', (db, name) =>
  db
    .select({ account: userAccounts, subscription: subscriptions })
    .from(userAccounts)
    .innerJoin(subscriptions, eq(subscriptions.id, userAccounts.subscriptionId))
    .where(
      and(eq(userAccounts.userId, sql.placeholder('userId')), eq(subscriptions.key, sql.placeholder('key'))),
    )
    .prepare(name),
);

/**
 * The caller's account in the subscription named by X-Subscription-Key. A key the caller
 * has no account in answers 403: the header names a subscription, not a resource.
 */
export async function requireAccount(request: FastifyRequest): Promise<AccountContext> {
  const { claims, user } = await requireUser(request);
  const key = subscriptionKeyOf(request);
  if (!key) throw badRequest(`The ${HEADERS.subscriptionKey} header is required.`);
  const [row] = await accountInSubscription(request.server.ctx.db).execute({ userId: user.id, key });
  if (!row) throw forbidden('You are not a member of the selected subscription.');
  return {
    claims,
    user,
    account: row.account,
    subscription: row.subscription,
    roles: row.account.roles,
    isExpired: isExpired(row.subscription),
  };
}

export function hasAnyRole(context: Pick<AccountContext, 'roles'>, ...roles: Role[]): boolean {
  return context.roles.some((role) => roles.includes(role));
}

export { unauthorized };
