import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/connection.js';
import { identityModels } from '../db/schema/index.js';
import { groups } from '../events/bus.js';
import { unauthorized } from '../http/problem.js';
import type { TokenVerifier } from './verify-token.js';

/**
 * Sessions ended by a logout (issue 9: "logout ends the hub connection's right to receive").
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

export async function isSessionEnded(db: Queryable, sid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: identityModels.id })
    .from(identityModels)
    .where(
      and(
        eq(identityModels.model, MODEL),
        eq(identityModels.id, sid),
        sql`${identityModels.expiresAt} > now()`,
      ),
    );
  return row !== undefined;
}

/**
 * The one verification of API and hub tokens, plus: the token's session has not been
 * logged out. Tokens without `sid` (service tokens of an external issuer) pass as before.
 */
export function refuseEndedSessions(verify: TokenVerifier, db: Queryable): TokenVerifier {
  return async (token) => {
    const claims = await verify(token);
    if (typeof claims.sid === 'string' && (await isSessionEnded(db, claims.sid)))
      throw unauthorized('The session of this access token has ended.');
    return claims;
  };
}
