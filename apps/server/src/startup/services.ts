import type { AppContext } from '../app-context.js';
import type { Config } from '../config.js';
import { createContext, databaseOptionsFrom } from '../context.js';
import { type DatabaseHandle, openDatabase } from '../db/connection.js';
import { seedDemoIfEmpty } from '../seed/demo.js';
import { safeAddress, serviceFailure } from './errors.js';
import type { StartupClock } from './phases.js';

export type StartedServices = {
  ctx: AppContext;
  /** Demo sign-in lines to print, when this process seeded the demo data. */
  seeded: string[] | undefined;
};

/**
 * Opens the database, then migrates, creates the shared secrets and seeds the demo data
 * under the start-up lock (processes starting at once on an empty PostgreSQL
 * database take turns instead of racing). An unreachable database becomes a StartupError.
 */
export async function startServices(config: Config, clock?: StartupClock): Promise<StartedServices> {
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(databaseOptionsFrom(config));
    clock?.lap('database');
    const handle = database;
    const started = await handle.withStartupLock(async () => {
      await handle.migrate();
      clock?.lap('migrations');
      const ctx = await createContext(config, handle);
      clock?.lap('keys');
      const seeded = config.SEED_DEMO ? await seedDemoIfEmpty(ctx) : undefined;
      clock?.lap('demo data');
      return { ctx, seeded };
    });
    if (!started.seeded || handle.kind !== 'pglite') return started;
    // The embedded database's WebAssembly memory grew while the template was restored and the
    // demo data written, and a WebAssembly memory never shrinks: closed and opened again, the
    // server idles on what serving needs (docs/performance.md, "Start and memory").
    database = undefined;
    await handle.close();
    database = await openDatabase(databaseOptionsFrom(config));
    clock?.lap('database reopened');
    return { ctx: await createContext(config, database), seeded: started.seeded };
  } catch (error) {
    await database?.close().catch(() => {});
    const failure = config.DATABASE_URL
      ? serviceFailure('DATABASE_URL', safeAddress(config.DATABASE_URL, 5432), error)
      : undefined;
    throw failure ?? error;
  }
}
