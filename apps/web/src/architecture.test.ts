import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * STYLE.md: the import direction is app -> features -> shared (lib, components, config), and
 * features do not import each other. Biome cannot say "another feature", so this test does.
 */
const SRC = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each import of a file, as a path under src/ (`features/projects/api/x`) or a package name. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
  return specifiers.map((specifier) => {
    if (specifier.startsWith('@/')) return specifier.slice(2);
    if (specifier.startsWith('.')) return relative(SRC, join(file, '..', specifier)).split(sep).join('/');
    return specifier;
  });
}

const files = sourceFiles(SRC).map((file) => ({
  path: relative(SRC, file).split(sep).join('/'),
  imports: importsOf(file),
}));

describe('import direction (STYLE.md)', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('keeps each feature to itself', () => {
    const crossings = files.flatMap(({ path, imports }) => {
      const feature = path.match(/^features\/([^/]+)\//)?.[1];
      if (!feature) return [];
      return imports
        .filter((target) => target.startsWith('features/') && !target.startsWith(`features/${feature}/`))
        .map((target) => `${path} -> ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('lets shared code (lib, components, config) import neither features nor app', () => {
    const crossings = files.flatMap(({ path, imports }) => {
      if (!/^(lib|components|config)\//.test(path)) return [];
      return imports
        .filter((target) => target.startsWith('features/') || target.startsWith('app/'))
        .map((target) => `${path} -> ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('lets features not import the app', () => {
    const crossings = files.flatMap(({ path, imports }) =>
      path.startsWith('features/')
        ? imports.filter((target) => target.startsWith('app/')).map((target) => `${path} -> ${target}`)
        : [],
    );
    expect(crossings).toEqual([]);
  });
});
