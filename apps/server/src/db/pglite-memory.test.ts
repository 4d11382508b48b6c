import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, PGLITE_SHARED_BUFFERS } from './connection.js';

async function sharedBuffers(handle: DatabaseHandle): Promise<string> {
  const result = await handle.db.execute(sql`show shared_buffers`);
  return (result.rows[0] as { shared_buffers: string }).shared_buffers;
}

/** The embedded database's buffer pool is small, in memory and on a data directory. */
describe('embedded database memory', () => {
  it('runs with a 16 MB buffer pool instead of PostgreSQL’s 128 MB', async () => {
    expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
    const inMemory = await openDatabase({ kind: 'pglite' });
    try {
      expect(await sharedBuffers(inMemory)).toBe('16MB');
    } finally {
      await inMemory.close();
    }
    const dir = mkdtempSync(join(tmpdir(), 'vantage-buffers-'));
    try {
      const onDisk = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data') });
      try {
        expect(await sharedBuffers(onDisk)).toBe('16MB');
      } finally {
        await onDisk.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
