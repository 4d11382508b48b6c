/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import stylesModule from './mantine-styles.ts?raw';

/**
 * The dashboard imports the CSS of the Mantine components it uses, not Mantine's whole
 * styles.css (./mantine-styles.ts). A component whose CSS is missing draws unstyled without any
 * error, so this test derives what is needed from the code: every Mantine component imported
 * anywhere in apps/web/src, and every component those render (followed through @mantine/core's
 * own modules: a Select draws a Combobox, a Popover, an Input, ...).
 */
const sources = import.meta.glob<string>(
  ['../../**/*.ts', '../../**/*.tsx', '!../../**/*.test.ts', '!../../**/*.test.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const require = createRequire(import.meta.url);
let mantineRoot = dirname(require.resolve('@mantine/core'));
while (!existsSync(join(mantineRoot, 'package.json'))) mantineRoot = dirname(mantineRoot);
const esmRoot = join(mantineRoot, 'esm');
const cssNames = (name: string) => existsSync(join(mantineRoot, 'styles', `${name}.css`));

/** Runtime names imported from '@mantine/core' across the dashboard's sources. */
function componentsInUse(): Set<string> {
  const names = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0] ?? '';
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

/** The CSS files (`Button`, `Input`, ...) of the modules reachable from `names`' modules. */
function stylesNeeded(names: Set<string>): Set<string> {
  const index = readFileSync(join(esmRoot, 'index.mjs'), 'utf8');
  const start: string[] = [];
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g)) {
    const exported = (match[1] ?? '').split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    if (exported.some((name) => name && names.has(name))) start.push(join(esmRoot, match[2] ?? ''));
  }
  const seen = new Set<string>();
  const needed = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const component = file.match(/[\\/]components[\\/]([^\\/]+)[\\/]/)?.[1];
    const base = file.match(/([^\\/]+)\.mjs$/)?.[1];
    for (const name of [component, base]) if (name && cssNames(name)) needed.add(name);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.mjs)"/g)) {
      queue.push(resolve(dirname(file), match[1] ?? ''));
    }
  }
  return needed;
}

/** `@mantine/core/styles/Button.css` -> `Button`, in the order ./mantine-styles.ts imports them. */
const imported = [...stylesModule.matchAll(/import\s+'@mantine\/core\/styles\/([^']+)\.css'/g)].map(
  (m) => m[1] ?? '',
);

describe('Mantine styles', () => {
  it('finds the components in use and follows them into @mantine/core', () => {
    const inUse = componentsInUse();
    expect(inUse.has('Button')).toBe(true);
    const needed = stylesNeeded(inUse);
    // A Select is drawn with Mantine's Combobox, Popover and Input: found through its modules.
    expect([...needed]).toEqual(expect.arrayContaining(['Button', 'Combobox', 'Popover', 'Input']));
  });

  it('imports the CSS of every Mantine component the dashboard draws', () => {
    const missing = [...stylesNeeded(componentsInUse())].filter((name) => !imported.includes(name));
    expect(missing).toEqual([]);
  });

  it("starts with Mantine's baseline and variables and keeps styles.css's order", () => {
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const whole = readFileSync(join(mantineRoot, 'styles.css'), 'utf8');
    const positions = imported.map((name) =>
      whole.indexOf(
        readFileSync(join(mantineRoot, 'styles', `${name}.css`), 'utf8')
          .trim()
          .slice(0, 300),
      ),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("no longer imports Mantine's whole styles.css anywhere", () => {
    const whole = Object.entries(sources).filter(([, text]) => text.includes("'@mantine/core/styles.css'"));
    expect(whole.map(([path]) => path)).toEqual([]);
  });
});
