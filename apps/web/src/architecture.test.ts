import { describe, expect, it } from 'vitest';

/**
 * STYLE.md: the import direction is app -> features -> shared (lib, components, config), and
 * features do not import each other. Biome cannot say "another feature", so this test does.
 */
const sources = import.meta.glob<string>(['./**/*.ts', './**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `features/projects/api/../x` -> `features/projects/x`. */
function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Each import of a file, as a path under src/ (`features/projects/api/x`) or a package name. */
function importsOf(path: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
  const dir = path.split('/').slice(0, -1).join('/');
  return specifiers.map((specifier) => {
    if (specifier.startsWith('@/')) return specifier.slice(2);
    if (specifier.startsWith('.')) return normalize(`${dir}/${specifier}`);
    return specifier;
  });
}

const files = Object.entries(sources).map(([key, text]) => {
  const path = key.replace(/^\.\//, '');
  return { path, imports: importsOf(path, text) };
});

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

/**
 * zod's classic API (`zod`) does not tree-shake; one import of it puts all of zod,
 * ~22 KB compressed, into the first load. The dashboard and the contracts it parses answers
 * with use the functional API, `zod/mini`. (The server may use either: both are zod's own
 * schemas.)
 */
const contractSources = import.meta.glob<string>(['../../../packages/contracts/src/**/*.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('zod in the dashboard', () => {
  it('imports zod only as zod/mini, in the dashboard and in the contracts', () => {
    const all = [
      ...files,
      ...Object.entries(contractSources).map(([path, text]) => ({ path, imports: importsOf(path, text) })),
    ];
    expect(Object.keys(contractSources).length).toBeGreaterThan(10);
    const classic = all.flatMap(({ path, imports }) =>
      imports
        .filter((target) => target.startsWith('zod') && target !== 'zod/mini')
        .map((target) => `${path} -> ${target}`),
    );
    expect(classic).toEqual([]);
  });
});

/**
 * Every API call goes through `api.call(operation, …)` with an operation's definition from
 * `@vantage/contracts`: no path is typed in the dashboard, outside the client. The client is
 * api-client.ts and early-fetch.ts, which starts the session's first calls before any library
 * loads; its paths are typed against their definitions, so a changed path fails the build.
 */
const rawSources = Object.entries(sources).map(([key, text]) => ({ path: key.replace(/^\.\//, ''), text }));

describe('API paths', () => {
  it('come only from the operation definitions', () => {
    const client = new Set([
      'lib/api-client.ts',
      'lib/api-client.test.ts',
      'lib/early-fetch.ts',
      'lib/early-fetch.test.ts',
    ]);
    const typed = rawSources
      .filter(({ path, text }) => !client.has(path) && /['"`]\/api\//.test(text))
      .map(({ path }) => path);
    expect(rawSources.some(({ path }) => client.has(path))).toBe(true);
    expect(typed).toEqual([]);
  });
});
