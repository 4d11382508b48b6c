import { and, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { identityModels } from '../db/schema/index.js';
import { REVOKE_TOKENS, type RevokeTokensArgs } from '../hub/revocation.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './provider.js';
import { recordRevocation } from './token-revocation.js';

type SessionPayload = {
  uid?: string;
  authorizations?: Record<string, { grantId?: string; sid?: string }>;
};

/** Provider models that give access without the password: all die with it (and interactions, below). */
const ACCESS_MODELS = ['Grant', 'RefreshToken', 'AuthorizationCode', 'AccessToken', 'DeviceCode'];

const ofAccount = (accountId: string) => sql`${identityModels.payload} ->> 'accountId' = ${accountId}`;

/** The session ids a token of these sessions may carry as `sid`: its uid, or a per-client sid. */
function sessionIds(payload: SessionPayload): string[] {
  const perClient = Object.values(payload.authorizations ?? {}).flatMap((a) => (a.sid ? [a.sid] : []));
  return [...(payload.uid ? [payload.uid] : []), ...perClient];
}

const grantIdsOf = (payload: SessionPayload) =>
  Object.values(payload.authorizations ?? {}).flatMap((a) => (a.grantId ? [a.grantId] : []));

/**
 * After a password reset (everything) or change (all but the session that made it): the
 * account's provider sessions, grants, codes and refresh tokens are destroyed, access tokens
 * issued before now are refused by `ctx.verifyToken` (token-revocation.ts), and the hub
 * closes the connections that use them on every process. Answers the number of sessions ended.
 */
export async function signOutEverywhere(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  accountId: string,
  options: { keepSessionId?: string } = {},
): Promise<number> {
  const { keepSessionId } = options;
  const revocation = await ctx.db.transaction(async (tx) => {
    const sessions = and(eq(identityModels.model, 'Session'), ofAccount(accountId));
    const [kept] = keepSessionId
      ? await tx
          .select({ payload: identityModels.payload })
          .from(identityModels)
          .where(and(sessions, eq(identityModels.id, keepSessionId)))
      : [];
    const keptPayload = kept?.payload as SessionPayload | undefined;
    const keptGrants = keptPayload ? grantIdsOf(keptPayload) : [];
    const removed = await tx
      .delete(identityModels)
      .where(keepSessionId ? and(sessions, ne(identityModels.id, keepSessionId)) : sessions)
      .returning({ payload: identityModels.payload });
    const access = and(inArray(identityModels.model, ACCESS_MODELS), ofAccount(accountId));
    await tx
      .delete(identityModels)
      .where(
        keptGrants.length > 0
          ? and(
              access,
              or(sql`${identityModels.grantId} is null`, notInArray(identityModels.grantId, keptGrants)),
              or(ne(identityModels.model, 'Grant'), notInArray(identityModels.id, keptGrants)),
            )
          : access,
      );
    // A sign-in already accepted but not yet resumed (or one on an ended session) would
    // otherwise still turn into a session after the reset.
    const keptUid = keptPayload?.uid ?? '';
    await tx
      .delete(identityModels)
      .where(
        and(
          eq(identityModels.model, 'Interaction'),
          or(
            sql`${identityModels.payload} -> 'result' -> 'login' ->> 'accountId' = ${accountId}`,
            sql`${identityModels.payload} -> 'session' ->> 'accountId' = ${accountId} and coalesce(${identityModels.payload} -> 'session' ->> 'uid', '') <> ${keptUid}`,
          ),
        ),
      );
    // In the same transaction: no moment where the sessions are gone but their tokens work.
    const sids = removed.flatMap((row) => sessionIds(row.payload as SessionPayload));
    const keepSids = keptPayload ? sessionIds(keptPayload) : [];
    const record = await recordRevocation(tx, accountId, { sids, keepSids }, ACCESS_TOKEN_TTL_SECONDS + 60);
    return { record, ended: removed.length };
  });
  const args: RevokeTokensArgs = { subject: accountId, revocation: revocation.record };
  ctx.bus.publish({ name: REVOKE_TOKENS, groups: [], args: [args] });
  return revocation.ended;
}
