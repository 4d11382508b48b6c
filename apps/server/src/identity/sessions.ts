import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import { identityModels } from '../db/schema/index.js';
import { DEVICE_KEY, type DeviceInfo } from './adapter.js';

/** One signed-in browser of an account, as the device-activity page lists it. */
export type ActiveSession = {
  id: string;
  uid: string;
  signedInAt?: Date;
  lastSeenAt?: Date;
  expiresAt?: Date;
  device: DeviceInfo;
};

type SessionPayload = {
  uid?: string;
  accountId?: string;
  loginTs?: number;
  authorizations?: Record<string, { grantId?: string; sid?: string }>;
  [DEVICE_KEY]?: DeviceInfo;
};

const sessionsOf = (accountId: string) =>
  and(
    eq(identityModels.model, 'Session'),
    sql`${identityModels.payload} ->> 'accountId' = ${accountId}`,
    sql`(${identityModels.expiresAt} is null or ${identityModels.expiresAt} > now())`,
  );

const fromEpoch = (seconds: number | undefined) => (seconds ? new Date(seconds * 1000) : undefined);

export async function listActiveSessions(db: Database, accountId: string): Promise<ActiveSession[]> {
  const rows = await db.select().from(identityModels).where(sessionsOf(accountId));
  return rows
    .map((row) => {
      const payload = row.payload as SessionPayload;
      const device = payload[DEVICE_KEY] ?? {};
      return {
        id: row.id,
        uid: payload.uid ?? '',
        signedInAt: fromEpoch(payload.loginTs),
        lastSeenAt: fromEpoch(device.lastSeenAt),
        expiresAt: row.expiresAt ?? undefined,
        device,
      };
    })
    .sort((a, b) => (b.lastSeenAt?.getTime() ?? 0) - (a.lastSeenAt?.getTime() ?? 0));
}

/**
 * Ends the account's sessions except the one with `keepSessionId`, and revokes the grants
 * they hold, so their refresh tokens stop working too (Keycloak's "sign out" of a device).
 * Answers the `sid`s the ended sessions' tokens carry (one per client, and the session's uid),
 * so that the caller can end those access tokens too (auth/ended-sessions.ts).
 */
export async function endSessions(
  db: Database,
  accountId: string,
  options: { keepSessionId?: string; onlyUid?: string },
): Promise<{ count: number; sids: string[] }> {
  return db.transaction(async (tx) => {
    const conditions = [sessionsOf(accountId)];
    if (options.keepSessionId) conditions.push(ne(identityModels.id, options.keepSessionId));
    if (options.onlyUid) conditions.push(eq(identityModels.uid, options.onlyUid));
    const ended = await tx
      .delete(identityModels)
      .where(and(...conditions))
      .returning({ payload: identityModels.payload });
    const grantIds = ended.flatMap((row) =>
      Object.values((row.payload as SessionPayload).authorizations ?? {}).flatMap((a) =>
        a.grantId ? [a.grantId] : [],
      ),
    );
    if (grantIds.length > 0) {
      await tx
        .delete(identityModels)
        .where(
          or(
            inArray(identityModels.grantId, grantIds),
            and(eq(identityModels.model, 'Grant'), inArray(identityModels.id, grantIds)),
          ),
        );
    }
    const sids = ended.flatMap((row) => {
      const payload = row.payload as SessionPayload;
      const clientSids = Object.values(payload.authorizations ?? {}).map((a) => a.sid ?? '');
      return [...clientSids, payload.uid ?? ''].filter(Boolean);
    });
    return { count: ended.length, sids };
  });
}
