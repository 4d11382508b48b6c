import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/connection.js';
import { identityModels } from '../db/schema/index.js';

/**
 * "Tokens not valid before" per account (Keycloak's user `notBefore`): after a password reset
 * or change, access tokens issued before it stop working at the API and the hub although
 * they are JWTs that have not expired. One record per account in `identity_models`; it only
 * needs to live as long as the tokens it refuses, so it expires with them.
 */
export type TokenRevocation = {
  /** Epoch milliseconds: tokens issued earlier are refused... */
  notBefore: number;
  /** ...except those of this provider session (its `sid` values), the one that changed the password. */
  keepSids?: string[];
  /** Sessions ended at that moment: their tokens are refused even if issued in the same second. */
  sids: string[];
};

/** What of a token the check needs: `iat` (seconds) and `sid` (the provider session). */
export type RevocableToken = { sub?: string; iat?: number; sid?: unknown };

/** The record's `identity_models.model`, also read by the token check (auth/ended-sessions.ts). */
export const TOKENS_NOT_BEFORE_MODEL = 'TokensNotBefore';
/** At most this many ended sessions are remembered by id; `notBefore` covers the rest. */
const MAX_SIDS = 200;

/**
 * True when the token is refused by the record. Pure, so that the API's verification and
 * the hub's open connections decide alike.
 */
export function revokedBy(record: TokenRevocation | undefined, token: RevocableToken): boolean {
  if (!record) return false;
  const sid = typeof token.sid === 'string' ? token.sid : undefined;
  if (sid && record.sids.includes(sid)) return true;
  if (sid && record.keepSids?.includes(sid)) return false;
  // `iat` has whole seconds. A token of the change's own second passes when it names a
  // session (one started after the change: ended ones are in `sids`), else it is refused.
  const issuedAt = typeof token.iat === 'number' ? token.iat : 0;
  const notBefore = Math.floor(record.notBefore / 1000);
  return sid === undefined ? issuedAt <= notBefore : issuedAt < notBefore;
}

export async function readRevocation(db: Queryable, accountId: string): Promise<TokenRevocation | undefined> {
  const [row] = await db
    .select({ payload: identityModels.payload })
    .from(identityModels)
    .where(
      and(
        eq(identityModels.model, TOKENS_NOT_BEFORE_MODEL),
        eq(identityModels.id, accountId),
        sql`${identityModels.expiresAt} > now()`,
      ),
    );
  return row?.payload as TokenRevocation | undefined;
}

/**
 * Records that the account's tokens issued until now are void (except `keepSids`'), for
 * `lifetimeSeconds` (the longest life of an access token, plus clock tolerance).
 */
export async function recordRevocation(
  db: Queryable,
  accountId: string,
  change: { sids: string[]; keepSids?: string[] },
  lifetimeSeconds: number,
): Promise<TokenRevocation> {
  const earlier = await readRevocation(db, accountId);
  const record: TokenRevocation = {
    notBefore: Date.now(),
    sids: [...new Set([...change.sids, ...(earlier?.sids ?? [])])].slice(0, MAX_SIDS),
    ...(change.keepSids?.length ? { keepSids: change.keepSids } : {}),
  };
  const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
  await db
    .insert(identityModels)
    .values({ model: TOKENS_NOT_BEFORE_MODEL, id: accountId, payload: record, expiresAt })
    .onConflictDoUpdate({
      target: [identityModels.model, identityModels.id],
      set: { payload: record, expiresAt, consumedAt: null },
    });
  return record;
}
