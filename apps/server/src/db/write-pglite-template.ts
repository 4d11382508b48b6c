/**
 * Build step (apps/server `npm run build`): a migrated, empty PGlite database as a gzipped
 * archive beside the compiled server (pglite-template.ts says why). Run after tsc.
 */
import { dumpPglite, openDatabase } from './connection.js';
import { pgliteVersion, writePgliteTemplate } from './pglite-template.js';

const started = performance.now();
const handle = await openDatabase({ kind: 'pglite' });
try {
  await handle.migrate();
  const archive = new Uint8Array(await (await dumpPglite(handle, 'gzip')).arrayBuffer());
  const path = writePgliteTemplate(archive, pgliteVersion());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`PGlite template: ${path} (${(archive.length / 1e6).toFixed(1)} MB, ${seconds} s)`);
} finally {
  await handle.close();
}
