import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { bytesBySource, packageOf, UNMAPPED, withDependencies } from './bundle-composition.js';

/** A source map whose mappings start at the given [line, column, source] points. */
function mapOf(points: Array<[number, number, string]>) {
  const generator = new SourceMapGenerator({ file: 'out.js' });
  for (const [line, column, source] of points)
    generator.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
  return JSON.parse(generator.toString());
}

describe('bytesBySource', () => {
  it('gives each mapping the bytes up to the next mapping on its line, and the last one the rest', () => {
    const code = 'aaaabbbcc';
    const bytes = bytesBySource(
      code,
      mapOf([
        [1, 0, 'a.js'],
        [1, 4, 'b.js'],
        [1, 7, 'a.js'],
      ]),
    );
    expect(Object.fromEntries(bytes)).toEqual({ 'a.js': 6, 'b.js': 3 });
  });

  it('counts the columns before a line’s first mapping, and lines without any, as unmapped', () => {
    const code = 'xxaaa\nyyyy\nbb';
    const bytes = bytesBySource(
      code,
      mapOf([
        [1, 2, 'a.js'],
        [3, 0, 'b.js'],
      ]),
    );
    expect(Object.fromEntries(bytes)).toEqual({ [UNMAPPED]: 6, 'a.js': 3, 'b.js': 2 });
    const total = [...bytes.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBe(code.length - 2);
  });
});

describe('packageOf', () => {
  it('names the package of a source under node_modules, scoped or not', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('../../../node_modules/@mantine/core/esm/components/Box/Box.mjs')).toBe('@mantine/core');
    expect(packageOf('/x/node_modules/a/node_modules/@floating-ui/dom/dist/x.mjs')).toBe('@floating-ui/dom');
  });

  it('names the contracts as their package, and our sources by their path under src', () => {
    expect(packageOf('../../../../packages/contracts/src/policy.ts')).toBe('@vantage/contracts');
    expect(packageOf('../../src/app/router.tsx')).toBe('src/app/router.tsx');
  });
});

describe('withDependencies', () => {
  const manifests: Record<
    string,
    { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }
  > = {
    ui: { dependencies: { positioning: '^1' }, peerDependencies: { hooks: '^1', react: '^19' } },
    positioning: { dependencies: { utils: '^1' } },
    utils: { dependencies: { positioning: '^1' } },
    hooks: {},
    react: {},
    other: { dependencies: { left: '^1' } },
  };

  it('adds what the roots depend on, transitively and through peers, and stops at cycles', () => {
    const found = withDependencies(['ui'], (name) => manifests[name]);
    expect([...found].sort()).toEqual(['hooks', 'positioning', 'react', 'ui', 'utils']);
  });

  it('keeps a root that is not installed and adds nothing for it', () => {
    expect([...withDependencies(['missing'], (name) => manifests[name])]).toEqual(['missing']);
  });
});
