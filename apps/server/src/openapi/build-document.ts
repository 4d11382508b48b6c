import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { openDatabase } from '../db/connection.js';
import { serverMounts } from '../mounts.js';

/** The checked-in contract at the repository's root; `npm run openapi` rewrites it. */
export const openApiFile = fileURLToPath(new URL('../../../../openapi.json', import.meta.url));

/** The configuration the checked-in document is built with: defaults only, never the machine's. */
export const documentEnv = { PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent' };

export function documentOf(app: FastifyInstance): Record<string, unknown> {
  return app.swagger() as unknown as Record<string, unknown>;
}

export function serializeDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * The OpenAPI document as the server serves it at /api/docs/json, built from the real app
 * on a throw-away in-memory database with the default configuration.
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    const ctx = await createContext(loadConfig(documentEnv), database);
    const app = await buildApp(ctx, { mounts: serverMounts(ctx), logger: false });
    try {
      await app.ready();
      return documentOf(app);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
