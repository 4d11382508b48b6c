/**
 * Build step after `tsc`: drizzle-orm as one ESM bundle, at `dist/node_modules/drizzle-orm`,
 * where Node's resolution finds it from every compiled module before the installed package.
 *
 * Why: under Node 24's ESM loader each of drizzle-orm's several hundred modules costs a read of
 * its 178 KB package.json (447 export entries). Importing the entry points the server uses took
 * 0.9–1.1 s and 60 MB of RSS bundled against 6.9–15.8 s and 239 MB as installed, measured side by
 * side at load 22 (docs/performance.md, decision 199). The bundle holds the package's own code
 * only; whatever drizzle-orm imports from other packages (`pg`, `@electric-sql/pglite`) stays
 * external and resolves as before. Source runs (tsx, Vitest) keep the installed package.
 *
 * The entry points are the drizzle-orm specifiers the compiled server imports, found in `dist`,
 * so a new `import … from 'drizzle-orm/…'` needs nothing here; code splitting gives them one
 * shared copy of drizzle's classes.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(serverRoot, 'dist');
const target = join(dist, 'node_modules', 'drizzle-orm');
const PACKAGE = 'drizzle-orm';

/** Every `drizzle-orm` or `drizzle-orm/…` specifier imported by a compiled module of `dir`. */
function importedSpecifiers(dir, found = new Set()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') importedSpecifiers(path, found);
    } else if (entry.name.endsWith('.js')) {
      for (const match of readFileSync(path, 'utf8').matchAll(/from\s*["'](drizzle-orm(?:\/[^"']*)?)["']/g)) {
        found.add(match[1]);
      }
    }
  }
  return found;
}

/** `drizzle-orm/pglite/migrator` → `pglite/migrator`; the package itself → `index`. */
const outName = (specifier) => (specifier === PACKAGE ? 'index' : specifier.slice(PACKAGE.length + 1));

const specifiers = [...importedSpecifiers(dist)].sort();
rmSync(target, { recursive: true, force: true });
if (specifiers.length === 0)
  throw new Error('bundle-drizzle: the compiled server imports no drizzle-orm module');

await build({
  absWorkingDir: serverRoot,
  entryPoints: specifiers.map((specifier) => ({ in: specifier, out: outName(specifier) })),
  outdir: target,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  plugins: [
    {
      name: 'other-packages-external',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path === PACKAGE || args.path.startsWith(`${PACKAGE}/`)
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});

/** The installed package's own package.json (its exports map does not list it). */
function installedManifest() {
  let dir = dirname(createRequire(join(serverRoot, 'package.json')).resolve(PACKAGE));
  while (
    !existsSync(join(dir, 'package.json')) ||
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== PACKAGE
  ) {
    dir = dirname(dir);
  }
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}
const installed = installedManifest();
const exportsMap = Object.fromEntries(
  specifiers.map((specifier) => [
    specifier === PACKAGE ? '.' : `./${outName(specifier)}`,
    `./${outName(specifier)}.js`,
  ]),
);
writeFileSync(
  join(target, 'package.json'),
  `${JSON.stringify(
    {
      name: PACKAGE,
      version: installed.version,
      description: 'Bundled by apps/server/scripts/bundle-drizzle.mjs at build time; not installed.',
      type: 'module',
      exports: exportsMap,
    },
    null,
    2,
  )}\n`,
);
// The bundle must offer what the installed package offers, entry by entry.
for (const specifier of specifiers) {
  const bundled = Object.keys(
    await import(pathToFileURL(join(target, `${outName(specifier)}.js`)).href),
  ).sort();
  const original = Object.keys(await import(specifier)).sort();
  if (bundled.join() !== original.join()) {
    throw new Error(
      `bundle-drizzle: ${specifier} bundled exports ${bundled.length} names, installed ${original.length}`,
    );
  }
}
console.log(
  `bundle-drizzle: ${PACKAGE} ${installed.version} as one bundle, entries ${specifiers.join(', ')}`,
);
