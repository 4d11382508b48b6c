import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import { appSettings } from '../db/schema/index.js';

const COOKIE_KEYS_SETTING = 'identity.cookieKeys';

/**
 * Keys that sign the provider's cookies (and our CSRF tokens). Kept in `app_settings`,
 * so a restart or another process accepts the cookies already handed out.
 */
export async function loadOrCreateCookieKeys(db: Database): Promise<string[]> {
  await db
    .insert(appSettings)
    .values({ key: COOKIE_KEYS_SETTING, value: [randomBytes(32).toString('base64url')] })
    .onConflictDoNothing();
  // Another process may have stored its keys first: use what is stored.
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, COOKIE_KEYS_SETTING));
  return row!.value as string[];
}
