import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The benchmarks sit beside the product: they talk to the server over HTTP and WebSocket, or
 * through its one entry for them, `@vantage/server/testing`, never by importing its sources.
 */
describe('the benchmarks', () => {
  it('import nothing from the server but @vantage/server/testing', () => {
    const dir = new URL('./', import.meta.url);
    const files = readdirSync(dir).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    const reaching = files.flatMap((name) => {
      const text = readFileSync(new URL(name, dir), 'utf8');
      const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
      return specifiers
        .filter((specifier) => /apps\/server|^@vantage\/server(?!\/testing$)/.test(specifier))
        .map((specifier) => `${name} -> ${specifier}`);
    });
    expect(reaching).toEqual([]);
  });
});
