import type { AppContext } from '../app-context.js';
import { loadConfig } from '../config.js';
import { openContext } from '../context.js';
import { seedReferenceData } from '../seed/reference.js';

/** What a command runs with: the same database the server uses (DATABASE_URL or DATA_DIR). */
export type AdminContext = Pick<AppContext, 'db' | 'config'>;

export type RunWithContext = <T>(command: (ctx: AdminContext) => Promise<T>) => Promise<T>;

/**
 * Opens the server's database (migrated, reference data seeded), runs the command, closes.
 * With the embedded database (PGlite in DATA_DIR) stop the server first: one process at a
 * time may open it.
 */
export const runWithContext: RunWithContext = async (command) => {
  const ctx = await openContext(loadConfig());
  try {
    await seedReferenceData(ctx.db);
    return await command(ctx);
  } finally {
    await ctx.database.close();
  }
};
