import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { users } from '../db/schema/index.js';
import { scratchPostgres } from '../test/scratch-postgres.js';
import { type StartedServices, startServices } from './services.js';

/**
 * Two processes starting at once on an empty PostgreSQL database both come up.
 * Before the advisory lock one of them failed on the migrations or the demo seed.
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('start-up on an empty PostgreSQL database', { timeout: 120_000 }, () => {
  it('two processes starting at once both migrate and seed without a race; the demo is seeded once', async () => {
    const database = await scratchPostgres();
    cleanups.push(database.drop);
    const config = loadConfig({
      DATABASE_URL: database.url,
      SEED_DEMO: 'true',
      PUBLIC_URL: 'http://localhost:8080',
      LOG_LEVEL: 'silent',
    });
    const results = await Promise.allSettled([startServices(config), startServices(config)]);
    for (const result of results) {
      if (result.status === 'fulfilled') cleanups.push(() => result.value.ctx.database.close());
    }
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const started = results.map((result) => (result as PromiseFulfilledResult<StartedServices>).value);
    // Exactly one of them found the database empty and seeded it.
    expect(started.filter((s) => s.seeded !== undefined)).toHaveLength(1);
    const [{ value }] = (await started[0]!.ctx.db.select({ value: count() }).from(users)) as [
      { value: number },
    ];
    expect(value).toBe(5);
  });
});
