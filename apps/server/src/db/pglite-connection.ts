import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import {
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  migrationsFolder,
  PGLITE_SHARED_BUFFERS,
} from './connection.js';
import { lockDataDir } from './data-dir-lock.js';
import { pgliteTemplate } from './pglite-template.js';
import * as schema from './schema/index.js';

/** The embedded PGlite (openDatabase loads this module only without DATABASE_URL). */
export async function openPglite(
  options: Extract<DatabaseOptions, { kind: 'pglite' }>,
): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One process per data directory: a second server or the admin CLI stops here (data-dir-lock.ts).
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let client: PGlite;
  try {
    // A new directory starts from the build's migrated template instead of initdb.
    const isNew = options.dataDir !== undefined && !existsSync(join(options.dataDir, 'PG_VERSION'));
    const loadDataDir = options.loadDataDir ?? (isNew ? pgliteTemplate(options.template) : undefined);
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    withStartupLock: (work) => work(),
  };
}
