import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

describe('first start on the embedded database', { timeout: 120_000 }, () => {
  const userCount = async (started: StartedServices) =>
    ((await started.ctx.db.select({ value: count() }).from(users)) as [{ value: number }])[0].value;

  it('seeds, serves on the database opened again after the seed, and a later start finds the demo', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vantage-first-start-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      PUBLIC_URL: 'http://localhost:8080',
      LOG_LEVEL: 'silent',
    });
    const first = await startServices(config);
    expect(first.seeded).toBeDefined();
    expect(await userCount(first)).toBe(5);
    // The handle the seed wrote with is closed: its data-directory lock went with it, so
    // closing the one that serves releases the directory for the next start.
    await first.ctx.database.close();

    const later = await startServices(config);
    cleanups.push(() => later.ctx.database.close());
    expect(later.seeded).toBeUndefined();
    expect(await userCount(later)).toBe(5);
  });
});
