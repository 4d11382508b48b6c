import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/connection.js';
import { appSettings } from '../../db/schema/index.js';

/**
 * Maintenance mode lives in `app_settings` (key `maintenance`) so that every process sees
 * what the admin CLI switched, within the cache time below; `MAINTENANCE=true` in the
 * configuration switches one deployment on regardless. A window without `startsAt`
 * starts at once; without `endsAt` it lasts until switched off.
 */
export type MaintenanceWindow = {
  enabled: boolean;
  startsAt: string | null;
  endsAt: string | null;
};

export const MAINTENANCE_KEY = 'maintenance';
/** How stale another process's switch may be seen. */
export const MAINTENANCE_CACHE_MS = 2_000;

const OFF: MaintenanceWindow = { enabled: false, startsAt: null, endsAt: null };

export function isInWindow(window: MaintenanceWindow, now = new Date()): boolean {
  if (!window.enabled) return false;
  if (window.startsAt && now.getTime() < Date.parse(window.startsAt)) return false;
  if (window.endsAt && now.getTime() >= Date.parse(window.endsAt)) return false;
  return true;
}

function parseWindow(value: unknown): MaintenanceWindow {
  if (typeof value !== 'object' || value === null) return OFF;
  const { enabled, startsAt, endsAt } = value as Record<string, unknown>;
  const date = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : null);
  return { enabled: enabled === true, startsAt: date(startsAt), endsAt: date(endsAt) };
}

export async function readMaintenance(db: Queryable): Promise<MaintenanceWindow> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MAINTENANCE_KEY));
  return row ? parseWindow(row.value) : OFF;
}

/** Used by the admin CLI (and tests); this process sees it at once, others within 2 s. */
export async function writeMaintenance(db: Queryable, window: MaintenanceWindow): Promise<MaintenanceWindow> {
  const value = {
    enabled: window.enabled,
    startsAt: window.startsAt ? new Date(window.startsAt).toISOString() : null,
    endsAt: window.endsAt ? new Date(window.endsAt).toISOString() : null,
  };
  await db
    .insert(appSettings)
    .values({ key: MAINTENANCE_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
  cache.delete(db);
  return value;
}

export function configuredMaintenance(config: Config): MaintenanceWindow {
  return {
    enabled: config.MAINTENANCE,
    startsAt: config.MAINTENANCE_STARTS_AT ?? null,
    endsAt: config.MAINTENANCE_ENDS_AT ?? null,
  };
}

const cache = new WeakMap<object, { until: number; pending: Promise<MaintenanceWindow> }>();

function cachedMaintenance(db: Queryable): Promise<MaintenanceWindow> {
  const now = Date.now();
  const hit = cache.get(db);
  if (hit && hit.until > now) return hit.pending;
  const pending = readMaintenance(db).catch(() => {
    // An unreadable setting must not take the API down with it.
    cache.delete(db);
    return OFF;
  });
  cache.set(db, { until: now + MAINTENANCE_CACHE_MS, pending });
  return pending;
}

/** The window in force now, from configuration or the database, or undefined. */
export async function activeMaintenance(
  config: Config,
  db: Queryable,
  now = new Date(),
): Promise<MaintenanceWindow | undefined> {
  const configured = configuredMaintenance(config);
  if (isInWindow(configured, now)) return configured;
  const stored = await cachedMaintenance(db);
  return isInWindow(stored, now) ? stored : undefined;
}
