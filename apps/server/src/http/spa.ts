import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the server owns; everything else under GET is a client route of the SPA. */
const SERVER_PREFIXES = ['/api', '/realms', '/signalr', '/metrics', '/dev', '/healthz', '/readyz'];

/**
 * Serves the built dashboard at `/` with history fallback: an unknown GET that accepts
 * HTML gets `index.html`, so client routes survive a reload. API paths keep their 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  options: { serveSourceMaps?: boolean } = {},
): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found: run `npm run build` to serve the dashboard');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes `.br` and `.gz` beside every text file (apps/web/vite.config.ts): they
    // are sent as they are, per `Accept-Encoding`, with no compression work per request.
    preCompressed: true,
    // Issue 12: the dashboard's source maps stay private unless SERVE_SOURCEMAPS=true.
    allowedPath: (path) => options.serveSourceMaps === true || !path.endsWith('.map'),
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // `wildcard: false` gives every built file its own route at start-up, so whatever reaches
  // this fallback is a client route (or a server path that does not exist).
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      return reply.callNotFound();
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
