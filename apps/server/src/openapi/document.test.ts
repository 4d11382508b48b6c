import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { documentOf, openApiFile, serializeDocument } from './build-document.js';
import { definitionOf } from './transform.js';

type Operation = {
  operationId?: string;
  parameters?: Array<{ in?: string; name?: string; $ref?: string; schema?: { type?: string } }>;
  responses: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  document = documentOf(t.app) as Document;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('is the checked-in openapi.json (regenerate with `npm run openapi`)', () => {
    expect(readFileSync(openApiFile, 'utf8') === serializeDocument(document)).toBe(true);
  });

  it('is what the server serves at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(serializeDocument(document)));
  });

  it('documents only /api/* and the heartbeat', () => {
    const outside = Object.keys(document.paths).filter(
      (path) => !path.startsWith('/api/') && path !== '/metrics/heartbeat',
    );
    expect(outside).toEqual([]);
    expect(Object.keys(document.paths)).toContain('/metrics/heartbeat');
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('gives every operation problem answers, and the account calls the X-Subscription-Key header', () => {
    for (const { path, method, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      expect(statuses.filter((status) => status.startsWith('4')).length, `${method} ${path}`).toBeGreaterThan(
        0,
      );
      const definition = definitionOf(method, path);
      const refs = (operation.parameters ?? []).map((parameter) => parameter.$ref);
      if (definition?.access === 'account') expect(refs).toContain('#/components/parameters/SubscriptionKey');
      if (definition?.conflicts) expect(statuses).toContain('409');
    }
  });

  /**
   * Paths the spec fixes, such as /api/projects/{projectId}/tours and /api/projects/tours/{id},
   * have the same shape. They never match the same URL as long as, wherever one has a literal
   * segment and the other a parameter, that parameter is an integer and the literal is not.
   */
  it('separates every pair of same-shaped paths by an integer parameter against a word', () => {
    const segments = (path: string) => path.split('/').filter(Boolean);
    const paramType = (path: string, name: string) => {
      for (const operation of Object.values(document.paths[path]!)) {
        const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
        if (parameter) return parameter.schema?.type;
      }
      return undefined;
    };
    const paths = Object.keys(document.paths);
    let pairs = 0;
    for (const [i, a] of paths.entries()) {
      for (const b of paths.slice(i + 1)) {
        const sa = segments(a);
        const sb = segments(b);
        if (sa.length !== sb.length) continue;
        const isParam = (segment: string) => segment.startsWith('{');
        const clash = sa.every((x, k) => x === sb[k] || isParam(x) || isParam(sb[k]!));
        if (!clash) continue;
        pairs++;
        const separated = sa.some((x, k) => {
          const y = sb[k]!;
          if (isParam(x) === isParam(y)) return false;
          const [param, word, path] = isParam(x) ? [x, y, a] : [y, x, b];
          return paramType(path, param.slice(1, -1)) === 'integer' && !/^[0-9]+$/.test(word);
        });
        expect(separated, `${a} vs ${b}`).toBe(true);
      }
    }
    expect(pairs).toBeGreaterThan(0);
  });
});
