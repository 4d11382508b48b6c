import type { IncomingHttpHeaders } from 'node:http';
import type { AppContext } from '../app-context.js';
import { bearerToken, type TokenClaims } from '../auth/verify-token.js';
import { unauthorized } from '../http/problem.js';
import { ensureUser, findUserBySubject, type UserRow } from '../modules/users/service.js';

/**
 * The same bearer tokens as the API: from the Authorization header (Node client, and
 * negotiate from browsers) or the `access_token` query parameter (browser WebSockets,
 * which cannot set headers). Throws the API's 401 when missing, invalid or expired.
 */
export async function authenticateHubRequest(
  ctx: AppContext,
  headers: IncomingHttpHeaders,
  query: URLSearchParams,
): Promise<TokenClaims> {
  const token = bearerToken(headers.authorization) ?? query.get('access_token') ?? undefined;
  if (!token) throw unauthorized();
  return ctx.verifyToken(token);
}

/** The user behind the claims, created on first sight as the API does. */
export async function hubUser(ctx: AppContext, claims: TokenClaims): Promise<UserRow> {
  const provider = ctx.config.embeddedIdentity ? 'embedded' : ctx.config.issuer;
  return (await findUserBySubject(ctx.db, claims.sub)) ?? (await ensureUser(ctx.db, claims, provider));
}

export const tokenExpiry = (claims: TokenClaims): number | undefined =>
  typeof claims.exp === 'number' ? claims.exp * 1000 : undefined;
