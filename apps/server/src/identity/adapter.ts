import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/connection.js';
import { identityModels } from '../db/schema/index.js';

/** What the device-activity page shows about the browser behind a session. */
export type DeviceInfo = { userAgent?: string; ip?: string; lastSeenAt?: number };

/**
 * The request that is being served by the provider, so that a Session saved during it
 * records which browser it belongs to (oidc-provider's Session model has no such field).
 */
export const currentDevice = new AsyncLocalStorage<DeviceInfo>();

/** Key under which the adapter keeps device info beside the provider's own payload. */
export const DEVICE_KEY = '_device';

const notExpired = or(isNull(identityModels.expiresAt), gt(identityModels.expiresAt, sql`now()`));

function toPayload(row: { payload: Record<string, unknown>; consumedAt: Date | null }): AdapterPayload {
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

/**
 * oidc-provider storage in `identity_models`: sessions, interactions, grants, codes and
 * refresh tokens survive a restart and are shared by every server process.
 */
export function databaseAdapter(db: Database): new (model: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const device = this.model === 'Session' ? currentDevice.getStore() : undefined;
      const stored: Record<string, unknown> = device
        ? { ...payload, [DEVICE_KEY]: { ...device, lastSeenAt: Math.floor(Date.now() / 1000) } }
        : { ...payload };
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const columns = {
        payload: stored,
        grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
        userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expiresAt,
      };
      await db
        .insert(identityModels)
        .values({ model: this.model, id, ...columns })
        .onConflictDoUpdate({
          target: [identityModels.model, identityModels.id],
          set: {
            ...columns,
            // A save outside a provider request (account pages) keeps the known device.
            payload: device
              ? stored
              : sql`${JSON.stringify(stored)}::jsonb || jsonb_strip_nulls(jsonb_build_object(${DEVICE_KEY}::text, ${identityModels.payload} -> ${DEVICE_KEY}::text))`,
          },
        });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(identityModels)
        .where(and(eq(identityModels.model, this.model), eq(identityModels.id, id), notExpired));
      return row ? toPayload(row) : undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(identityModels)
        .where(and(eq(identityModels.model, this.model), eq(identityModels.uid, uid), notExpired));
      return row ? toPayload(row) : undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(identityModels)
        .where(and(eq(identityModels.model, this.model), eq(identityModels.userCode, userCode), notExpired));
      return row ? toPayload(row) : undefined;
    }

    async consume(id: string): Promise<void> {
      await db
        .update(identityModels)
        .set({ consumedAt: new Date() })
        .where(and(eq(identityModels.model, this.model), eq(identityModels.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(identityModels)
        .where(and(eq(identityModels.model, this.model), eq(identityModels.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .delete(identityModels)
        .where(and(eq(identityModels.model, this.model), eq(identityModels.grantId, grantId)));
    }
  };
}

/** Expired rows are never read again; this keeps the table small. */
export async function deleteExpiredModels(db: Database): Promise<void> {
  await db.delete(identityModels).where(lt(identityModels.expiresAt, sql`now()`));
}
