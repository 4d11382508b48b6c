import { operationKey, routePath } from '@vantage/contracts';
import { allOperations } from '@vantage/contracts/api';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { serverMounts } from '../mounts.js';
import { HEARTBEAT_PATH, isDocumented } from '../openapi/transform.js';
import { openTestDatabase } from '../test/database.js';

/** Every route the server registers, as `METHOD /path` (Fastify's form), seen by an onRoute hook. */
const registered: string[] = [];
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  const ctx = await createContext(
    loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent', DEV_ADMIN_TOKEN: 'x'.repeat(32) }),
    database.handle,
  );
  const listen = async (instance: FastifyInstance) => {
    instance.addHook('onRoute', (options: RouteOptions) => {
      for (const method of [options.method].flat()) {
        if (method !== 'HEAD') registered.push(`${method} ${options.url}`);
      }
    });
  };
  app = await buildApp(ctx, { mounts: [listen, ...serverMounts(ctx)], logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the API operations', () => {
  it('are exactly the routes the server registers under /api: none without a definition, none unrouted', () => {
    const apiRoutes = registered.filter((route) => {
      const url = route.slice(route.indexOf(' ') + 1);
      return isDocumented(url) && url !== HEARTBEAT_PATH;
    });
    const defined = allOperations().map((operation) =>
      operationKey(operation.method, routePath(operation.path)),
    );
    expect(apiRoutes.length).toBeGreaterThan(90);
    expect(apiRoutes.filter((route) => !defined.includes(route))).toEqual([]);
    expect(defined.filter((route) => !apiRoutes.includes(route))).toEqual([]);
    expect(new Set(apiRoutes).size).toBe(apiRoutes.length);
  });

  it('have unique operation ids', () => {
    const ids = allOperations().map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
