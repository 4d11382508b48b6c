import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, dumpPglite, openDatabase } from './connection.js';
import { pgliteVersion, writePgliteTemplate } from './pglite-template.js';

/** A new PGlite data directory starts from the build's migrated template. */
let dir: string;
let template: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vantage-template-'));
  const source = await openDatabase({ kind: 'pglite' });
  try {
    await source.migrate();
    await source.db.execute(sql`create table template_marker (id int)`);
    const archive = new Uint8Array(await (await dumpPglite(source, 'gzip')).arrayBuffer());
    template = writePgliteTemplate(archive, pgliteVersion(), join(dir, 'template.tar.gz'));
  } finally {
    await source.close();
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function hasMarker(handle: DatabaseHandle): Promise<boolean> {
  const result = await handle.db.execute(sql`select to_regclass('public.template_marker') as marker`);
  return (result.rows[0] as { marker: string | null }).marker !== null;
}

describe('PGlite template', () => {
  it('a new data directory is unpacked from the template, an existing one is opened as it is', async () => {
    const dataDir = join(dir, 'new');
    const first = await openDatabase({ kind: 'pglite', dataDir, template });
    try {
      expect(await hasMarker(first)).toBe(true);
      await first.migrate();
      await first.db.execute(sql`drop table template_marker`);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ kind: 'pglite', dataDir, template });
    try {
      expect(await hasMarker(again)).toBe(false);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('a template made by another PGlite version is not used (initdb instead)', async () => {
    const stale = join(dir, 'stale.tar.gz');
    writeFileSync(stale, readFileSync(template));
    writeFileSync(`${stale}.json`, JSON.stringify({ pglite: '0.0.1' }));
    const handle = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'stale-dir'), template: stale });
    try {
      expect(await hasMarker(handle)).toBe(false);
      await handle.migrate();
    } finally {
      await handle.close();
    }
  }, 120_000);
});
