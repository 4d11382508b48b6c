/**
 * Every decision record the code, the tests and the docs cite exists: a comment that sends the
 * reader to `docs/decisions/140-lean-login-page.md` when the record is 141 sends them nowhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const DECISIONS = join(ROOT, 'docs/decisions');
const SCANNED = ['apps', 'packages', 'docs', 'tests', 'bench', 'scripts', 'README.md'];
const SKIPPED = new Set(['node_modules', 'dist', 'results', 'test-results', 'playwright-report']);
const TEXT = /\.(ts|tsx|mts|mjs|js|css|html|md|json|yaml|yml)$/;

/** `docs/decisions/141-lean-login-page.md`, `decisions/141-….md`, or a record named alone (`141-….md`). */
const REFERENCE = /(?:decisions\/([\w.-]+\.md))|(?<![\w/.-])(\d{3}-[\w.-]+\.md)/g;

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    if (TEXT.test(path) && path !== SELF) yield path;
    return;
  }
  for (const entry of readdirSync(path)) {
    if (!SKIPPED.has(entry)) yield* files(join(path, entry));
  }
}

/** `file:line: name` for each cited record that docs/decisions does not have. */
function missingRecords(text: string, file: string, records: Set<string>): string[] {
  const missing: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(REFERENCE)) {
      const name = match[1] ?? match[2]!;
      if (!records.has(name)) missing.push(`${file}:${index + 1}: ${name}`);
    }
  });
  return missing;
}

describe('decision-record links', () => {
  const records = new Set(readdirSync(DECISIONS));

  it('finds a cited record that does not exist, in each form a citation takes', () => {
    const text = [
      'see docs/decisions/141-lean-login-page.md and docs/decisions/140-lean-login-page.md',
      '[why](decisions/999-nothing.md), and ../decisions/150-viewer-engine-in-a-worker.md',
      'the record 998-gone.md',
    ].join('\n');
    expect(missingRecords(text, 'x.ts', records)).toEqual([
      'x.ts:1: 140-lean-login-page.md',
      'x.ts:2: 999-nothing.md',
      'x.ts:3: 998-gone.md',
    ]);
  });

  it('every record cited in apps, packages, docs, tests, bench, scripts and the README exists', () => {
    const missing = SCANNED.flatMap((path) =>
      [...files(join(ROOT, path))].flatMap((file) =>
        missingRecords(readFileSync(file, 'utf8'), relative(ROOT, file), records),
      ),
    );
    expect(missing).toEqual([]);
  });
});
