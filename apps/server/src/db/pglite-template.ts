import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * A migrated, empty PGlite database made at build time (first start). Without it a
 * first start on a new data directory runs PostgreSQL's initdb inside WebAssembly and every
 * migration: about three quarters of the first start. With it, the first start unpacks this
 * archive into the directory and migrates only what is newer than the build (usually nothing).
 * It holds no data and no secret: the signing keys and the demo data are made at start.
 *
 * Written by `npm run build -w apps/server` (write-pglite-template.ts) to apps/server/dist;
 * used only when it was made by the PGlite version that is installed now.
 */
export const BUILD_TEMPLATE = fileURLToPath(new URL('../../dist/pglite-template.tar.gz', import.meta.url));
const stampOf = (template: string) => `${template}.json`;

export function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  // .../node_modules/@electric-sql/pglite/dist/index.cjs -> its package.json
  const manifest = new URL('../package.json', `file://${entry}`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The template to load into a new data directory, or undefined (then PGlite runs initdb). */
export function pgliteTemplate(template = BUILD_TEMPLATE): Blob | undefined {
  if (!existsSync(template) || !existsSync(stampOf(template))) return undefined;
  try {
    const stamp = JSON.parse(readFileSync(stampOf(template), 'utf8')) as { pglite?: string };
    if (stamp.pglite !== pgliteVersion()) return undefined;
    return new Blob([readFileSync(template)]);
  } catch {
    return undefined;
  }
}

export function writePgliteTemplate(archive: Uint8Array, pglite: string, template = BUILD_TEMPLATE): string {
  writeFileSync(template, archive);
  writeFileSync(stampOf(template), `${JSON.stringify({ pglite, madeAt: new Date().toISOString() })}\n`);
  return template;
}
