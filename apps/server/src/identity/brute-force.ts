import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/connection.js';
import { identityModels } from '../db/schema/index.js';

/**
 * Brute-force detection modelled on Keycloak's (temporary lockout, growing wait, quick-login
 * check, permanent lockout off), with stricter defaults. Counted per e-mail address typed
 * (known or not, so that the answer tells nothing) and per client address, in
 * `identity_models` so that every process sees the same counts.
 */
export const BRUTE_FORCE = {
  /** Keycloak "Max login failures": locked after this many consecutive failures. */
  accountFailureFactor: 10,
  /** Per client address (many accounts from one place). */
  addressFailureFactor: 30,
  /** Keycloak "Wait increment": each further step of failures waits this much longer. */
  waitIncrementSeconds: 60,
  /** Keycloak "Max wait". */
  maxWaitSeconds: 15 * 60,
  /** Keycloak "Quick login check milliseconds": failures closer than this lock at once... */
  quickLoginCheckMs: 1000,
  /** ...for Keycloak's "Minimum quick login wait". */
  minimumQuickLoginWaitSeconds: 60,
  /** Keycloak "Failure reset time": failures older than this are forgotten. */
  failureResetSeconds: 12 * 60 * 60,
} as const;

const MODEL = 'LoginFailures';
const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

type Failures = { failures: number; last: number; previous?: number; lockedUntil?: number };

/** Seconds until the sign-in may be tried again for this address and client, or 0 (one query). */
export async function lockedForSeconds(
  db: Queryable,
  email: string,
  ip: string,
  now = Date.now(),
): Promise<number> {
  const rows = await db
    .select({ payload: identityModels.payload })
    .from(identityModels)
    .where(
      and(
        eq(identityModels.model, MODEL),
        inArray(identityModels.id, [accountKey(email), addressKey(ip)]),
        sql`${identityModels.expiresAt} > now()`,
      ),
    );
  return secondsUntil(Math.max(0, ...rows.map((row) => (row.payload as Failures).lockedUntil ?? 0)), now);
}

const secondsUntil = (until: number, now: number) => (until > now ? Math.ceil((until - now) / 1000) : 0);

function waitFor(failures: number, factor: number): number {
  if (failures < factor) return 0;
  const steps = Math.floor(failures / factor);
  return Math.min(BRUTE_FORCE.maxWaitSeconds, steps * BRUTE_FORCE.waitIncrementSeconds);
}

/**
 * Counts one failure atomically (concurrent failures all count) and sets the lock it earns.
 * Answers the key's lock (epoch ms, 0 for none), so that no second read is needed.
 */
async function countFailure(
  db: Queryable,
  id: string,
  factor: number,
  quickCheck: boolean,
  now: number,
): Promise<number> {
  const expiresAt = new Date(now + BRUTE_FORCE.failureResetSeconds * 1000);
  const [row] = await db
    .insert(identityModels)
    .values({ model: MODEL, id, payload: { failures: 1, last: now }, expiresAt })
    .onConflictDoUpdate({
      target: [identityModels.model, identityModels.id],
      set: {
        payload: sql`case when ${identityModels.expiresAt} > now()
          then ${identityModels.payload} || jsonb_build_object('failures', coalesce((${identityModels.payload} ->> 'failures')::int, 0) + 1, 'last', ${now}::bigint, 'previous', ${identityModels.payload} -> 'last')
          else jsonb_build_object('failures', 1, 'last', ${now}::bigint) end`,
        expiresAt,
      },
    })
    .returning({ payload: identityModels.payload });
  const state = row!.payload as Failures;
  let wait = waitFor(state.failures, factor);
  if (
    quickCheck &&
    state.previous !== undefined &&
    now - Number(state.previous) < BRUTE_FORCE.quickLoginCheckMs
  )
    wait = Math.max(wait, BRUTE_FORCE.minimumQuickLoginWaitSeconds);
  const earlier = Number(state.lockedUntil ?? 0);
  if (wait === 0) return earlier;
  const until = now + wait * 1000;
  await db
    .update(identityModels)
    .set({
      payload: sql`${identityModels.payload} || jsonb_build_object('lockedUntil', greatest(coalesce((${identityModels.payload} ->> 'lockedUntil')::bigint, 0), ${until}::bigint))`,
    })
    .where(and(eq(identityModels.model, MODEL), eq(identityModels.id, id)));
  return Math.max(earlier, until);
}

/** Counts a failed sign-in; answers the lockout it caused (seconds), or 0. */
export async function recordFailure(
  db: Queryable,
  email: string,
  ip: string,
  now = Date.now(),
): Promise<number> {
  const account = await countFailure(db, accountKey(email), BRUTE_FORCE.accountFailureFactor, true, now);
  const address = await countFailure(db, addressKey(ip), BRUTE_FORCE.addressFailureFactor, false, now);
  return secondsUntil(Math.max(account, address), now);
}

/** A successful sign-in forgets the account's failures (Keycloak does the same). */
export async function recordSuccess(db: Queryable, email: string): Promise<void> {
  await db
    .delete(identityModels)
    .where(and(eq(identityModels.model, MODEL), eq(identityModels.id, accountKey(email))));
}
