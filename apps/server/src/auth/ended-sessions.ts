import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/connection.js';
import { preparedStatement } from '../db/prepared.js';
import { identityModels } from '../db/schema/index.js';
import { groups } from '../events/bus.js';
import { revokedBy, TOKENS_NOT_BEFORE_MODEL, type TokenRevocation } from '../identity/token-revocation.js';
import type { TokenClaims } from './verify-token.js';

/**
 * Sessions ended by a logout ("logout ends the hub connection's right to receive").
 * An access token names its sign-in session in `sid`; after the session's logout its tokens
 * must stop working at once, not when they expire. The ended `sid`s are kept in
 * `identity_models` (every process sees them) for as long as any token of them can live,
 * and the hub closes the session's open connections on every process (`SessionEnded`
 * through the backplane, hub.ts).
 */
const MODEL = 'EndedSession';

export async function recordEndedSessions(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  sessionIds: string[],
  tokenLifetimeSeconds: number,
): Promise<void> {
  const sids = [...new Set(sessionIds.filter(Boolean))];
  if (sids.length === 0) return;
  // A few seconds beyond the lifetime: the verifier tolerates that much clock skew.
  const expiresAt = new Date(Date.now() + (tokenLifetimeSeconds + 60) * 1000);
  await ctx.db
    .insert(identityModels)
    .values(sids.map((id) => ({ model: MODEL, id, payload: {}, expiresAt })))
    .onConflictDoNothing();
  for (const sid of sids) ctx.bus.publish({ name: 'SessionEnded', groups: [groups.session(sid)], args: [] });
}

/**
 * The records that can refuse a valid token, read in one statement: the account's
 * not-before record (a password reset or change, identity/token-revocation.ts) and its
 * session's end (a logout, above).
 */
const tokenRecords = preparedStatement('auth_token_records', (db, name) =>
  db
    .select({ model: identityModels.model, payload: identityModels.payload })
    .from(identityModels)
    .where(
      and(
        or(
          and(
            eq(identityModels.model, TOKENS_NOT_BEFORE_MODEL),
            eq(identityModels.id, sql.placeholder('subject')),
          ),
          and(eq(identityModels.model, MODEL), eq(identityModels.id, sql.placeholder('sid'))),
        ),
        sql`${identityModels.expiresAt} > now()`,
      ),
    )
    .prepare(name),
);

/**
 * Why a token that passed the signature checks is refused anyway, or undefined: revoked by
 * a password reset or change, or its session (`sid`) was logged out. Tokens without `sid`
 * (service tokens of an external issuer) are only checked against the not-before record.
 */
export function tokenRefusal(db: Queryable) {
  return async (claims: TokenClaims): Promise<string | undefined> => {
    const sid = typeof claims.sid === 'string' ? claims.sid : '';
    const rows = await tokenRecords(db).execute({ subject: claims.sub, sid });
    const revocation = rows.find((row) => row.model === TOKENS_NOT_BEFORE_MODEL)?.payload as
      | TokenRevocation
      | undefined;
    if (revokedBy(revocation, claims)) return 'The access token has been revoked: please sign in again.';
    if (sid && rows.some((row) => row.model === MODEL)) return 'The session of this access token has ended.';
    return undefined;
  };
}
